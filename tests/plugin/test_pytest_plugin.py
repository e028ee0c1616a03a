"""wispy's pytest plugin as its users see it: pytest run on a user's test files (pytester),
and what it says (pass/fail counts, failure text, --junitxml, saved traces), on an
emulated board and through `wispy emulate`'s socket with --wispy-port."""

from __future__ import annotations

import importlib.util
import json
import shutil
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parent.parent.parent
SAMPLE = REPO / "examples" / "ci"

_spec = importlib.util.spec_from_file_location("emulated", REPO / "tests" / "protocol" / "emulated.py")
emulated = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(emulated)  # `wispy emulate` as a subprocess, as the protocol tests use it

BOOM = """\
for i in range(3):
    print("line", i)
def divide(x):
    return 10 // x
divide(0)
"""

BLINK = """\
from microbit import pin0, sleep
for i in range(10):
    pin0.write_digital(1)
    sleep(500)
    pin0.write_digital(0)
    sleep(500)
print("blinked", i + 1, "times")
"""

COUNT = """\
from microbit import button_a, button_b, sleep
sleep(10)
print("ready")
while not button_b.was_pressed():
    sleep(20)
print("A was pressed", button_a.get_presses(), "times")
"""


def run(pytester, firmware, *args, subprocess=False):
    """pytest on the user's project (pytester's folder) with the session's firmware."""
    args = ("--wispy-firmware", str(firmware), "-p", "no:cacheprovider", *args)
    if subprocess:
        return pytester.runpytest_subprocess(*args, timeout=600)
    return pytester.runpytest_inprocess(*args)


def test_expect_failures_show_the_output_so_far_and_the_traceback(pytester, firmware):
    pytester.makefile(".py", boom=BOOM)
    pytester.makepyfile(
        test_user="""
        def test_expected_line(board):
            board.run("boom.py")
            assert board.expect(r"line (\\d)\\n").group(1) == "0"
            board.expect_exact("line 2")

        def test_a_line_that_never_comes(board):
            board.run("boom.py")
            board.expect("never", timeout=3)

        def test_nobody_expects_anything(board):
            board.run("boom.py")
            board.advance(1)

        def test_waiting_for_the_end_handles_the_exception(board):
            board.run("boom.py")
            assert board.wait_exit() == 1
            assert "ZeroDivisionError" in board.traceback
        """
    )
    result = run(pytester, firmware)
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines([
        "*test_a_line_that_never_comes*",
        ">*board.expect(\"never\", timeout=3)",
        "E*Failed: expect('never'): the script ended by an uncaught exception (exit status 1) before it appeared",
        "E*---- the board's output so far ----",
        "E*line 0",
        "E*line 2",
        "E*Traceback (most recent call last):",
        'E*  File "boom.py", line 5, in <module>',
        "E*    divide(0)",  # the source lines, added on the host
        'E*  File "boom.py", line 4, in divide',
        "E*    return 10 // x",
        "E*ZeroDivisionError: *",
        "*test_nobody_expects_anything*",
        "the script raised an exception:",
        "Traceback (most recent call last):",
        '  File "boom.py", line 5, in <module>',
        "    divide(0)",
    ])  # fmt: skip


def test_a_script_that_does_not_compile_fails_with_the_located_error(pytester, firmware):
    pytester.makefile(".py", bad="x = 1\nclass Foo(metaclass=type):\n    pass\n")
    pytester.makepyfile(test_user="def test_bad(board):\n    board.run('bad.py')\n")
    result = run(pytester, firmware)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        ">*board.run('bad.py')",
        "E*Failed: the script does not compile:",
        "E*bad.py:2:*not supported*",
        "E*class Foo(metaclass=type):",
        "E*^",
    ])  # fmt: skip
    assert "testboard.py" not in result.stdout.str()  # the plugin's own frames are hidden


