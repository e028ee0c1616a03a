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
    struct.pack_into("<I", img, 12, zlib.crc32(bytes(img[16:])) & 0xFFFFFFFF)
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
    struct.pack_into("<H", bad, 4, 99)
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    text = r.stdout + r.stderr
    assert "version" in text and "99" in text and f"expected {defs.IMAGE_VERSION}" in text


def test_other_abi_is_refused(firmware, good):
    bad = bytearray(good)
    struct.pack_into("<I", bad, 16, 0xDEADBEEF)
    r = run_image(firmware, bytes(refit_crc(bad)))
    assert r.reason == "no-program"
    assert "0xdeadbeef" in (r.stdout + r.stderr).lower()


def test_no_image_says_so(firmware):
    r = run_image(firmware, b"")
    assert r.reason == "no-program"
    assert "no image" in (r.stdout + r.stderr)
