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

import random
from dataclasses import dataclass

from .errors import EmulatorError


@dataclass
class Delivery:
    """One packet put on the air: when, by which board, on which channel, what payload,
    and the boards it was lost for (loss)."""

    cycle: int
    sender: int  # index of the board in Medium.boards
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
        self.log.append(Delivery(packet.start, radios.index(sender), packet.frequency, packet.payload, tuple(lost)))

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
