"""wispy.image: the image format of docs/image-format.md, declared once as records.

One reader (`read_image`) and one writer (`write_image`) are derived from the declarations
below; every way an image can be wrong is an `ImageError` saying what was expected and found.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from wispy.gen import defs
from wispy.records import ENDIAN, Record  # the one place the byte order is set: little-endian

BUILTIN_QSTR_COUNT = len(defs.QSTRS)
OPCODE_BY_CODE = {op["code"]: op for op in defs.OPCODES}
OPCODE_BY_NAME = {op["name"]: op for op in defs.OPCODES}
# Compact forms (one byte, the operand in the opcode): code -> (its name, long opcode, operand),
# and (long opcode name, operand) -> code for the encoder.
COMPACT_BY_CODE = {
    c["code"] + k: (f"{c['name']}+{k}" if c["count"] > 1 else c["name"], OPCODE_BY_CODE[c["of_code"]], c["first"] + k)
    for c in defs.COMPACT
    for k in range(c["count"])
}
COMPACT_BY_OPERAND = {(op["name"], arg): code for code, (_, op, arg) in COMPACT_BY_CODE.items()}


# ---------------------------------------------------------------------------------------------
# Errors


class ImageError(ValueError):
    """An image the firmware would refuse; the message says what was expected and found."""


class Truncated(ImageError):
    pass


class BadMagic(ImageError):
    pass


class VersionMismatch(ImageError):
    pass


class ChecksumMismatch(ImageError):
    pass


class AbiMismatch(ImageError):
    pass


class BadOffset(ImageError):
    """An offset or index that points outside the image or its tables."""


class BadRecord(ImageError):
    """A constant record of an unknown kind or with inconsistent fields."""


# ---------------------------------------------------------------------------------------------
# Records (wispy.records): a name and its fields, in order, as docs/image-format.md names them.


HEADER = Record("header", [(name, typ) for name, typ, _doc in defs.IMAGE_HEADER], Truncated)
if HEADER.struct.format != defs.IMAGE_HEADER_FORMAT:  # the declaration and the C struct agree
    raise RuntimeError(f"image header {HEADER.struct.format} != {defs.IMAGE_HEADER_FORMAT}")

# A code record's fixed part (declared in the definitions file); the bytecode follows it, then
# the trailer (first_line, lines_len and the optional fields as unsigned LEB128), the line
# table, the local names and the exception table. Code records are 2-aligned, not objects.
CODE = Record("code", [(name, typ) for name, typ, _doc in defs.CODE_HEADER], Truncated)
if CODE.struct.format != defs.CODE_HEADER_FORMAT:
    raise RuntimeError(f"code header {CODE.struct.format} != {defs.CODE_HEADER_FORMAT}")
# The object records' fixed parts and tails, as the definitions declare them (image.records)
RECORDS = {kind: Record(kind, [tuple(f) for f in r["fields"]], Truncated) for kind, r in defs.IMAGE_RECORDS.items()}
U16 = Record("u16", [("value", "H")], Truncated)
U32 = Record("u32", [("value", "I")], Truncated)

FLAG_LINES = defs.IMAGE_FLAGS["lines"]  # header flags: line tables present
FLAG_SHORT_ENDS = defs.IMAGE_FLAGS["short_ends"]  # the string table's ends are u8 (set by the writer)
FLAG_SHORT_CONSTS = defs.IMAGE_FLAGS["short_consts"]  # the constant table's entries are u8 (set by the writer)
# Code record flags (bit 0 is always 0: the other records begin with an odd tag word). The
# compiler sets VARARGS, VARKW and GENERATOR; the writer sets the others from the data.
CODE_VARARGS = defs.CODE_FLAGS["varargs"]  # a *args slot follows the keyword-only parameters
CODE_VARKW = defs.CODE_FLAGS["varkw"]  # a **kwargs slot follows that
CODE_GENERATOR = defs.CODE_FLAGS["generator"]  # calling the function makes a generator
CODE_NAMES_U8 = defs.CODE_FLAGS["names_u8"]  # the local names are u8 (all < 256)
CODE_LOCAL_NAMES = defs.CODE_FLAGS["local_names"]  # n_locals qstrs follow the line table
CODE_OWNER = defs.CODE_FLAGS["owner"]  # the trailer ends with the owner's qualified name
CODE_EXTRA = defs.CODE_FLAGS["extra"]  # the trailer starts with a byte of EXTRA_* bits
CODE_WRITER_FLAGS = CODE_NAMES_U8 | CODE_LOCAL_NAMES | CODE_OWNER | CODE_EXTRA | 1
EXTRA_FILE = defs.CODE_EXTRA["file"]  # the trailer holds the file's qstr
EXTRA_KWONLY = defs.CODE_EXTRA["kwonly"]  # ... n_kwonly
EXTRA_HANDLERS = defs.CODE_EXTRA["handlers"]  # ... n_handlers
EXTRA_HANDLERS_U8 = defs.CODE_EXTRA["handlers_u8"]  # exception table entries are 4 u8 (all < 256)
EXTRA_COROUTINE = defs.CODE_EXTRA["coroutine"]  # an `async def`: its generators are coroutines
EXTRA_POSONLY = defs.CODE_EXTRA["posonly"]  # the trailer ends with n_posonly
HANDLER = Record("handler", [("start", "H"), ("end", "H"), ("handler", "H"), ("depth", "H")], Truncated)
CRC_START = defs.IMAGE_CRC_START  # the CRC covers the image after the header's crc32 field
LENGTH_UNIT = 4  # the header's length counts 4-byte words: an image is 4-aligned


def record_tag(kind: str) -> int:
    """Word 0 of a constant record: (kind << 1) | 1, odd so it is never a type pointer."""
    return (defs.CONST_KINDS[kind] << 1) | 1


KIND_BY_TAG = {record_tag(k): k for k in defs.CONST_KINDS}


@dataclass(frozen=True)
class RecordCodec:
    """What an object record kind means on the host: the Python type of the constants it
    holds, a constant's fields (all but the tag) and tail bytes, and the constant back from
    the fields read and the tail. The layout itself is the declaration's (RECORDS)."""

    python: type
    fields: Callable[[object], tuple[dict, bytes]]
    value: Callable[[dict, bytes], object]


