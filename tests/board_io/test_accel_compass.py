"""microbit.accelerometer, microbit.compass and microbit.i2c on the emulated board running the
real firmware: the TWI driver against the TWI model's bus (scan, the chips' WHO_AM_I, what went
over the bus), values and gestures injected at virtual times and seen at those times by
scripts in MicroPython's micro:bit documentation style, the heading after a calibration
within 5 degrees of the one injected (flat and tilted), bad arguments; `wispy run --accel
--gesture --heading`, the test plugin's board, and QEMU's `-M microbit` (its TWI is a stub)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from test_microbit_display import run


def test_scan_finds_the_accelerometer_and_the_compass(firmware):
    source = (
        "from microbit import i2c\n"
        "print(i2c.scan())\n"
        "i2c.write(0x1d, b'\\x0d', True)\n"  # WHO_AM_I, then a repeated START
        "print(i2c.read(0x1d, 1))\n"
        "i2c.write(0x0e, b'\\x07', repeat=True)\n"
        "print(i2c.read(0x0e, 1))\n"
        "i2c.init(freq=400000)\n"
        "print(i2c.read(0x1d, 1, repeat=False))\n"
    )
    board, result, out, err = run(firmware, source)
    assert err == "" and result.reason == "done"
    assert out.splitlines() == ["[14, 29]", "b'Z'", "b'\\xc4'", "b'\\x00'"]
    twi = board.peripherals["TWI0"]
    transfers = [(d, a, data) for _, d, a, data in twi.log]
    assert ("w", 0x1D, b"\x0d") in transfers and ("r", 0x1D, b"\x5a") in transfers
    assert ("r", 0x0E, b"\xc4") in transfers
    assert twi.reg("FREQUENCY") == 0x0668_0000  # 400 kHz
    # a byte takes nine SCL periods (90 us at 100 kHz): the scan's 112 addresses took that
    assert result.virtual_time > 112 * 9 / 100_000


def test_i2c_errors_are_clear(firmware):
    source = (
        "from microbit import i2c, accelerometer\n"
        "for f in (lambda: i2c.read(0x42, 1), lambda: i2c.read(200, 1), lambda: i2c.read(0x1d, 0),\n"
        "          lambda: i2c.write(0x1d, 'ab'), lambda: i2c.write(0x1d, b''), lambda: i2c.init(sda=3),\n"
        "          lambda: i2c.read(0x1d, 1, rep=1), lambda: accelerometer.was_gesture('wobble')):\n"
        "    try:\n"
        "        f()\n"
        "    except Exception as e:\n"
        "        print(type(e).__name__, e)\n"
    )
    _, result, out, err = run(firmware, source)
    assert err == "" and result.reason == "done"
    assert out.splitlines() == [
        "OSError no I2C device at address 66",
        "ValueError I2C address 200 is out of range 0-127",
        "ValueError I2C read size 0 is out of range 1-1024",
        "TypeError I2C write takes non-empty bytes or bytearray, not 'ab'",
        "TypeError I2C write takes non-empty bytes or bytearray, not b''",
        "TypeError expected a pin such as pin19, not int",
        "TypeError read() takes (addr, n, repeat=False)",
        "ValueError invalid gesture 'wobble'",
    ]


def test_values_follow_the_acceleration_injected(firmware):
    source = (
        "from microbit import accelerometer, sleep\n"
        "print(accelerometer.get_values())\n"
        "sleep(1000)\n"
        "print(accelerometer.get_x(), accelerometer.get_y(), accelerometer.get_z())\n"
        "accelerometer.set_range(8)\n"
        "sleep(1000)\n"
        "print(accelerometer.get_values())\n"
    )

    def setup(board):
        board.set_accel(250, -500, 3000, at=0.5)  # 3000 mg is beyond the 2 g range: clipped

    _, result, out, err = run(firmware, source, setup=setup)
    assert err == "" and result.reason == "done"
    lines = out.splitlines()
    assert lines[0] == "(0, 0, -1000)"
    assert lines[1] == "250 -500 1996"  # 511 counts of 3.9 mg: the 2 g range's top
    assert lines[2] == "(250, -500, 3000)"


GESTURE_LOG = """\
from microbit import *
seen = []
while running_time() < 7000:
    g = accelerometer.current_gesture()
    if not seen or seen[-1][1] != g:
        seen.append((running_time(), g))
    for name in ('shake', '3g', '6g'):
        if accelerometer.was_gesture(name):
            seen.append((running_time(), name + '!'))
    sleep(10)
