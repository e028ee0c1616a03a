"""machine and time cross-checked on QEMU's `-M microbit` (an nRF51 model nobody here
wrote) where QEMU models the peripheral: GPIO (outputs read back, pulls), UART0 receive and
transmit, and the clock (QEMU 7.2 has no RTC, so the firmware keeps time on its TIMER0
fallback there: ticks, sleeps). QEMU has no GPIOTE, so Pin.irq is checked on wispy's
emulator only (test_machine_pin.py). Skipped, with the reason, without qemu-system-arm."""

from __future__ import annotations

from textwrap import dedent

import pytest

from boardrun import run_image

SCRIPTS = {
    "gpio": """
        import machine
        Pin = machine.Pin
        p = Pin(3, Pin.OUT)
        seen = []
        for v in (1, 0, 1, 0):
            p.value(v)
            seen.append(p.value())
        p.on(); seen.append(p.value()); p.off(); seen.append(p.value())
        seen.append(Pin(4, Pin.IN, Pin.PULL_UP).value())
        seen.append(Pin(4, Pin.IN, Pin.PULL_DOWN).value())
        seen.append(Pin(5, Pin.IN, pull=Pin.PULL_UP).value())
        print(seen, Pin(3), machine.freq())
    """,
    "uart": """
        import machine
        u = machine.UART(0, baudrate=115200)
        line = u.readline()
        print(len(line), line)
        u.write(b"got " + line)
        print(u.any(), u.read())
    """,
    "timer": """
        import time
        t0, u0 = time.ticks_ms(), time.ticks_us()
        time.sleep_ms(300)
        dt, du = time.ticks_diff(time.ticks_ms(), t0), time.ticks_diff(time.ticks_us(), u0)
        print(300 <= dt < 1000, 300000 <= du < 1000000, abs(du - 1000 * dt) < 2000)
        t0 = time.ticks_ms()
        time.sleep(0.2)
        time.sleep_us(50000)
        print(250 <= time.ticks_diff(time.ticks_ms(), t0) < 1000)
        print(time.ticks_add(5, -10), time.ticks_diff(3, 2**30 - 2))
    """,
}
INPUT = {"uart": b"hello qemu\n"}


@pytest.fixture(scope="module")
def qemu():
    from wispy.build import qemu_available

    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_machine_and_time_the_same_on_qemu_and_the_emulator(name, firmware, qemu):
    from wispy.build import run_on_qemu
    from wispy.compiler import compile_source

    image = compile_source(dedent(SCRIPTS[name]), f"{name}.py")
    ours = run_image(firmware, image, send=INPUT.get(name, b""))
    theirs = run_on_qemu(firmware, image, timeout_s=20, input=INPUT.get(name, b""))
    assert (ours.reason, ours.status, ours.stderr) == ("done", 0, "")
    assert theirs.replace("\r\n", "\n").strip() == ours.stdout.strip()
    assert "False" not in ours.stdout
