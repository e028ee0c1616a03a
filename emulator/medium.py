"""The air between emulated boards: a `Medium` that boards in one process attach to, which
carries each packet a board's RADIO sends to every other board's RADIO (emulator/peripherals/
radio.py decides what each one hears), and runs the boards together in virtual time.

Lockstep by lookahead (a conservative parallel simulation): a board may run ahead of another
only as far as the other's radio could not yet have put a packet's address on the air
(`Radio.horizon`: 140 us of TXEN ramp-up plus a preamble and address from a radio that is not
transmitting, the end of its packet from one that is). The board furthest behind runs next,
up to the earliest horizon of the others, so every packet is known to each receiver before
the receiver reaches the moment it would hear it, and a run is reproducible: the same boards,
programs and seed give the same packets at the same cycles, whatever the host.

Loss: with `loss=p`, each packet is lost for each receiver with probability p, drawn from a
generator seeded by `seed`, in the order packets are sent, so the same seed loses the same
packets. Path loss: every receiver hears a packet at TXPOWER - path_loss_db dBm."""

from __future__ import annotations

import json
import os
import random
import select
import socket
import threading
from dataclasses import dataclass

from .errors import EmulatorError
from .peripherals.radio import AirPacket, encode


@dataclass
class Delivery:
    """One packet put on the air: when, by which board, on which channel, what payload,
    and the boards it was lost for (loss)."""

    cycle: int
    sender: int  # index of the board in Medium.boards, -1 for a packet injected
    frequency: int
    payload: bytes
    lost_for: tuple[int, ...] = ()


class Medium:
    def __init__(self, *, loss: float = 0.0, seed: int = 0, path_loss_db: int = 60):
        if not 0.0 <= loss <= 1.0:
            raise EmulatorError(f"a loss is a probability from 0 to 1, not {loss}")
        self.loss = loss
        self.path_loss_db = path_loss_db
        self.random = random.Random(seed)
        self.boards: list = []
        self.log: list[Delivery] = []

    def attach(self, board):
        """Put a board's RADIO on this medium; returns the board."""
        radio = board.peripherals.get("RADIO")
        if radio is None:
            raise EmulatorError(f"the board {board.config['board']['name']} has no RADIO model")
        if radio.medium is not None:
            raise EmulatorError("the board's radio is already on a medium")
        radio.medium = self
        self.boards.append(board)
        return board

    def _radios(self):
        return [board.peripherals["RADIO"] for board in self.boards]

    def transmit(self, sender, packet) -> None:
        """A radio put `packet` on the air (at its TX START): every other radio hears of it."""
        packet.rssi = max(0, min(127, packet.rssi + self.path_loss_db))
        radios = self._radios()
        lost = []
        for index, radio in enumerate(radios):
            if radio is sender:
                continue
            if self.loss and self.random.random() < self.loss:
                lost.append(index)
                continue
            radio.incoming(packet)
        index = radios.index(sender) if sender in radios else -1  # -1: injected
        self.log.append(Delivery(packet.start, index, packet.frequency, packet.payload, tuple(lost)))

    def inject(self, message: bytes | str, *, at: float | None = None, channel: int = 7, group: int = 0,
               address: int = 0x75626974, data_rate: int = 0, power: int = 6, length: int = 32) -> None:
        """A packet from a board that is not emulated, as MicroPython's radio would send it
        with these settings (config()'s names; a str gets send()'s 01 00 01 prefix), its
        START at `at` virtual seconds since power-on (None: now). Every attached board may
        hear it; call before the boards have run past `at`."""
        data = b"\x01\x00\x01" + message.encode() if isinstance(message, str) else bytes(message)
        data = data[:length]
        regs = {"PCNF0": 8, "PCNF1": 0x0204_0000 | length, "CRCCNF": 2, "CRCPOLY": 0x11021, "CRCINIT": 0xFFFF,
                "DATAWHITEIV": 0x18, "MODE": data_rate, "FREQUENCY": channel,
                "TXPOWER": (-30, -20, -16, -12, -8, -4, 0, 4)[power] & 0xFF}
        if not self.boards:
            raise EmulatorError("no board is attached to the medium")
        cycle = max(b.now() for b in self.boards) + 1 if at is None else round(at * self.boards[0].clock_hz)
        late = [i for i, b in enumerate(self.boards) if b.now() > cycle]
        if late:
            raise EmulatorError(f"boards {late} have run past {at} s: inject before running them there")
        packet, _ = encode("injected", cycle, bytes([len(data)]) + data, regs, (4, address & 0xFFFFFFFF, group & 0xFF))
        self.transmit(None, packet)

    def run(self, timeout: float | None = 10.0, *, outputs: list | None = None, until=None) -> list:
        """Run every board until all their programs have ended, `timeout` virtual seconds
        have passed (from the board furthest ahead), or `until()` is true (asked after each
        step). Returns each board's reason ("done", "no-program", "timeout", "until",
        "idle" when its program ended some other way). `outputs`, if given, is a list of
        (stdout, stderr) bytearrays per board that gets what each board prints."""
        boards = self.boards
        if not boards:
            raise EmulatorError("no board is attached to the medium")
        hz = boards[0].clock_hz
        end = None if timeout is None else max(b.now() for b in boards) + round(timeout * hz)
        reasons: list[str | None] = [None] * len(boards)
        sinks = outputs if outputs is not None else [(bytearray(), bytearray()) for _ in boards]
        while True:
            if all(r in ("done", "no-program") for r in reasons):
                break
            if until is not None and until():
                return [r or "until" for r in reasons]
            nows = [b.now() for b in boards]
            radios = self._radios()
            index = min(range(len(boards)), key=lambda i: (nows[i], i))
            if end is not None and nows[index] >= end:
                break
            others = [radios[j].horizon(nows[j]) for j in range(len(boards)) if j != index]
            target = min(others) if others else (end if end is not None else nows[index] + (1 << 24))
            if end is not None:
                target = min(target, end)
            board = boards[index]
            out, err = sinks[index]
            result = board.run(timeout=(target - nows[index]) / hz, on_stdout=out.extend, on_stderr=err.extend)
            if result.reason in ("done", "no-program"):
                reasons[index] = reasons[index] or result.reason
            elif result.reason in ("idle", "input") and board.now() < target:
                board.idle_cycles += target - board.now()  # asleep (or served): time passes
        return [r or "timeout" for r in reasons]


