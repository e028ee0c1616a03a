"""A power cut at any moment of a flash update leaves a board that boots the old script or
the new one. Checked two ways:

- every step: the update's flash operations (each erased page, each programmed word) are
  recorded once; then for every N the flash as it is after the first N operations is booted
  on a fresh emulated board, which must print the old script's line or the new one's (and,
  once it boots the new one, keep doing so);
- real kills: `wispy emulate --power-cut N` dies at the N-th operation while `wispy flash`
  runs; the flash file is then booted by a new `wispy emulate`.
"""

from __future__ import annotations

import shutil
import threading

import pytest
import serial
from emulated import Emulated, boot_text, wispy

PAD = "".join(f"p{i} = 'padding so that the image spans two flash pages {i}'\n" for i in range(25))
FIRST = PAD + "print('first script')\n"  # left in the slot the update will overwrite
OLD = "print('old script')\n"
NEW = PAD + "print('new script')\n"


def compile_(text: str) -> bytes:
    from wispy.compiler import compile_source

    return compile_source(text, "main.py")


def flash_in_process(firmware, region_state: bytes | None, image: bytes):
    """Flash `image` over the protocol into a board whose script region holds region_state;
    returns (the region after, [(address, bytes after) for each flash operation])."""
    from wispy.emulator.serial_bridge import SerialBridge
    from wispy.protocol import Link

    board = new_board(firmware)
    region = board.script_region
    if region_state is not None:
        board.uc.mem_write(region.start, region_state)
    ops = []
    original = board.flash_changed

    def record(address: int, size: int) -> None:
        original(address, size)
        if region.start <= address < region.start + region.size:
            ops.append((address, bytes(board.uc.mem_read(address, size))))

    board.flash_changed = record
    bridge = SerialBridge(board, "tcp")
    thread = threading.Thread(target=bridge.serve, daemon=True)
    thread.start()
    try:
        port = serial.serial_for_url(bridge.url, timeout=0.05)
        link = Link(port)
        link.hello()
        link.flash(image)
        port.close()
    finally:
        bridge.stop()
        thread.join(10)
        bridge.close()
    return bytes(board.uc.mem_read(region.start, region.size)), ops, region.start


def new_board(firmware):
    import os

    from wispy.emulator import Board

    return Board(firmware, board=os.environ.get("WISPY_TEST_BOARD", "microbit-v1"))


def boots(firmware, region_state: bytes) -> str:
    board = new_board(firmware)
    board.uc.mem_write(board.script_region.start, region_state)
    out = bytearray()
    board.run(timeout=2.0, on_stdout=out.extend, on_stderr=out.extend)
    return out.decode("utf-8", "replace")


@pytest.fixture(scope="module")
def update(firmware):
    """The flash with the old script booting (and an older one in the other slot, so the
    update must erase its record and pages), and the operations of updating it."""
    first_state, _, _ = flash_in_process(firmware, None, compile_(FIRST))
    old_state, _, _ = flash_in_process(firmware, first_state, compile_(OLD))
    new_state, ops, start = flash_in_process(firmware, old_state, compile_(NEW))
    return old_state, new_state, ops, start


def test_every_step_of_an_update_boots_the_old_or_the_new_script(firmware, update):
    old_state, new_state, ops, start = update
    assert len(compile_(NEW)) > 1024  # the update spans a page boundary
    assert boots(firmware, old_state) == "old script\n"
    state = bytearray(old_state)
    seen = []
    for address, data in ops:
        state[address - start:address - start + len(data)] = data
        seen.append(boots(firmware, bytes(state)))
    assert bytes(state) == new_state
    assert set(seen) <= {"old script\n", "new script\n"}, set(seen)
    first_new = seen.index("new script\n")
    assert all(s == "new script\n" for s in seen[first_new:])  # no way back once committed
    assert first_new >= len(ops) - 5  # the switch is the commit record, written last
    erases = sum(1 for _, data in ops if len(data) > 4)
    assert erases >= 3  # the record page and the image's pages were erased first
    assert len(ops) > 400  # page erases and every word: the whole update, not a sample


@pytest.mark.parametrize("where", ["first", "mid-page", "record", "last"])
def test_killing_the_emulator_during_flash(firmware, update, tmp_path, where):
    old_state, _, ops, _ = update
    cut = {"first": 1, "mid-page": len(ops) // 3, "record": len(ops) - 2, "last": len(ops)}[where]
    flash_file = tmp_path / "flash.bin"
    flash_file.write_bytes(old_state)
    main = tmp_path / "main.py"
    main.write_text(NEW)

    emu = Emulated(firmware, flash_file, "--power-cut", str(cut))
    r = wispy("-p", emu.socket, "flash", "-q", "--no-reset", str(main), timeout=120)
    assert emu.wait_dead() == 137  # the power went at operation `cut`
    if where != "last":
        assert r.returncode != 0 and "run the command again" in r.stderr, r.stderr

    backup = tmp_path / "after-cut.bin"
    shutil.copy(flash_file, backup)
    emu = Emulated(firmware, flash_file)  # power back on
    try:
        terminal = serial.serial_for_url(emu.pty, timeout=0.2)
        assert wispy("-p", emu.socket, "reset").returncode == 0
        text = boot_text(emu.pty, wait_for=" script\n", port=terminal)
        expected = "new script\n" if where == "last" else "old script\n"
        assert text.endswith(expected), text
        if where != "last":  # and the update can simply be done again
            r = wispy("-p", emu.socket, "flash", "-q", str(main))
            assert r.returncode == 0, r.stderr
            terminal.reset_input_buffer()
            assert wispy("-p", emu.socket, "reset").returncode == 0
            assert boot_text(emu.pty, wait_for=" script\n", port=terminal).endswith("new script\n")
    finally:
        emu.stop()
