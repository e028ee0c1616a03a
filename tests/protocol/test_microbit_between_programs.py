"""What a micro:bit program leaves to the next one on the same board (issue 16): nothing of its
pins (PWM stopped, modes back to 'unused') nor of display.off(); presses counted from boot
are still counted. Two programs in a row on `wispy emulate`."""

from __future__ import annotations

from emulated import Emulated, wispy


def test_the_next_program_finds_the_pins_unused_and_the_display_on(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    try:
        first = tmp_path / "first.py"
        first.write_text("from microbit import pin1, display\npin1.write_analog(300)\n"
                         "display.off()\nprint(pin1.get_mode(), display.is_on())\n")
        second = tmp_path / "second.py"
        second.write_text("from microbit import pin1, display\nprint(pin1.get_mode(), display.is_on())\n")
        r = wispy("-p", emu.socket, "run", str(first))
        assert (r.returncode, r.stdout) == (0, "write_analog False\n"), r.stderr
        r = wispy("-p", emu.socket, "run", str(second))
        assert (r.returncode, r.stdout) == (0, "unused True\n"), r.stderr
    finally:
        emu.stop()
