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


def test_temperature_reads_the_injected_temperature_at_its_time(firmware):
    source = (
        "from microbit import temperature, sleep\n"
        "print(temperature())\n"
        "sleep(1000)\n"
        "print(temperature())\n"
        "sleep(1000)\n"
        "print(temperature(), type(temperature()))\n"
    )

    def heat(board):
        board.set_temperature(31.6, at=0.5)  # 126.4 quarters -> 126 -> 31
        board.set_temperature(-7.5, at=1.5)  # -30 quarters -> -7 (truncated, as the DAL)

    board, result, out, err = run(firmware, source, setup=heat)
    assert result.reason == "done" and err == ""
    assert out.splitlines() == ["20", "31", "-7 <class 'int'>"]
    assert board.peripherals["TEMP"].measurements == 4
    assert board.warnings == []


def test_temperature_takes_no_argument_and_the_range_is_the_chips(firmware):
    import pytest
    from wispy.emulator import Board, EmulatorError

    _, _, out, err = run(firmware, "from microbit import temperature\ntemperature(1)\n")
    assert "TypeError" in err and "temperature" in err
    board = Board(firmware)
    with pytest.raises(EmulatorError, match="-40 to 85"):
        board.set_temperature(100)


def test_temperature_on_qemu_says_the_sensor_is_missing_and_goes_on(firmware):
    # QEMU 7.2's `-M microbit` has no TEMP (docs/system/arm/nrf.rst: its page reads as
    # zero), so DATARDY never comes: the driver gives up after ~1 ms with an OSError the
    # program can catch, where the emulator (and the chip) measure.
    import pytest
    from wispy.build import qemu_available, run_on_qemu
    from wispy.compiler import compile_source

    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")
    source = (
        "from microbit import temperature\n"
        "try:\n"
        "    print(temperature())\n"
        "except OSError as e:\n"
        "    print('OSError', e)\n"
        "print('after')\n"
    )
    out = run_on_qemu(firmware, compile_source(source, "t.py"), timeout_s=20).replace("\r\n", "\n")
    assert out.strip().splitlines() == ["OSError the temperature sensor did not answer", "after"]
    _, _, ours, _ = run(firmware, source)
    assert ours.splitlines() == ["20", "after"]
