"""time and the rest of machine on the emulated micro:bit, through the real firmware:
Ctrl-C ends a sleep with KeyboardInterrupt at once, sleeps last what they say at the RTC's
resolution, ticks wrap as MicroPython's do, bad arguments raise ValueError naming the
argument, and unique_id/freq/reset report the chip."""

from __future__ import annotations

from machine_run import run_script


def test_ctrl_c_during_a_long_sleep_raises_keyboard_interrupt_there(firmware):
    run = run_script(
        firmware,
        """
        import time
        t0 = time.ticks_ms()
        try:
            time.sleep(3600)
        except KeyboardInterrupt:
            print("interrupted after", time.ticks_diff(time.ticks_ms(), t0), "ms")
        time.sleep(0.5)
        time.sleep_ms(3600 * 1000)
        """,
        setup=lambda b: (b.uart_input(b"\x03", at=2.0), b.uart_input(b"\x03", at=4.0)),
        timeout=10,
    )
    # the first one is caught; the second ends the program with its traceback
    assert run.reason == "done" and run.status == 1
    lines = run.stdout.split("\n")
    assert lines[0].startswith("interrupted after 19") or lines[0].startswith(
        "interrupted after 20"
    ), lines
    assert (
        run.stderr
        == 'Traceback (most recent call last):\n  File "t.py", line 9, in <module>\nKeyboardInterrupt\n'
    )
    assert 4.0 < run.virtual_time < 4.01


def test_pin_handlers_run_during_a_sleep_and_the_sleep_still_lasts_its_time(firmware):
    run = run_script(
        firmware,
        """
        import machine, time
        seen = []
        machine.Pin(26, machine.Pin.IN).irq(lambda p: seen.append(time.ticks_ms()), machine.Pin.IRQ_FALLING)
        t0 = time.ticks_ms()
        time.sleep_ms(1000)
        print(len(seen), time.ticks_diff(time.ticks_ms(), t0))
        """,
        setup=lambda b: [b.press("B", at=t, duration=0.02) for t in (0.2, 0.4, 0.6)],
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    count, slept = run.stdout.split()
    assert count == "3" and 1000 <= int(slept) <= 1001


def test_sleeps_last_what_they_say_at_the_rtc_resolution(firmware):
    run = run_script(
        firmware,
        """
        import time
        def measure(f, x):
            t = time.ticks_us()
            f(x)
            return time.ticks_diff(time.ticks_us(), t)
        for f, x, us in ((time.sleep_us, 100, 100), (time.sleep_us, 5000, 5000),
                         (time.sleep_ms, 250, 250000), (time.sleep, 1.5, 1500000), (time.sleep, 0.01, 10000)):
            print(measure(f, x) - measure(f, 0) - us)  # less the call's own time
        print(time.ticks_add(time.ticks_ms(), 0) == time.ticks_ms())
        print(time.ticks_add(2**30 - 1, 1), time.ticks_diff(0, 2**30 - 1), time.ticks_diff(5, 10))
        """,
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    lines = run.stdout.split("\n")
    # each sleep ends at the first RTC tick (30.5 us) past its deadline, plus the wake-up's
    # own instructions (the RTC interrupt, reading the clock, the loop: ~60 us at 16 MHz):
    # never early by more than the clock's step, never more than ~0.13 ms late; the baseline
    # measure(f, 0) ends on a tick too, so the two roundings may add up to two steps early
    # (which one happens depends on where the boot leaves the RTC's phase)
    for extra in lines[:5]:
        assert -62 <= int(extra) <= 125, lines
    assert lines[5] == "True"
    assert lines[6] == "0 1 -5"


def test_bad_arguments_raise_value_error_naming_the_argument(firmware):
    run = run_script(
        firmware,
        """
        import machine, time
        Pin = machine.Pin
        cases = [lambda: Pin(40), lambda: Pin(-1, Pin.OUT), lambda: Pin(3, 7),
                 lambda: Pin(3, Pin.IN, 5), lambda: Pin(3, Pin.IN).irq(print, 4),
                 lambda: machine.UART(0, baudrate=12345), lambda: machine.UART(1),
                 lambda: machine.UART(0, tx=3), lambda: machine.UART(0, rx=2),
                 lambda: time.sleep(-1)]
        for case in cases:
            try:
                case()
                print("no error")
            except ValueError as e:
                print(e)
        for case in (lambda: Pin(3, pul=1), lambda: Pin(3).irq(5), lambda: Pin("3")):
            try:
                case()
            except TypeError as e:
                print("TypeError:", e)
        """,
    )
    assert (run.reason, run.status, run.stderr) == ("done", 0, "")
    assert run.stdout.split("\n") == [
        "invalid pin 40: pin must be 0-31",
        "invalid pin -1: pin must be 0-31",
        "invalid mode 7: use Pin.IN or Pin.OUT",
        "invalid pull 5: use Pin.PULL_UP, PULL_DOWN or None",
        "invalid trigger 4: use Pin.IRQ_RISING and/or IRQ_FALLING",
        "baudrate 12345 is not one the nRF51 can make",
        "invalid UART id 1: the nRF51 has UART 0 only",
        "invalid tx 3: UART 0 is the console (tx 24)",
        "invalid rx 2: UART 0 is the console (rx 25)",
        "sleep length must be non-negative",
        "TypeError: Pin() got an unexpected keyword argument 'pul'",
        "TypeError: 'int' object is not callable",
        "TypeError: 'str' object cannot be interpreted as an integer",
        "",
    ]


def test_unique_id_freq_and_reset(firmware):
    run = run_script(
        firmware,
        """
        import machine
        print(machine.unique_id().hex(), machine.freq())
        print(machine.Pin.IN, machine.Pin.OUT, machine.Pin.PULL_UP, machine.Pin.PULL_DOWN,
              machine.Pin.PULL_NONE, machine.Pin.IRQ_RISING, machine.Pin.IRQ_FALLING)
        p = machine.Pin(3, machine.Pin.OUT)
        p.on(); a = p.value(); p.off(); b = p.value()
        print(p, a, b, machine.Pin(3) is p, type(p).__name__)
        machine.reset()
        """,
        timeout=0.5,
    )
    # the board file's FICR DEVICEID, 0x12345678 and 0x9abcdef0, as they lie in memory
    assert run.stdout.startswith("78563412f0debc9a 16000000\n0 1 3 1 0 1 2\nPin(3) 1 0 False Pin\n")
    # reset() restarts the chip: the script runs again from the start
    assert run.stdout.count("78563412f0debc9a 16000000\n") >= 2