def _bigint_fields(value: int) -> tuple[dict, bytes]:
    mag, digits = abs(value), []
    while mag:
        digits.append(mag & 0xFFFF)
        mag >>= 16
    tail = struct.pack(ENDIAN + f"{len(digits)}H", *digits)  # least significant first
    return {"size": -len(digits) if value < 0 else len(digits), "alloc": 0}, tail


def _bigint_value(fields: dict, tail: bytes) -> int:
    value = int.from_bytes(tail, "little")
    return -value if fields["size"] < 0 else value


def _bytes_fields(value: bytes) -> tuple[dict, bytes]:
    if len(value) > 0xFFFF:
        raise ImageError(f"a bytes constant of {len(value)} bytes (at most 65535)")
    return {"len": len(value)}, value  # a run-time bytes object's layout


# The meaning of each kind that image.records declares (checked below: one each; an entry of
# a kind not declared, as while wispy.generate makes the tables that declare it, is unused).
RECORD_CODECS = {
    "bigint": RecordCodec(int, _bigint_fields, _bigint_value),
    "float": RecordCodec(float, lambda v: ({"value": v}, b""), lambda f, tail: f["value"]),
    "bytes": RecordCodec(bytes, _bytes_fields, lambda f, tail: bytes(tail)),
}
if set(RECORDS) - set(RECORD_CODECS):
    raise RuntimeError(f"image.records declares {sorted(set(RECORDS) - set(RECORD_CODECS))} with no meaning in RECORD_CODECS")
KIND_OF_VALUE = {c.python: k for k, c in RECORD_CODECS.items() if k in RECORDS}  # the records read_image makes


# ---------------------------------------------------------------------------------------------
# LEB128 operands


def encode_uint(value: int) -> bytes:
    if value < 0:
        raise ValueError(f"uint operand must be >= 0, got {value}")
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode_sint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)