for t, g in seen:
    print(t, g)
"""


def test_gestures_are_detected_at_the_injected_times(firmware):
    injected = [(1.0, "face down", None), (2.0, "left", None), (3.0, "face up", None),
                (4.0, "shake", None), (5.0, "freefall", 0.4), (6.0, "3g", 0.1)]  # fmt: skip

    def setup(board):
        for at, name, duration in injected:
            board.gesture(name, at=at, duration=duration)

    _, result, out, err = run(firmware, GESTURE_LOG, setup=setup, timeout=20)
    assert err == "" and result.reason == "done"
    seen = [(int(t) / 1000, g) for t, g in (line.split(" ", 1) for line in out.splitlines())]
    names = [g for _, g in seen]
    assert names[:4] == ["", "face up", "face down", "left"]
    for at, name, _ in injected:
        mark = name + "!" if name in ("shake", "3g") else name
        times = [t for t, g in seen if g == mark and t >= at]
        assert times, (name, seen)
        # five steady samples at 50 Hz settle a pose: 100-140 ms; a shake is four swings
        assert times[0] - at < 0.2, (name, times[0], seen)
    assert "6g!" not in names  # 3.3 g per axis clips at the 2 g range: no 6 g seen


def test_get_gestures_keeps_the_history_and_6g_needs_the_range(firmware):
    source = (
        "from microbit import accelerometer, sleep, running_time\n"
        "accelerometer.set_range(8)\n"
        "while running_time() < 3000:\n"
        "    accelerometer.get_x()\n"
        "    sleep(10)\n"
        "print(accelerometer.get_gestures())\n"
        "print(accelerometer.get_gestures(), accelerometer.is_gesture('face up'))\n"
    )

    def setup(board):
        board.gesture("6g", at=1.0)
        board.gesture("right", at=2.0)

    _, result, out, err = run(firmware, source, setup=setup)
    assert err == "" and result.reason == "done"
    assert out.splitlines() == ["('face up', '3g', '6g', 'right')", "() False"]



def test_get_gestures_keeps_the_first_eight_as_micropython(firmware):
    """MicroPython's micro:bit keeps a history of 8 (GESTURE_LIST_SIZE): later gestures are
    dropped until get_gestures() empties it."""
    source = (
        "from microbit import accelerometer, sleep, running_time\n"
        "while running_time() < 6000:\n"
        "    accelerometer.get_x()\n"
        "    sleep(10)\n"
        "print(accelerometer.get_gestures())\n"
        "print(accelerometer.get_gestures())\n"
    )

    def setup(board):
        for i in range(10):
            board.gesture("left" if i % 2 == 0 else "right", at=0.5 + 0.5 * i)

    _, result, out, err = run(firmware, source, setup=setup)
    assert err == "" and result.reason == "done"
    first = "('face up', " + ", ".join(["'left', 'right'"] * 3 + ["'left'"]) + ")"
    assert out.splitlines() == [first, "()"]

CALIBRATE_AND_POINT = """\
from microbit import *
compass.calibrate()
print(compass.is_calibrated(), running_time() < 4500)
for t in (5000, 6000, 7000, 8000):
    sleep(t - running_time())
    print(compass.heading(), compass.get_field_strength())
