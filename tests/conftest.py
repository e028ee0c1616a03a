"""Shared fixtures: the firmware built once per session, and running scripts on the emulator."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


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


@pytest.fixture(scope="session")
def firmware() -> Path:
    """The firmware ELF for microbit-v1, built with the default toolchain (once per session)."""
    from wispy.build import firmware_elf

    return firmware_elf("microbit-v1")


def run_image(elf: Path, image: bytes, timeout: float = 30.0, send: bytes = b"") -> BoardRun:
    from wispy.emulator import Board

    board = Board(elf, board="microbit-v1")
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


@pytest.fixture
def run_on_board(firmware):
    """run_on_board(source, filename='t.py') -> BoardRun: compile and run on the emulator."""
    from wispy.compiler import compile_source

    def run(source: str, filename: str = "t.py", timeout: float = 30.0, send: bytes = b"") -> BoardRun:
        return run_image(firmware, compile_source(source, filename), timeout=timeout, send=send)

    return run


def run_cpython(path: Path, timeout: float = 60.0) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, path.name], cwd=path.parent, capture_output=True, text=True, timeout=timeout
    )