def decode_uint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data):
            raise Truncated(f"LEB128 operand runs past the end of the code at {pos}")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, pos


def decode_sint(data: bytes, pos: int) -> tuple[int, int]:
    """Signed LEB128: the unsigned decoding, sign-extended from bit 6 of the last byte."""
    value, end = decode_uint(data, pos)
    bits = 7 * (end - pos)
    if value >> (bits - 1) & 1:
        value -= 1 << bits
    return value, end


def encode_operand(kind: str, value: int) -> bytes:
    if kind in ("uint", "qstr", "const"):
        return encode_uint(value)
    if kind == "sint":
        return encode_sint(value)
    if kind == "byte":
        return bytes([value])
    if kind == "jump":
        return struct.pack(ENDIAN + "h", value)
    if kind == "jump8":
        return struct.pack(ENDIAN + "b", value)
    raise ValueError(f"unknown operand encoding {kind!r}")


def decode_operand(kind: str, data: bytes, pos: int) -> tuple[int, int]:
    if kind in ("uint", "qstr", "const"):
        return decode_uint(data, pos)
    if kind == "sint":
        return decode_sint(data, pos)
    if kind in ("byte", "jump", "jump8"):
        size = 2 if kind == "jump" else 1
        if pos + size > len(data):
            raise Truncated(f"{kind} operand runs past the end of the code at {pos}")
        if kind == "byte":
            return data[pos], pos + 1
        if kind == "jump8":
            return struct.unpack_from(ENDIAN + "b", data, pos)[0], pos + 1
        return struct.unpack_from(ENDIAN + "h", data, pos)[0], pos + 2
    raise ValueError(f"unknown operand encoding {kind!r}")


def encode_instruction(name: str, args: tuple) -> bytes:
    """An instruction's bytes: its compact form when the operand has one, else the opcode
    and its operands."""
    code = COMPACT_BY_OPERAND.get((name, args[0])) if len(args) == 1 else None
    if code is not None:
        return bytes([code])
    op = OPCODE_BY_NAME[name]
    return bytes([op["code"]]) + b"".join(encode_operand(k, v) for k, v in zip(op["operands"], args))


@dataclass(frozen=True)
class Instruction:
    """A decoded instruction; a compact form is decoded as its long opcode (name, operands
    and kinds), `form` then naming the compact opcode that encoded it."""

    offset: int
    size: int
    name: str
    operands: tuple[int, ...]
    kinds: tuple[str, ...]
    form: str = ""

    @property
    def jump_target(self) -> int | None:
        """The absolute offset a jump operand points at (relative to the instruction's end)."""
        for kind, value in zip(self.kinds, self.operands):
            if kind == "jump":
                return self.offset + self.size + value
        return None


def decode_instructions(code: bytes) -> Iterator[Instruction]:
    pos = 0
    while pos < len(code):
        compact = COMPACT_BY_CODE.get(code[pos])
        if compact is not None:
            form, op, arg = compact
            yield Instruction(pos, 1, op["name"], (arg,), tuple(op["operands"]), form)
            pos += 1
            continue
        op = OPCODE_BY_CODE.get(code[pos])
        if op is None:
            raise BadRecord(f"bytecode at {pos}: expected an opcode < {len(defs.OPCODES)} or a compact form, found {code[pos]}")
        start, pos = pos, pos + 1
        values = []
        for kind in op["operands"]:
            value, pos = decode_operand(kind, code, pos)
            values.append(value)
        if op.get("short_of"):  # a short jump: decoded as its long form, as a compact form is
            yield Instruction(start, pos - start, op["short_of"], tuple(values), ("jump",), op["name"])
            continue
        yield Instruction(start, pos - start, op["name"], tuple(values), tuple(op["operands"]))


# ---------------------------------------------------------------------------------------------
# Line tables


# An entry is one byte when the bytecode advanced 0..31 bytes and the line 1..4 lines (most
# entries: a statement a line), else two bytes; see docs/image-format.md.
LINE_SHORT_OFFSET = 31  # one-byte entry 0b0LLOOOOO: offset + OOOOO, line + LL + 1
LINE_LONG_OFFSET = 127  # two-byte entry 0b1OOOOOOO, i8: offset + OOOOOOO, line + the i8


