"""The image writer and reader: round trips, layout, and each refusal with expected/found."""

from __future__ import annotations

import random
import struct
import zlib

import pytest
from wispy.compiler import compile_source
from wispy.gen import defs
from wispy.image import (
    CRC_START,
    FLAG_LINES,
    HEADER,
    RECORD_UNIT,
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
    struct.pack_into("<I", img, 4, zlib.crc32(bytes(img[8:])) & 0xFFFFFFFF)
    return bytes(img)


def test_header_is_the_declared_one(good):
    assert HEADER.size == 18 == struct.calcsize(defs.IMAGE_HEADER_FORMAT) and CRC_START == 8
    h = HEADER.unpack_from(good)
    assert h["magic"] == b"WS" and h["version"] == defs.IMAGE_VERSION == 4
    assert 4 * h["length"] == len(good) and h["abi"] == defs.ABI_HASH
    assert h["crc32"] == zlib.crc32(good[8:]) & 0xFFFFFFFF


def test_string_table_is_ends_then_texts():
    """n_qstr ends (from the table's start), then the texts back to back: no length, no 0
    byte; the constant table follows at the next even offset. The ends are u8 (header flags
    bit 1) when the table fits in 255 bytes, else u16."""
    from wispy.image import FLAG_SHORT_ENDS

    code = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]))
    strings = ["a", "", "bé✓", "", "xyz"]
    data = write_image(Image(strings=strings, consts=[code]))
    assert HEADER.unpack_from(data)["flags"] == FLAG_LINES | FLAG_SHORT_ENDS
    table = data[HEADER.size:]
    assert struct.unpack_from("<5B", table) == (6, 6, 12, 12, 15)  # 5 bytes of ends, then 1 + 0 + 6 + 0 + 3 of text
    assert table[5:15] == "abé✓xyz".encode()
    const_off = HEADER.size + 15 + 1  # the next even offset
    assert struct.unpack_from("<H", data, const_off)[0] * RECORD_UNIT == read_image(data).offsets[0]
    back = read_image(data)
    assert back.strings == strings and write_image(back) == data
    assert [len(s.encode()) for s in back.strings] == [1, 0, 6, 0, 3]

    long = strings + ["x" * 250]  # 6 + 263 bytes: u16 ends
    data = write_image(Image(strings=long, consts=[code], flags=0))
    assert HEADER.unpack_from(data)["flags"] == 0
    ends = struct.unpack_from("<6H", data, HEADER.size)
    assert ends == (13, 13, 19, 19, 22, 272)  # 2 * 6 bytes of ends first
    const_off = HEADER.size + 272
    assert struct.unpack_from("<H", data, const_off)[0] * RECORD_UNIT == read_image(data).offsets[0]
    assert read_image(data).strings == long

    odd = write_image(Image(strings=["ab"], consts=[code]))  # 18 + 1 + 2: the table at 22
    assert struct.unpack_from("<H", odd, 22)[0] * RECORD_UNIT == read_image(odd).offsets[0]
    empty = read_image(write_image(Image(strings=[], consts=[code])))
    assert empty.strings == [] and empty.offsets[0] == 20  # the constant table at 18, the record 4-aligned


def test_string_ends_out_of_order_are_refused():
    code = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]))
    for strings, fmt, w in ((["ab", "cd"], "<B", 1), (["ab", "cd" * 200], "<H", 2)):
        good = write_image(Image(strings=strings, consts=[code]))
        bad = bytearray(good)
        struct.pack_into(fmt, bad, HEADER.size, 2 * w - 1)  # string 0 ends before the ends do
        with pytest.raises(BadOffset, match=rf"string 0: expected an end >= {2 * w} \(where it starts\), found {2 * w - 1}"):
            read_image(refit_crc(bad))
        bad = bytearray(good)
        struct.pack_into(fmt, bad, HEADER.size + w, 2 * w + 1)  # string 1 ends before string 0 does
        with pytest.raises(BadOffset, match=rf"string 1: expected an end >= {2 * w + 2} \(where it starts\), found {2 * w + 1}"):
            read_image(refit_crc(bad))
        bad = bytearray(good)
        struct.pack_into(fmt, bad, HEADER.size + w, 0xF0 if w == 1 else 0xFFF0)  # past the image
        with pytest.raises(BadOffset, match="string 1: expected an offset in"):
            read_image(refit_crc(bad))


