"""Shared fixtures: the firmware built once per session, and running scripts on the emulator."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardrun import BoardRun, run_image

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def firmware() -> Path:
    """The firmware ELF for microbit-v1, built with the default toolchain (once per session)."""
    from wispy.build import firmware_elf

    return firmware_elf("microbit-v1")


@pytest.fixture
def run_on_board(firmware):
    """run_on_board(source, filename='t.py') -> BoardRun: compile and run on the emulator."""
    from wispy.compiler import compile_source

    def run(source: str, filename: str = "t.py", timeout: float = 30.0, send: bytes = b"") -> BoardRun:
        return run_image(firmware, compile_source(source, filename), timeout=timeout, send=send)

    return run
