"""Inputs driven at virtual times: the board's outside world (a finger on a button, a wire on
a pin, a host sending bytes) as a schedule of actions. It takes part in the run loop like a
timed peripheral: its next event bounds the slice, so an action happens at its exact cycle,
and a sleeping firmware is woken in time for it."""

from __future__ import annotations

import heapq
from collections.abc import Callable


class Stimuli:
    timed = True

    def __init__(self, machine):
        self.machine = machine
        self._queue: list[tuple[int, int, str, Callable[[], None]]] = []
        self._seq = 0
        self.done: list[tuple[int, str]] = []  # (cycle, description) of actions applied

    def add(self, cycle: int, action: Callable[[], None], description: str = "") -> None:
        """Run `action()` when virtual time reaches `cycle` (at once if it has)."""
        heapq.heappush(self._queue, (cycle, self._seq, description, action))
        self._seq += 1
        self.machine.reschedule()

    @property
    def pending(self) -> list[tuple[int, str]]:
        return [(cycle, text) for cycle, _, text, _ in sorted(self._queue)]

    def sync(self, now: int) -> None:
        while self._queue and self._queue[0][0] <= now:
            cycle, _, text, action = heapq.heappop(self._queue)
            self.done.append((cycle, text))
            action()

    def next_event(self, now: int) -> int | None:
        return self._queue[0][0] if self._queue else None

    def reset(self) -> None:
        """The outside world does not reset with the chip."""
