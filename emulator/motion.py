"""The emulated board's place in the world, which its MMA8653 and MAG3110 measure: the
acceleration it feels (a pose, or a gesture made at a virtual time) and the way it points
(a heading, or a turn between two headings), in the Earth's magnetic field plus the field of
the board's own parts (hard iron).

The board frame is the one the `microbit` API reports (MicroPython's micro:bit, from the
DAL's gesture rules): x toward the left edge, y toward the top edge (the logo and USB
connector), z out of the back; the accelerometer reads the reaction to gravity, +1000 mg
along "up": lying face up it reads (0, 0, -1000), logo up (0, 1000, 0). The chips' own axes
are taken to be this frame (docs/boards.md). A heading is the direction of +y (the top edge)
in degrees clockwise from magnetic north."""

from __future__ import annotations

import math

# the gestures as poses (mg) the DAL's rules recognise: TILT_TOLERANCE 200 from +-1000
POSES = {
    "up": (0, 1000, 0),
    "down": (0, -1000, 0),
    "left": (-1000, 0, 0),
    "right": (1000, 0, 0),
    "face up": (0, 0, -1000),
    "face down": (0, 0, 1000),
    "freefall": (0, 0, 0),
}
# impacts: a force just above N g, on the diagonal (3g fits the default 2 g range per axis;
# 6g and 8g need accelerometer.set_range(8), as on the chip)
IMPACTS = {"3g": 3.3, "6g": 6.6, "8g": 8.8}
SHAKE_MG = 1500  # a shake: x swings +-1.5 g about the pose ...
SHAKE_HALF_PERIOD = 0.05  # ... reversing every 50 ms (a 10 Hz shake)
GESTURES = (*POSES, *IMPACTS, "shake")
DEFAULT_DURATION = {"shake": 0.6, "3g": 0.1, "6g": 0.1, "8g": 0.1}  # the poses stay

EARTH_FIELD_NT = 50_000.0  # total field (nT), about that of Europe
EARTH_DIP_DEG = 65.0  # inclination: the field dips into the ground (northern hemisphere)
HARD_IRON_NT = (22_000.0, -15_000.0, 0.0)  # the board's own field, which calibrate() removes


class Motion:
    """What the sensors measure, as functions of virtual time (seconds)."""

    def __init__(self):
        self.pose = (0.0, 0.0, -1000.0)  # mg, at rest: face up
        self.events: list[tuple[float, float, str]] = []  # (start, end, gesture) on top of the pose
        self.turns: list[tuple[float, float, float, float]] = []  # (start, end, from_deg, to_deg)
        self.heading_deg = 0.0
        self.field_nt = EARTH_FIELD_NT
        self.dip_deg = EARTH_DIP_DEG
        self.hard_iron = HARD_IRON_NT

    # ---- what the tests and the CLI set ----

    def set_pose(self, x: float, y: float, z: float) -> None:
        self.pose = (float(x), float(y), float(z))

    def gesture(self, name: str, start: float, duration: float | None = None) -> None:
        """Make a gesture from `start`: a pose stays (until the next), a shake or an impact
        lasts `duration` seconds (DEFAULT_DURATION)."""
        if name not in GESTURES:
            raise ValueError(f"there is no gesture {name!r} (the gestures: {', '.join(GESTURES)})")
        if name in POSES and duration is None:
            self.set_pose(*POSES[name])
            return
        length = DEFAULT_DURATION.get(name, 0.5) if duration is None else duration
        self.events.append((start, start + length, name))

    def turn(self, start: float, duration: float, to_deg: float, from_deg: float) -> None:
        self.turns.append((start, start + duration, from_deg, to_deg))

    # ---- what the chips read ----

    def heading(self, t: float) -> float:
        for start, end, a, b in self.turns:
            if start <= t < end:
                return (a + (b - a) * (t - start) / (end - start)) % 360
        return self.heading_deg % 360

    def accel(self, t: float) -> tuple[float, float, float]:
        """The acceleration (mg) the board feels at t."""
        x, y, z = self.pose
        for start, end, name in self.events:
            if not start <= t < end:
                continue
            if name == "shake":
                phase = int((t - start) / SHAKE_HALF_PERIOD) % 2
                x += SHAKE_MG if phase == 0 else -SHAKE_MG
            elif name in IMPACTS:
                per_axis = IMPACTS[name] * 1000 / math.sqrt(3)
                x, y, z = per_axis, per_axis, -per_axis
            else:
                x, y, z = POSES[name]
        return (x, y, z)

    def field(self, t: float) -> tuple[float, float, float]:
        """The magnetic field (nT) in the board frame at t: the Earth's, turned by the
        board's pose and heading, plus the hard-iron field."""
        a = self.pose if math.hypot(*self.pose) > 100 else POSES["face up"]
        down = _unit(tuple(-c for c in a))
        forward = (0.0, 1.0, 0.0)
        f = _sub(forward, _scale(down, _dot(forward, down)))
        if math.hypot(*f) < 1e-6:  # the top edge straight up or down: the back points
            f = _sub((0.0, 0.0, 1.0), _scale(down, down[2]))
        f = _unit(f)
        side = _cross(down, f)
        h = math.radians(self.heading(t))
        north = _add(_scale(f, math.cos(h)), _scale(side, -math.sin(h)))
        dip = math.radians(self.dip_deg)
        earth = _add(_scale(north, self.field_nt * math.cos(dip)), _scale(down, self.field_nt * math.sin(dip)))
        return _add(earth, self.hard_iron)


def _dot(a, b):
    return sum(p * q for p, q in zip(a, b))


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _add(a, b):
    return tuple(p + q for p, q in zip(a, b))


def _sub(a, b):
    return tuple(p - q for p, q in zip(a, b))


def _scale(a, k):
    return tuple(p * k for p in a)


def _unit(a):
    n = math.sqrt(_dot(a, a))
    return tuple(p / n for p in a)
