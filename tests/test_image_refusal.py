"""The firmware verifies an image before it runs a byte of it: each corruption is refused
with what was expected and what was found, and the board does not fault."""

from __future__ import annotations

import struct
import zlib

import pytest

from boardrun import run_image
from wispy.gen import defs

SRC = "print('should not run')\n"


@pytest.fixture(scope="module")
def good():
    from wispy.compiler import compile_source

    return compile_source(SRC, "ok.py")


def refit_crc(img: bytearray) -> bytearray:
    struct.pack_into("<I", img, 4, zlib.crc32(bytes(img[8:])) & 0xFFFFFFFF)
    return img


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
    bad[2] = 99  # version u8
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "version" in text and "99" in text and f"expected {defs.IMAGE_VERSION}" in text


def test_other_abi_is_refused(firmware, good):
    bad = bytearray(good)
    struct.pack_into("<I", bad, 8, 0xDEADBEEF)
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    assert "0xdeadbeef" in (r.stdout + r.stderr).lower()


def test_no_image_says_so(firmware):
    r = run_image(firmware, b"")
    assert r.reason == "no-program"
    assert "no image" in (r.stdout + r.stderr)


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
