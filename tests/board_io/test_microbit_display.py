"""microbit.display and microbit.Image on the emulated board running the real firmware: the
frames decoded from the LED matrix's row and column pins are compared with pictures drawn
here (the letters of test_board_io.py, MicroPython's built-in images as its strings), never
with what the firmware says it shows."""

from __future__ import annotations

from itertools import pairwise

import pytest
from test_board_io import LETTERS, scroll_frames
from wispy.compiler import compile_source
from wispy.emulator import Board


def run(firmware, source: str, timeout: float = 10.0, setup=None):
    """Compile and run `source` on a fresh board; returns (board, result, stdout, stderr)."""
    board = Board(firmware)
    board.load_image(compile_source(source, "t.py"))
    if setup is not None:
        setup(board)
    out, err = bytearray(), bytearray()
    result = board.run(timeout=timeout, on_stdout=out.extend, on_stderr=err.extend)
    return board, result, out.decode(), err.decode()


def picture(rows: str) -> tuple[tuple[int, ...], ...]:
    """MicroPython's image notation ('09090:99999:...') as decoded-frame pixels."""
    return tuple(tuple(int(c) for c in row) for row in rows.strip(":").split(":"))


def letter(ch: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(9 if c == "#" else 0 for c in row) for row in LETTERS[ch])


HEART = picture("09090:99999:99999:09990:00900")
HAPPY = picture("00000:09090:00000:90009:09990")
ARROW_NE = picture("00999:00099:00909:09000:90000")
CLOCK3 = picture("00000:00000:00999:00000:00000")


def test_scroll_hello_gives_the_frames_of_the_letters(firmware):
    source = (
        "from microbit import display, sleep, running_time\n"
        "t = running_time()\n"
        'display.scroll("HELLO")\n'
        "print(running_time() - t)\n"
        "sleep(20)\n"
    )
    board, result, out, err = run(firmware, source)
    assert result.reason == "done" and err == ""
    frames = board.display_frames()
    assert [f.pixels for f in frames] == scroll_frames("HELLO")
    # one column every 150 ms (the default delay), seen at the next 6 ms refresh
    steps = [b.time - a.time for a, b in pairwise(frames[1:])]
    assert all(abs(s / 0.150 - round(s / 0.150)) * 0.150 < 0.007 for s in steps), steps
    # scroll() waited for the end: 25 columns of letters and gaps and 4 to empty the display,
    # the first at once and each of the other 28 after 150 ms
    assert abs(int(out) - 28 * 150) <= 10, out


def test_scroll_delay_and_wait_false(firmware):
    source = (
        "from microbit import display, sleep, running_time\n"
        "t = running_time()\n"
        'display.scroll("HE", delay=50, wait=False)\n'
        "print(running_time() - t)\n"
        "sleep(2000)\n"
    )
    board, result, out, err = run(firmware, source)
    assert result.reason == "done" and err == ""
    assert int(out) < 5  # returned at once
    frames = board.display_frames()
    assert [f.pixels for f in frames] == scroll_frames("HE")
    steps = [b.time - a.time for a, b in pairwise(frames[1:])]
    assert all(abs(s / 0.050 - round(s / 0.050)) * 0.050 < 0.007 for s in steps), steps


def test_show_heart_lights_exactly_the_heart(firmware):
    board, result, out, err = run(
        firmware, "from microbit import display, Image, sleep\ndisplay.show(Image.HEART)\nsleep(100)\n"
    )
    assert result.reason == "done" and err == ""
    assert [f.pixels for f in board.display_frames()][1:] == [HEART]


def test_show_images_and_a_list_of_them_each_for_delay(firmware):
    source = (
        "from microbit import display, Image, sleep\n"
        "display.show([Image.HAPPY, Image.ARROW_NE, Image.ALL_CLOCKS[3]], delay=200)\n"
        "display.clear()\n"
        "sleep(50)\n"
    )
    board, result, _, err = run(firmware, source)
    assert result.reason == "done" and err == ""
    frames = board.display_frames()
    assert [f.pixels for f in frames][1:] == [HAPPY, ARROW_NE, CLOCK3, picture("0:0:0:0:0".replace("0", "00000"))]
    steps = [b.time - a.time for a, b in pairwise(frames[1:])]
    assert all(abs(s - 0.200) < 0.007 for s in steps), steps


