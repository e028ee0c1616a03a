"""The `wispy` command end to end: compile errors, run, exit statuses, tracebacks, hex, info."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def wispy(*args: str, cwd: Path | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "wispy", *args], capture_output=True, text=True, cwd=cwd, timeout=timeout
    )


def test_unsupported_construct_is_a_compile_error_with_location(tmp_path):
    src = tmp_path / "bad.py"
    src.write_text("x = 1\nclass Foo(metaclass=type):\n    pass\n")
    r = wispy("compile", str(src), "-o", str(tmp_path / "bad.wpy"))
    assert r.returncode == 1
    assert "bad.py:2:" in r.stderr and "not supported" in r.stderr
    assert "class Foo(metaclass=type):" in r.stderr and "^" in r.stderr
    assert "Traceback" not in r.stderr


def test_syntax_error_is_a_compile_error(tmp_path):
    src = tmp_path / "syn.py"
    src.write_text("x = (1,\n")
    r = wispy("compile", str(src))
    assert r.returncode == 1
    assert "syn.py:" in r.stderr and "Traceback" not in r.stderr


def test_run_prints_output_and_exits_zero(tmp_path, firmware):
    src = tmp_path / "hello.py"
    src.write_text("print('hi', 6 * 7)\n")
    r = wispy("run", str(src), "--firmware", str(firmware))
    assert r.returncode == 0, r.stderr
    assert r.stdout == "hi 42\n"


def test_uncaught_exception_gives_traceback_and_nonzero_exit(tmp_path, firmware):
    src = tmp_path / "boom.py"
    src.write_text("def f(x):\n    return 10 // x\n\nprint('a')\nf(0)\n")
    r = wispy("run", str(src), "--firmware", str(firmware))
    assert r.returncode == 1
    assert r.stdout == "a\n"
    assert r.stderr.splitlines() == [
        "Traceback (most recent call last):",
        '  File "boom.py", line 5, in <module>',
        "    f(0)",
        '  File "boom.py", line 2, in f',
        "    return 10 // x",
        "ZeroDivisionError: integer division or modulo by zero",
    ]


def test_stats_reports_instructions_time_and_heap(tmp_path, firmware):
    src = tmp_path / "s.py"
    src.write_text("t = 0\nfor i in range(1000):\n    t += i\nprint(t)\n")
    r = wispy("run", str(src), "--stats", "--firmware", str(firmware))
    assert r.returncode == 0, r.stderr
    assert r.stdout == "499500\n"
    assert "instructions:" in r.stderr and "virtual time:" in r.stderr and "heap high water:" in r.stderr


def test_timeout_in_virtual_time(tmp_path, firmware):
    src = tmp_path / "loop.py"
    src.write_text("while True:\n    pass\n")
    r = wispy("run", str(src), "--timeout", "0.5", "--firmware", str(firmware))
    assert r.returncode == 124
    assert "0.5 s of virtual time" in r.stderr


def test_compile_then_dis(tmp_path):
    src = tmp_path / "d.py"
    src.write_text("def f(a):\n    return a + 1\nprint(f(2))\n")
    out = tmp_path / "d.wpy"
    assert wispy("compile", str(src), "-o", str(out)).returncode == 0
    assert out.read_bytes()[:2] == b"WS"
    r = wispy("dis", str(out))
    assert r.returncode == 0
    assert "RETURN_VALUE" in r.stdout and "MAKE_FUNCTION" in r.stdout


def test_hex_holds_firmware_and_image(tmp_path, firmware):
    from intelhex import IntelHex

    src = tmp_path / "h.py"
    src.write_text("print(1)\n")
    out = tmp_path / "m.hex"
    r = wispy("hex", str(src), "-o", str(out), "--firmware", str(firmware))
    assert r.returncode == 0, r.stderr
    from wispy.build import load_board

    scripts = load_board("microbit-v1")["flash_layout"]["scripts"]["start"]
    ih = IntelHex(str(out))
    assert ih.minaddr() == 0
    assert bytes(ih.tobinarray(start=scripts, size=2)) == b"WS"


def test_missing_file_is_reported(tmp_path):
    r = wispy("run", str(tmp_path / "nope.py"))
    assert r.returncode == 2
    assert "nope.py" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("args", [["--help"], ["run", "--help"], ["--version"]])
def test_help_works(args):
    assert wispy(*args).returncode == 0
