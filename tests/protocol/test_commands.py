"""Every board command against `wispy emulate`, through its pty or its TCP port and pyserial."""

from __future__ import annotations

import time

import pytest
from emulated import Emulated, boot_text, wispy
from wispy.build import script_image_max
from wispy.protocol import PROTOCOL_VERSION


@pytest.fixture
def board(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    yield emu
    emu.stop()


def script(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_info_on_the_pty_and_on_the_socket(board):
    for url in (board.pty, board.socket):
        r = wispy("-p", url, "info")
        assert r.returncode == 0, r.stderr
        assert "microbit-v1" in r.stdout and f"protocol {PROTOCOL_VERSION}," in r.stdout
        assert f"images up to {script_image_max('microbit-v1'):,} B" in r.stdout  # the region less its two commit records
    heap_free = int(r.stdout.split("B free now")[0].split()[-1].replace(",", ""))
    assert heap_free > 12_000


def test_the_option_is_accepted_after_the_command(board):
    r = wispy("info", "-p", board.socket)
    assert r.returncode == 0 and "microbit-v1" in r.stdout


def test_run_streams_output_and_returns_the_scripts_status(board, tmp_path):
    ok = script(tmp_path, "ok.py", "for i in range(3):\n    print('line', i)\n")
    r = wispy("-p", board.pty, "run", ok)
    assert (r.returncode, r.stdout) == (0, "line 0\nline 1\nline 2\n")

    bad = script(tmp_path, "bad.py", "print('before')\nx = 1 // 0\n")
    r = wispy("-p", board.pty, "run", bad)
    assert r.returncode == 1 and r.stdout == "before\n"
    assert 'File "bad.py", line 2, in <module>' in r.stderr
    assert "    x = 1 // 0" in r.stderr  # the host adds the source line
    assert "ZeroDivisionError" in r.stderr

    ex = script(tmp_path, "ex.py", "raise SystemExit(7)\n")
    assert wispy("-p", board.socket, "run", ex).returncode == 7


def test_exec_and_eval(board):
    r = wispy("-p", board.socket, "exec", "x = 6\nprint(x * 7)")
    assert (r.returncode, r.stdout) == (0, "42\n")
    r = wispy("-p", board.socket, "eval", "2 ** 70")
    assert (r.returncode, r.stdout) == (0, f"{2 ** 70}\n")
    r = wispy("-p", board.socket, "eval", "'a' + 'b'")
    assert r.stdout == "'ab'\n"
    r = wispy("-p", board.socket, "exec", "undefined_name")
    assert r.returncode == 1 and "NameError" in r.stderr


def test_endless_loop_with_timeout_stops_on_the_board(board, tmp_path):
    loop = script(tmp_path, "loop.py", "n = 0\nwhile True:\n    n += 1\n")
    started = time.monotonic()
    r = wispy("-p", board.socket, "run", loop, "--timeout", "2")
    assert r.returncode == 124
    assert time.monotonic() - started < 20
    assert "KeyboardInterrupt" in r.stderr and "--timeout" in r.stderr
    # the board answers the next command at once
    r = wispy("-p", board.socket, "eval", "1 + 1")
    assert (r.returncode, r.stdout) == (0, "2\n")


def test_flash_survives_a_restart_and_writes_only_changed_pages(firmware, tmp_path):
    flash = tmp_path / "flash.bin"
    big = "".join(f"v{i} = 'string number {i} and some padding'\n" for i in range(120))
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()  # the same file name: only the last line differs
    first = script(tmp_path / "one", "main.py", big + "print('version one')\n")
    second = script(tmp_path / "two", "main.py", big + "print('version two')\n")

    emu = Emulated(firmware, flash)
    try:
        r = wispy("-p", emu.socket, "flash", "-q", first)
        assert r.returncode == 0, r.stderr
        assert "verified" in r.stdout
        r = wispy("-p", emu.socket, "flash", "-q", first)
        assert "already has this script" in r.stdout  # nothing written
        r = wispy("-p", emu.socket, "flash", "-q", second)
        assert r.returncode == 0, r.stderr
        pages = int(r.stdout.split(" of ")[1].split()[0])
        sent = int(r.stdout.split(":")[1].split(" of ")[0])
        copied = int(r.stdout.split("sent, ")[1].split()[0])
        # the header (its CRC) on page 0 and the new line near the end changed; the pages in
        # between are copied on the board from the booting image, not sent again
        assert pages >= 5 and sent <= 2 and copied == pages - sent, r.stdout
    finally:
        emu.stop()

    emu = Emulated(firmware, flash)  # power off, power on: the flashed script runs at boot
    try:
        assert "version two" in boot_text(emu.pty, wait_for="version two")
        r = wispy("-p", emu.socket, "info")
        assert "update 2" in r.stdout
    finally:
        emu.stop()


def test_reset_runs_the_flashed_script_again(board, tmp_path):
    main = script(tmp_path, "main.py", "print('booted')\n")
    r = wispy("-p", board.socket, "flash", "--no-reset", main)
    assert r.returncode == 0 and "flashing" in r.stderr  # the progress bar
    import serial

    terminal = serial.serial_for_url(board.pty, timeout=0.2)  # a terminal program on the pty
    r = wispy("-p", board.socket, "reset")
    assert r.returncode == 0
    # plain text, no frames: the script's output as a terminal shows it
    assert boot_text(board.pty, wait_for="booted", port=terminal).endswith("booted\n")


def test_soft_reset_and_erase(board, tmp_path):
    main = script(tmp_path, "main.py", "print('x')\n")
    assert wispy("-p", board.socket, "flash", "-q", main).returncode == 0
    r = wispy("-p", board.socket, "soft-reset")
    assert r.returncode == 0
    r = wispy("-p", board.socket, "erase")
    assert r.returncode == 0
    r = wispy("-p", board.socket, "info")
    assert "script:             none" in r.stdout


def test_devs_lists_ports(board):
    r = wispy("devs")
    assert r.returncode == 0


def test_a_board_command_with_no_port_and_no_microbit_says_so(tmp_path):
    r = wispy("erase")
    assert r.returncode != 0 and "no micro:bit is attached" in r.stderr


def test_nothing_answered(tmp_path):
    import socket

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    r = wispy("-p", f"socket://127.0.0.1:{port}", "info")
    server.close()
    assert r.returncode != 0 and "nothing answered" in r.stderr


def test_something_that_is_not_wispy_answered(tmp_path):
    import socket
    import threading

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]

    def chatter():
        conn, _ = server.accept()
        conn.settimeout(0.2)
        for _ in range(60):
            try:
                if conn.recv(100):
                    conn.sendall(b">>> MicroPython v1.22\r\n")
            except OSError:
                pass
        conn.close()

    t = threading.Thread(target=chatter, daemon=True)
    t.start()
    r = wispy("-p", f"socket://127.0.0.1:{port}", "info")
    server.close()
    assert r.returncode != 0
    assert "not wispy" in r.stderr and "MicroPython" in r.stderr


def test_a_board_that_goes_away_mid_command_is_reported(firmware, tmp_path):
    emu = Emulated(firmware, tmp_path / "flash.bin")
    loop = script(tmp_path, "loop.py", "while True:\n    pass\n")
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "wispy", "-p", emu.socket, "run", loop],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(3)
    emu.proc.kill()  # unplugged
    emu.proc.wait()
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 1
    assert "unplugged" in err and "run the command again" in err, err
    emu = Emulated(firmware, tmp_path / "flash.bin")  # plugged in again: the command works
    try:
        ok = script(tmp_path, "ok.py", "print('again')\n")
        r = wispy("-p", emu.socket, "run", ok)
        assert (r.returncode, r.stdout) == (0, "again\n")
    finally:
        emu.stop()