# ---------------------------------------------------------------- boards in other processes
#
# `wispy emulate --radio-medium PATH`: each process joins the unix socket PATH; the first one
# to find no one there serves it (a hub thread that passes every message on to the others).
# Messages are JSON lines: "hello" -> "welcome" (the joiner's id and the virtual time of the
# boards there, which its board jumps to: it was "off" until then), "time" (a board's cycle and
# its radio's horizon, after every step), "packet" (an AirPacket at its TX START), "left".
# The same lookahead as Medium.run: a board runs only up to the smallest horizon the others
# announced, and a sender's packet reaches the hub before the time that lets others pass it.
# Loss is drawn per packet and receiver from (seed, sender, cycle, receiver), so it does not
# depend on the order in which the hub passes messages on.


class _Hub:
    """The socket's server: passes each client's messages on to the others."""

    def __init__(self, server):
        self.server = server
        self.clients: dict[int, object] = {}
        self.times: dict[int, dict] = {}
        self.next_id = 0
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _send(self, conn, message: dict) -> None:
        try:
            conn.sendall((json.dumps(message) + "\n").encode())
        except OSError:
            pass

    def _serve(self, conn) -> None:
        with self.lock:
            me = self.next_id
            self.next_id += 1
            now = max((t["now"] for t in self.times.values()), default=0)
            self._send(conn, {"op": "welcome", "id": me, "now": now})
            for other, t in self.times.items():
                self._send(conn, {**t, "op": "time", "id": other})
            self.clients[me] = conn
        reader = conn.makefile("rb")
        try:
            for line in reader:
                message = json.loads(line)
                message["id"] = me
                with self.lock:
                    if message.get("op") == "time":
                        self.times[me] = message
                    for other, c in self.clients.items():
                        if other != me:
                            self._send(c, message)
        except (OSError, ValueError):
            pass
        with self.lock:
            self.clients.pop(me, None)
            self.times.pop(me, None)
            for c in self.clients.values():
                self._send(c, {"op": "left", "id": me})


