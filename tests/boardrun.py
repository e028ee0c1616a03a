"""Helpers shared by the test suites: run an image on the emulated board, a script under CPython."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path


@dataclass
class BoardRun:
    """What a script did on the emulated board."""

    stdout: str
    stderr: str
    status: int | None
    reason: str
    instructions: int
    virtual_time: float
    heap: dict | None


def run_image(
    elf: Path, image: bytes, timeout: float = 30.0, send: bytes = b"", board: str | dict = "microbit-v1"
) -> BoardRun:
    """board: a board name or a variant's description (wispy.build.board_with_ram) that elf
    was linked for."""
    from wispy.emulator import Board

    board = Board(elf, board=board)
    board.load_image(image)
    if send:
        board.send(send)
    out, err = bytearray(), bytearray()
    res = board.run(timeout=timeout, on_stdout=out.extend, on_stderr=err.extend)
    return BoardRun(
        out.decode("utf-8", "replace"),
        err.decode("utf-8", "replace"),
        res.status,
        res.reason,
        res.instructions,
        res.virtual_time,
        res.heap,
    )


def run_cpython(path: Path, timeout: float = 60.0) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, path.name], cwd=path.parent, capture_output=True, text=True, timeout=timeout
    )
