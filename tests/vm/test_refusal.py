"""A bad image is refused before a byte of it runs, saying what was expected and found."""

from __future__ import annotations

import struct
import zlib

import pytest
from conftest import compile_to, run_vm
from wispy.gen import defs

SRC = "print('should not run')\n"


@pytest.fixture
def good(tmp_path):
    return compile_to(tmp_path, SRC).read_bytes()


def refit_crc(img: bytearray) -> bytes:
    struct.pack_into("<I", img, 12, zlib.crc32(bytes(img[16:])) & 0xFFFFFFFF)
    return bytes(img)


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
        == f"image refused: length: expected 28 to {len(good) - 7} bytes (the script region), found {len(good)}"
    )
    assert refused(host_vm, tmp_path, good[:20]).startswith(
        "image refused: the script region is smaller"
    )


def test_other_version(host_vm, tmp_path, good):
    bad = bytearray(good)
    struct.pack_into("<H", bad, 4, 1)
    assert (
        refused(host_vm, tmp_path, bytes(bad))
        == f"image refused: format version: expected {defs.IMAGE_VERSION}, found 1"
    )


def test_other_abi(host_vm, tmp_path, good):
    from wispy.gen import defs

    bad = bytearray(good)
    struct.pack_into("<I", bad, 16, 0x12345678)
    msg = refused(host_vm, tmp_path, refit_crc(bad))
    assert (
        msg
        == f"image refused: ABI hash of the definitions: expected {defs.ABI_HASH:#010x} (this firmware), found 0x12345678"
    )


def test_erased_flash(host_vm, tmp_path):
    msg = refused(host_vm, tmp_path, b"\xff" * 256)
    assert (
        msg
        == "image refused: no image in the script region (found erased flash 0xffffffff where magic 'WSPY' belongs)"
    )


def test_wrong_magic(host_vm, tmp_path, good):
    msg = refused(host_vm, tmp_path, b"XSPY" + good[4:])
    assert msg.startswith("image refused: magic: expected 0x59505357")


def test_offsets_out_of_bounds(host_vm, tmp_path, good):
    for field_at, fmt in ((20, "<H"), (22, "<H"), (24, "<H"), (26, "<H")):  # n_qstr n_const const_off entry
        bad = bytearray(good)
        struct.pack_into(fmt, bad, field_at, 0xFFF0)
        msg = refused(host_vm, tmp_path, refit_crc(bad))
        assert msg.startswith("image refused: offset out of bounds: ")