def test_ctrl_c_interrupts_the_program_on_the_board(board, tmp_path):
    import signal
    import subprocess
    import sys

    loop = script(tmp_path, "spin.py", "print('spinning')\nwhile True:\n    pass\n")
    proc = subprocess.Popen([sys.executable, "-m", "wispy", "-p", board.socket, "run", loop],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    first = proc.stdout.readline()  # the program is running on the board
    assert first == "spinning\n" and time.monotonic() < deadline
    proc.send_signal(signal.SIGINT)  # what Ctrl-C in the terminal does
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert 'File "spin.py", line' in err and err.endswith("KeyboardInterrupt\n")  # on the board
    r = wispy("-p", board.socket, "eval", "3 * 3")
    assert (r.returncode, r.stdout) == (0, "9\n")


def test_version_mismatch_names_both_sides(tmp_path):
    """A board whose firmware was built from other definitions (another ABI hash)."""
    import socket
    import threading

    from wispy import protocol as P

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]

    def old_board():
        conn, _ = server.accept()
        deframer = P.Deframer()
        conn.settimeout(10)
        while True:
            data = conn.recv(4096)
            if not data:
                break
            for item in deframer.feed(data):
                if isinstance(item, P.Frame) and item.type == P.HELLO:
                    fields = dict.fromkeys(P.INFO_REPLY.fields, 0)
                    fields.update(protocol=1, record=255, image_version=1, abi=0x12345678,
                                  script_start=0x10000, script_size=0x30000, page_size=1024,
                                  image_max=97280, firmware_size=30000, heap_bytes=13792,
                                  heap_free=12752)
                    info = P.INFO_REPLY.pack(**fields)
                    info += bytes((5,)) + b"0.0.9" + bytes((11,)) + b"microbit-v1"
                    conn.sendall(P.encode_frame(P.OK, item.seq, info))
        conn.close()

    threading.Thread(target=old_board, daemon=True).start()
    r = wispy("-p", f"socket://127.0.0.1:{port}", "info")
    server.close()
    assert r.returncode != 0
    assert "version mismatch" in r.stderr
    assert "host wispy" in r.stderr and "ABI 0x12345678" in r.stderr and "0.0.9" in r.stderr


