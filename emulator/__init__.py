"""wispy.emulator: an emulated board on Unicorn running the real firmware ELF."""

from .errors import EmulatorError, FirmwareFault
from .machine import Board, RunResult, load_board, run_image
from .peripherals import PinChange

__all__ = [
    "Board",
    "EmulatorError",
    "FirmwareFault",
    "PinChange",
    "RunResult",
    "load_board",
    "run_image",
]