def _line_entry(d_off: int, d_line: int) -> bytes:
    if 0 <= d_off <= LINE_SHORT_OFFSET and 1 <= d_line <= 4:
        return bytes([d_off | (d_line - 1) << 5])
    return bytes([0x80 | d_off]) + struct.pack(ENDIAN + "b", d_line)


def encode_lines(first_line: int, entries: list[tuple[int, int]]) -> bytes:
    """(offset, line) pairs, offsets ascending, into the entries of a line table."""
    out = bytearray()
    offset, line = 0, first_line
    for at, ln in entries:
        d_off, d_line = at - offset, ln - line
        if d_off < 0:
            raise ValueError("line table offsets must not decrease")
        if d_line == 0:
            continue
        while d_off > LINE_LONG_OFFSET:
            out += _line_entry(LINE_LONG_OFFSET, 0)
            d_off -= LINE_LONG_OFFSET
        while not -128 <= d_line <= 127:
            step = max(-128, min(127, d_line))
            out += _line_entry(d_off, step)
            d_off, d_line = 0, d_line - step
        out += _line_entry(d_off, d_line)
        offset, line = at, ln
    return bytes(out)


def decode_lines(first_line: int, table: bytes) -> list[tuple[int, int]]:
    """The (offset, line) points of a line table, one per entry, cumulative."""
    points = []
    offset, line, pos = 0, first_line, 0
    while pos < len(table):
        b = table[pos]
        if b & 0x80:
            if pos + 1 >= len(table):
                raise BadRecord(f"line table: a two-byte entry at byte {pos} runs past its end ({len(table)} bytes)")
            offset += b & 0x7F
            line += struct.unpack_from(ENDIAN + "b", table, pos + 1)[0]
            pos += 2
        else:
            offset += b & 0x1F
            line += (b >> 5) + 1
            pos += 1
        points.append((offset, line))
    return points


# ---------------------------------------------------------------------------------------------
# The structured image


@dataclass
class CodeObject:
    name: int  # qstr index
    file: int  # qstr index
    n_args: int
    n_locals: int
    stack_size: int
    first_line: int
    bytecode: bytes
    lines: bytes = b""
    flags: int = 0  # CODE_VARARGS, CODE_VARKW, CODE_GENERATOR; the layout bits are the writer's (CODE_WRITER_FLAGS)
    local_names: list[int] = field(default_factory=list)  # qstr per local slot, params first
    n_kwonly: int = 0
    handlers: list[tuple[int, int, int, int]] = field(default_factory=list)  # start, end, handler, depth
    owner: int = 0  # qstr of the owner's qualified name ("C" for C.m), 0: none; CODE_OWNER set by the writer
    coroutine: bool = False  # an `async def` (EXTRA_COROUTINE; CODE_GENERATOR set too)
    n_posonly: int = 0  # positional-only parameters, the first of n_args (EXTRA_POSONLY)

    def line_at(self, offset: int) -> int:
        line = self.first_line
        for at, ln in decode_lines(self.first_line, self.lines):
            if at > offset:
                break
            line = ln
        return line

    def instructions(self) -> list[Instruction]:
        return list(decode_instructions(self.bytecode))


@dataclass
class Image:
    strings: list[str]
    consts: list  # CodeObject, int (bigint), float, bytes; constant 0: the main module's code
    flags: int = FLAG_LINES
    version: int = defs.IMAGE_VERSION
    abi: int = defs.ABI_HASH
    length: int = 0
    offsets: list[int] = field(default_factory=list)  # where each constant record lies

    def qstr(self, index: int) -> str:
        if index < BUILTIN_QSTR_COUNT:
            return defs.QSTRS[index]
        if 0 <= index - defs.QSTR_MORE_FIRST < len(defs.QSTRS_MORE):
            return defs.QSTRS_MORE[index - defs.QSTR_MORE_FIRST]
        i = index - BUILTIN_QSTR_COUNT
        if i >= len(self.strings):
            raise BadOffset(f"qstr {index}: expected < {BUILTIN_QSTR_COUNT + len(self.strings)}")
        return self.strings[i]

    @property
    def main(self) -> CodeObject:
        return self.consts[0]


