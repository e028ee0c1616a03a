"""wispy.boards: board descriptions as data (one TOML file per board), and the one loader
that the build (wispy.build) and the emulator (wispy.emulator) both read them with."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

BOARDS = Path(__file__).resolve().parent
DEFAULT_BOARD = "microbit-v1"


class BoardError(ValueError):
    """A board that is not there: the message is a sentence naming it and the known ones."""


def board_file(board: str | os.PathLike) -> Path:
    """The TOML file of a board, by name (`microbit-v1`) or as a path to a .toml file."""
    p = Path(board)
    if p.suffix == ".toml":
        if not p.is_file():
            raise BoardError(f"the board file {p} does not exist.")
        return p
    p = BOARDS / f"{board}.toml"
    if not p.is_file():
        known = ", ".join(sorted(f.stem for f in BOARDS.glob("*.toml")))
        raise BoardError(f"there is no board called {board!r}; the boards are: {known}.")
    return p


def load_board(board: str | os.PathLike | dict = DEFAULT_BOARD) -> dict:
    """The parsed board description (a dict as in the TOML file); a dict (an already parsed
    description, such as wispy.build.board_with_ram's variant) is returned as it is."""
    if isinstance(board, dict):
        return board
    with open(board_file(board), "rb") as f:
        return tomllib.load(f)