def test_show_text_and_numbers_one_character_after_another(firmware):
    source = (
        "from microbit import display, sleep\n"
        'display.show("HELL", delay=300)\n'
        "display.show(10, delay=100, clear=True)\n"
        "sleep(20)\n"
    )
    board, result, _, err = run(firmware, source)
    assert result.reason == "done" and err == ""
    frames = board.display_frames()
    # H E L (L again: no change) then "1", "0" of the number, then cleared
    pixels = [f.pixels for f in frames]
    assert pixels[1:4] == [letter("H"), letter("E"), letter("L")]
    assert len(pixels) == 7 and frames[-1].blank
    assert abs((frames[4].time - frames[3].time) - 0.600) < 0.007  # L shown twice
    assert abs((frames[5].time - frames[4].time) - 0.100) < 0.007


def test_set_pixel_brightness_and_get_pixel(firmware):
    source = (
        "from microbit import display, sleep\n"
        "display.set_pixel(0, 0, 9)\n"
        "display.set_pixel(4, 2, 3)\n"
        "print(display.get_pixel(0, 0), display.get_pixel(4, 2), display.get_pixel(1, 1))\n"
        "sleep(30)\n"
    )
    board, result, out, err = run(firmware, source)
    assert (out, err) == ("9 3 0\n", "")
    last = board.display_frames()[-1].pixels
    assert last[0][0] == 9 and last[2][4] == 3
    assert sum(map(sum, last)) == 12


def test_image_methods(firmware):
    source = (
        "from microbit import Image\n"
        "i = Image('90009:09090')\n"
        "print(i.width(), i.height(), i.get_pixel(1, 1), i)\n"
        "print(Image(2, 3))\n"
        "j = Image.HEART.copy()\n"
        "j.set_pixel(2, 4, 5)\n"
        "print(repr(j))\n"
        "print(j.shift_left(1), j.shift_right(2))\n"
        "print(j.shift_up(1), j.shift_down(4))\n"
        "print(Image('1:23:456'))\n"
        "print(len(Image.ALL_CLOCKS), len(Image.ALL_ARROWS), type(Image.HEART) is Image)\n"
        "k = Image('93:05')\n"
        "print(k + Image('18:99'), k * 0.5, 2 * k, k / 3, k.invert())\n"
        "k.fill(4)\n"
        "print(k)\n"
    )
    _, result, out, err = run(firmware, source)
    assert err == "" and result.status == 0
    assert out.splitlines() == [
        "5 2 9 Image('90009:09090:')",
        "Image('00:00:00:')",
        "Image('09090:99999:99999:09990:00500:')",
        "Image('90900:99990:99990:99900:05000:') Image('00090:00999:00999:00099:00005:')",
        "Image('99999:99999:09990:00500:00000:') Image('00000:00000:00000:00000:09090:')",
        "Image('100:230:456:')",
        "12 8 True",
        "Image('99:99:') Image('52:03:') Image('96:09:') Image('31:02:') Image('06:94:')",
        "Image('44:44:')",
    ]


# Every built-in image, as MicroPython's micro:bit module draws it.
BUILTIN = {
    "HEART": "09090:99999:99999:09990:00900",
    "HEART_SMALL": "00000:09090:09990:00900:00000",
    "HAPPY": "00000:09090:00000:90009:09990",
    "SAD": "00000:09090:00000:09990:90009",
    "SILLY": "90009:00000:99999:00909:00999",
    "YES": "00000:00009:00090:90900:09000",
    "NO": "90009:09090:00900:09090:90009",
    "CLOCK12": "00900:00900:00900:00000:00000",
    "ARROW_SW": "00009:00090:90900:99000:99900",
    "TRIANGLE_LEFT": "90000:99000:90900:90090:99999",
    "SNAKE": "99000:99099:09090:09990:00000",
}


