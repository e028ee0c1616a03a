"""The corpus: ordinary small programs, written as a user would write them and never tuned to
wispy, each compiled and run on the emulated board and compared with CPython.

A program is `tests/corpus/NAME.py`; `NAME.in`, when present, is its console input: CPython
reads it from a pipe, the board from its UART at 115200 baud, followed by Ctrl-D (the end
of the pipe). stdout must be the same; a program that raises must raise the same exception
(the last line of the traceback). The board is the real one, 16 KB of RAM: these are the
programs a micro:bit user writes (`WISPY_CORPUS_RAM=256K` runs them on the suite's bigger
variant). Each may run for 300 s of virtual time (tic_tac_toe's full minimax search takes
141 s at 16 MHz).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardrun import BoardRun

HERE = Path(__file__).resolve().parent
PROGRAMS = sorted(p for p in HERE.glob("*.py") if not p.name.startswith("test_"))
RAM = os.environ.get("WISPY_CORPUS_RAM", "16K")

# Programs that fail on the 16 KB board because of a bug found by this corpus (the program
# is left as written). strict: the test fails once the bug is fixed, so this list shrinks.
KNOWN_16K: dict[str, str] = {}


@pytest.fixture(scope="session")
def corpus_board() -> tuple[Path, dict]:
    from wispy.build import board_with_ram, firmware_elf

    spec = board_with_ram("microbit-v1", RAM)
    return firmware_elf(spec), spec


def run_board(elf: Path, spec: dict, program: Path, stdin: bytes, timeout: float = 300.0) -> BoardRun:
    from wispy.compiler import compile_files
    from wispy.emulator import Board

    board = Board(elf, board=spec)
    board.load_image(compile_files([program]))
    if stdin:
        board.uart_input(stdin + b"\x04", at=0.0)
    out, err = bytearray(), bytearray()
    res = board.run(timeout=timeout, on_stdout=out.extend, on_stderr=err.extend)
    return BoardRun(out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), res.status, res.reason,
                    res.instructions, res.virtual_time, res.heap)  # fmt: skip


def last_line(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return lines[-1] if lines else ""


@pytest.mark.parametrize("program", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program_matches_cpython(program: Path, corpus_board, request):
    if RAM == "16K" and program.stem in KNOWN_16K:
        request.applymarker(pytest.mark.xfail(reason=KNOWN_16K[program.stem], strict=True))
    feed = program.with_suffix(".in")
    stdin = feed.read_bytes() if feed.exists() else b""
    ref = subprocess.run([sys.executable, program.name], cwd=HERE, input=stdin, capture_output=True, timeout=120)
    board = run_board(*corpus_board, program, stdin)
    assert board.reason == "done", f"board did not finish: {board.reason}\n{board.stdout[-2000:]}\n{board.stderr}"
    assert board.stdout == ref.stdout.decode()
    if ref.returncode == 0:
        assert board.status == 0, f"board raised:\n{board.stderr}"
    else:
        assert last_line(board.stderr) == last_line(ref.stderr.decode())
