"""The image writer and reader: round trips, layout, and each refusal with expected/found."""

from __future__ import annotations

import random
import struct
import zlib

import pytest
from wispy.compiler import compile_source
from wispy.gen import defs
from wispy.image import (
    BUILTIN_QSTR_COUNT,
    CRC_START,
    FLAG_LINES,
    FLAG_SHORT_CONSTS,
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
    refit_crc,
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


def test_header_is_the_declared_one(good):
    assert HEADER.size == 18 == struct.calcsize(defs.IMAGE_HEADER_FORMAT) and CRC_START == 8
    h = HEADER.unpack_from(good)
    assert h["magic"] == b"WS" and h["version"] == defs.IMAGE_VERSION == 4
    assert 4 * h["length"] == len(good) and h["abi"] == defs.ABI_HASH
    assert h["crc32"] == zlib.crc32(good[CRC_START:]) & 0xFFFFFFFF


def test_string_table_is_ends_then_texts():
    """n_qstr ends (from the table's start), then the texts back to back: no length, no 0
    byte; the constant table follows at the next even offset. The ends are u8 (header flags
    bit 1) when the table fits in 255 bytes, else u16."""
    from wispy.image import FLAG_SHORT_ENDS

    code = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]))
    strings = ["a", "", "bé✓", "", "xyz"]
    data = write_image(Image(strings=strings, consts=[code]))
    assert HEADER.unpack_from(data)["flags"] == FLAG_LINES | FLAG_SHORT_ENDS | FLAG_SHORT_CONSTS
    table = data[HEADER.size:]
    assert struct.unpack_from("<5B", table) == (6, 6, 12, 12, 15)  # 5 bytes of ends, then 1 + 0 + 6 + 0 + 3 of text
    assert table[5:15] == "abé✓xyz".encode()
    const_off = HEADER.size + 15 + 1  # the next even offset
    assert data[const_off] * RECORD_UNIT == read_image(data).offsets[0]  # a u8 entry: a small image
    back = read_image(data)
    assert back.strings == strings and write_image(back) == data
    assert [len(s.encode()) for s in back.strings] == [1, 0, 6, 0, 3]

    long = strings + ["x" * 250]  # 6 + 263 bytes: u16 ends
    data = write_image(Image(strings=long, consts=[code], flags=0))
    assert HEADER.unpack_from(data)["flags"] == FLAG_SHORT_CONSTS  # u16 ends, u8 constant entries
    ends = struct.unpack_from("<6H", data, HEADER.size)
    assert ends == (13, 13, 19, 19, 22, 272)  # 2 * 6 bytes of ends first
    const_off = HEADER.size + 272
    assert data[const_off] * RECORD_UNIT == read_image(data).offsets[0]
    assert read_image(data).strings == long

    odd = write_image(Image(strings=["ab"], consts=[code]))  # 18 + 1 + 2: the table at 22
    assert odd[22] * RECORD_UNIT == read_image(odd).offsets[0]
    empty = read_image(write_image(Image(strings=[], consts=[code])))
    assert empty.strings == [] and empty.offsets[0] == 20  # the constant table at 18, the code record after it


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
    data[HEADER.size : HEADER.size + 2] = data[HEADER.size : HEADER.size + 2][::-1]  # two u8 entries swapped
    with pytest.raises(BadRecord, match="constant 0: expected the main module's code, found a bigint record"):
        read_image(refit_crc(data))


def test_roundtrip_write_read_write(good):
    img = read_image(good)
    assert write_image(img) == good
    assert img.qstr(img.main.name) == "<module>" and img.qstr(img.main.file) == "good.py"
    assert "héllo ✓" in img.strings and "x" * 200 in img.strings  # too long to fold
    assert 2**40 in img.consts and -(10**30) in img.consts
    assert all(off % (2 if isinstance(c, CodeObject) else 4) == 0 for off, c in zip(img.offsets, img.consts))


def test_handmade_image_roundtrip():
    code = CodeObject(name=0, file=1, n_args=2, n_locals=3, stack_size=4, first_line=7,
                      bytecode=bytes([1, 34]), lines=bytes([1, 2]))
    img = Image(strings=["a", "bé"], consts=[code, -(2**100), 2**31])
    data = write_image(img)
    back = read_image(data)
    assert back.strings == ["a", "bé"] and back.consts == [code, -(2**100), 2**31]
    assert back.main == code and back.flags == 7 and len(data) % 4 == 0  # lines, u8 ends, u8 constant entries


STRINGS = [f"s{i}" for i in range(300)]
F1 = BUILTIN_QSTR_COUNT + 250  # a file's qstr: two bytes of LEB128
F2 = BUILTIN_QSTR_COUNT + 251


def _code(**kw) -> CodeObject:
    fields = dict(name=0, file=F1, n_args=1, n_locals=1, stack_size=1, first_line=5,
                  bytecode=bytes([1, 34, 1]), lines=bytes([1, 2]), local_names=[3])
    return CodeObject(**(fields | kw))


