"""UART0 over a pty and over TCP, as pyserial sees it (the port probe echoes what it gets)."""

from __future__ import annotations

import sys
import threading
import time

import emulator_fixtures
import pytest
import serial
from wispy.emulator import Board
from wispy.emulator.serial_bridge import SerialBridge

port_probe = emulator_fixtures.port_probe  # the fixture (see emulator_fixtures.py)


@pytest.mark.parametrize("kind", ["pty", "tcp"])
def test_pyserial_talks_to_the_board(port_probe, kind):
    if kind == "pty" and sys.platform == "win32":
        pytest.skip("no pty on Windows")
    bridge = SerialBridge(Board(port_probe), kind)
    # open before the board runs: pyserial empties a pty's input when it opens it, and on a
    # loaded machine the probe's first line could come (and be dropped) before the open
    port = serial.serial_for_url(bridge.url, timeout=5)
    thread = threading.Thread(target=bridge.serve, kwargs={"duration": 20}, daemon=True)
    thread.start()
    try:
        seen = b""
        deadline = time.monotonic() + 10
        while b"echo>" not in seen and time.monotonic() < deadline:
            seen += port.read(1)
        assert b"probe: port up" in seen and b"echo>" in seen
        port.write(b"hi")
        echoed = b""
        while b"hi" not in echoed and time.monotonic() < deadline:
            echoed += port.read(1)
        assert echoed.strip() == b"hi"
        port.close()
    finally:
        bridge.stop()
        thread.join(5)
        bridge.close()