# ---------------------------------------------------------------------------------------------
# Writer


def _align4(buf: bytearray) -> None:
    buf += b"\0" * (-len(buf) % 4)


def _trailer_fields(flags: int, extra: int) -> list[str]:
    """The code trailer's LEB128 fields that flags and the extra byte say are present, in
    order (the definitions' image.code_trailer)."""
    bits = {"flags": (flags, defs.CODE_FLAGS), "extra": (extra, defs.CODE_EXTRA)}
    return [name for name, when in defs.CODE_TRAILER
            if when is None or bits[when[0]][0] & bits[when[0]][1][when[1]]]


def pack_code(code: CodeObject, with_file: bool = True) -> bytes:
    """A code record (2-aligned: the u16 forms of the names and handlers sit at even offsets of
    the image when the record does). `with_file`: the trailer names the source file; the writer
    sets it on the first record of each file's run (the others inherit it, see read_image)."""
    if code.local_names and len(code.local_names) != code.n_locals:
        raise ValueError(f"{len(code.local_names)} local names for {code.n_locals} locals")
    flags = code.flags & ~CODE_WRITER_FLAGS
    extra = (EXTRA_FILE if with_file else 0) | (EXTRA_KWONLY if code.n_kwonly else 0)
    extra |= (EXTRA_COROUTINE if code.coroutine else 0) | (EXTRA_POSONLY if code.n_posonly else 0)
    if code.handlers:
        extra |= EXTRA_HANDLERS | (EXTRA_HANDLERS_U8 if max(max(e) for e in code.handlers) < 256 else 0)
    flags |= (CODE_EXTRA if extra else 0) | (CODE_OWNER if code.owner else 0)
    if code.local_names:
        flags |= CODE_LOCAL_NAMES | (CODE_NAMES_U8 if max(code.local_names) < 256 else 0)
    trailer = bytes([extra]) if extra else b""
    values = {"first_line": code.first_line, "lines_len": len(code.lines), "file": code.file,
              "n_kwonly": code.n_kwonly, "n_handlers": len(code.handlers), "owner": code.owner,
              "n_posonly": code.n_posonly}
    for name in _trailer_fields(flags, extra):
        trailer += encode_uint(values[name])
    out = bytearray(CODE.pack(flags=flags, n_args=code.n_args, name=code.name, n_locals=code.n_locals,
                              stack_size=code.stack_size, code_len=len(code.bytecode)))
    out += code.bytecode + trailer + code.lines
    if flags & CODE_NAMES_U8:
        out += bytes(code.local_names)
    elif code.local_names:
        out += bytes(len(out) % 2) + struct.pack(ENDIAN + f"{code.n_locals}H", *code.local_names)
    if extra & EXTRA_HANDLERS_U8:
        out += b"".join(bytes(e) for e in code.handlers)
    elif code.handlers:
        out += bytes(len(out) % 2) + b"".join(HANDLER.pack(start=a, end=b, handler=h, depth=d)
                                              for a, b, h, d in code.handlers)
    return bytes(out)


def pack_const(const: object) -> bytes:
    if isinstance(const, CodeObject):
        return pack_code(const)
    kind = KIND_OF_VALUE.get(type(const))  # exactly the type: a bool is no big int
    if kind is None:
        raise TypeError(f"no image record for a constant of type {type(const).__name__}")
    fields, tail = RECORD_CODECS[kind].fields(const)
    return RECORDS[kind].pack(tag=record_tag(kind), **fields) + tail