def test_code_record_layout_common_case():
    """No keyword-only parameters, handlers or owner: the 8-byte fixed part, the bytecode, the
    trailer (first_line, lines_len: one byte each), the line table and u8 local names."""
    from wispy.image import CODE, CODE_LOCAL_NAMES, CODE_NAMES_U8, pack_code

    assert CODE.size == 8
    rec = pack_code(_code(), with_file=False)
    assert rec == struct.pack("<BBHBBH", CODE_LOCAL_NAMES | CODE_NAMES_U8, 1, 0, 1, 1, 3) + bytes(
        [1, 34, 1, 5, 2, 1, 2, 3]
    )
    assert len(rec) == 16  # was 20 + 3 + 2 + 1
    data = write_image(Image(strings=STRINGS, consts=[_code(), 2**40, _code(name=1, file=F1)]))
    img = read_image(data)
    assert [img.offsets[1] % 4, img.offsets[0] % 2, img.offsets[2] % 2] == [0, 0, 0]
    assert img.offsets[1] < img.offsets[0] < img.offsets[2]  # objects first, then code
    assert data[img.offsets[0]] & 1 == 0 and data[img.offsets[1]] & 1 == 1  # code: even flags byte


@pytest.mark.parametrize(
    "kw",
    [
        dict(n_kwonly=1, n_locals=2, local_names=[3, 4]),
        dict(handlers=[(0, 1, 2, 0)]),
        dict(handlers=[(0, 1, 300, 0), (1, 3, 2, 1)]),
        dict(owner=BUILTIN_QSTR_COUNT + 5),
        dict(local_names=[3, 700], n_locals=2, handlers=[(0, 1, 2, 0)], owner=5, first_line=1000, n_kwonly=1),
        dict(local_names=[], n_locals=0, n_args=0),
    ],
)
def test_code_record_optional_fields_roundtrip(kw):
    """n_kwonly, n_handlers, file and owner are in the trailer only when present (flags bit 7's
    extra byte, flags bit 6); u16 names and handlers sit at even offsets of the image."""
    from wispy.image import CODE_EXTRA, CODE_OWNER, EXTRA_HANDLERS, EXTRA_KWONLY

    code = _code(**kw)
    data = write_image(Image(strings=STRINGS, consts=[code]))
    img = read_image(data)
    back = img.consts[0]
    assert (back.handlers, back.local_names, back.owner, back.n_kwonly) == (
        code.handlers, code.local_names, code.owner, code.n_kwonly)
    assert (back.first_line, back.file, back.bytecode, back.lines) == (code.first_line, F1, code.bytecode, code.lines)
    assert write_image(img) == data
    flags = data[img.offsets[0]]
    assert bool(flags & CODE_OWNER) == bool(code.owner) and flags & CODE_EXTRA  # the file: first record
    extra = data[img.offsets[0] + 8 + len(code.bytecode)]
    assert bool(extra & EXTRA_KWONLY) == bool(code.n_kwonly) and bool(extra & EXTRA_HANDLERS) == bool(code.handlers)


def test_code_record_file_only_in_the_first_record_of_each_file():
    """Code records are laid out grouped by file; the first of each run names it, the others
    inherit it, so a program of several modules still names each frame's file."""
    from wispy.image import CODE_EXTRA

    consts = [_code(file=F1), _code(file=F2), _code(file=F1), _code(file=F2), _code(file=F1)]
    data = write_image(Image(strings=STRINGS, consts=consts))
    img = read_image(data)
    assert [c.file for c in img.consts] == [F1, F2, F1, F2, F1]
    order = sorted(range(5), key=lambda i: img.offsets[i])
    assert order == [0, 2, 4, 1, 3]
    assert [bool(data[img.offsets[i]] & CODE_EXTRA) for i in order] == [True, False, False, True, False]
    from wispy.image import pack_code

    assert len(pack_code(consts[0], with_file=True)) == 16 + 1 + 2  # the extra byte, the file's qstr (LEB128)


def test_bigint_record_layout():
    img = Image(strings=[], consts=[CodeObject(0, 1, 0, 0, 1, 1, bytes([1, 34])), -(2**40 + 5)])
    data = write_image(img)
    off = read_image(data).offsets[1]
    tag, size, alloc = struct.unpack_from("<IhH", data, off)
    assert (tag, size, alloc) == ((2 << 1) | 1, -3, 0)
    assert struct.unpack_from("<3H", data, off + 8) == (5, 0, 256)


def test_code_record_first_byte_is_even_object_tags_odd(good):
    img = read_image(good)
    for off, c in zip(img.offsets, img.consts):
        if isinstance(c, CodeObject):
            assert off % 2 == 0 and good[off] & 1 == 0
        else:
            assert off % 4 == 0 and struct.unpack_from("<I", good, off)[0] & 1


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
    bad[HEADER.offset("version")] = 1
    with pytest.raises(VersionMismatch, match=f"format version: expected {defs.IMAGE_VERSION}, found 1"):
        read_image(refit_crc(bad))


