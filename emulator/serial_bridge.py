"""UART0 of an emulated board on a pty, a TCP socket or both, so that pyserial tools (the
flasher, the REPL, a terminal program) talk to it as to a real board: `serial.Serial(url)`
or `serial.serial_for_url("socket://127.0.0.1:PORT")`. A second TCP connection that opens
with CONTROL_HELLO drives the board's inputs (emulator/control.py). A `Lossy` link can drop, corrupt
and duplicate bytes in both directions, for testing the protocol's recovery.

Interactive runs are not reproducible (input arrives when the user types). Computation still
runs as fast as Unicorn can, but a firmware's sleeps are held to wall-clock time, so a
`sleep(1)` lasts a second and the firmware does not race through virtual time while it waits
for a keystroke.
"""

from __future__ import annotations

import json
import os
import random
import select
import socket
import threading
import time

from wispy.protocol import BUSY_TEXT  # a second client's answer, which the host tools know

from .control import CONTROL_HELLO, CONTROL_READY, ControlError, apply
from .machine import Board

SLICE = 0.01  # virtual seconds per run() call: the bridge's polling grain
IDLE_WAIT = 0.5  # wall seconds to block on the link at most while the firmware waits for input


class Lossy:
    """Spoils bytes at `rate` (0..1) per byte and direction: a spoiled byte is dropped,
    replaced by a random other byte, or sent twice (a third of the time each). Seeded, so
    a test's damage is the same for the same byte stream."""

    def __init__(self, rate: float, seed: int = 1):
        self.rate = rate
        self.rng = random.Random(seed)
        self.dropped = self.corrupted = self.duplicated = 0

    @classmethod
    def parse(cls, spec: str) -> Lossy:
        rate, _, seed = spec.partition(":")
        return cls(float(rate), int(seed or 1))

    def __call__(self, data: bytes) -> bytes:
        if not self.rate:
            return data
        out = bytearray()
        for b in data:
            if self.rng.random() >= self.rate:
                out.append(b)
                continue
            kind = self.rng.randrange(3)
            if kind == 0:
                self.dropped += 1
            elif kind == 1:
                self.corrupted += 1
                out.append(b ^ self.rng.randrange(1, 256))
            else:
                self.duplicated += 1
                out += bytes((b, b))
        return bytes(out)


