"""The emulator's one exception hierarchy: EmulatorError for anything that stops a board from
being built or run (bad ELF, unknown board, oversized image), FirmwareFault for a crash."""


class EmulatorError(Exception):
    """The emulator cannot do what was asked; the message says why, as a sentence."""


class FirmwareFault(EmulatorError):
    """The firmware crashed; the message is the full report (kind, PC and symbol, registers,
    faulting address)."""

    def __init__(self, report: str, kind: str, pc: int, address: int | None, registers: dict):
        super().__init__(report)
        self.report = report
        self.kind = kind
        self.pc = pc
        self.address = address
        self.registers = registers
