"""The rest of MicroPython's `microbit` API on the emulated board running the real firmware
(issue 16 item 1): presses counted from boot, temperature() from the TEMP model with an
injected temperature, panic(), the display's on()/off()/is_on(), read_light_level(), the
pins' is_touched(), pulls and modes, write_analog() as PWM on the pin, Image.crop/blit, and
show()/scroll() in the background."""

from __future__ import annotations

from test_microbit_display import run


def test_presses_before_the_first_microbit_call_are_counted(firmware):
    # MicroPython counts from boot: the three presses during time.sleep_ms come before any
    # call into microbit (the import alone is no call)
    source = (
        "from microbit import button_a\n"
        "import time\n"
        "time.sleep_ms(3000)\n"
        "print(button_a.get_presses())\n"
    )

    def presses(board):
        for t in (0.5, 1.0, 1.5):
            board.press("A", at=t, duration=0.1)

    _, result, out, err = run(firmware, source, setup=presses)
    assert result.reason == "done" and err == ""
    assert out.split() == ["3"]
