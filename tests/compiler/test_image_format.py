"""The image writer and reader: round trips, layout, and each refusal with expected/found."""

from __future__ import annotations

import random
import struct
import zlib

import pytest
from wispy.compiler import compile_source
from wispy.gen import defs
from wispy.image import (
    HEADER,
    AbiMismatch,
    BadMagic,
    BadOffset,
    BadRecord,
    ChecksumMismatch,
    CodeObject,
    Image,
    ImageError,
    Truncated,
    VersionMismatch,
    decode_sint,
    decode_uint,
    encode_sint,
    encode_uint,
    read_image,
    write_image,
)

SRC = (
    "def f(n):\n    return n * 2 ** 40\n"
    "s = 'héllo ✓' + '" + "x" * 200 + "'\n"
    "print(f(3), -10**30, s)\n"
)


@pytest.fixture
def good() -> bytes:
    return compile_source(SRC, "good.py")


def refit_crc(img: bytearray) -> bytes:
    struct.pack_into("<I", img, 12, zlib.crc32(bytes(img[16:])) & 0xFFFFFFFF)
    return bytes(img)


def test_header_is_the_declared_one(good):
    assert HEADER.size == 28 == struct.calcsize(defs.IMAGE_HEADER_FORMAT)
    h = HEADER.unpack_from(good)
    assert h["magic"] == b"WSPY" and h["version"] == defs.IMAGE_VERSION
    assert h["length"] == len(good) and h["abi"] == defs.ABI_HASH
    assert h["crc32"] == zlib.crc32(good[16:]) & 0xFFFFFFFF
    assert 4 * h["const_off"] >= 28 + 2 * h["n_qstr"]  # after the string table, which follows the header


def test_roundtrip_write_read_write(good):
    img = read_image(good)
    assert write_image(img) == good
    assert img.qstr(img.main.name) == "<module>" and img.qstr(img.main.file) == "good.py"
    assert "héllo ✓" in img.strings and "x" * 200 in img.strings  # too long to fold
    assert 2**40 in img.consts and -(10**30) in img.consts
    assert all(off % 4 == 0 for off in img.offsets)


def test_handmade_image_roundtrip():
    code = CodeObject(name=0, file=1, n_args=2, n_locals=3, stack_size=4, first_line=7,
                      bytecode=bytes([1, 34]), lines=bytes([1, 2]))
    img = Image(strings=["a", "bé"], consts=[-(2**100), 2**31, code], entry=2)
    data = write_image(img)
    back = read_image(data)
    assert back.strings == ["a", "bé"] and back.consts == [-(2**100), 2**31, code]
    assert back.entry == 2 and back.flags == 1 and len(data) % 4 == 0


@pytest.mark.parametrize("handlers", [[], [(0, 1, 2, 0)], [(0, 1, 300, 0)]])
def test_code_record_owner_is_the_last_u16(handlers):
    """flags bit 6: the owner's qstr ends the record, at an even offset, after the table."""
    from wispy.image import CODE_OWNER

    code = CodeObject(name=0, file=1, n_args=1, n_locals=1, stack_size=1, first_line=1,
                      bytecode=bytes([1, 34, 1]), lines=bytes([1, 2]), local_names=[3],
                      handlers=handlers, owner=0x1234)
    data = write_image(Image(strings=["a", "b"], consts=[code], entry=0))
    back = read_image(data).consts[0]
    assert back.owner == 0x1234 and back.flags & CODE_OWNER
    assert (back.handlers, back.local_names, back.bytecode) == (handlers, [3], code.bytecode)
    end = 20 + 3 + 2 + 1 + (4 * len(handlers) if handlers and handlers[0][2] < 256 else 0)
    if handlers and handlers[0][2] >= 256:
        end += end % 2 + 8
    end += end % 2
    off = read_image(data).offsets[0]
    assert struct.unpack_from("<H", data, off + end)[0] == 0x1234
    code.owner = 0
    plain = read_image(write_image(Image(strings=["a", "b"], consts=[code], entry=0))).consts[0]
    assert plain.owner == 0 and not plain.flags & CODE_OWNER


