"""What every peripheral model shares: a register table as data, dispatch to per-register
handlers, the nRF51 event/INTEN convention, one `update_irq()`, and warnings said once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Register:
    """One register (or an array of `count` registers 4 bytes apart) as the manual names it.

    access: "rw" stored, "r" read-only, "w" write-only (reads as 0), "task" (writing 1
    triggers `task_<NAME>(index)`), "event" (an EVENTS_ register: stored, drives the IRQ).
    A model customises a register with `read_<NAME>(index)` or `write_<NAME>(value, index)`.
    """

    offset: int
    name: str
    access: str = "rw"
    reset: int = 0
    count: int = 1


# The nRF51 convention: INTEN bit n enables the interrupt of the event at 0x100 + 4n.
EVENTS_BASE = 0x100
INTEN_REGISTERS = (
    Register(0x300, "INTEN"),
    Register(0x304, "INTENSET"),
    Register(0x308, "INTENCLR"),
)


class Peripheral:
    """Base of the register-level models. Subclasses set REGISTERS (and UNMODELLED: offset ->
    name for registers known from the manual that the model ignores)."""

    REGISTERS: tuple[Register, ...] = ()
    UNMODELLED: ClassVar[dict[int, str]] = {}
    # True for models with sync(now)/next_event(now). A timed model calls
    # machine.reschedule() when a write changes when its next event falls.
    timed = False

    def __init__(self, machine, name: str, base: int, irq: int = -1, config: dict | None = None):
        self.machine = machine
        self.name = name
        self.base = base
        self.irq = irq
        self.config = config or {}
        self._offsets = {reg.name: reg.offset for reg in self.REGISTERS}  # for reg(name)
        self._layout: dict[int, tuple[Register, int]] = {}
        for reg in self.REGISTERS:
            for index in range(reg.count):
                self._layout[reg.offset + 4 * index] = (reg, index)
        self._readers = {}
        self._writers = {}
        for reg in self.REGISTERS:
            self._readers[reg.name] = getattr(self, "read_" + reg.name, None)
            self._writers[reg.name] = getattr(self, "write_" + reg.name, None)
        self.reset()

    # ---- state ----

    def reset(self) -> None:
        """Back to the reset values (power-on and system reset)."""
        self.values = {offset: reg.reset for offset, (reg, _) in self._layout.items()}
        self.inten = 0

    def reg(self, name: str, index: int = 0) -> int:
        return self.values[self._offset_of(name, index)]

    def set_reg(self, name: str, value: int, index: int = 0) -> None:
        self.values[self._offset_of(name, index)] = value & 0xFFFFFFFF

    def _offset_of(self, name: str, index: int) -> int:
        return self._offsets[name] + 4 * index  # a dict: the run loop asks for every slice

    def event(self, name: str, index: int = 0) -> None:
        """The peripheral generates an event: set EVENTS_<name> and update the IRQ line."""
        self.values[self._offset_of("EVENTS_" + name, index)] = 1
        self.update_irq()

    def warn(self, message: str) -> None:
        self.machine.warn(f"{self.name}: {message}")

    # ---- bus side ----

    def read(self, offset: int, size: int) -> int:
        word = offset & ~3
        entry = self._layout.get(word)
        if entry is None:
            self._unmodelled(word, "read")
            return 0
        if self.timed:
            self.sync(self.machine.now())
        reg, index = entry
        reader = self._readers[reg.name]
        if reader is not None:
            value = reader(index)
        elif reg.access in ("w", "task"):
            value = 0
        else:
            value = self.values[word]
        if size != 4:
            value = (value >> (8 * (offset & 3))) & ((1 << (8 * size)) - 1)
        return value

    def write(self, offset: int, size: int, value: int) -> None:
        word = offset & ~3
        entry = self._layout.get(word)
        if entry is None:
            self._unmodelled(word, "write")
            return
        if size != 4:
            self.warn(
                f"a {size}-byte write to {entry[0].name} was taken as a word write "
                "(the nRF51's peripherals are 32-bit)"
            )
            value <<= 8 * (offset & 3)
        if self.timed:
            self.sync(self.machine.now())
        reg, index = entry
        writer = self._writers[reg.name]
        if writer is not None:
            writer(value, index)
        elif reg.access == "task":
            if value & 1:
                task = getattr(self, "task_" + reg.name[len("TASKS_") :], None)
                if task is None:
                    self.warn(f"{reg.name} was triggered, but that task is not modelled")
                else:
                    task(index)
        elif reg.access == "r":
            self.warn(f"the firmware wrote {value:#x} to {reg.name}, which is read-only")
        else:
            self.values[word] = value & 0xFFFFFFFF
            if reg.access == "event":
                self.update_irq()

    def _unmodelled(self, word: int, what: str) -> None:
        name = self.UNMODELLED.get(word)
        if name is None:
            self.warn(
                f"the firmware tried to {what} offset {word:#05x}, which is no register "
                "this model knows (reads as zero, writes are ignored)"
            )
        else:
            self.warn(
                f"the firmware tried to {what} {name}, which is not modelled "
                "(reads as zero, writes are ignored)"
            )

    # ---- interrupts (nRF51 convention) ----

    def write_INTEN(self, value: int, index: int) -> None:
        self.inten = value
        self.update_irq()

    def write_INTENSET(self, value: int, index: int) -> None:
        self.inten |= value
        self.update_irq()

    def write_INTENCLR(self, value: int, index: int) -> None:
        self.inten &= ~value
        self.update_irq()

    def read_INTEN(self, index: int) -> int:
        return self.inten

    read_INTENSET = read_INTENCLR = read_INTEN

    def irq_level(self) -> bool:
        """The IRQ line: high while an event whose interrupt is enabled is set."""
        inten, values = self.inten, self.values
        bit = 0
        while inten:
            if inten & 1 and values.get(EVENTS_BASE + 4 * bit):
                return True
            inten >>= 1
            bit += 1
        return False

    def update_irq(self) -> None:
        if self.irq >= 0:
            self.machine.nvic.set_line(self.irq, self.irq_level())

    # ---- virtual time (timed models override) ----

    def sync(self, now: int) -> None:
        """Bring the model's state up to virtual cycle `now` (events that fell due)."""

    def next_event(self, now: int) -> int | None:
        """The virtual cycle of the next event this model will generate, or None."""
        return None
