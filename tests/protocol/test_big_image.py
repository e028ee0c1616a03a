"""Scripts of 64 KB and more (docs/protocol.md, "The script region"): an image placed in the
free part of the region, flashed over the emulator's serial link, boots and runs; a power cut
after any flash operation of its update leaves a board that boots the old script or the new
one, and, when the old and the new image do not fit in the region together, the old one, no
script, or the new one (the host first commits "no script" and says so).

Every step is checked as test_power_cut.py does (the fallback's case at most 16 words apart),
on one emulated board reset between states
(a boot of the small old script costs ~3 ms there, a fresh board ~100 ms): the update's flash
operations (each page erase, each programmed word, ~17,000 of them) are applied one by one to
the board's flash, and after each the board is reset and must print one of the allowed lines.
"""

from __future__ import annotations

import contextlib
import io

import pytest
import serial
from emulated import Emulated, boot_text, wispy
from test_power_cut import compile_, flash_in_process, new_board

from wispy.boards import load_board
from wispy.build import script_image_max


def filler(tag: str, lines: int, prefix: str = "") -> str:
    """A script that runs every one of its `lines` statements (each with its own 100-byte
    string constant, in flash; `prefix` b for bytes) and prints a sum of them all."""
    body = "".join(f"t += len({prefix}'{tag}{i:04d} " + "abcdefghij" * 9 + f"{i}')\n"
                   for i in range(lines))
    return f"t = 0\n{body}print('{tag} script', t)\n"


BIG = filler("big", 580)  # >= 64 KB, a page below the region's 66 KB, and with OLD_BIG more
OLD_BIG = filler("old", 270)  # 30 KB: 31 pages, and BIG takes 65 of the 66
SMALL = "print('old script')\n"
BOARD = load_board("microbit-v1")
PAGE = BOARD["memory"]["flash"]["page_size"]
SCRIPTS = BOARD["flash_layout"]["scripts"]["start"]
NO_SCRIPT = "none"


