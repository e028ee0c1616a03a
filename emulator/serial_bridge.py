"""UART0 of an emulated board on a pty or a TCP socket, so that pyserial tools (the flasher,
the REPL, a terminal program) talk to it as to a real board: `serial.Serial(bridge.url)` or
`serial.serial_for_url("socket://127.0.0.1:PORT")`.

Interactive runs are not reproducible (input arrives when the user types). Computation still
runs as fast as Unicorn can, but a firmware's sleeps are held to wall-clock time, so a
`sleep(1)` lasts a second and the firmware does not race through virtual time while it waits
for a keystroke.
"""

from __future__ import annotations

import os
import select
import socket
import threading
import time

from .machine import Board

SLICE = 0.01  # virtual seconds per run() call: the bridge's polling grain


class SerialBridge:
    def __init__(self, board: Board, kind: str = "pty", port: int = 0):
        self.board = board
        self.kind = kind
        self._stop = threading.Event()
        self._pending_out = bytearray()  # TCP: output kept until a client connects
        self._client = None
        if kind == "pty":
            import tty

            self._master, self._slave = os.openpty()
            tty.setraw(self._slave)  # keep the slave open: no EIO when a client closes
            os.set_blocking(self._master, False)
            self.url = os.ttyname(self._slave)
        elif kind == "tcp":
            self._server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self._server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self._server.bind(("127.0.0.1", port))
            self._server.listen(1)
            self._server.setblocking(False)
            self.url = f"socket://127.0.0.1:{self._server.getsockname()[1]}"
        else:
            raise ValueError(f"unknown bridge kind {kind!r}: use 'pty' or 'tcp'")

    # ---- host side ----

    def _fds(self) -> list:
        if self.kind == "pty":
            return [self._master]
        return [self._client] if self._client is not None else [self._server]

    def _write(self, data: bytes) -> None:
        if self.kind == "pty":
            try:
                os.write(self._master, data)
            except BlockingIOError:
                pass  # nobody reads: drop, as a UART with no listener would
        elif self._client is not None:
            try:
                self._client.sendall(data)
            except OSError:
                self._client = None
        else:
            self._pending_out += data

    def _read_input(self, wait: float) -> None:
        ready, _, _ = select.select(self._fds(), [], [], max(0.0, wait))
        if not ready:
            return
        if self.kind == "pty":
            try:
                data = os.read(self._master, 4096)
            except (BlockingIOError, OSError):
                return
        elif self._client is None:
            self._client, _ = self._server.accept()
            self._client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if self._pending_out:
                self._client.sendall(bytes(self._pending_out))
                self._pending_out.clear()
            return
        else:
            data = self._client.recv(4096)
            if not data:
                self._client.close()
                self._client = None
                return
        self.board.send(data)

    # ---- the loop ----

    def serve(self, duration: float | None = None) -> None:
        """Run the board and the bridge until stop() (from any thread) or `duration` wall
        seconds. Call from one thread only: Unicorn is used from the calling thread."""
        board = self.board
        ends = None if duration is None else time.monotonic() + duration
        while not self._stop.is_set() and (ends is None or time.monotonic() < ends):
            idle_before = board.idle_cycles
            result = board.run(timeout=SLICE, on_stdout=self._write, on_stderr=self._write)
            slept = (board.idle_cycles - idle_before) / board.clock_hz
            if result.reason in ("idle", "done", "no-program"):
                slept = max(slept, 0.05)  # nothing to do until input arrives
            self._read_input(slept)

    def stop(self) -> None:
        self._stop.set()

    def close(self) -> None:
        self.stop()
        if self.kind == "pty":
            os.close(self._master)
            os.close(self._slave)
        else:
            if self._client is not None:
                self._client.close()
            self._server.close()