"""


@pytest.mark.parametrize("pose", [(0, 0, -1000), (300, 0, -954), (-350, 420, -837)])
def test_heading_within_5_degrees_after_calibration(firmware, pose):
    headings = [30, 275, 181, 359]

    def setup(board):
        board.set_heading(720, at=0.5, duration=4.0)  # two whole turns while it calibrates
        board.set_accel(*pose, at=4.6)
        for k, h in enumerate(headings):
            board.set_heading(h, at=4.7 + k)

    _, result, out, err = run(firmware, CALIBRATE_AND_POINT, setup=setup, timeout=20)
    assert err == "" and result.reason == "done"
    lines = out.splitlines()
    assert lines[0] == "True True"
    for want, line in zip(headings, lines[1:]):
        heading, strength = (int(v) for v in line.split())
        assert abs((heading - want + 180) % 360 - 180) <= 5, (want, heading)
        assert abs(strength - 50_000) < 1_000  # the Earth's field, the board's own removed


def test_compass_axes_and_clear_calibration(firmware):
    source = (
        "from microbit import compass\n"
        "print(compass.is_calibrated(), compass.get_x(), compass.get_y(), compass.get_z())\n"
        "compass.clear_calibration()\n"
        "print(compass.is_calibrated())\n"
    )
    _, result, out, err = run(firmware, source)
    assert err == "" and result.reason == "done"
    # heading 0, face up: 21.1 uT north (+y) and 45.3 uT down (+z), plus the hard iron
    assert out.splitlines() == ["False 22000 6100 45300", "False"]


def test_wispy_run_options_drive_the_sensors(firmware, tmp_path):
    script = tmp_path / "magic8.py"
    script.write_text(
        "from microbit import *\n"
        "while running_time() < 3000:\n"
        "    if accelerometer.was_gesture('shake'):\n"
        "        print('shaken at', running_time() // 100)\n"
        "    sleep(20)\n"
        "print(accelerometer.get_values())\n"
    )
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "run", str(script), "--firmware", str(firmware),
         "--gesture", "shake@1.5", "--accel", "0,0,1000@2.5"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] in ("shaken at 15", "shaken at 16", "shaken at 17")
    assert lines[-1] == "(0, 0, 1000)"
    bad = subprocess.run(
        [sys.executable, "-m", "wispy", "run", str(script), "--firmware", str(firmware), "--gesture", "wobble@1"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and "--gesture: 'wobble@1' is not GESTURE@SECONDS" in bad.stderr
    real = subprocess.run(
        [sys.executable, "-m", "wispy", "-p", "/dev/null", "run", str(script), "--heading", "90@1"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert real.returncode == 2 and "act on the built-in emulated board" in real.stderr


def test_the_test_plugins_board_injects_gestures_and_headings(firmware, tmp_path):
    from wispy.testboard import EmulatedBoard

    script = tmp_path / "face.py"
    script.write_text(
        "from microbit import *\n"
        "while True:\n"
        "    if accelerometer.was_gesture('face down'):\n"
        "        print('face down', compass.heading() if compass.is_calibrated() else '')\n"
        "    if button_a.was_pressed():\n"
        "        compass.calibrate()\n"
        "        print('calibrated')\n"
        "    sleep(20)\n"
    )
    board = EmulatedBoard(firmware)
    board.run(str(script))
    board.advance(0.5)
    board.press("A")
    board.set_heading(720, duration=3.0)
    board.expect("calibrated", timeout=1)
    board.set_heading(90)
    board.gesture("face down")
    heading = int(board.expect(r"face down (\d+)\s", timeout=1).group(1))
    assert abs(heading - 90) <= 5
    with pytest.raises(ValueError, match="no gesture 'wobble'"):
        board.gesture("wobble")


def test_on_qemu_the_twi_driver_meets_qemus_stub(firmware):
    # QEMU 7.2's `-M microbit` has hw/i2c/microbit_i2c.c: a stub TWI whose events always
    # read 1 and whose RXD gives 0x5A, 0x5A, 0x40 (the MMA8653's WHO_AM_I, so that the DAL's
    # probe passes); no device and no NACK is modelled. The driver runs through it without
    # hanging, reads the 0x5A, and a scan finds every address.
    from wispy.build import qemu_available, run_on_qemu
    from wispy.compiler import compile_source

    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")
    source = (
        "from microbit import i2c\n"
        "i2c.write(0x1d, b'\\x0d', True)\n"
        "print(i2c.read(0x1d, 1))\n"
        "print(len(i2c.scan()))\n"
    )
    out = run_on_qemu(firmware, compile_source(source, "q.py"), timeout_s=20).replace("\r\n", "\n")
    assert out.splitlines() == ["b'Z'", "112"]
