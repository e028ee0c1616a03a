"""The real nRF51 port on the emulated board: the port probe of tests/build (the port with a
stand-in wispy_main) and, once it builds, the whole firmware."""

from __future__ import annotations

import emulator_fixtures
import pytest
from wispy.emulator import Board, FirmwareFault

port_probe = emulator_fixtures.port_probe  # the fixture (see emulator_fixtures.py)


def test_the_port_boots_keeps_time_and_echoes(port_probe):
    board = Board(port_probe)
    board.send(b"ab.")
    result = board.run(timeout=5, on_stdout=lambda b: None, on_stderr=lambda b: None)
    from probe_source import EXPECTED_START

    lines = result.stdout.decode("latin-1").splitlines()
    assert lines[: len(EXPECTED_START)] == EXPECTED_START
    from wispy.build import load_board

    scripts = load_board("microbit-v1")["flash_layout"]["scripts"]
    where = f"script=0x{scripts['start']:08x} size={scripts['size']} head=\xff"
    assert where in result.stdout.decode("latin-1")
    sleeps = [line for line in lines if line.startswith("sleep")]
    assert sleeps and all(line.endswith("=ok") for line in sleeps)
    assert result.stdout.endswith(b"echo>\r\nab\r\nbye\r\n")
    assert (result.reason, result.status) == ("done", 0)
    # The probe's sleeps (port_idle() on RTC0 compares) pass in virtual time at almost no
    # cost: tens of thousands of instructions, where polling would take millions.
    assert result.virtual_time >= 0.050
    assert result.instructions < 200_000
    assert board.warnings == []


def test_the_port_sees_a_flashed_image_in_place(port_probe):
    board = Board(port_probe)
    board.load_image(b"WSPY" + bytes(60))
    board.send(b".")
    result = board.run(timeout=5, on_stdout=lambda b: None)
    assert b"head=WSPY" in result.stdout


def test_an_undefined_instruction_is_reported(port_probe):
    board = Board(port_probe)
    board.send(b"!")
    with pytest.raises(FirmwareFault) as caught:
        board.run(timeout=5, on_stdout=lambda b: None)
    assert caught.value.kind == "invalid instruction"
    assert "wispy_main+" in str(caught.value)


def test_the_firmware_boots_and_prints():
    from wispy.build import BuildError, firmware_elf

    try:
        elf = firmware_elf("microbit-v1")
    except BuildError as error:  # only a missing toolchain skips
        if "no cross compiler" not in str(error):
            raise
        pytest.skip(f"the firmware cannot be built here: {error}")
    board = Board(elf)
    result = board.run(timeout=2, on_stdout=lambda b: None, on_stderr=lambda b: None)
    assert result.stdout or result.stderr
    assert result.reason in ("no-program", "idle", "timeout")  # nothing flashed
    assert result.heap is None or result.heap["heap_bytes"] > 0
