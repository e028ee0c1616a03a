"""`from microbit import *` at the REPL: the names it binds are the module's every member,
since a later input may name any of them (a script's star import binds only the names the
script uses; docs/language.md)."""

from __future__ import annotations

import pytest
from test_repl import Terminal, board  # noqa: F401  (the fixture)

pytest.importorskip("pexpect")


def test_star_import_at_the_prompt_binds_names_later_inputs_use(board):  # noqa: F811
    t = Terminal(board.socket)
    try:
        t.enter("from microbit import *")
        t.enter("Image.HEART.width(), display.get_pixel(0, 0)")
        t.result("(5, 0)")
        t.enter("button_b.get_presses(), type(pin20).__name__")
        t.result("(0, 'MicroBitPin')")
    finally:
        t.child.close()