def test_bigint_record_layout():
    img = Image(strings=[], consts=[-(2**40 + 5), CodeObject(0, 1, 0, 0, 1, 1, bytes([1, 34]))], entry=1)
    data = write_image(img)
    off = read_image(data).offsets[0]
    tag, size, alloc = struct.unpack_from("<IhH", data, off)
    assert (tag, size, alloc) == ((2 << 1) | 1, -3, 0)
    assert struct.unpack_from("<3H", data, off + 8) == (5, 0, 256)


def test_code_record_tag(good):
    img = read_image(good)
    main_off = img.offsets[img.entry]
    assert struct.unpack_from("<I", good, main_off)[0] == 3


def test_leb128_roundtrip():
    rng = random.Random(1)
    values = [0, 1, 63, 64, 127, 128, 255, 16383, 16384, 2**31, 2**40] + [rng.randrange(2**35) for _ in range(200)]
    for v in values:
        assert decode_uint(encode_uint(v), 0) == (v, len(encode_uint(v)))
        for s in (v, -v, -v - 1):
            assert decode_sint(encode_sint(s), 0) == (s, len(encode_sint(s)))
    assert encode_sint(63) == b"\x3f" and encode_sint(64) == b"\xc0\x00" and encode_sint(-64) == b"\x40"
    assert encode_uint(300) == b"\xac\x02"


# -- refusals ----------------------------------------------------------------------------------


def test_bad_magic(good):
    with pytest.raises(BadMagic, match=r"expected b'WSPY', found b'XSPY'"):
        read_image(b"X" + good[1:])


def test_version_mismatch(good):
    bad = bytearray(good)
    struct.pack_into("<H", bad, 4, 1)
    with pytest.raises(VersionMismatch, match=f"format version: expected {defs.IMAGE_VERSION}, found 1"):
        read_image(refit_crc(bad))


def test_checksum_mismatch(good):
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0x40
    with pytest.raises(ChecksumMismatch, match="crc32: expected 0x[0-9a-f]{8}, found 0x[0-9a-f]{8}"):
        read_image(bytes(bad))


def test_abi_mismatch(good):
    bad = bytearray(good)
    struct.pack_into("<I", bad, 16, 0xDEADBEEF)
    with pytest.raises(AbiMismatch, match="expected 0x[0-9a-f]{8}, found 0xdeadbeef"):
        read_image(refit_crc(bad))
    assert read_image(refit_crc(bad), check_abi=False).abi == 0xDEADBEEF


def test_truncated(good):
    with pytest.raises(Truncated, match=f"header says {len(good)} bytes, found {len(good) - 7}"):
        read_image(good[:-7])
    with pytest.raises(ImageError):
        read_image(good[:20])


def test_offset_outside_image(good):
    bad = bytearray(good)
    struct.pack_into("<H", bad, 24, len(good) // 4 + 100)  # const_off (/ 4)
    with pytest.raises(BadOffset, match="const_off: expected an offset in"):
        read_image(refit_crc(bad))


def test_unknown_record_kind(good):
    img = read_image(good)
    bad = bytearray(good)
    struct.pack_into("<I", bad, img.offsets[0], 99)
    with pytest.raises(BadRecord, match="expected a record tag .*found 99"):
        read_image(refit_crc(bad))


def test_bad_entry(good):
    bad = bytearray(good)
    struct.pack_into("<H", bad, 26, 999)  # entry
    with pytest.raises(BadOffset, match="entry: expected the index of a code constant"):
        read_image(refit_crc(bad))


def test_every_single_byte_corruption_is_an_image_error_or_harmless(good):
    # With the CRC refitted, any byte change is either still readable or an ImageError.
    for i in range(16, len(good)):
        bad = bytearray(good)
        bad[i] ^= 0xFF
        try:
            read_image(refit_crc(bad))
        except ImageError:
            pass


def test_size_breakdown_adds_up(good):
    from wispy.disasm import sizes

    parts = sizes(good)
    assert sum(parts.values()) == len(good)
    assert parts["header"] == 28 and parts["code headers"] == 40 and 0 <= parts["padding"] < 16
