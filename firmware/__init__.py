"""wispy.firmware: the C sources of the firmware, shipped as package data for `wispy build`."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent
