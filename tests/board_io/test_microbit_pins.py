"""microbit's pins and buttons on the emulated board running the real firmware: button
presses injected at virtual times against was_pressed()/get_presses()/is_pressed(), pin
writes seen in the pin log and the VCD on the GPIO the board file gives the pin, pin levels
and analog voltages driven from outside, bad arguments."""

from __future__ import annotations

import pytest
from test_microbit_display import run
from wispy.build import load_board
from wispy.emulator.vcd import read_vcd

HZ = 16_000_000
PINS = {int(name[3:]): spec["gpio"] for name, spec in load_board("microbit-v1")["pins"].items()}


def test_buttons_count_the_presses_injected(firmware):
    source = (
        "from microbit import button_a, button_b, sleep\n"
        "print(button_a.get_presses(), button_a.was_pressed())\n"  # starts counting
        "sleep(1000)\n"
        "print(button_a.was_pressed(), button_a.get_presses(), button_b.was_pressed())\n"
        "print(button_a.was_pressed(), button_a.get_presses())\n"
        "sleep(1000)\n"
        "print(button_a.is_pressed(), button_b.is_pressed(), button_b.get_presses())\n"
    )

    def presses(board):
        for t in (0.2, 0.4, 0.6):
            board.press("A", at=t, duration=0.05)
        board.press("B", at=1.5, duration=1.0)  # still down at 2 s

    _, result, out, err = run(firmware, source, setup=presses)
    assert result.reason == "done" and err == ""
    assert out.splitlines() == ["0 False", "True 3 False", "False 0", "False True 1"]


def test_a_loop_polling_was_pressed_sees_every_press(firmware):
    source = (
        "from microbit import button_a, sleep, running_time\n"
        "seen = []\n"
        "while running_time() < 3000:\n"
        "    if button_a.was_pressed():\n"
        "        seen.append(running_time() // 100)\n"
        "    sleep(50)\n"
        "print(seen, button_a.get_presses())\n"
    )
    times = (0.5, 1.25, 2.0, 2.6)

    def presses(board):
        for t in times:
            board.press("A", at=t, duration=0.1)

    _, _, out, err = run(firmware, source, setup=presses)
    assert err == ""
    seen, count = out.rsplit(" ", 1)
    # each press seen at the first poll after it (polls every 50 ms), counted 4 times in all
    assert [int(x) for x in seen.strip("[]").split(", ")] == [5, 12, 20, 26]
    assert int(count) == 4


def test_write_digital_toggles_the_pins_gpio_in_the_vcd(firmware, tmp_path):
    source = (
        "from microbit import pin0, pin16, sleep\n"
        "for i in range(6):\n"
        "    pin0.write_digital(i % 2 == 0)\n"
        "    sleep(100)\n"
        "pin16.write_digital(1)\n"
    )
    board, result, _, err = run(firmware, source)
    assert result.reason == "done" and err == ""
    gpio = PINS[0]
    changes = [(round(c.time, 3), c.level) for c in board.pin_log if c.pin == gpio]
    assert [level for _, level in changes] == [1, 0, 1, 0, 1, 0]
    assert all(abs((b[0] - a[0]) - 0.100) <= 0.002 for a, b in zip(changes, changes[1:])), changes
    assert [c.level for c in board.pin_log if c.pin == PINS[16]] == [1]

    path = tmp_path / "pins.vcd"
    board.write_vcd(path)
    wires = read_vcd(path.read_text())
    name = next(n for n in wires if n.startswith(f"P0_{gpio}_"))
    assert "pin0" in name
    values = [v for _, v in wires[name] if v in "01"]
    assert values[-6:] == ["1", "0", "1", "0", "1", "0"]


def test_read_digital_sees_levels_driven_from_outside(firmware):
    source = (
        "from microbit import pin1, pin8, sleep\n"
        "print(pin1.read_digital(), pin8.read_digital())\n"
        "sleep(100)\n"
        "print(pin1.read_digital(), pin8.read_digital())\n"
    )

    def drive(board):
        board.set_pin(PINS[1], 1, at=0.05)
        board.set_pin(PINS[8], 1, at=0.05)

    _, _, out, err = run(firmware, source, setup=drive)
    assert (out, err) == ("0 0\n1 1\n", "")


def test_read_analog_converts_the_voltage_on_the_pin(firmware):
    source = "from microbit import pin0, pin1, pin2, pin10\nprint(pin0.read_analog(), pin1.read_analog(), pin2.read_analog(), pin10.read_analog())\n"

    def voltages(board):
        adc = board.peripherals["ADC"]
        adc.set_voltage(PINS[0], 0.25)
        adc.set_voltage(PINS[1], 1.0)
        adc.set_voltage(PINS[10], 0.5)
        board.set_pin(PINS[2], 1)  # no voltage given: the level driven, at full scale

    _, _, out, err = run(firmware, source, setup=voltages)
    assert err == ""
    assert [int(v) for v in out.split()] == [round(0.25 * 1023), 1023, 1023, round(0.5 * 1023)]


@pytest.mark.parametrize(
    "call, error",
    [
        ("pin0.write_digital(2)", "ValueError: value 2 is out of range 0-1"),
        ("pin0.write_digital('1')", "TypeError: value must be an int, not str"),
        ("pin5.read_analog()", "ValueError: pin5 has no analog input"),
        ("pin9.read_analog()", "ValueError: pin9 has no analog input"),
        ("pin0.read_digital(1)", "TypeError: read_digital() takes no arguments (1 given)"),
        ("microbit.pin17", "AttributeError: module 'microbit' has no attribute 'pin17'"),
        ("button_a.is_pressed(1)", "TypeError: is_pressed() takes no arguments (1 given)"),
        ("sleep('1')", "TypeError: ms must be an int, not str"),
    ],
)
def test_bad_arguments_raise_naming_the_argument(firmware, call, error):
    source = (
        "import microbit\nfrom microbit import pin0, pin5, pin9, button_a, sleep\n"
        f"try:\n    {call}\nexcept Exception as e:\n    print(type(e).__name__ + ': ' + str(e))\n"
    )
    _, _, out, err = run(firmware, source)
    assert (out.strip(), err) == (error, "")


def test_a_sleep_of_50_minutes_idles(firmware):
    # a deadline 2**31 us ahead or more cannot be given to port_idle_until_us: the wait wakes
    # every 1000 s on the way, and the CPU sleeps in between (few instructions for 3000 s)
    source = "from microbit import sleep, running_time\nsleep(3_000_000)\nprint(running_time())\n"
    _, result, out, err = run(firmware, source, timeout=3100)
    assert result.reason == "done" and err == ""
    assert 3_000_000 <= int(out) <= 3_000_001
    assert result.instructions < 20_000_000, result.instructions
