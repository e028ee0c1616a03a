"""`wispy run`'s options for the emulated board's accelerometer and compass: what the board
feels and where it points at virtual times (`--accel X,Y,Z@S`, `--gesture shake@S[:DUR]`,
`--heading DEG@S[:DUR]`). Parsed here as argparse types whose errors name the option;
apply_sensor_options sets them on the Board (wispy.emulator.sensors)."""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass

from wispy.emulator.motion import GESTURES

_NUM = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)"
_SECONDS = r"(\d+(?:\.\d*)?|\.\d+)"
_ACCEL = re.compile(rf"^({_NUM}),({_NUM}),({_NUM})@{_SECONDS}$")
_GESTURE = re.compile(rf"^([a-z0-9 _]+)@{_SECONDS}(?::{_SECONDS})?$")
_HEADING = re.compile(rf"^({_NUM})@{_SECONDS}(?::{_SECONDS})?$")


@dataclass(frozen=True)
class Sensed:
    what: str  # "accel", "gesture", "heading"
    value: object  # (x, y, z) mg, a gesture's name, degrees
    at: float
    duration: float | None = None


def accel(text: str) -> Sensed:
    """argparse type of --accel: X,Y,Z@SECONDS (milli-g, the microbit API's axes)."""
    m = _ACCEL.match(text.strip())
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not X,Y,Z@SECONDS in milli-g (for example 0,0,-1000@0)")
    return Sensed("accel", tuple(float(m.group(i)) for i in (1, 2, 3)), float(m.group(4)))


def gesture(text: str) -> Sensed:
    """argparse type of --gesture: NAME@SECONDS[:DURATION] (face_up or 'face up')."""
    m = _GESTURE.match(text.strip().lower())
    name = m.group(1).replace("_", " ") if m else ""
    if not m or name not in GESTURES:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not GESTURE@SECONDS[:DURATION] with a gesture of {', '.join(GESTURES)} "
            "(for example shake@1.5 or face_down@2)"
        )
    return Sensed("gesture", name, float(m.group(2)), float(m.group(3)) if m.group(3) else None)


def heading(text: str) -> Sensed:
    """argparse type of --heading: DEGREES@SECONDS[:DURATION] (a turn there over DURATION)."""
    m = _HEADING.match(text.strip())
    if not m:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not DEGREES@SECONDS[:DURATION] (for example 90@1, or 720@0:4: two turns in 4 s)"
        )
    return Sensed("heading", float(m.group(1)), float(m.group(2)), float(m.group(3)) if m.group(3) else None)


def add_sensor_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("the accelerometer and compass (virtual seconds since power-on)")
    g.add_argument("--accel", type=accel, action="append", default=[], dest="sensed",
                   metavar="X,Y,Z@S", help="the acceleration the board feels from S seconds, in mg "
                   "(lying face up: 0,0,-1000); repeatable")
    g.add_argument("--gesture", type=gesture, action="append", dest="sensed", metavar="NAME@S[:DUR]",
                   help="make a gesture at S seconds: shake, up, down, left, right, face_up, face_down, "
                   "freefall (poses that stay), 3g, 6g, 8g (impacts); DUR for a shake, an impact or a "
                   "pose that ends; repeatable")
    g.add_argument("--heading", type=heading, action="append", dest="sensed", metavar="DEG@S[:DUR]",
                   help="point the board's top edge DEG degrees from magnetic north at S seconds, or "
                   "turn there steadily over DUR seconds; repeatable")


def apply_sensor_options(board, sensed: list[Sensed]) -> None:
    """Set the options on the Board (EmulatorError for a board without the sensors)."""
    from wispy.emulator import EmulatorError

    if sensed and "i2c" not in board.config:
        raise EmulatorError("the board has no accelerometer or compass")
    for s in sensed:
        if s.what == "accel":
            board.set_accel(*s.value, at=s.at)
        elif s.what == "gesture":
            board.gesture(s.value, at=s.at, duration=s.duration)
        else:
            board.set_heading(s.value, at=s.at, duration=s.duration or 0.0)