def test_checksum_mismatch(good):
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0x40
    with pytest.raises(ChecksumMismatch, match="crc32: expected 0x[0-9a-f]{8}, found 0x[0-9a-f]{8}"):
        read_image(bytes(bad))


def test_abi_mismatch(good):
    bad = bytearray(good)
    struct.pack_into("<I", bad, HEADER.offset("abi"), 0xDEADBEEF)
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
    struct.pack_into("<I", bad, img.offsets[img.consts.index(2**40)], 99)
    with pytest.raises(BadRecord, match=r"expected a code record \(an even first byte\) or a record tag .*found 99"):
        read_image(_refit(bad))
    bad = bytearray(good)  # an object record where only a code record may lie (2-aligned)
    entry = next(i for i, off in enumerate(img.offsets) if off % 4 == 2)
    bad[img.offsets[entry]] |= 1
    with pytest.raises(BadOffset, match=f"constant {entry}: expected a 4-aligned object record"):
        read_image(_refit(bad))


def _refit(img: bytearray) -> bytes:
    from wispy.image import CRC_START

    struct.pack_into("<I", img, CRC_START - 4, zlib.crc32(bytes(img[CRC_START:])) & 0xFFFFFFFF)
    return bytes(img)


def test_code_record_past_the_end_is_refused(good):
    img = read_image(good)
    bad = bytearray(good)
    struct.pack_into("<H", bad, img.offsets[0] + 6, 0xFFF0)  # code_len
    with pytest.raises(ImageError, match="constant 0 .*expected"):
        read_image(_refit(bad))


def test_code_records_without_a_file_are_refused(monkeypatch):
    import wispy.image as image

    monkeypatch.setattr(image, "_records", lambda consts: [(i, image.pack_code(c, with_file=False), 2)
                                                           for i, c in enumerate(consts)])
    data = write_image(Image(strings=STRINGS, consts=[_code()]))
    with pytest.raises(BadRecord, match="expected a file .*found none"):
        read_image(data)


def test_every_single_byte_corruption_is_an_image_error_or_harmless(good):
    # With the CRC refitted, each byte changed is refused (an ImageError), or is a byte the reader
    # ignores (it reads as the good image), or makes another well-formed image: one the writer
    # writes back byte for byte, or a non-canonical encoding (a big int's top limb) whose value
    # the writer writes canonically and reads back the same.
    original = read_image(good)
    outcomes = {"refused": 0, "ignored": 0, "round trip": 0, "canonical": 0}
    for i in range(CRC_START, len(good)):
        bad = bytearray(good)
        bad[i] ^= 0xFF
        bad = refit_crc(bad)
        try:
            img = read_image(bad)
        except ImageError:
            outcomes["refused"] += 1
            continue
        again = write_image(img)
        if img == original:
            outcomes["ignored"] += 1
        elif again == bad:
            outcomes["round trip"] += 1
        else:
            assert read_image(again) == img, f"byte {i}: read as an image the writer cannot write"
            outcomes["canonical"] += 1
    assert outcomes["refused"] > (len(good) - CRC_START) // 2, outcomes


def test_size_breakdown_adds_up(good):
    from wispy.disasm import sizes

    parts = sizes(good)
    assert sum(parts.values()) == len(good)
    # two code records: 8-byte fixed parts; the main's trailer: extra byte, first_line, lines_len,
    # its file (a two-byte LEB128 qstr); f's: first_line, lines_len, one u8 local name
    assert parts["header"] == 18 and parts["code headers"] == 8 + 5 + 8 + 3 and 0 <= parts["padding"] < 16


def test_constant_table_entries_are_u8_when_they_fit():
    """flags bit 2: u8 constant table entries (record offset / RECORD_UNIT) while every record
    starts below 256 units, else u16; the records start after the table either way."""
    from wispy.image import FLAG_SHORT_CONSTS

    code = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]))
    small = write_image(Image(strings=["ab"], consts=[code, 2**40, 7.5]))
    img = read_image(small)
    assert HEADER.unpack_from(small)["flags"] & FLAG_SHORT_CONSTS and img.consts == [code, 2**40, 7.5]
    assert list(small[22:25]) == [off // RECORD_UNIT for off in img.offsets]
    big = CodeObject(name=0, file=1, n_args=0, n_locals=0, stack_size=1, first_line=1, bytecode=bytes([1, 34]) * 300)
    data = write_image(Image(strings=["ab"], consts=[big, code]))  # code's record lies past 255 units
    img = read_image(data)
    assert not HEADER.unpack_from(data)["flags"] & FLAG_SHORT_CONSTS and max(img.offsets) // RECORD_UNIT > 255
    assert list(struct.unpack_from("<2H", data, 22)) == [off // RECORD_UNIT for off in img.offsets]
    assert img.consts == [big, code] and write_image(img) == data
