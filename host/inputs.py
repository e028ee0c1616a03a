"""The files the `wispy` commands take, checked before use: each wrong one is said in one
line naming the file and what it is instead (missing, a directory, empty, too large, not
UTF-8 text, an image or a .hex where Python source is expected, or the reverse).

What a file is comes from its content, not its name: a .wpy image starts with the image
magic, an Intel HEX file with ':' and hex digits, an ELF with 0x7f 'ELF'; Python source is
UTF-8 text. The suffix only says what the user meant (`x.wpy` is taken for an image)."""

from __future__ import annotations

import re
from pathlib import Path

from wispy.gen import defs

# The largest source file a command reads: far beyond any script the board can hold (a
# script slot is tens of KB of image; a source is a few times its image), small enough that
# reading it cannot exhaust the host.
MAX_SOURCE = 4 * 1024 * 1024
MAX_IMAGE = 4 * 0xFFFF  # the image header's length field (words) can say no more
_HEX_LINE = re.compile(rb"^:[0-9A-Fa-f]{10,}\r?$")


class InputError(Exception):
    """A file a command cannot use; the message is one line. exit_status: usage (2)."""

    exit_status = 2


def _kind(data: bytes) -> str | None:
    """'image', 'hex', 'elf' or None (maybe text) from the first bytes."""
    if data.startswith(defs.IMAGE_MAGIC) and len(data) >= 16:
        return "image"
    if data.startswith(b"\x7fELF"):
        return "elf"
    first = data.split(b"\n", 1)[0]
    if _HEX_LINE.match(first):
        return "hex"
    return None


_NAMES = {"image": "a wispy image (.wpy)", "hex": "an Intel HEX file", "elf": "an ELF binary"}


def _read(path: str, limit: int) -> bytes:
    p = Path(path)
    try:
        if p.is_dir():
            raise InputError(f"{path} is a directory, not a file")
        if not p.exists():
            raise InputError(f"cannot read {path}: no such file")
        if not p.is_file():
            raise InputError(f"{path} is not a regular file")
        size = p.stat().st_size
        if size > limit:
            raise InputError(f"{path} is {size:,} bytes, too large to be a script (at most {limit:,})")
        with open(p, "rb") as f:
            return f.read(limit + 1)
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror or e}") from None


def read_source(path: str) -> str:
    """The text of a Python source file, or InputError saying why it is not one."""
    data = _read(path, MAX_SOURCE)
    kind = _kind(data)
    if kind == "image":
        raise InputError(f"{path} is {_NAMES[kind]}, not Python source: give it alone, "
                         "as `wispy run FILE.wpy`")
    if kind is not None:
        raise InputError(f"{path} is {_NAMES[kind]}, not Python source")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(f"{path} is not UTF-8 text (byte {data[e.start]:#04x} at offset "
                         f"{e.start}): Python source must be UTF-8") from None
    if "\0" in text:
        raise InputError(f"{path} contains a NUL byte (offset {text.index(chr(0))}): not Python source")
    return text


def read_image(path: str) -> bytes:
    """The bytes of a .wpy image, checked by the host's reader (magic, version, length,
    checksum, every record), or InputError in one line."""
    from wispy.image import ImageError
    from wispy.image import read_image as parse

    data = _read(path, MAX_IMAGE)
    if not data:
        raise InputError(f"{path} is empty, not a wispy image")
    kind = _kind(data)
    if kind in ("hex", "elf"):
        raise InputError(f"{path} is {_NAMES[kind]}, not a wispy image (.wpy)")
    if kind is None:
        try:
            data.decode("utf-8")
            raise InputError(f"{path} is text, not a wispy image: name Python source FILE.py")
        except UnicodeDecodeError:
            pass
        raise InputError(f"{path} is not a wispy image (it does not start with {defs.IMAGE_MAGIC!r})")
    try:
        parse(data)
    except (ImageError, IndexError, ValueError, KeyError) as e:
        raise InputError(f"{path} is not a valid wispy image: {e}") from None
    return data


def is_image_name(path: str) -> bool:
    return path.endswith(".wpy")
