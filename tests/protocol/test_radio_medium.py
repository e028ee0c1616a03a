"""Two `wispy emulate` processes joined by `--radio-medium PATH` (a unix socket): each boots
a flashed script, and they play 20 rounds of ping-pong over the emulated radio, as two
micro:bits on a desk would. The first process serves the socket; the second joins at the
first one's virtual time (emulator/medium.py, RemoteMedium)."""

from __future__ import annotations

import sys

import pytest
import serial
from emulated import Emulated, boot_text

PING = """
import radio
from microbit import running_time
radio.on()
replies = 0
while replies < 20 and running_time() < 120000:
    radio.send('ping %d' % replies)
    deadline = running_time() + 50
    while running_time() < deadline:
        if radio.receive() == 'pong %d' % replies:
            replies += 1
            break
print('replies', replies)
"""

PONG = """
import radio
from microbit import running_time
radio.on()
answered = []
while len(answered) < 20 and running_time() < 120000:
    message = radio.receive()
    if message is not None and message.startswith('ping '):
        radio.send('pong ' + message[5:])
        if message not in answered:
            answered.append(message)
print('answered', len(answered))
"""


def flash_file(firmware, path, source: str) -> None:
    from wispy.compiler import compile_source
    from wispy.emulator import Board

    board = Board(firmware)
    board.load_image(compile_source(source, "main.py"))
    region = board.script_region
    path.write_bytes(bytes(board.uc.mem_read(region.start, region.size)))


@pytest.mark.skipif(sys.platform == "win32", reason="unix sockets")
def test_two_emulate_processes_exchange_messages_over_the_medium(firmware, tmp_path):
    socket_path = tmp_path / "air.sock"
    flash_file(firmware, tmp_path / "ping.bin", PING)
    flash_file(firmware, tmp_path / "pong.bin", PONG)
    ping = Emulated(firmware, tmp_path / "ping.bin", "--radio-medium", str(socket_path), "--seed", "1")
    try:
        ping_port = serial.serial_for_url(ping.socket, timeout=0.2)  # before it can print
        pong = Emulated(firmware, tmp_path / "pong.bin", "--radio-medium", str(socket_path), "--seed", "2")
        try:
            pong_out = boot_text(pong.socket, wait_for="answered", timeout=120)
            ping_out = boot_text(ping.socket, wait_for="replies", timeout=60, port=ping_port)
        finally:
            pong_err = pong.stop()
            ping_port.close()
    finally:
        ping_err = ping.stop()
    assert "answered 20" in pong_out, (pong_out, pong_err)
    assert "replies 20" in ping_out, (ping_out, ping_err)


@pytest.mark.skipif(sys.platform == "win32", reason="unix sockets")
def test_when_the_serving_process_ends_the_others_stop_and_say_why(firmware, tmp_path):
    socket_path = tmp_path / "air.sock"
    first = Emulated(firmware, tmp_path / "a.bin", "--radio-medium", str(socket_path))
    try:
        second = Emulated(firmware, tmp_path / "b.bin", "--radio-medium", str(socket_path))
    finally:
        first.stop()
    assert second.wait_dead(30) == 3
    assert "the radio medium's hub has gone (the process that served it ended)" in second.stop()