def cpython_output(source: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(source, {})
    return out.getvalue()


@pytest.fixture(scope="module")
def images():
    return {name: compile_(text) for name, text in
            (("big", BIG), ("old_big", OLD_BIG), ("small", SMALL))}


def test_the_images_are_as_large_as_the_test_needs(images):
    image_max = script_image_max("microbit-v1")
    region = BOARD["flash_layout"]["scripts"]["size"]
    assert image_max == region - 2 * PAGE  # two of the region's pages hold the commit records
    assert 64 * 1024 <= len(images["big"]) <= image_max - PAGE  # a small script fits beside it
    assert len(images["big"]) + len(images["old_big"]) > image_max  # the fallback's case
    assert len(images["big"]) > 48_128  # more than a slot of the two-slot layout held


class Booter:
    """One emulated board whose flash is set state by state; boots() resets it and returns
    what the booted script printed (NO_SCRIPT when no script ran)."""

    def __init__(self, firmware, state: bytes):
        self.board = new_board(firmware)
        self.region = self.board.script_region
        self.board.uc.mem_write(self.region.start, state)

    def apply(self, address: int, data: bytes) -> None:
        self.board.uc.mem_write(address, data)

    def boots(self) -> str:
        self.board.request_reset()
        out = bytearray()
        result = self.board.run(timeout=3.0, on_stdout=out.extend, on_stderr=out.extend)
        if result.reason == "no-program":
            assert b"no image in the script region" in out, out  # the "no script" record
            return NO_SCRIPT
        assert result.reason == "done" and result.status == 0, (result, out)
        return out.decode()


def every_step(firmware, old_state: bytes, ops, sample: int = 1) -> list[str]:
    """What boots after each operation. With sample > 1, only after every erase, the first
    and last word written into each page, every sample-th word, and the last 40 operations
    (the records); the others are applied without a boot."""
    booter = Booter(firmware, old_state)
    seen = [booter.boots()]
    for n, (address, data) in enumerate(ops):
        booter.apply(address, data)
        offset = address % 1024
        if (sample == 1 or len(data) > 4 or offset in (0, 1020) or n % sample == 0
                or n >= len(ops) - 40):
            seen.append(booter.boots())
    return seen


def phases(seen: list[str]) -> list[str]:
    """The distinct outputs in the order they came, each run of equal ones once."""
    out = []
    for s in seen:
        if not out or out[-1] != s:
            out.append(s)
    return out


def test_a_64_kb_image_beside_a_small_script_every_step(firmware, images):
    small_state, _, _ = flash_in_process(firmware, None, images["small"])
    new_state, ops, start = flash_in_process(firmware, small_state, images["big"])
    assert len(ops) > 16_000  # every word of the image, its pages' erases, the record
    seen = every_step(firmware, small_state, ops)
    big = cpython_output(BIG)
    assert phases(seen) == ["old script\n", big]  # old until the record's check word, then new
    assert seen.index(big) >= len(ops) - 5
    # the new image went to the far end of the region, beside the old one (page 0)
    booter = Booter(firmware, new_state)
    assert booter.boots() == big


def test_a_64_kb_image_over_a_large_script_every_step(firmware, images):
    """The two do not fit together: the host commits "no script" first. (Booted after every
    erase and record word, each page's first and last word and every 16th word: the old
    script's boot checks the CRC of its 30 KB, and the whole run would take a minute more.)"""
    old_state, _, _ = flash_in_process(firmware, None, images["old_big"])
    new_state, ops, start = flash_in_process(firmware, old_state, images["big"])
    seen = every_step(firmware, old_state, ops, sample=16)
    assert phases(seen) == [cpython_output(OLD_BIG), NO_SCRIPT, cpython_output(BIG)]
    first_none = seen.index(NO_SCRIPT)
    assert first_none <= 12  # the "no script" record is written before any page of the image


def test_flash_a_64_kb_image_over_the_serial_link_and_boot_it(firmware, images, tmp_path):
    flash = tmp_path / "flash.bin"
    main = tmp_path / "main.py"
    emu = Emulated(firmware, flash)
    try:
        main.write_text(OLD_BIG)
        r = wispy("-p", emu.socket, "flash", "-q", "--no-reset", str(main), timeout=300)
        assert r.returncode == 0, r.stderr
        main.write_text(BIG)
        r = wispy("-p", emu.socket, "flash", "-q", "--no-reset", str(main), timeout=300)
        assert r.returncode == 0, r.stderr
        assert f"flashed {len(images['big']):,} B at {SCRIPTS:#x}" in r.stdout, r.stdout
        # the user is told that the old script goes first, and why
        assert (f"the new script ({len(images['big']):,} B) and the board's current one "
                f"({len(images['old_big']):,} B) do not fit") in r.stderr, r.stderr
        assert "boots the old script, no script, or the new one" in r.stderr
        terminal = serial.serial_for_url(emu.pty, timeout=0.2)
        assert wispy("-p", emu.socket, "reset").returncode == 0
        assert boot_text(emu.pty, wait_for="big script", port=terminal).endswith(cpython_output(BIG))
        info = wispy("-p", emu.socket, "info")
        assert f"script:             {len(images['big']):,} B (update 3)" in info.stdout, info.stdout
        # a small script then goes beside it, at the top of the region: the 64 KB one boots
        # until its record is written
        main.write_text(SMALL)
        r = wispy("-p", emu.socket, "flash", "-q", str(main))
        assert r.returncode == 0 and "do not fit" not in r.stderr, r.stderr
        assert f"at {SCRIPTS + script_image_max('microbit-v1') - PAGE:#07x}" in r.stdout, r.stdout  # its last page
    finally:
        emu.stop()


def test_an_image_larger_than_the_region_is_refused_with_both_sizes(firmware, tmp_path):
    main = tmp_path / "main.py"
    main.write_text(filler("huge", 500) + filler("bytes", 400, prefix="b"))  # ~100 KB
    emu = Emulated(firmware, tmp_path / "flash.bin")
    try:
        r = wispy("-p", emu.socket, "flash", "-q", str(main))
    finally:
        emu.stop()
    assert r.returncode == 1
    assert f"bytes; the script region of microbit-v1 holds {script_image_max('microbit-v1'):,}" in r.stderr, r.stderr
    assert r.stderr.startswith("wispy: the image is ") and "Traceback" not in r.stderr
