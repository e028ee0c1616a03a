"""`wispy run`'s board options end to end, with the board I/O probe as the firmware (it ignores
the script and takes its mode from --input): --press, --pin, --uart-input, --trace-pins,
--display, and a sentence naming the option for each kind of bad value."""

from __future__ import annotations

import subprocess
import sys

import pytest
from test_board_io import probe_elf  # noqa: F401  (the fixture)
from wispy.emulator.vcd import read_vcd


def wispy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "wispy", *args],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def script(tmp_path):
    path = tmp_path / "s.py"
    path.write_text("print(1)\n")
    return str(path)


def test_press_and_trace_pins(probe_elf, script, tmp_path):  # noqa: F811
    vcd = tmp_path / "out.vcd"
    r = wispy(
        "run", script, "--firmware", str(probe_elf), "--input", "buttons 1000\n",
        "--press", "A@0.2", "--press", "a@0.5:0.2", "--press", "B@0.3",
        "--trace-pins", str(vcd),
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "A irq=2 is=0 was=1 presses=2" in r.stdout
    assert "B irq=2 is=0 was=1 presses=1" in r.stdout
    waves = read_vcd(vcd.read_text())
    assert [v for _, v in waves["P0_17_BUTTON_A"]] == ["z", "0", "1", "0", "1"]
    t = [t * 1e-10 for t, _ in waves["P0_17_BUTTON_A"][1:]]
    assert t == pytest.approx([0.2, 0.3, 0.5, 0.7])


def test_pin_levels_at_times(probe_elf, script):  # noqa: F811
    r = wispy(
        "run", script, "--firmware", str(probe_elf), "--input", "irqs 500\n",
        "--pin", "P0.2=1@0.1", "--pin", "P0.2=0@0.2", "--pin", "2=1@0.3", "--pin", "P0.2=z@0.4",
        "--pin", "P0.4=1@0.1",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    # P0.2 interrupts on both edges (the pull-down takes it low again when it floats)
    assert "P0.0=0 P0.1=0 P0.2=4 P0.3=0 P0.4=1 P0.5=0" in r.stdout


def test_uart_input_at_the_modelled_rate(probe_elf, script):  # noqa: F811
    r = wispy(
        "run", script, "--firmware", str(probe_elf), "--input", "echo\n",
        "--uart-input", "hello\\n\\x04",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("board_io probe\nhello\n\necho n=6 ms=")  # text mode: \r\n is \n


def test_display_shows_each_frame(probe_elf, script):  # noqa: F811
    r = wispy("run", script, "--firmware", str(probe_elf), "--input", "scroll I\n", "--display")
    assert r.returncode == 0, r.stderr
    blocks = r.stderr.split("display at ")[1:]
    # blank, then "I" (3 columns wide) coming in and going out one column at a time
    assert len(blocks) == 1 + 3 + 1 + 3 + 1
    assert blocks[0].startswith("0.000 s\n+----------+\n|          |")
    assert "|      @@@@|" in blocks[2]  # the top bar of the I, two columns in


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--press", "A1.5"], "argument --press: 'A1.5' is not BUTTON@SECONDS[:DURATION]"),
        (["--press", "A@1:0"], "argument --press: 'A@1:0': the duration must be more than 0 s"),
        (["--press", "C@1"], "wispy: --press: the board has no button 'C' (it has A, B)"),
        (["--pin", "P0.3=2@1"], "argument --pin: 'P0.3=2@1' is not PIN=LEVEL@SECONDS"),
        (["--pin", "P0.40=1@1"], "wispy: --pin P0.40: there is no pin P0.40"),
        (["--pin", "pin99=1@1"], "wispy: --pin pin99: there is no pin 'pin99'"),
    ],
)
def test_bad_option_values_name_the_option(probe_elf, script, args, message):  # noqa: F811
    r = wispy("run", script, "--firmware", str(probe_elf), *args)
    assert r.returncode == 2
    assert message in r.stderr
    assert "Traceback" not in r.stderr