def pack_strings(strings: list[str]) -> tuple[bytes, int]:
    """The string table and the header flag it needs: an end per string (its offset from the
    table's start, just past its last byte), then the UTF-8 texts back to back; string i
    starts where i - 1 ends (string 0 right after the ends). The ends are u8 when the whole
    table fits in 255 bytes (FLAG_SHORT_ENDS: most scripts), else u16."""
    texts = [s.encode("utf-8") for s in strings]
    total = sum(map(len, texts))
    width = 1 if len(texts) + total <= 0xFF else 2
    ends, at = [], width * len(texts)
    for raw in texts:
        at += len(raw)
        ends.append(at)
    if at > 0xFFFF:
        raise ImageError(f"string table: expected at most 65535 bytes, found {at}")
    fmt = ENDIAN + f"{len(ends)}{'B' if width == 1 else 'H'}"
    return struct.pack(fmt, *ends) + b"".join(texts), FLAG_SHORT_ENDS if width == 1 else 0


RECORD_UNIT = 2  # a constant table entry is its record's offset / 2


def _records(consts: list) -> list[tuple[int, bytes, int]]:
    """(constant index, record, alignment) in the order the records are laid out: the objects
    first (4-aligned: their tag word is read as a word), then the code records (2-aligned),
    grouped by source file in the order the files first appear; the first code record of each
    file's run carries the file's qstr, the others inherit it (docs/image-format.md)."""
    out = [(i, pack_const(c), 4) for i, c in enumerate(consts) if not isinstance(c, CodeObject)]
    files = list(dict.fromkeys(c.file for c in consts if isinstance(c, CodeObject)))
    for file in files:
        run = [i for i, c in enumerate(consts) if isinstance(c, CodeObject) and c.file == file]
        out += [(i, pack_code(consts[i], with_file=k == 0), 2) for k, i in enumerate(run)]
    return out


def write_image(image: Image) -> bytes:
    """Lay out an Image: header, string table, constant table (at the next even offset),
    4-aligned records; then the CRC. Constant 0 must be the main module's code."""
    if not image.consts or not isinstance(image.consts[0], CodeObject):
        found = type(image.consts[0]).__name__ if image.consts else "no constant"
        raise ImageError(f"constant 0: expected the main module's code, found {found}")
    table, short = pack_strings(image.strings)
    records = _records(image.consts)
    for width in (1, 2):  # u8 entries (FLAG_SHORT_CONSTS) when every record offset / 2 fits
        buf = bytearray(HEADER.size)  # the string table follows the header
        buf += table
        buf += bytes(len(buf) % 2)  # the constant table starts at the next even offset
        const_off = len(buf)
        buf += bytes(width * len(image.consts))
        image.offsets = [0] * len(image.consts)
        for i, record, align in records:
            buf += bytes(-len(buf) % align)
            if len(buf) > RECORD_UNIT * (0xFF if width == 1 else 0xFFFF):
                if width == 1:
                    break
                raise ImageError(f"the script is too large: its image passes {RECORD_UNIT * 0xFFFF:,} bytes "
                                 f"(at constant {i}), the most the image format can address")
            image.offsets[i] = len(buf)
            entry = len(buf) // RECORD_UNIT
            buf[const_off + width * i : const_off + width * (i + 1)] = entry.to_bytes(width, "little")
            buf += record
        else:
            break
    if width == 1:
        short |= FLAG_SHORT_CONSTS
    _align4(buf)
    if len(buf) > 4 * 0xFFFF:
        raise ImageError(f"the script is too large: its image is {len(buf):,} bytes, and the image "
                         f"format can say at most {4 * 0xFFFF:,}")
    seal(buf, image.flags & ~(FLAG_SHORT_ENDS | FLAG_SHORT_CONSTS) | short, len(image.strings),
         len(image.consts), version=image.version, abi=image.abi)
    image.length = len(buf)
    return bytes(buf)


def seal(buf: bytearray, flags: int, n_qstr: int, n_const: int, *,
         version: int = defs.IMAGE_VERSION, abi: int = defs.ABI_HASH) -> None:
    """Write the header of the image laid out in buf (its length is len(buf), a multiple of
    LENGTH_UNIT), then the CRC of everything after the CRC field."""
    buf[: HEADER.size] = HEADER.pack(
        magic=defs.IMAGE_MAGIC, version=version, flags=flags, length=len(buf) // LENGTH_UNIT,
        crc32=0, abi=abi, n_qstr=n_qstr, n_const=n_const,
    )
    refit_crc(buf)


