#!/usr/bin/env python3
"""Build a wheel that carries prebuilt firmware, so a user who only compiles and flashes
scripts needs no cross compiler:  python3 ci/wheel.py  ->  dist/wispy-*.whl

It builds the firmware for every board in boards/ (copying each ELF into
firmware/prebuilt/<board>/, which package-data ships), then builds the wheel.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    py = sys.executable
    for board in sorted(p.stem for p in (REPO / "boards").glob("*.toml")):
        subprocess.check_call([py, "-m", "wispy.build", "--board", board, "--prebuilt"], cwd=REPO)
    subprocess.check_call(
        [py, "-m", "pip", "wheel", "--no-deps", "-w", "dist", "."], cwd=REPO
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