def test_builtin_images(firmware):
    names = list(BUILTIN)
    source = "from microbit import Image\n" + "".join(f"print(Image.{n})\n" for n in names)
    _, result, out, err = run(firmware, source)
    assert err == ""
    assert out.splitlines() == [f"Image('{BUILTIN[n]}:')" for n in names]


@pytest.mark.parametrize(
    "call, error",
    [
        ("display.set_pixel(7, 0, 9)", "ValueError: pixel x 7 is out of range 0-4"),
        ("display.set_pixel(0, -1, 9)", "ValueError: pixel y -1 is out of range 0-4"),
        ("display.set_pixel(0, 0, 10)", "ValueError: brightness 10 is out of range 0-9"),
        ("display.get_pixel(5, 0)", "ValueError: pixel x 5 is out of range 0-4"),
        ("Image(2, 2).set_pixel(2, 0, 1)", "ValueError: pixel x 2 is out of range 0-1"),
        ("Image('123').get_pixel(0, 1)", "ValueError: pixel y 1 is out of range 0-0"),
        ("Image('12a')", "ValueError: unexpected character 'a' in the Image definition"),
        ("Image.HEART.set_pixel(0, 0, 1)", "TypeError: a built-in image cannot be modified: copy() it first"),
        ("display.show(Image.HEART, delay=-1)", "ValueError: delay -1 must not be negative"),
        ("display.scroll([1])", "TypeError: can't scroll list"),
        ("display.scroll('x', speed=1)", "TypeError: scroll() got an unexpected keyword argument 'speed'"),
        ("Image.NOPE", "AttributeError: type object 'Image' has no attribute 'NOPE'"),
        ("Image(2, 2) + Image(3, 2)", "ValueError: images must be the same size to be added"),
        ("Image(2, 2) * -1", "ValueError: brightness multiplier must not be negative"),
        ("Image(2, 2) - Image(2, 2)", "TypeError: unsupported operand type(s) for -: 'Image' and 'Image'"),
        ("Image.HEART.fill(1)", "TypeError: a built-in image cannot be modified: copy() it first"),
    ],
)
def test_bad_arguments_raise_naming_the_argument(firmware, call, error):
    source = f"from microbit import display, Image\ntry:\n    {call}\nexcept Exception as e:\n    print(type(e).__name__ + ': ' + str(e))\n"
    _, _, out, err = run(firmware, source)
    assert (out.strip(), err) == (error, "")


def test_ctrl_c_interrupts_a_scroll(firmware):
    source = 'from microbit import display\ndisplay.scroll("a long text that scrolls for seconds")\nprint("not reached")\n'
    board, result, out, err = run(firmware, source, setup=lambda b: b.uart_input(b"\x03", at=0.5))
    assert "KeyboardInterrupt" in err and "not reached" not in out
    assert result.virtual_time < 1.0


def test_from_microbit_import_star(firmware):
    source = (
        "from microbit import *\n"
        "display.show(Image.HEART)\n"
        "sleep(20)\n"
        "print(type(pin0).__name__, button_a.is_pressed(), running_time() >= 20)\n"
    )
    board, result, out, err = run(firmware, source)
    assert (out, err) == ("MicroBitPin False True\n", "")
    assert board.display_frames()[-1].pixels == HEART


def test_a_background_scroll_keeps_its_text_alive_through_collections(firmware):
    # the text is made at run time (a heap string); while it scrolls in the background the
    # program drops it, collects, and fills the heap with other strings: the display's
    # interrupt must still read "HE" (vm.display_text keeps it)
    source = (
        "import gc\n"
        "from microbit import display, sleep\n"
        'display.scroll("".join(["H", "E"]), delay=40, wait=False)\n'
        "for i in range(40):\n"
        "    gc.collect()\n"
        '    junk = ["W" * 2 for _ in range(50)]\n'
        "    sleep(10)\n"
        "sleep(600)\n"
    )
    board, result, _, err = run(firmware, source)
    assert result.reason == "done" and err == ""
    assert [f.pixels for f in board.display_frames()] == scroll_frames("HE")
