#!/usr/bin/env python3
"""The README's two commands: set up a virtual environment, then run the demo or the tests.

    python3 ci/dev.py demo     # set up, build the firmware, run examples/demo.py on the emulator
    python3 ci/dev.py test     # set up, check generated files and lint, run the whole test suite

Needs only Python 3.11+ and no root: everything goes into .venv/ beside this repository, and
where arm-none-eabi-gcc is not installed the firmware is built with clang from `ziglang`.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENV = REPO / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".wispy-installed"


def say(msg: str) -> None:
    print(f"== {msg}", flush=True)


def run(*cmd: object, check: bool = True) -> int:
    rc = subprocess.call([str(c) for c in cmd], cwd=REPO)
    if check and rc != 0:
        sys.exit(rc)
    return rc


def setup() -> None:
    """Create .venv and install wispy (editable) with its dev extras, once per pyproject change."""
    if sys.version_info < (3, 11):
        sys.exit(f"wispy needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    want = hashlib.sha256((REPO / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == want and PY.exists():
        return
    if not PY.exists():
        say(f"creating {VENV}")
        venv.EnvBuilder(with_pip=True).create(VENV)
    say("installing wispy and its dependencies into .venv")
    run(PY, "-m", "pip", "install", "-q", "--upgrade", "pip")
    run(PY, "-m", "pip", "install", "-q", "-e", ".[dev]")
    STAMP.write_text(want)


def demo(args: list[str]) -> int:
    setup()
    say("running examples/demo.py on the emulated micro:bit v1")
    return run(BIN / "wispy", "run", "examples/demo.py", "--stats", *args, check=False)


def test(args: list[str]) -> int:
    setup()
    say("checking generated files are current")
    run(PY, "-m", "wispy.generate", "--check")
    say("ruff")
    run(BIN / "ruff", "check", "host", "emulator", "boards", "tests", "ci")
    say("pytest")
    # Across the cores (pytest-xdist): each worker builds what its session fixtures need
    # through wispy.build, whose per-directory lock makes the second worker wait for the
    # first and then find the firmware up to date. `-n 0` runs serially.
    chosen = any(a.startswith(("-n", "--numprocesses")) or a == "no:xdist" for a in args)
    parallel = [] if chosen else ["-n", "auto"]
    return run(PY, "-m", "pytest", "-q", "-ra", *parallel, *args, check=False)


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in ("demo", "test", "setup"):
        print(__doc__)
        return 2
    cmd, rest = sys.argv[1], sys.argv[2:]
    if cmd == "setup":
        setup()
        return 0
    return demo(rest) if cmd == "demo" else test(rest)


if __name__ == "__main__":
    sys.exit(main())
