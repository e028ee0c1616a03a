"""The firmware verifies an image before it runs a byte of it: each corruption is refused
with what was expected and what was found, and the board does not fault."""

from __future__ import annotations

import struct
import zlib

import pytest

from boardrun import run_image
from wispy.gen import defs
from wispy.image import HEADER, refit_crc

SRC = "print('should not run')\n"


@pytest.fixture(scope="module")
def good():
    from wispy.compiler import compile_source

    return compile_source(SRC, "ok.py")


def test_good_image_runs(firmware, good):
    r = run_image(firmware, good)
    assert (r.reason, r.status, r.stdout) == ("done", 0, "should not run\n")


def test_flipped_byte_is_refused(firmware, good):
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0x40
    r = run_image(firmware, bytes(bad))
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "should not run" not in text
    assert "checksum" in text and "expected" in text


def test_truncated_image_is_refused(firmware, good):
    r = run_image(firmware, good[: len(good) - 7])
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "should not run" not in text
    assert "expected" in text


def test_other_format_version_is_refused(firmware, good):
    bad = bytearray(good)
    bad[HEADER.offset("version")] = 99
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "version" in text and "99" in text and f"expected {defs.IMAGE_VERSION}" in text


def test_other_abi_is_refused(firmware, good):
    bad = bytearray(good)
    struct.pack_into("<I", bad, HEADER.offset("abi"), 0xDEADBEEF)
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    assert "0xdeadbeef" in (r.stdout + r.stderr).lower()


def test_no_image_says_so(firmware):
    r = run_image(firmware, b"")
    assert r.reason == "no-program"
    assert "no image" in (r.stdout + r.stderr)


# -- code records (docs/image-format.md: the 8-byte fixed part, the trailer, the tables) -------


def _refit(img: bytearray) -> bytes:
    from wispy.image import CRC_START

    struct.pack_into("<I", img, CRC_START - 4, zlib.crc32(bytes(img[CRC_START:])) & 0xFFFFFFFF)
    return bytes(img)


OPTIONAL_FIELDS_SRC = """
class Box:
    def get(self, *, key, default=None):
        try:
            return {'a': 1}[key]
        except KeyError:
            return default

def f(x):
    return Box().get(key=x, default=-1)

print(f('a'), f('b'), Box.get.__qualname__)
f(key=1)
"""


def test_code_records_with_optional_fields_run(firmware):
    """Keyword-only parameters, an exception table and an owner (each optional in the trailer)
    round-trip through the image and run; the traceback names the file of every frame."""
    from wispy.compiler import compile_source
    from wispy.image import read_image, write_image

    data = compile_source(OPTIONAL_FIELDS_SRC, "opt.py")
    img = read_image(data)
    get = next(c for c in img.consts if hasattr(c, "n_kwonly") and img.qstr(c.name) == "get")
    assert get.n_kwonly == 2 and get.handlers and get.owner and img.qstr(get.file) == "opt.py"
    assert write_image(img) == data
    r = run_image(firmware, data)
    assert r.stdout == "1 -1 Box.get\n"
    assert r.stderr.startswith('Traceback (most recent call last):\n  File "opt.py", line 13, in <module>\n')
    assert "TypeError: f() got an unexpected keyword argument 'key'" in r.stderr


def test_code_record_past_the_image_is_refused(firmware, good):
    from wispy.image import read_image

    bad = bytearray(good)
    struct.pack_into("<H", bad, read_image(good).offsets[0] + 6, 0xFFF0)  # code_len
    r = run_image(firmware, _refit(bad))
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "should not run" not in text and "code record 0" in text and "out of bounds" in text


def test_code_record_without_a_file_is_refused(firmware, monkeypatch):
    import wispy.image as image

    monkeypatch.setattr(image, "_records", lambda consts: [(i, image.pack_code(c, with_file=False), 2)
                                                           for i, c in enumerate(consts)])
    code = image.CodeObject(name=0, file=0, n_args=0, n_locals=0, stack_size=1, first_line=1,
                            bytecode=image.encode_instruction("LOAD_NONE", ()) + image.encode_instruction("RETURN_VALUE", ()))
    r = run_image(firmware, image.write_image(image.Image(strings=[], consts=[code])))
    assert r.reason == "no-program"
    assert "expected the file's name (the first code record has it), found none" in r.stdout + r.stderr


def test_load_const_of_code_is_refused(firmware):
    """A code record is not an object: LOAD_CONST of one is refused before anything runs."""
    import wispy.image as image

    body = image.encode_instruction("LOAD_CONST", (0,)) + image.encode_instruction("RETURN_VALUE", ())
    code = image.CodeObject(name=0, file=0, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=body)
    r = run_image(firmware, image.write_image(image.Image(strings=[], consts=[code])))
    assert r.reason == "no-program"
    assert "LOAD_CONST of a code constant" in r.stdout + r.stderr


def test_traceback_names_each_modules_file(firmware, tmp_path):
    """Only the first code record of each file names it; the frames of a program of several
    modules still name their own files."""
    from wispy.compiler import compile_files

    (tmp_path / "main.py").write_text("import helper\ndef top():\n    helper.boom(1)\nprint(helper.VALUE)\ntop()\n")
    (tmp_path / "helper.py").write_text("VALUE = 7\ndef boom(x):\n    raise RuntimeError(x)\n")
    r = run_image(firmware, compile_files([tmp_path / "main.py", tmp_path / "helper.py"]))
    assert r.stdout == "7\n"
    assert ('  File "main.py", line 5, in <module>\n  File "main.py", line 3, in top\n'
            '  File "helper.py", line 3, in boom\n') in "".join(
        line + "\n" for line in r.stderr.splitlines() if line.startswith("  File"))


def test_string_ends_out_of_order_are_refused(firmware, good):
    bad = bytearray(good)
    n = struct.unpack_from("<H", good, 14)[0]  # n_qstr; the ends (u8: a small table) start at 18
    assert good[3] & 2  # flags bit 1: u8 ends
    struct.pack_into("<B", bad, 18, n - 1)
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "should not run" not in text
    assert f"string 0: expected an end >= {n} (where it starts), found {n - 1}" in text


def test_strings_without_0_bytes_print_whole(firmware):
    """A string's length comes from the string table's ends: multi-byte UTF-8, the empty
    string, and a class name (an image string printed through %t) come out whole."""
    from wispy.compiler import compile_source

    for pad in ("", "q" * 300):  # u8 ends, then u16 ends
        src = f"class Zz:\n    pass\ns = 'é✓x'\nprint(s, len(s), repr(''), 'ab' + '', len('{pad}'))\nlen(Zz())\n"
        r = run_image(firmware, compile_source(src, "u.py"))
        assert r.stdout == f"é✓x 3 '' ab {len(pad)}\n"
        assert r.stderr.endswith("TypeError: object of type 'Zz' has no len()\n")