class RemoteMedium:
    """A board's radio on the medium at the unix socket `path`, shared with boards in other
    processes (`wispy emulate --radio-medium PATH`). The run loop calls `poll()` before each
    step, runs at most to `bound()`, and calls `publish()` after it."""

    def __init__(self, path, board, *, loss: float = 0.0, seed: int = 0, path_loss_db: int = 60):
        if not 0.0 <= loss <= 1.0:
            raise EmulatorError(f"a loss is a probability from 0 to 1, not {loss}")
        self.board, self.loss, self.seed, self.path_loss_db = board, loss, seed, path_loss_db
        self.radio = board.peripherals.get("RADIO")
        if self.radio is None:
            raise EmulatorError(f"the board {board.config['board']['name']} has no RADIO model")
        self.hub = None
        for _ in range(50):
            self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                self.sock.connect(str(path))
                break
            except OSError:
                self.sock.close()
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                if os.path.exists(path):
                    os.unlink(path)  # a socket left by a process that ended
                server.bind(str(path))
                server.listen()
                self.hub = _Hub(server)
            except OSError:
                server.close()  # another process got there first: connect to it
        else:
            raise EmulatorError(f"could not join the radio medium at {path}")
        self.others: dict[int, int] = {}  # id -> the horizon it announced
        self.log: list[Delivery] = []
        self._buffer = b""
        self._send({"op": "hello"})
        self.id = None
        while self.id is None:
            for message in self._receive(5.0):
                if message["op"] == "welcome":
                    self.id = message["id"]
                    if message["now"] > board.now():
                        board.idle_cycles += message["now"] - board.now()  # joins at the others' time
                else:
                    self._handle(message)
        self.radio.medium = self
        self.publish()

    GONE = "the radio medium's hub has gone (the process that served it ended)"

    def _send(self, message: dict) -> None:
        try:
            self.sock.sendall((json.dumps(message) + "\n").encode())
        except OSError:
            raise EmulatorError(self.GONE) from None

    def _receive(self, timeout: float) -> list[dict]:
        ready, _, _ = select.select([self.sock], [], [], timeout)
        if not ready:
            return []
        try:
            data = self.sock.recv(1 << 16)
        except OSError:
            data = b""
        if not data:
            raise EmulatorError(self.GONE)
        self._buffer += data
        *lines, self._buffer = self._buffer.split(b"\n")
        return [json.loads(line) for line in lines if line]

    def _handle(self, message: dict) -> None:
        op = message["op"]
        if op == "time":
            self.others[message["id"]] = message["horizon"]
        elif op == "left":
            self.others.pop(message["id"], None)
        elif op == "packet":
            self._heard(message)

    def _heard(self, m: dict) -> None:
        key = f"{self.seed}:{m['id']}:{m['start']}:{self.id}"
        lost = bool(self.loss) and random.Random(key).random() < self.loss
        payload = bytes.fromhex(m["payload"])
        self.log.append(Delivery(m["start"], m["id"], m["frequency"], payload, (self.id,) if lost else ()))
        if lost:
            return
        bits = [int(c) for c in m["bits"]]
        packet = AirPacket(f"board {m['id']}", m["start"], m["address_at"], m["end"], m["frequency"], m["mode"],
                           tuple(m["address"]), bits, rssi=max(0, min(127, m["rssi"] + self.path_loss_db)),
                           payload=payload)
        self.radio.incoming(packet)

    def transmit(self, sender, packet) -> None:
        """Our radio put `packet` on the air: to the others, through the hub."""
        self._send({"op": "packet", "start": packet.start, "address_at": packet.address_at, "end": packet.end,
                    "frequency": packet.frequency, "mode": packet.mode, "address": list(packet.address),
                    "bits": "".join(map(str, packet.bits)), "rssi": packet.rssi, "payload": packet.payload.hex()})

    def poll(self, timeout: float = 0.0) -> None:
        for message in self._receive(timeout):
            self._handle(message)

    def bound(self) -> int | None:
        """The cycle this board may run up to: None while it is alone."""
        return min(self.others.values()) if self.others else None

    def limit_step(self, step: float) -> float | None:
        """A run loop's next step (virtual seconds) cut to what the others allow; None (after
        waiting a little for them) when they allow nothing yet."""
        self.poll()
        self._start = self.board.now()
        bound = self.bound()
        if bound is not None:
            room = bound - self._start
            if room <= 0:
                self.poll(0.01)
                return None
            step = min(step, room / self.board.clock_hz)
        self._target = self._start + round(step * self.board.clock_hz)
        return step

    def stepped(self, reason: str) -> None:
        """After the step: a board asleep with nothing to wake it (or served and waiting for
        input) still passes the time; then the others learn how far it got."""
        if reason in ("idle", "input") and self.board.now() < self._target:
            self.board.idle_cycles += self._target - self.board.now()
        self.publish()

    def publish(self) -> None:
        now = self.board.now()
        self._send({"op": "time", "now": now, "horizon": self.radio.horizon(now)})

    def close(self) -> None:
        self.sock.close()
        if self.hub is not None:
            self.hub.server.close()