def refit_crc(buf: bytearray) -> bytes:
    """Write into buf's header the CRC-32 of everything after the CRC field (the CRC field's
    place and the range it covers are the definitions'); returns the bytes. For tools and
    tests that change an image's bytes on purpose."""
    crc = zlib.crc32(bytes(buf[CRC_START:])) & 0xFFFFFFFF
    at = HEADER.offset("crc32")
    buf[at : at + 4] = U32.pack(value=crc)
    return bytes(buf)


# ---------------------------------------------------------------------------------------------
# Reader: the checks run in the firmware's order (docs/image-format.md).


def _read_code(data: bytes, off: int, what: str, inside) -> CodeObject:
    """The code record at off (docs/image-format.md); file is None when the record inherits it."""
    if off % 2:
        raise BadOffset(f"{what}: expected a 2-aligned code record, found offset {off}")
    r = CODE.unpack_from(data, off)
    flags = r["flags"]
    at = inside(f"{what} (code)", off + CODE.size, r["code_len"] + 1)
    code = data[at : at + r["code_len"]]
    at += r["code_len"]
    extra = data[at] if flags & CODE_EXTRA else 0
    at += bool(flags & CODE_EXTRA)
    fields = dict.fromkeys((name for name, _ in defs.CODE_TRAILER), 0)
    for name in _trailer_fields(flags, extra):
        fields[name], at = decode_uint(data, inside(f"{what} ({name})", at, 1))
    if fields["file"] == 0 and not extra & EXTRA_FILE:
        fields["file"] = None
    inside(f"{what} (line table)", at, fields["lines_len"])
    lines = data[at : at + fields["lines_len"]]
    at += fields["lines_len"]
    names: list[int] = []
    n = r["n_locals"]
    if flags & CODE_LOCAL_NAMES and flags & CODE_NAMES_U8:
        names = list(data[inside(f"{what} (local names)", at, n) : at + n])
        at += n
    elif flags & CODE_LOCAL_NAMES:
        at = inside(f"{what} (local names)", at + at % 2, 2 * n)
        names = list(struct.unpack_from(ENDIAN + f"{n}H", data, at))
        at += 2 * n
    n = fields["n_handlers"]
    if extra & EXTRA_HANDLERS_U8:
        inside(f"{what} (exception table)", at, 4 * n)
        handlers = [tuple(data[at + 4 * k : at + 4 * k + 4]) for k in range(n)]
    else:
        at = inside(f"{what} (exception table)", at + at % 2 * bool(n), HANDLER.size * n)
        handlers = [tuple(HANDLER.unpack_from(data, at + HANDLER.size * k).values()) for k in range(n)]
    return CodeObject(  # flags: the compiler's bits; the layout bits are the writer's (CODE_WRITER_FLAGS)
        r["name"], fields["file"], r["n_args"], r["n_locals"], r["stack_size"], fields["first_line"], code,
        lines, flags & ~CODE_WRITER_FLAGS, names, fields["n_kwonly"], handlers, fields["owner"],
        bool(extra & EXTRA_COROUTINE), fields["n_posonly"],
    )


