"""The radio on QEMU's `-M microbit`: QEMU 7.2's nRF51 has no RADIO (its page 0x40001000 is
in the "unimplemented device" region: reads are 0, writes are dropped), so the driver's
waits for DISABLED give up and radio.on() raises OSError there rather than hanging, while
the emulator, which models the RADIO, turns it on. config()'s checks are the same on both.
Skipped, with the reason, without qemu-system-arm."""

from __future__ import annotations

import pytest

from boardrun import run_image

SCRIPT = """
import radio
try:
    radio.config(channel=99)
except ValueError as e:
    print('ValueError', e)
radio.config(channel=3, group=9)
try:
    radio.on()
    print('on')
    radio.send('x')
    print('sent', radio.receive())
except OSError as e:
    print('OSError', e)
"""


def test_radio_on_qemu_which_has_no_radio_and_on_the_emulator(firmware):
    from wispy.build import qemu_available, run_on_qemu
    from wispy.compiler import compile_source

    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")
    image = compile_source(SCRIPT, "radio_qemu.py")
    ours = run_image(firmware, image)
    theirs = run_on_qemu(firmware, image, timeout_s=20).replace("\r\n", "\n").strip()
    assert (ours.reason, ours.stderr) == ("done", "")
    assert ours.stdout.splitlines() == ["ValueError value out of range for argument 'channel'", "on", "sent None"]
    assert theirs.splitlines() == [
        "ValueError value out of range for argument 'channel'",
        "OSError the radio does not respond",
    ]
