"""wispy.emulator: an emulated board on Unicorn running the real firmware ELF."""

from .machine import Board, FirmwareFault, RunResult, load_board, run_image
from .peripherals import PinChange

__all__ = ["Board", "FirmwareFault", "PinChange", "RunResult", "load_board", "run_image"]
