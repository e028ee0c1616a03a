"""The sample project's tests: they run on an emulated micro:bit (virtual time: the ten
seconds of blinking take a fraction of a second) and, unchanged, on a real one with
`pytest --wispy-port /dev/ttyACM0` (or `wispy emulate`'s socket://...). The wispy plugin
gives the `board` fixture; no conftest is needed."""

from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
COUNTER = (SRC / "counter.py", SRC / "faces.py")  # the script, then its module


def bar(n):
    """The display after n presses, as five lines of brightness digits."""
    return "\n".join("".join("9" if y * 5 + x < n else "0" for x in range(5)) for y in range(5))


HEART = "09090\n99999\n99999\n09990\n00900"


def test_blinks_for_ten_seconds(board):
    board.run(SRC / "blink.py")
    # 10 s of blinking: virtual seconds on the emulator (a fraction of a second of wall
    # time); on a port real seconds, so leave room for a busy CI machine
    board.expect_exact("blinked 10 times", timeout=30)
    assert board.wait_exit() == 0
    if board.emulated:  # the pins' history is the emulator's to give
        edges = board.pin_edges("pin0")
        assert [level for _, level in edges] == [1, 0] * 10
        assert round(edges[-1][0] - edges[0][0], 1) == 9.5  # seconds of virtual time


def test_says_ready_and_shows_a_heart(board):
    board.run(*COUNTER)
    board.expect("ready")
    if board.emulated:
        board.advance(0.1)
        assert board.display == HEART


def test_counts_presses_of_a(board):
    board.run(*COUNTER)
    board.expect("ready")
    for _ in range(3):
        board.press("A")
    assert board.display == bar(3)
    board.press("B")
    assert board.expect(r"count: (\d+)\n").group(1) == "3"
    board.expect_exact("name? ")
    board.write("Ada\n")
    match = board.expect(r"well done, (\w+)\n")  # \n: not as soon as "A" came
    assert match.group(1) == "Ada"
    assert board.wait_exit() == 0


def test_an_empty_name_is_an_error(board):
    board.run(*COUNTER)
    board.expect("ready")  # a press before the script watches the buttons is not seen
    board.press("B")
    board.expect_exact("name? ")
    board.write("\n")
    assert board.wait_exit() == 1
    assert "ValueError: no name given" in board.traceback
    assert 'raise ValueError("no name given")' in board.traceback  # the source line


def test_leaves_most_of_the_heap_free(board):
    board.run(*COUNTER)
    board.expect("ready")
    if board.emulated:  # (a board on a port reports its heap between programs)
        assert board.heap["free"] > 10_000