def test_junitxml_carries_the_uart_output_and_traces_are_saved(pytester, firmware, tmp_path):
    pytester.makefile(".py", show="""
from microbit import display, Image, sleep
print("hello from the board")
display.show(Image.HEART)
sleep(100)
display.show(Image.SAD)
sleep(100)
""")  # fmt: skip
    pytester.makepyfile(
        test_user="""
        def test_wrong_guess(board):
            board.run("show.py")
            board.advance(0.5)
            assert board.display == "00000\\n00000\\n00000\\n00000\\n00000"

        def test_right_guess(board):
            board.run("show.py")
            board.advance(0.5)
            assert [text for _, text in board.display_frames()][-2:] == [
                "09090\\n99999\\n99999\\n09990\\n00900",
                "00000\\n09090\\n00000\\n09990\\n90009",
            ]
        """
    )
    xml, artifacts = tmp_path / "out.xml", tmp_path / "artifacts"
    result = run(pytester, firmware, f"--junitxml={xml}", f"--wispy-artifacts={artifacts}")
    result.assert_outcomes(passed=1, failed=1)
    cases = {c.get("name"): c for c in ET.parse(xml).getroot().iter("testcase")}
    failure = cases["test_wrong_guess"].find("failure")
    assert "wispy board output" in failure.text and "hello from the board" in failure.text
    assert cases["test_right_guess"].find("failure") is None
    saved = artifacts / "test_user.py__test_wrong_guess"
    assert sorted(p.name for p in saved.iterdir()) == ["display.png", "pins.vcd"]
    assert len(list(artifacts.iterdir())) == 1  # traces of failing tests only
    png = (saved / "display.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and b"IDAT" in png
    assert "ROW1" in (saved / "pins.vcd").read_text()
    properties = {p.get("name"): p.get("value") for p in cases["test_wrong_guess"].iter("property")}
    assert properties["wispy_display"] == str(saved / "display.png")


TIMED = """
import json, time
from pathlib import Path

def record(board, name, started):
    Path(f"{name}.json").write_text(json.dumps({
        "wall": time.perf_counter() - started,
        "output": board.output, "time": board.time, "status": board.exit_status,
        "edges": board.pin_edges("pin0"), "buttons": board.pin_edges("P0.17"),
    }))

def test_blink(board):
    started = time.perf_counter()
    board.run("blink.py")
    board.expect_exact("blinked 10 times", timeout=11)
    board.wait_exit()
    record(board, "blink", started)

def test_button_count(board):
    started = time.perf_counter()
    board.run("count.py")
    board.expect("ready")
    for _ in range(5):
        board.press("A", duration=0.05)
    board.press("B")
    board.expect(r"A was pressed (\\d+) times\\n")
    board.wait_exit()
    record(board, "count", started)
"""


def test_ten_virtual_seconds_of_blinking_and_counted_presses_repeat_exactly(pytester, firmware):
    pytester.makefile(".py", blink=BLINK, count=COUNT)
    pytester.makepyfile(test_timed=TIMED)
    runs = []
    for _ in range(2):
        run(pytester, firmware).assert_outcomes(passed=2)
        runs.append({n: json.loads((pytester.path / f"{n}.json").read_text()) for n in ("blink", "count")})
    walls = [{n: r[n].pop("wall") for n in r} for r in runs]
    assert runs[0] == runs[1]  # the same output, times, pin edges and presses
    blink, count = runs[0]["blink"], runs[0]["count"]
    assert blink["output"] == "blinked 10 times\n" and blink["status"] == 0
    assert [level for _, level in blink["edges"]] == [1, 0] * 10
    assert 10.0 < blink["time"] < 10.1  # virtual seconds
    assert count["output"] == "ready\nA was pressed 5 times\n"
    assert [level for _, level in count["buttons"]] == [0, 1] * 5
    print(f"wall seconds per test (two runs): {walls}")


def test_the_sample_passes_on_the_emulator_and_through_wispy_emulate(pytester, firmware, tmp_path):
    shutil.copytree(SAMPLE, pytester.path / "ci")
    tests = str(pytester.path / "ci" / "tests")
    run(pytester, firmware, tests).assert_outcomes(passed=5)
    board = emulated.Emulated(firmware, tmp_path / "flash.bin")
    try:
        result = run(pytester, firmware, tests, "--wispy-port", board.socket, "-rs")
    finally:
        board.stop()
    # the same five: the presses and the display through the emulator's control connection
    result.assert_outcomes(passed=5)


def test_one_xdist_worker_per_port(pytester, firmware, tmp_path, monkeypatch):
    """-n auto with two --wispy-port: two workers, each driving its own board."""
    pytester.makefile(".py", hi="print('hi')\n")
    pytester.makepyfile(
        test_ports="""
        import os
        from pathlib import Path

        import pytest

        @pytest.mark.parametrize("n", range(6))
        def test_each_worker_has_its_board(board, n):
            board.run("hi.py")
            board.expect("hi")
            assert board.wait_exit() == 0
            seen = Path(os.environ["SEEN"]) / f"{os.environ['PYTEST_XDIST_WORKER']}-{n}"
            seen.write_text(board.port.url)
        """
    )
    seen = tmp_path / "seen"
    seen.mkdir()
    boards = [emulated.Emulated(firmware, tmp_path / f"flash{i}.bin") for i in range(2)]
    try:
        monkeypatch.setenv("SEEN", str(seen))
        result = run(pytester, firmware, "-n", "auto", "--wispy-port", boards[0].socket,
                     "--wispy-port", boards[1].socket, subprocess=True)
    finally:
        for board in boards:
            board.stop()
    result.assert_outcomes(passed=6)
    result.stdout.fnmatch_lines(["*2 workers*"])
    by_worker = {}
    for path in seen.iterdir():
        by_worker.setdefault(path.name.split("-")[0], set()).add(path.read_text())
    assert by_worker == {"gw0": {boards[0].socket}, "gw1": {boards[1].socket}}


def test_a_board_on_a_port_runs_flashes_reads_lines_and_reports_the_heap(pytester, firmware, tmp_path):
    pytester.makefile(".py", ask="""
name = input("name? ")
print("hello,", name)
""", boom=BOOM, hello="print('flashed and running')\n")  # fmt: skip
    pytester.makepyfile(
        test_port="""
        def test_input(board):
            assert not board.emulated
            board.run("ask.py")
            board.expect_exact("name? ")
            board.write("Ada\\n")
            board.expect("hello, Ada")
            assert board.wait_exit() == 0
            assert board.heap["free"] > 10_000

        def test_flash(board):
            board.flash("hello.py")
            board.expect("flashed and running")

        def test_raises(board):
            board.run("boom.py")
            board.expect("line 2")
            board.expect("never", timeout=2)

        def test_emulator_only(board):
            board.run("ask.py")
            board.radio_sent

        def test_inputs_through_the_emulators_control_connection(board):
            import pytest

            board.run("ask.py")
            board.expect_exact("name? ")
            board.set_pin("pin1", 1)
            assert board.pin_edges("pin1")[-1][1] == 1
            assert board.display == "\\n".join(["00000"] * 5)
            with pytest.raises(ValueError, match="the board has no button 'C'"):
                board.press("C")
            with pytest.raises(ValueError, match="a press lasts more than 0 s"):
                board.press("A", duration=0)
        """
    )
    board = emulated.Emulated(firmware, tmp_path / "flash.bin")
    try:
        result = run(pytester, firmware, "--wispy-port", board.socket)
    finally:
        board.stop()
    result.assert_outcomes(passed=3, failed=1, skipped=1)
    result.stdout.fnmatch_lines([
        "E*Failed: expect('never'): the script ended by an uncaught exception (exit status 1) before it appeared",
        "E*line 2",
        "E*    return 10 // x",
    ])  # fmt: skip


def test_pins_buttons_and_the_marker(pytester, firmware):
    pytester.makefile(".py", pins="""
from microbit import pin1, pin2, sleep
sleep(10)
print("in", pin1.read_digital())
sleep(100)
print("in", pin1.read_digital())
pin2.write_digital(1)
sleep(10)
""", heap="import gc\nprint('ok')\n")  # fmt: skip
    pytester.makepyfile(
        test_pins="""
        import pytest

        def test_levels(board):
            board.run("pins.py")
            board.expect("in 0")
            board.set_pin("pin1", 1)
            board.expect("in 1")
            board.wait_exit()
            assert [level for _, level in board.pin_edges("pin2")][-1] == 1
            assert [level for _, level in board.pin_edges("P0.2")] == [1]  # pin1 is P0.2

        @pytest.mark.wispy(ram="256K")
        def test_more_ram(board):
            board.run("heap.py")
            board.expect("ok")
            assert board.heap["heap_bytes"] > 200_000

        def test_small_ram(board):
            board.run("heap.py")
            board.expect("ok")
            assert board.heap["heap_bytes"] < 16_384

        def test_no_such_button(board):
            board.run("heap.py")
            with pytest.raises(ValueError, match="has no button 'C'"):
                board.press("C")
        """
    )
    run(pytester, firmware).assert_outcomes(passed=4)


def test_bad_settings_are_usage_errors(pytester, firmware):
    pytester.makepyfile(
        test_bad="""
        import pytest

        @pytest.mark.wispy(rom="1K")
        def test_x(board):
            pass
        """
    )
    result = run(pytester, firmware)
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*@pytest.mark.wispy has no rom (it takes board, ram, timeout)*"])
    result = run(pytester, firmware, "-n", "3", "--wispy-port", "socket://127.0.0.1:9", subprocess=True)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*-n 3 starts 3 workers but --wispy-port gives 1 board(s)*"])


MANY = """
import json
from pathlib import Path

import pytest

SRC = Path(__file__).parent / "ci" / "src"


def record(board, name):
    Path(f"{name}.json").write_text(json.dumps({
        "output": board.output, "time": board.time, "status": board.exit_status,
        "pin0": board.pin_edges("pin0"), "frames": board.display_frames(),
    }))


@pytest.mark.parametrize("n", range(20))
def test_blink(board, n):
    board.run(SRC / "blink.py")
    board.expect_exact("blinked 10 times", timeout=11)
    assert board.wait_exit() == 0
    record(board, f"blink{n}")


@pytest.mark.parametrize("n", range(20))
def test_count(board, n):
    board.run(SRC / "counter.py", SRC / "faces.py")
    board.expect("ready")
    for _ in range(1 + n % 4):
        board.press("A")
    board.press("B")
    assert board.expect(r"count: (\\d+)\\n").group(1) == str(1 + n % 4)
    board.write("Ada\\n")
    board.expect(r"well done, Ada\\n")
    assert board.wait_exit() == 0
    record(board, f"count{n}")
"""


def test_xdist_two_workers_give_the_same_results_as_one(pytester, firmware):
    """The sample's blink and button-count tests, 40 of them, with -n 0 and -n 2: the same
    outcomes and the same results (output, virtual times, pins, display frames); both wall
    times printed. (-p no:hypothesispytest: wispy's own dev set-up has Hypothesis, whose
    plugin costs each process ~0.7 s of CPU to import; a user's project need not.)"""
    shutil.copytree(SAMPLE, pytester.path / "ci")
    pytester.makepyfile(test_many=MANY)
    results, walls = [], []
    for workers in ("0", "2"):
        started = time.perf_counter()
        result = run(pytester, firmware, "test_many.py", "-n", workers, "-p", "no:hypothesispytest",
                     subprocess=True)
        walls.append(time.perf_counter() - started)
        result.assert_outcomes(passed=40)
        found = {}
        for path in sorted(pytester.path.glob("*.json")):
            found[path.stem] = json.loads(path.read_text())
            path.unlink()
        results.append(found)
    assert len(results[0]) == 40 and results[0] == results[1]
    assert results[0]["count3"]["frames"][-1][1] == "99990\n00000\n00000\n00000\n00000"
    print(f"40 tests: -n 0 {walls[0]:.2f} s, -n 2 {walls[1]:.2f} s (wall, with pytest's start-up)")


ECHO = """\
import radio
radio.config(group=3)
radio.on()
print("listening")
while True:
    message = radio.receive()
    if message == "stop":
        break
    if message is not None:
        radio.send(message.upper())
print("stopped")
"""

RADIO_TEST = """\
def test_echo(board):
    board.run("echo.py")
    board.expect("listening")
    board.advance(0.01)  # the radio is ready to receive 140 us after on()
    board.radio_send("hello", group=3)
    board.advance(0.01)
    board.radio_send("not ours", group=4)
    board.advance(0.01)
    board.radio_send("stop", group=3)
    board.expect("stopped")
    board.wait_exit()
    assert board.radio_sent == [b"\\x01\\x00\\x01HELLO"], board.radio_sent
"""


def test_a_test_sends_radio_packets_to_the_board_and_sees_its_replies(pytester, firmware):
    pytester.makefile(".py", echo=ECHO)
    pytester.makepyfile(test_radio_echo=RADIO_TEST)  # (not test_radio: tests/board_io has one, and pytester runs in this process)
    run(pytester, firmware).assert_outcomes(passed=1)
