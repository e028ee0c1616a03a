"""The LED display's frames as a PNG picture, written with zlib from the standard library
(no imaging dependency): one 5x5 tile per frame, left to right, each LED a square whose red
is its brightness, as the micro:bit's red LEDs look."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

LED = 8  # pixels per LED side
GAP = 2  # pixels between LEDs
TILE_GAP = 6  # pixels between frames
BACKGROUND = (24, 24, 24)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(width: int, height: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGB PNG of `rows` (height rows of width*3 bytes each)."""
    raw = b"".join(b"\x00" + row for row in rows)  # filter type 0 (None) on every row
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit, RGB
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(raw, 9)) + _chunk(b"IEND", b""))


def led_colour(brightness: int) -> tuple[int, int, int]:
    if not brightness:
        return (60, 20, 20)  # an LED that is off is still a dark red dot
    level = 80 + brightness * 175 // 9
    return (level, level // 6, level // 8)


def frames_png(frames, path=None, limit: int = 64) -> bytes:
    """A strip of the display's frames (the last `limit` of them); written to `path` if given.
    `frames` are emulator.display.Frame (their `pixels` rows of brightness 0-9)."""
    frames = list(frames)[-limit:] or []
    size = 5 if not frames else len(frames[0].pixels)
    tile = size * LED + (size + 1) * GAP
    count = max(1, len(frames))
    width = count * tile + (count + 1) * TILE_GAP
    height = tile + 2 * TILE_GAP
    canvas = [bytearray(bytes(BACKGROUND) * width) for _ in range(height)]
    for n, frame in enumerate(frames):
        left = TILE_GAP + n * (tile + TILE_GAP)
        for y, row in enumerate(frame.pixels):
            for x, b in enumerate(row):
                colour = bytes(led_colour(b))
                x0 = left + GAP + x * (LED + GAP)
                y0 = TILE_GAP + GAP + y * (LED + GAP)
                for yy in range(y0, y0 + LED):
                    canvas[yy][3 * x0:3 * (x0 + LED)] = colour * LED
    data = png_bytes(width, height, [bytes(r) for r in canvas])
    if path is not None:
        Path(path).write_bytes(data)
    return data
