"""The emulated board's sensors on its I2C bus (the board file's [i2c]: the MMA8653 and the
MAG3110 on TWI0) and what a test or the CLI sets for them, at virtual times: a pose in mg,
a gesture, a heading or a turn (Board.set_accel, gesture, set_heading; motion.py is the
world they measure)."""

from __future__ import annotations

from .errors import EmulatorError
from .motion import GESTURES, Motion
from .peripherals.mag3110 import Mag3110
from .peripherals.mma8653 import Mma8653

DEVICES = {"MMA8653": Mma8653, "MAG3110": Mag3110}


def attach_i2c_devices(board) -> Motion:
    """Put the board file's [i2c] devices on its TWI's bus; the Motion they measure."""
    motion = Motion()
    spec = board.config.get("i2c")
    twi = board.peripherals.get(spec["instance"]) if spec else None
    if twi is not None:
        for name in spec.get("devices", []):
            twi.attach(DEVICES[name](board, motion))
    return motion


class SensorInputs:
    """Board's methods for the sensors' inputs (a mixin of machine.Board)."""

    def _when(self, at: float | None, action, description: str) -> None:
        if at is None:
            action()
        else:
            self.stimuli.add(self._cycle_at(at), action, description)

    def set_accel(self, x: float, y: float, z: float, *, at: float | None = None) -> None:
        """The acceleration the board feels (mg, the API's axes), now or at `at` seconds."""
        self._when(at, lambda: self.motion.set_pose(x, y, z), f"accel {x},{y},{z}")

    def gesture(self, name: str, *, at: float | None = None, duration: float | None = None) -> None:
        """Make a gesture ('shake', 'face up', '3g', ...): a pose stays, a shake or an impact
        lasts `duration` seconds (0.6 s and 0.1 s by default)."""
        if name not in GESTURES:
            raise EmulatorError(f"there is no gesture {name!r} (the gestures: {', '.join(GESTURES)})")
        start = self.virtual_time if at is None else at
        if at is not None and at < 0:
            raise EmulatorError(f"a virtual time must not be negative (got {at} s)")
        if name in ("shake", "3g", "6g", "8g") or duration is not None:
            self.motion.gesture(name, start, duration)  # a window in time: set it now
        else:
            self._when(at, lambda: self.motion.gesture(name, start), f"gesture {name}")

    def set_heading(self, degrees: float, *, at: float | None = None, duration: float = 0.0) -> None:
        """Point the top edge `degrees` clockwise from magnetic north, now or at `at`
        seconds; with `duration`, turn steadily there from the heading before (720 from 0:
        two whole turns)."""
        start = self.virtual_time if at is None else at
        if duration < 0:
            raise EmulatorError(f"a turn lasts 0 s or more (got {duration})")
        if duration > 0:
            before = getattr(self.motion, "planned", self.motion.heading_deg)
            self.motion.turn(start, duration, degrees, before)
        self.motion.planned = degrees

        def arrive():
            self.motion.heading_deg = degrees % 360

        self._when(start + duration if (at is not None or duration) else None, arrive, f"heading {degrees}")
