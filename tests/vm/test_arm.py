"""The core compiles cleanly for the Cortex-M0 (the firmware build links these objects)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"


@pytest.mark.skipif(shutil.which("arm-none-eabi-gcc") is None, reason="no arm-none-eabi-gcc")
def test_core_compiles_without_warnings_for_cortex_m0(tmp_path):
    total = 0
    for src in sorted((FIRMWARE / "core").glob("*.c")):
        obj = tmp_path / (src.stem + ".o")
        cmd = [
            "arm-none-eabi-gcc",
            "-mcpu=cortex-m0",
            "-mthumb",
            "-Os",
            "-ffreestanding",
            "-Wall",
            "-Wextra",
            "-Werror",
            f"-I{FIRMWARE / 'core'}",
            f"-I{FIRMWARE / 'gen'}",
            "-c",
            str(src),
            "-o",
            str(obj),
        ]
        subprocess.run(cmd, check=True, capture_output=True)
        size = subprocess.run(
            ["arm-none-eabi-size", str(obj)], check=True, capture_output=True, text=True
        )
        total += int(size.stdout.splitlines()[1].split()[0])
    from wispy.build import load_board

    # The core alone must leave room for the port in the board's firmware region.
    assert total < load_board("microbit-v1")["flash_layout"]["firmware"]["size"] - 8 * 1024
