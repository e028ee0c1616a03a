"""A link that drops, corrupts and duplicates bytes in both directions: `flash` and `run`
still succeed, and their results are the same as over a clean link."""

from __future__ import annotations

import re

import pytest
from emulated import Emulated, wispy

PROGRAM = """\
total = 0
for i in range(40):
    total += i * i
    print('row', i, total)
print('done', total)
"""
BIG = "".join(f"s{i} = 'a string to make the image span pages {i}'\n" for i in range(150))


def results(url: str, tmp_path) -> tuple:
    run_py = tmp_path / "prog.py"
    run_py.write_text(PROGRAM)
    main_py = tmp_path / "main.py"
    main_py.write_text(BIG + "print('flashed', len(s1))\n")
    run = wispy("-p", url, "run", str(run_py))
    flash = wispy("-p", url, "flash", "-q", "--no-reset", str(main_py))
    info = wispy("-p", url, "info")
    assert flash.returncode == 0, flash.stderr
    assert info.returncode == 0, info.stderr
    script_line = next(line for line in info.stdout.splitlines() if line.startswith("script:"))
    return (run.returncode, run.stdout, run.stderr), script_line.split(" (update")[0]


@pytest.mark.parametrize("rate", ["0.002:11", "0.005:12"])
def test_flash_and_run_over_a_lossy_link(firmware, tmp_path, rate):
    clean = Emulated(firmware, tmp_path / "clean.bin")
    try:
        expected = results(clean.socket, tmp_path)
    finally:
        clean.stop()
    assert expected[0][0] == 0 and expected[0][1].endswith("done 20540\n")

    lossy = Emulated(firmware, tmp_path / "lossy.bin", "--lossy", rate)
    try:
        got = results(lossy.socket, tmp_path)
    finally:
        report = lossy.stop()
    assert got == expected
    damage = re.search(r"link dropped (\d+), corrupted (\d+), duplicated (\d+) bytes", report)
    assert damage and all(int(n) > 0 for n in damage.groups()), report  # it really was damaged
    # the flash (both images and their records) is byte for byte what the clean board has
    assert (tmp_path / "lossy.bin").read_bytes() == (tmp_path / "clean.bin").read_bytes()