def test_main_module_is_constant_0():
    code = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]))
    with pytest.raises(ImageError, match="constant 0: expected the main module's code, found int"):
        write_image(Image(strings=[], consts=[5**40, code]))
    with pytest.raises(ImageError, match="constant 0: expected the main module's code, found no constant"):
        write_image(Image(strings=[], consts=[]))
    data = bytearray(write_image(Image(strings=[], consts=[code, 5**40])))
    struct.pack_into("<2H", data, HEADER.size, *struct.unpack_from("<2H", data, HEADER.size)[::-1])
    with pytest.raises(BadRecord, match="constant 0: expected the main module's code, found a bigint record"):
        read_image(refit_crc(data))


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
    img = Image(strings=["a", "bé"], consts=[code, -(2**100), 2**31])
    data = write_image(img)
    back = read_image(data)
    assert back.strings == ["a", "bé"] and back.consts == [code, -(2**100), 2**31]
    assert back.main == code and back.flags == 3 and len(data) % 4 == 0  # lines, u8 ends


@pytest.mark.parametrize("handlers", [[], [(0, 1, 2, 0)], [(0, 1, 300, 0)]])
def test_code_record_owner_is_the_last_u16(handlers):
    """flags bit 6: the owner's qstr ends the record, at an even offset, after the table."""
    from wispy.image import CODE_OWNER

    code = CodeObject(name=0, file=1, n_args=1, n_locals=1, stack_size=1, first_line=1,
                      bytecode=bytes([1, 34, 1]), lines=bytes([1, 2]), local_names=[3],
                      handlers=handlers, owner=0x1234)
    data = write_image(Image(strings=["a", "b"], consts=[code]))
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
    plain = read_image(write_image(Image(strings=["a", "b"], consts=[code]))).consts[0]
    assert plain.owner == 0 and not plain.flags & CODE_OWNER


def test_bigint_record_layout():
    img = Image(strings=[], consts=[CodeObject(0, 1, 0, 0, 1, 1, bytes([1, 34])), -(2**40 + 5)])
    data = write_image(img)
    off = read_image(data).offsets[1]
    tag, size, alloc = struct.unpack_from("<IhH", data, off)
    assert (tag, size, alloc) == ((2 << 1) | 1, -3, 0)
    assert struct.unpack_from("<3H", data, off + 8) == (5, 0, 256)


def test_code_record_tag(good):
    img = read_image(good)
    main_off = img.offsets[0]
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
    with pytest.raises(BadMagic, match=r"expected b'WS', found b'XS'"):
        read_image(b"X" + good[1:])


def test_version_mismatch(good):
    bad = bytearray(good)
    bad[2] = 1  # version u8
    with pytest.raises(VersionMismatch, match=f"format version: expected {defs.IMAGE_VERSION}, found 1"):
        read_image(refit_crc(bad))


def test_checksum_mismatch(good):
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0x40
    with pytest.raises(ChecksumMismatch, match="crc32: expected 0x[0-9a-f]{8}, found 0x[0-9a-f]{8}"):
        read_image(bytes(bad))


def test_abi_mismatch(good):
    bad = bytearray(good)
    struct.pack_into("<I", bad, 8, 0xDEADBEEF)
    with pytest.raises(AbiMismatch, match="expected 0x[0-9a-f]{8}, found 0xdeadbeef"):
        read_image(refit_crc(bad))
    assert read_image(refit_crc(bad), check_abi=False).abi == 0xDEADBEEF


def test_truncated(good):
    with pytest.raises(Truncated, match=f"header says {len(good)} bytes, found {len(good) - 7}"):
        read_image(good[:-7])
    with pytest.raises(ImageError):
        read_image(good[:12])
    bad = bytearray(good)
    struct.pack_into("<H", bad, 12, 4)  # 16 bytes: less than the header
    with pytest.raises(Truncated, match="length: expected at least 18 bytes, found 16"):
        read_image(bytes(bad))


def test_offset_outside_image(good):
    bad = bytearray(good)
    struct.pack_into("<H", bad, 16, 0xFFF0)  # n_const
    with pytest.raises(BadOffset, match="constant table: expected an offset in"):
        read_image(refit_crc(bad))
    bad = bytearray(good)
    struct.pack_into("<H", bad, 14, 0xFFF0)  # n_qstr
    with pytest.raises(BadOffset, match="string table: expected an offset in"):
        read_image(refit_crc(bad))


def test_unknown_record_kind(good):
    img = read_image(good)
    bad = bytearray(good)
    struct.pack_into("<I", bad, img.offsets[0], 99)
    with pytest.raises(BadRecord, match="expected a record tag .*found 99"):
        read_image(refit_crc(bad))


def test_every_single_byte_corruption_is_an_image_error_or_harmless(good):
    # With the CRC refitted, any byte change is either still readable or an ImageError.
    for i in range(CRC_START, len(good)):
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
    assert parts["header"] == 18 and parts["code headers"] == 40 and 0 <= parts["padding"] < 16
