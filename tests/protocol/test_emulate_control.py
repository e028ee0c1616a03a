"""`wispy emulate`'s control connection (emulator/control.py) as a client meets it: a second
TCP connection to the serial port that opens with CONTROL_HELLO, before or after the serial
client, with JSON lines whose answers come once the op's virtual wait has passed."""

from __future__ import annotations

import json
import socket

from emulated import Emulated, wispy

from wispy.emulator.control import CONTROL_HELLO, CONTROL_READY, RemoteControl
from wispy.protocol import BUSY_TEXT


def _port(url: str) -> tuple[str, int]:
    host, port = url.removeprefix("socket://").split(":")
    return host, int(port)


def test_a_control_client_first_then_the_serial_one(firmware, tmp_path):
    board = Emulated(firmware, tmp_path / "flash.bin")
    try:
        control = RemoteControl.connect(board.socket)  # no serial client yet: it takes the slot
        assert control is not None
        assert control.call("display", {}) == "\n".join(["00000"] * 5)
        # ... and gives it back: the serial client that comes next is the serial one
        script = tmp_path / "count.py"
        script.write_text("from microbit import *\nsleep(300)\nprint(button_a.get_presses())\n")
        run = wispy("-p", board.socket, "run", str(script), timeout=60)
        assert run.returncode == 0 and run.stdout == "0\n", run.stderr
        edges = control.call("pin_edges", {"pin": "pin1"})
        control.call("set_pin", {"pin": "pin1", "level": 1})
        assert control.call("pin_edges", {"pin": "pin1"})[len(edges):][-1][1] == 1
    finally:
        board.stop()


def test_a_busy_port_says_so_unless_the_second_client_asks_for_control(firmware, tmp_path):
    board = Emulated(firmware, tmp_path / "flash.bin")
    try:
        serial_client = socket.create_connection(_port(board.socket), timeout=10)
        serial_client.sendall(b"\x03")  # the serial slot is taken
        other = socket.create_connection(_port(board.socket), timeout=10)
        assert other.recv(len(BUSY_TEXT)) == BUSY_TEXT  # as before: told, not silence
        other.sendall(CONTROL_HELLO + json.dumps({"op": "press", "args": {"button": "Z"}}).encode()
                      + b"\nnot json\n" + json.dumps({"op": "fly", "args": {}}).encode() + b"\n")
        received = b""
        while received.count(b"\n") < 4:
            received += other.recv(4096)
        ready, *answers = received.split(b"\n")[:4]
        assert ready + b"\n" == CONTROL_READY
        assert json.loads(answers[0]) == {"error": "the board has no button 'Z' (it has A, B)"}
        assert json.loads(answers[1])["error"].startswith("a control request is a JSON object")
        assert json.loads(answers[2])["error"].startswith("there is no control op 'fly'")
        other.close()
        serial_client.close()
    finally:
        board.stop()


def test_a_real_board_or_a_pty_has_no_control(firmware, tmp_path):
    board = Emulated(firmware, tmp_path / "flash.bin")
    try:
        assert RemoteControl.connect(board.pty) is None  # not a TCP port: nothing to ask
    finally:
        board.stop()
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)  # something that accepts and never answers (not wispy emulate)
    try:
        url = "socket://127.0.0.1:%d" % listener.getsockname()[1]
        assert RemoteControl.connect(url, timeout=0.5) is None
    finally:
        listener.close()