class SerialBridge:
    """kind: "pty", "tcp" or "both" (`urls` lists every endpoint; `url` is the first)."""

    def __init__(self, board: Board, kind: str = "pty", port: int = 0, lossy: Lossy | None = None):
        self.medium = None  # a RemoteMedium (emulator/medium.py): the radio's boards elsewhere
        if kind not in ("pty", "tcp", "both"):
            raise ValueError(f"unknown bridge kind {kind!r}: use 'pty', 'tcp' or 'both'")
        self.board = board
        self.kind = kind
        self.lossy = lossy
        self._stop = threading.Event()
        self._pending_out = bytearray()  # TCP: output kept until a client connects
        self._client = None
        self._rejected: list = []  # (close at, socket) of clients told the board is busy
        self._fresh = False  # the serial client has sent nothing yet (it may be a control one)
        self._controls: dict = {}  # control connections (emulator/control.py): socket -> bytes in
        self._replies: list = []  # (virtual cycle, socket, line): answers due once the board is there
        self._master = self._slave = self._server = None
        self.urls: list[str] = []
        if kind in ("pty", "both"):
            import tty

            self._master, self._slave = os.openpty()
            tty.setraw(self._slave)  # keep the slave open: no EIO when a client closes
            os.set_blocking(self._master, False)
            self.urls.append(os.ttyname(self._slave))
        if kind in ("tcp", "both"):
            self._server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self._server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self._server.bind(("127.0.0.1", port))
            self._server.listen(1)
            self._server.setblocking(False)
            self.urls.append(f"socket://127.0.0.1:{self._server.getsockname()[1]}")
        self.url = self.urls[0]

    # ---- host side ----

    def _fds(self) -> list:
        fds = []
        if self._master is not None:
            fds.append(self._master)
        if self._server is not None:
            fds.append(self._server)  # a second client is told the board is busy
            if self._client is not None:
                fds.append(self._client)
            fds += [client for _, client in self._rejected]  # one may say CONTROL_HELLO
            fds += list(self._controls)
        return fds

    def _write(self, data: bytes) -> None:
        if self.lossy is not None:
            data = self.lossy(data)
        if self._master is not None:
            try:
                os.write(self._master, data)
            except (BlockingIOError, OSError):
                pass  # nobody reads: drop, as a UART with no listener would
        if self._server is not None:
            if self._client is not None:
                try:
                    self._client.sendall(data)
                except OSError:
                    self._client = None
            elif self.kind == "tcp":
                self._pending_out += data

    def _read_input(self, wait: float) -> bool:
        """Wait up to `wait` wall seconds for the link; True if any bytes came."""
        ready, _, _ = select.select(self._fds(), [], [], max(0.0, wait))
        got = False
        for fd in ready:
            data = b""
            if fd is self._master:
                try:
                    data = os.read(self._master, 4096)
                except (BlockingIOError, OSError):
                    continue
            elif fd is self._server:
                try:
                    client, _ = self._server.accept()
                except OSError:
                    continue
                if self._client is not None:  # one client at a time: say so, not silence
                    try:  # kept open a while: a closed socket would read as a lost link
                        client.sendall(BUSY_TEXT)
                    except OSError:
                        pass
                    self._rejected.append((time.monotonic() + 10.0, client))
                    continue
                self._client, self._fresh = client, True
                self._client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                if self._pending_out:
                    self._client.sendall(bytes(self._pending_out))
                    self._pending_out.clear()
                continue
            elif fd is not self._client:  # a control connection, or a busy one that may become one
                self._control_input(fd)
                continue
            else:
                try:
                    data = self._client.recv(4096)
                except OSError:
                    data = b""
                if not data:
                    self._client.close()
                    self._client = None
                    continue
                if self._fresh and data.startswith(CONTROL_HELLO):  # the first client was a control one
                    control, self._client = self._client, None
                    self._controls[control] = b""
                    control.sendall(CONTROL_READY)
                    self._control_lines(control, data[len(CONTROL_HELLO):])
                    continue
                self._fresh = False
            if self.lossy is not None:
                data = self.lossy(data)
            # on the RX wire at the baud rate, as from a real USB serial chip: a burst does
            # not land in the firmware's buffer all at once
            self.board.uart_input(data)
            got = got or bool(data)
        # a rejected client is closed after a while (it may still be reading the text)
        while self._rejected and self._rejected[0][0] < time.monotonic():
            self._rejected.pop(0)[1].close()
        return got

    # ---- control connections (emulator/control.py) ----

    def _control_input(self, sock) -> None:
        try:
            data = sock.recv(4096)
        except OSError:
            data = b""
        rejected = next((entry for entry in self._rejected if entry[1] is sock), None)
        if not data:
            if rejected is not None:
                self._rejected.remove(rejected)
            self._controls.pop(sock, None)
            self._replies = [r for r in self._replies if r[1] is not sock]
            sock.close()
            return
        if rejected is not None:  # told the board is busy: a control client says so next
            if not data.startswith(CONTROL_HELLO):
                return  # anything else from it is dropped, as before
            self._rejected.remove(rejected)
            self._controls[sock] = b""
            sock.sendall(CONTROL_READY)
            data = data[len(CONTROL_HELLO):]
        self._control_lines(sock, data)

    def _control_lines(self, sock, data: bytes) -> None:
        """Apply every whole JSON line received; each answer waits until the board's virtual
        time has passed the op's wait (a press's hold and pause)."""
        buffer = self._controls[sock] + data
        *lines, self._controls[sock] = buffer.split(b"\n")
        for line in lines:
            answer, wait = {"error": f"a control request is a JSON object, not {line[:60]!r}"}, 0.0
            try:
                request = json.loads(line)
            except ValueError:
                request = None
            if isinstance(request, dict):
                try:
                    result, wait = apply(self.board, request.get("op"), request.get("args", {}))
                    answer = {"ok": result}
                except ControlError as error:
                    answer = {"error": str(error)}
                except Exception as error:  # noqa: BLE001 - a client's request never stops the board
                    answer = {"error": f"{request.get('op')}: {type(error).__name__}: {error}"}
            due = self.board.now() + round(wait * self.board.clock_hz)
            self._replies.append((due, sock, json.dumps(answer).encode() + b"\n"))
        self._send_replies()

    def _send_replies(self) -> None:
        now = self.board.now()
        for reply in [r for r in self._replies if r[0] <= now]:
            self._replies.remove(reply)
            try:
                reply[1].sendall(reply[2])
            except OSError:
                pass

    def _next_reply(self) -> float | None:
        """Virtual seconds until the next control answer is due, if any."""
        if not self._replies:
            return None
        return max(0, min(r[0] for r in self._replies) - self.board.now()) / self.board.clock_hz

    # ---- the loop ----

    def serve(self, duration: float | None = None) -> None:
        """Run the board and the bridge until stop() (from any thread) or `duration` wall
        seconds. Call from one thread only: Unicorn is used from the calling thread."""
        board = self.board
        board.on_input_wait = lambda: False  # input comes from the link: sleep on
        ends = None if duration is None else time.monotonic() + duration
        step = SLICE
        medium = self.medium
        while not self._stop.is_set() and (ends is None or time.monotonic() < ends):
            run_for = step
            if medium is not None:  # boards in other processes: run no further than they allow
                run_for = medium.limit_step(step)
                if run_for is None:
                    continue
            idle_before = board.idle_cycles
            result = board.run(timeout=run_for, on_stdout=self._write, on_stderr=self._write)
            if medium is not None:
                medium.stepped(result.reason)
            slept = (board.idle_cycles - idle_before) / board.clock_hz
            step = SLICE
            if board.waiting_for_input:
                # Only input can wake the firmware before its next timed event: block on
                # the link until then (at most IDLE_WAIT), and let the next run catch
                # virtual time up with the wall seconds waited, in one jump. Idle costs a
                # couple of wake-ups a second instead of one per slice.
                wait = IDLE_WAIT if medium is None else SLICE  # the others wait for this board
                for later in (board.next_event_time(), self._next_reply()):
                    if later is not None:
                        wait = min(wait, later)
                started = time.monotonic()
                self._read_input(wait)
                step = max(SLICE, time.monotonic() - started)
                self._send_replies()
                continue
            if result.reason == "idle":
                slept = max(slept, 0.05)  # nothing to do until input arrives
            elif board.uart.wire:
                slept = 0.0  # bytes still on the RX wire: no reason to make the host wait
            self._read_input(slept)
            self._send_replies()

    def stop(self) -> None:
        self._stop.set()

    def close(self) -> None:
        self.stop()
        if self._master is not None:
            os.close(self._master)
            os.close(self._slave)
        if self._server is not None:
            if self._client is not None:
                self._client.close()
            for client in [c for _, c in self._rejected] + list(self._controls):
                client.close()
            self._server.close()
