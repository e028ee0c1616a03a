"""Never locked out (docs/protocol.md): a flashed script that faults or hangs at every boot,
over `wispy emulate` and pyserial, and `wispy -p PORT erase` / `flash` still get through; the
fault report as a terminal and as `wispy` show it. The fault is a HardFault the emulated core
takes at the first instruction of port_unique_id (`wispy emulate --fault-at`, Board.fault_at),
which `machine.unique_id()` reaches: no Python program makes the firmware fault by itself."""

from __future__ import annotations

import re
import time

import pytest
import serial
from emulated import Emulated, boot_text, wispy

NOT_STARTED = "; the script was not started (reset the board to run it)"


def script(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


@pytest.fixture
def faulty(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin", "--fault-at", "port_unique_id")
    yield emu
    emu.stop()


@pytest.fixture
def board(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    yield emu
    emu.stop()


def unique_id_address(firmware) -> int:
    from wispy.build import elf_symbols

    return elf_symbols(firmware)["port_unique_id"] & ~1


def test_a_script_that_faults_at_every_boot_never_locks_the_board_out(faulty, firmware, tmp_path):
    crash = script(tmp_path, "crash.py", "import machine\nprint('booting')\nmachine.unique_id()\n"
                                         "print('not reached')\n")
    terminal = serial.serial_for_url(faulty.pty, timeout=0.2)  # a terminal program on the pty
    r = wispy("-p", faulty.socket, "flash", "-q", crash)  # flashed, then the board resets
    assert r.returncode == 0, r.stderr
    seen = boot_text(faulty.pty, wait_for=NOT_STARTED, port=terminal)
    pc = unique_id_address(firmware)
    assert re.search(rf"booting\n\n\*\*\* HardFault: pc={pc:#010x} lr=0x[0-9a-f]{{8}} "
                     r"xpsr=0x[0-9a-f]{8}\n\*\*\* the board reset after a fault" + re.escape(NOT_STARTED),
                     seen), seen
    assert "not reached" not in seen

    r = wispy("-p", faulty.socket, "info")  # it serves at once
    assert r.returncode == 0 and "script:             " in r.stdout and "none" not in r.stdout
    r = wispy("-p", faulty.socket, "reset")  # the script runs again, faults once, no more
    assert r.returncode == 0
    seen = boot_text(faulty.pty, wait_for=NOT_STARTED, port=terminal)
    time.sleep(1)
    seen += boot_text(faulty.pty, port=terminal, timeout=1)
    assert seen.count("booting") == 1 and seen.count("HardFault") == 1, seen

    r = wispy("-p", faulty.socket, "erase")
    assert r.returncode == 0, r.stderr
    assert "script:             none" in wispy("-p", faulty.socket, "info").stdout
    fine = script(tmp_path, "fine.py", "print('fine')\n")
    assert wispy("-p", faulty.socket, "flash", "-q", crash).returncode == 0
    r = wispy("-p", faulty.socket, "flash", "-q", fine)  # over the crashing one, after its fault
    assert r.returncode == 0, r.stderr
    assert "fine" in boot_text(faulty.pty, wait_for="fine", port=terminal)
    terminal.close()


def test_a_fault_while_a_tool_is_attached_is_a_sentence(faulty, firmware):
    r = wispy("-p", faulty.socket, "exec", "import machine\nprint('before', end='')\n"
                                           "machine.unique_id()")
    assert r.returncode == 1
    assert r.stdout == "before"  # the output gathered before the fault is not lost
    pc = unique_id_address(firmware)
    assert re.fullmatch(rf"wispy: the board stopped with a HardFault at pc {pc:#010x} \(lr "
                        r"0x[0-9a-f]{8}, xpsr 0x[0-9a-f]{8}\): a fault in wispy's firmware, not in "
                        r"the program \(please report it with these numbers\); the board reset and "
                        r"serves requests, and starts its flashed script again at the next reset\n",
                        r.stderr), r.stderr
    r = wispy("-p", faulty.socket, "eval", "6 * 7")  # and the next command works
    assert (r.returncode, r.stdout) == (0, "42\n")


@pytest.mark.parametrize("text", [
    "print('spinning')\nwhile True:\n    pass\n",
    # goes on after KeyboardInterrupt (a host tool's two, in a row, too): the board resets
    # itself at the third Ctrl-C
    "print('spinning')\nwhile True:\n    try:\n        try:\n            while True:\n"
    "                pass\n        except KeyboardInterrupt:\n            print('ignored')\n"
    "    except KeyboardInterrupt:\n        print('ignored twice')\n",
    # resets the board when interrupted: the count of Ctrl-C survives its resets
    "import machine\nprint('spinning')\ntry:\n    while True:\n        pass\nfinally:\n"
    "    while True:\n        try:\n            machine.reset()\n        except:\n"
    "            pass\n",
], ids=["spins", "ignores-ctrl-c", "resets-on-ctrl-c"])
def test_a_script_that_hangs_at_every_boot_never_locks_the_board_out(board, tmp_path, text):
    hang = script(tmp_path, "hang.py", text)
    terminal = serial.serial_for_url(board.pty, timeout=0.2)
    assert wispy("-p", board.socket, "flash", "-q", hang).returncode == 0
    assert "spinning" in boot_text(board.pty, wait_for="spinning", port=terminal)
    terminal.close()
    started = time.monotonic()
    r = wispy("-p", board.socket, "erase")
    assert r.returncode == 0, r.stderr
    assert time.monotonic() - started < 30
    assert wispy("-p", board.socket, "flash", "-q", hang).returncode == 0  # booting it again
    fine = script(tmp_path, "fine.py", "print('fine')\n")
    terminal = serial.serial_for_url(board.pty, timeout=0.2)
    r = wispy("-p", board.socket, "flash", "-q", fine)  # over it, while it spins
    assert r.returncode == 0, r.stderr
    assert "fine" in boot_text(board.pty, wait_for="fine", port=terminal)
    terminal.close()


def test_a_program_that_ignores_ctrl_c_is_stopped_by_a_reset(board, tmp_path):
    stubborn = script(tmp_path, "stubborn.py", "print('running')\nwhile True:\n    try:\n"
                                               "        while True:\n            pass\n"
                                               "    except KeyboardInterrupt:\n"
                                               "        print('ignored')\n")  # an attached tool's Ctrl-C is one
    started = time.monotonic()
    r = wispy("-p", board.socket, "run", stubborn, "--timeout", "1")
    assert r.returncode == 1 and r.stdout.startswith("running\nignored\n"), (r.stdout, r.stderr)
    assert "the program did not stop on Ctrl-C" in r.stderr
    assert "the board reset itself to stop it" in r.stderr
    assert time.monotonic() - started < 40
    r = wispy("-p", board.socket, "eval", "3 * 3")
    assert (r.returncode, r.stdout) == (0, "9\n")