def read_image(data: bytes, *, check_abi: bool = True) -> Image:
    data = bytes(data)
    magic = defs.IMAGE_MAGIC
    if data[: len(magic)] != magic:
        raise BadMagic(f"magic: expected {magic!r}, found {data[:len(magic)]!r}")
    h = HEADER.unpack_from(data, 0)
    if h["version"] != defs.IMAGE_VERSION:
        raise VersionMismatch(f"format version: expected {defs.IMAGE_VERSION}, found {h['version']}")
    length = h["length"] * LENGTH_UNIT
    if length < HEADER.size:
        raise Truncated(f"length: expected at least {HEADER.size} bytes, found {length}")
    if length > len(data):
        raise Truncated(f"length: header says {length} bytes, found {len(data)}")
    data = data[:length]
    crc = zlib.crc32(data[CRC_START:]) & 0xFFFFFFFF
    if crc != h["crc32"]:
        raise ChecksumMismatch(f"crc32: expected {h['crc32']:#010x}, found {crc:#010x}")
    if check_abi and h["abi"] != defs.ABI_HASH:
        raise AbiMismatch(f"ABI hash: expected {defs.ABI_HASH:#010x}, found {h['abi']:#010x}")

    def inside(what: str, offset: int, size: int = 0) -> int:
        if offset < HEADER.size or offset + size > len(data):
            raise BadOffset(f"{what}: expected an offset in [{HEADER.size}, {len(data) - size}], found {offset}")
        return offset

    strings = []
    n = h["n_qstr"]
    width = 1 if h["flags"] & FLAG_SHORT_ENDS else 2
    qbase = inside("string table", HEADER.size, width * n)
    at = width * n  # string 0 starts after the ends; each next one where the previous ended
    for i, end in enumerate(struct.unpack_from(ENDIAN + f"{n}{'B' if width == 1 else 'H'}", data, qbase)):
        if end < at:
            raise BadOffset(f"string {i}: expected an end >= {at} (where it starts), found {end}")
        inside(f"string {i}", qbase + at, end - at)
        try:
            strings.append(data[qbase + at : qbase + end].decode("utf-8"))
        except UnicodeDecodeError as e:
            raise BadRecord(f"string {i}: expected UTF-8, found {data[qbase + at:qbase + end]!r}") from e
        at = end

    consts, offsets = [], []
    cwidth = 1 if h["flags"] & FLAG_SHORT_CONSTS else 2
    cbase = inside("constant table", qbase + at + (qbase + at) % 2, cwidth * h["n_const"])
    for i in range(h["n_const"]):
        entry = int.from_bytes(data[cbase + cwidth * i : cbase + cwidth * (i + 1)], "little")
        off = inside(f"constant {i}", RECORD_UNIT * entry, 4)
        offsets.append(off)
        if not data[off] & 1:  # a code record: its flags byte has bit 0 clear
            consts.append(_read_code(data, off, f"constant {i}", inside))
            continue
        if off % 4:
            raise BadOffset(f"constant {i}: expected a 4-aligned object record, found offset {off}")
        tag = U32.unpack_from(data, off)["value"]
        kind = KIND_BY_TAG.get(tag)
        if kind not in RECORDS:
            known = ", ".join(f"{k}={record_tag(k)}" for k in RECORDS)
            raise BadRecord(f"constant {i}: expected a code record (an even first byte) or a record tag ({known}), "
                            f"found {tag}")
        shape, rec = defs.IMAGE_RECORDS[kind], RECORDS[kind]
        inside(f"constant {i} ({kind})", off, rec.size)
        r = rec.unpack_from(data, off)
        tail_at = off + rec.size
        tail = abs(r[shape["tail_count"]]) * shape["tail_item"] if shape["tail_item"] else 0
        inside(f"constant {i} ({kind})", tail_at, tail)
        consts.append(RECORD_CODECS[kind].value(r, bytes(data[tail_at : tail_at + tail])))
    file = None  # a code record without a file has the file of the nearest record before it with one
    for off, c in sorted(((off, c) for off, c in zip(offsets, consts) if isinstance(c, CodeObject)), key=lambda oc: oc[0]):
        if c.file is None and file is None:
            raise BadRecord(f"code record at {off}: expected a file (the first code record names it), found none")
        file = c.file = file if c.file is None else c.file
    if not consts or not isinstance(consts[0], CodeObject):
        found = f"a {KIND_OF_VALUE[type(consts[0])]} record" if consts else "no constant"
        raise BadRecord(f"constant 0: expected the main module's code, found {found}")
    img = Image(strings, consts, h["flags"], h["version"], h["abi"], length, offsets)
    for i, c in enumerate(consts):
        if isinstance(c, CodeObject):
            for what in ("name", "file"):
                q = getattr(c, what)
                if q >= BUILTIN_QSTR_COUNT + len(strings) and not 0 <= q - defs.QSTR_MORE_FIRST < len(defs.QSTRS_MORE):
                    raise BadOffset(f"constant {i} {what}: expected a qstr < {BUILTIN_QSTR_COUNT + len(strings)}, found {q}")
    return img
