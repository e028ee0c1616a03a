"""A bad image is refused before a byte of it runs, saying what was expected and found."""

from __future__ import annotations

import struct

import pytest
from conftest import compile_to, run_vm
from wispy.gen import defs
from wispy.image import HEADER, refit_crc

SRC = "print('should not run')\n"


@pytest.fixture
def good(tmp_path):
    return compile_to(tmp_path, SRC).read_bytes()


def refused(host_vm, tmp_path, data: bytes) -> str:
    p = tmp_path / "bad.wpy"
    p.write_bytes(data)
    r = run_vm(host_vm, p)
    assert r.status == 2
    assert r.stdout == ""
    assert "should not run" not in r.stderr
    assert r.stderr.startswith("image refused: ")
    return r.stderr.strip()


def test_good_image_runs(host_vm, tmp_path, good):
    p = tmp_path / "good.wpy"
    p.write_bytes(good)
    r = run_vm(host_vm, p)
    assert (r.stdout, r.status) == ("should not run\n", 0)


def test_flipped_byte(host_vm, tmp_path, good):
    for at in (20, len(good) // 2, len(good) - 1):
        bad = bytearray(good)
        bad[at] ^= 0x40
        msg = refused(host_vm, tmp_path, bytes(bad))
        assert msg.startswith("image refused: checksum: expected 0x") and ", computed 0x" in msg


def test_truncated(host_vm, tmp_path, good):
    msg = refused(host_vm, tmp_path, good[:-7])
    assert (
        msg
        == f"image refused: length: expected 18 to {len(good) - 7} bytes (the script region), found {len(good)}"
    )
    assert refused(host_vm, tmp_path, good[:12]).startswith(
        "image refused: the script region is smaller"
    )


def test_other_version(host_vm, tmp_path, good):
    bad = bytearray(good)
    bad[HEADER.offset("version")] = 1
    assert (
        refused(host_vm, tmp_path, bytes(bad))
        == f"image refused: format version: expected {defs.IMAGE_VERSION}, found 1"
    )


def test_other_abi(host_vm, tmp_path, good):
    from wispy.gen import defs

    bad = bytearray(good)
    struct.pack_into("<I", bad, HEADER.offset("abi"), 0x12345678)
    msg = refused(host_vm, tmp_path, refit_crc(bad))
    assert (
        msg
        == f"image refused: ABI hash of the definitions: expected {defs.ABI_HASH:#010x} (this firmware), found 0x12345678"
    )


def test_erased_flash(host_vm, tmp_path):
    msg = refused(host_vm, tmp_path, b"\xff" * 256)
    assert (
        msg
        == "image refused: no image in the script region (found erased flash 0xffffffff where magic 'WS' belongs)"
    )


def test_wrong_magic(host_vm, tmp_path, good):
    msg = refused(host_vm, tmp_path, b"XS" + good[2:])
    assert msg == "image refused: magic: expected 0x00005357 ('WS'), found 0x00005358"


def test_offsets_out_of_bounds(host_vm, tmp_path, good):
    for field_at, what in ((14, "string table 0"), (16, "constant table 0"), (18, "string 0")):  # n_qstr n_const, an end
        bad = bytearray(good)
        struct.pack_into("<H" if field_at < 18 else "<B", bad, field_at, 0xFFF0 if field_at < 18 else 0xF0)
        msg = refused(host_vm, tmp_path, refit_crc(bad))
        assert msg.startswith(f"image refused: offset out of bounds: {what} at ")


@pytest.mark.parametrize("long", [False, True])
def test_string_ends_out_of_order(host_vm, tmp_path, long):
    """The string table's ends must not decrease (a string's length is its end minus the end
    before it); the first string starts after the ends. They are u8 (flags bit 1) while the
    table fits in 255 bytes, else u16; multi-byte and empty strings come out whole either way."""
    pad = "q" * 300 if long else ""
    src = f"a = 'xyz'\nb = 'é✓'\nprint(a, b, '', len('{pad}'))\n"
    good = compile_to(tmp_path, src).read_bytes()
    r = run_vm(host_vm, compile_to(tmp_path, src))
    assert (r.stdout, r.status) == (f"xyz é✓  {len(pad)}\n", 0)
    w, fmt = (2, "<H") if long else (1, "<B")
    assert bool(good[3] & 2) != long  # flags bit 1: u8 ends
    n = struct.unpack_from("<H", good, 14)[0]
    assert n >= 2
    bad = bytearray(good)
    struct.pack_into(fmt, bad, 18, w * n - 1)  # string 0 ends before it starts
    assert refused(host_vm, tmp_path, refit_crc(bad)) == (
        f"image refused: string 0: expected an end >= {w * n} (where it starts), found {w * n - 1}"
    )
    bad = bytearray(good)
    end0 = struct.unpack_from(fmt, good, 18)[0]
    struct.pack_into(fmt, bad, 18 + w, end0 - 1)  # string 1 ends before string 0 does
    assert refused(host_vm, tmp_path, refit_crc(bad)) == (
        f"image refused: string 1: expected an end >= {end0} (where it starts), found {end0 - 1}"
    )


def test_main_module_must_be_constant_0(host_vm, tmp_path):
    from wispy.image import CodeObject, Image, write_image

    code = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]))
    bad = bytearray(write_image(Image(strings=[], consts=[code, 5**40])))
    table = 18  # no strings: the constant table right after the header, two u8 entries (flags bit 2)
    assert bad[HEADER.offset("flags")] & 4
    bad[table : table + 2] = bad[table : table + 2][::-1]
    assert refused(host_vm, tmp_path, refit_crc(bad)) == (
        "image refused: constant 0, the main module's code: expected a code record (an even first byte), "
        "found 0x00000005"
    )
    bad = bytearray(write_image(Image(strings=[], consts=[code])))
    struct.pack_into("<H", bad, 16, 0)  # n_const
    assert refused(host_vm, tmp_path, refit_crc(bad)) == (
        "image refused: constant table: expected constant 0, the main module's code, found no constant"
    )
