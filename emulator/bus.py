"""The bus: maps each peripheral model's 4 KB page into Unicorn with mmio_map, and a
read-as-zero page (one warning per peripheral) over the rest of the peripheral space."""

from __future__ import annotations

PAGE = 0x1000
PERIPHERAL_SPACE = (0x4000_0000, 0x4002_0000)


class Bus:
    def __init__(self, machine):
        self.machine = machine
        self.pages: dict[int, object] = {}  # page base -> model

    def attach(self, model, size: int = PAGE) -> None:
        self.machine.uc.mmio_map(model.base, size, self._read, model, self._write, model)
        self.pages[model.base] = model

    def fill(self, start: int, end: int, make_unmodelled) -> None:
        """Map every page of [start, end) that no model claimed with `make_unmodelled(base)`."""
        for base in range(start, end, PAGE):
            if base not in self.pages:
                self.attach(make_unmodelled(base))

    # Exceptions must not escape a ctypes callback (unicorn-notes Q6.5): hand them to the
    # machine, which stops emulation and re-raises them at the slice boundary.
    def _read(self, uc, offset, size, model):
        try:
            return model.read(offset, size)
        except BaseException as error:  # noqa: BLE001
            self.machine.hook_failed(error)
            return 0

    def _write(self, uc, offset, size, value, model):
        try:
            model.write(offset, size, value)
        except BaseException as error:  # noqa: BLE001
            self.machine.hook_failed(error)
