"""`wispy run --expect TEXT --fail-text TEXT --timeout S` (Wokwi CI's options) end to end:
exit 0 when the text appears (the run stops there), 1 for the fail text or a script that
ended first (an exception included), 124 at the timeout; on the emulated board and on a
board on a port (`wispy emulate`'s socket)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("emulated", REPO / "tests" / "protocol" / "emulated.py")
emulated = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(emulated)

TICKS = """\
from microbit import sleep
for i in range(6):
    print("tick", i)
    sleep(1000)
print("done")
"""


def wispy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "wispy", *args], capture_output=True, text=True,
                          timeout=300, check=False)


@pytest.fixture
def ticks(tmp_path) -> str:
    path = tmp_path / "ticks.py"
    path.write_text(TICKS)
    return str(path)


def test_expect_stops_the_run_when_the_text_appears(ticks, firmware):
    r = wispy("run", ticks, "--firmware", str(firmware), "--expect", "tick 2")
    assert (r.returncode, r.stdout) == (0, "tick 0\ntick 1\ntick 2"), r.stderr


def test_fail_text_stops_the_run_with_status_1(ticks, firmware):
    r = wispy("run", ticks, "--firmware", str(firmware), "--expect", "done", "--fail-text", "tick 1")
    assert r.returncode == 1 and r.stdout == "tick 0\ntick 1"
    assert "wispy: the fail text 'tick 1' appeared (--fail-text)" in r.stderr


def test_timeout_in_virtual_seconds_is_124(ticks, firmware):
    r = wispy("run", ticks, "--firmware", str(firmware), "--expect", "done", "--timeout", "2.5")
    assert r.returncode == 124 and r.stdout == "tick 0\ntick 1\ntick 2\n"


def test_a_script_that_ends_first_or_raises_is_1(ticks, firmware, tmp_path):
    r = wispy("run", ticks, "--firmware", str(firmware), "--expect", "never")
    assert r.returncode == 1 and r.stdout.endswith("done\n")
    assert "the script ended (status 0) before 'never' appeared (--expect)" in r.stderr
    boom = tmp_path / "boom.py"
    boom.write_text("print('a')\nx = 1 // 0\n")
    r = wispy("run", str(boom), "--firmware", str(firmware), "--expect", "never")
    assert r.returncode == 1 and "ZeroDivisionError" in r.stderr and "    x = 1 // 0" in r.stderr
    r = wispy("run", str(boom), "--firmware", str(firmware), "--fail-text", "Error")
    assert r.returncode == 1  # the traceback's text is output too (the error stream)


def test_fail_text_alone_lets_a_good_script_end_with_0(ticks, firmware):
    r = wispy("run", ticks, "--firmware", str(firmware), "--fail-text", "Traceback")
    assert r.returncode == 0 and r.stdout.endswith("done\n")


def test_the_same_options_on_a_board_on_a_port(ticks, firmware, tmp_path):
    board = emulated.Emulated(firmware, tmp_path / "flash.bin")
    try:
        r = wispy("run", "-p", board.socket, ticks, "--expect", "tick 1")
        assert r.returncode == 0 and r.stdout.startswith("tick 0\ntick 1"), r.stderr
        r = wispy("run", "-p", board.socket, ticks, "--fail-text", "tick 0")
        assert r.returncode == 1 and "(--fail-text)" in r.stderr
        r = wispy("run", "-p", board.socket, ticks, "--expect", "done", "--timeout", "1.5")
        assert r.returncode == 124 and "tick 0" in r.stdout and "done" not in r.stdout
    finally:
        board.stop()