def test_ctrl_c_wakes_a_program_sleeping_on_the_board(board, tmp_path):
    """time.sleep idles the CPU until its deadline or an interrupt: Ctrl-C (the INTR byte's
    UART interrupt) ends the sleep at once with KeyboardInterrupt, not after 60 s."""
    import signal
    import subprocess
    import sys

    nap = script(tmp_path, "nap.py", "import time\nprint('sleeping')\nwhile True:\n"
                                     "    time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-m", "wispy", "-p", board.socket, "run", nap],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "sleeping\n"
    time.sleep(1)  # well inside the first sleep
    started = time.monotonic()
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert time.monotonic() - started < 15
    assert proc.returncode == 130
    assert 'File "nap.py", line 4, in <module>' in err and err.endswith("KeyboardInterrupt\n")
    r = wispy("-p", board.socket, "eval", "3 * 3")
    assert (r.returncode, r.stdout) == (0, "9\n")
    # and --timeout stops a sleeping program the same way
    started = time.monotonic()
    r = wispy("-p", board.socket, "run", nap, "--timeout", "2")
    assert r.returncode == 124 and "KeyboardInterrupt" in r.stderr
    assert time.monotonic() - started < 30


def test_a_board_that_resets_mid_command_is_reported_and_the_command_works_again(board, tmp_path):
    """The program resets the chip (as a reset button or a watchdog would): the host notices
    that the board answers requests again instead of running the program, says so, and the
    next command works."""
    gone = script(tmp_path, "gone.py", "import machine\nprint('resetting')\nmachine.reset()\n")
    started = time.monotonic()
    r = wispy("-p", board.socket, "run", gone)
    assert r.returncode == 1 and r.stdout == "resetting\n"
    assert "the board reset while the program ran" in r.stderr
    assert "run the command again" in r.stderr
    assert time.monotonic() - started < 30
    ok = script(tmp_path, "ok.py", "print('back')\n")
    r = wispy("-p", board.socket, "run", ok)
    assert (r.returncode, r.stdout) == (0, "back\n")


def test_a_silent_program_is_not_taken_for_a_reset(board, tmp_path):
    """While a program runs quietly the host asks now and then whether the board still runs
    it (an INFO the running board leaves unread): a long quiet sleep is not a reset."""
    quiet = script(tmp_path, "quiet.py", "import time\nprint('a')\ntime.sleep(8)\nprint('b')\n")
    r = wispy("-p", board.socket, "run", quiet)
    assert (r.returncode, r.stdout, r.stderr) == (0, "a\nb\n", "")


def test_diagnosis_through_a_pty(tmp_path):
    """A serial device (a pty here) where nothing answers, then one where a MicroPython
    board answers: each gets its own sentence."""
    import os
    import threading
    import tty

    master, slave = os.openpty()
    tty.setraw(slave)
    path = os.ttyname(slave)
    try:
        r = wispy("-p", path, "info")
        assert r.returncode == 1
        assert f"nothing answered on {path}" in r.stderr and "firmware flashed?" in r.stderr

        stop = threading.Event()

        def micropython():  # answers anything with its banner, as a MicroPython board would
            while not stop.is_set():
                import select

                if select.select([master], [], [], 0.1)[0]:
                    os.read(master, 4096)
                    os.write(master, b"\r\nMicroPython v1.22.0 on 2024-01-01; micro:bit\r\n>>> ")

        t = threading.Thread(target=micropython, daemon=True)
        t.start()
        r = wispy("-p", path, "info")
        stop.set()
        t.join()
        assert r.returncode == 1
        assert f"something answered on {path} that is not wispy" in r.stderr
        assert "MicroPython v1.22.0" in r.stderr
    finally:
        os.close(master)
        os.close(slave)


def test_board_only_options_are_refused_with_a_port(board, tmp_path):
    ok = script(tmp_path, "ok.py", "print(1)\n")
    r = wispy("-p", board.socket, "run", ok, "--press", "A@0.5")
    assert r.returncode != 0 and "--press" in r.stderr and "without -p" in r.stderr
