"""The LED matrix decoded from its pins: the board file's `[display]` says which GPIOs are the
rows (driven high to light) and the columns (driven low), and where each LED of the 5x5 face
sits in the matrix (`map[y][x] = [row, col]`, 1-based). An LED is lit while its row pin is
driven high and its column pin driven low.

Brightness is the fraction of a refresh window during which the LED was lit, scaled so that
an LED lit through its whole row slot (1/len(rows) of the time) is 9. A refresh window runs
from one rising edge of the first row pin to the next, so a firmware that multiplexes row by
row is measured over exactly one refresh. When that edge stops coming (the firmware stopped
multiplexing), the last window is closed one refresh period after it began and what follows
is measured as it is (a static window). Frames are kept only when they differ from the one
before: `frames` is what someone looking at the board would have seen, with when."""

from __future__ import annotations

from typing import NamedTuple

SHADES = " .:-=+*#%@"  # brightness 0-9 as one character each


class Frame(NamedTuple):
    time: float  # virtual seconds at which the display started to look like this
    cycle: int
    pixels: tuple[tuple[int, ...], ...]  # pixels[y][x], brightness 0-9

    def render(self, lit: str | None = None) -> str:
        """Five lines of five characters (SHADES by brightness, or `lit` for any b > 0)."""
        return "\n".join(
            "".join((lit if lit and b else SHADES[b]) for b in row) for row in self.pixels
        )

    @property
    def text(self) -> str:
        """Five lines of five brightness digits, as MicroPython's Image strings have them:
        a heart is "09090\n99999\n99999\n09990\n00900"."""
        return "\n".join("".join(str(b) for b in row) for row in self.pixels)

    @property
    def blank(self) -> bool:
        return not any(any(row) for row in self.pixels)


def blank_pixels(size: int = 5) -> tuple[tuple[int, ...], ...]:
    return tuple((0,) * size for _ in range(size))


class DisplayDecoder:
    """Turns pin changes into frames. Feed it PinChange records in time order (`feed`), tell
    it how far time has gone (`advance`), and read `frames`; `finish(end)` closes the
    last window. Works incrementally, so a live view can call it as the board runs."""

    def __init__(self, config: dict, clock_hz: int = 16_000_000):
        display = config.get("display")
        if not display:
            raise ValueError("the board description has no [display]")
        self.clock_hz = clock_hz
        self.rows = list(display["rows"])
        self.cols = list(display["cols"])
        self.height = len(display["map"])
        self.width = len(display["map"][0])
        # matrix position -> LED index (y * width + x)
        self.led_at: dict[tuple[int, int], int] = {}
        for y, line in enumerate(display["map"]):
            for x, (row, col) in enumerate(line):
                self.led_at[(row - 1, col - 1)] = y * self.width + x
        self.row_index = {pin: i for i, pin in enumerate(self.rows)}
        self.col_index = {pin: i for i, pin in enumerate(self.cols)}
        self.row_on: set[int] = set()  # rows driven high
        self.col_on: set[int] = set()  # columns driven low
        self.lit: list[int] = []
        self.period: int | None = None  # cycles between refreshes (row 1 rising)
        self._last_rise: int | None = None
        self.window_start = 0
        self.refresh = False  # the current window began at a row-1 rise
        self.acc = [0] * (self.width * self.height)
        self.last = 0  # the cycle up to which acc is counted
        self.frames: list[Frame] = []

    # ---- input ----

    def feed(self, changes) -> None:
        for change in changes:
            pin = change.pin
            row = self.row_index.get(pin)
            col = self.col_index.get(pin)
            if row is None and col is None:
                continue
            self.advance(change.cycle)
            if row is not None:
                rising = change.level == 1 and row not in self.row_on
                if change.level == 1:
                    self.row_on.add(row)
                else:
                    self.row_on.discard(row)
                if rising and row == 0:
                    self._refresh_starts(change.cycle)
            if col is not None:
                if change.level == 0:
                    self.col_on.add(col)
                else:
                    self.col_on.discard(col)
            self.lit = [
                self.led_at[(r, c)]
                for r in self.row_on
                for c in self.col_on
                if (r, c) in self.led_at
            ]

    def advance(self, cycle: int) -> None:
        """Count lit time up to `cycle`, closing windows that ended before it."""
        if self.refresh and self.period is not None:
            if cycle > self.window_start + self.period + self.period // 2:
                end = self.window_start + self.period  # the multiplexing stopped
                self._accumulate(end)
                self._close(end)
                self.refresh = False
        elif not self.refresh:
            # A static window is closed now and then, so a live view sees it.
            span = self.period or self.clock_hz // 100
            if cycle - self.window_start >= span and self.last > self.window_start:
                self._accumulate(cycle)
                self._close(cycle)
                return
        self._accumulate(cycle)

    def finish(self, end: int) -> list[Frame]:
        """Close the last window at `end` (a refresh window only if it is complete)."""
        self.advance(end)
        length = end - self.window_start
        if not self.refresh or (self.period is not None and length >= self.period):
            self._close(end)
        return self.frames

    # ---- windows ----

    def _refresh_starts(self, cycle: int) -> None:
        if self._last_rise is not None:
            interval = cycle - self._last_rise
            if self.period is None or interval < self.period * 3 // 2:
                self.period = interval
        self._last_rise = cycle
        self._close(cycle)
        self.refresh = True

    def _accumulate(self, cycle: int) -> None:
        if cycle <= self.last:
            return
        span = cycle - self.last
        for led in self.lit:
            self.acc[led] += span
        self.last = cycle

    def _close(self, end: int) -> None:
        length = end - self.window_start
        if length > 0:
            scale = 9 * len(self.rows) / length
            values = [min(9, round(t * scale)) for t in self.acc]
            pixels = tuple(
                tuple(values[y * self.width : (y + 1) * self.width]) for y in range(self.height)
            )
            if not self.frames or self.frames[-1].pixels != pixels:
                start = self.window_start
                self.frames.append(Frame(start / self.clock_hz, start, pixels))
        self.acc = [0] * len(self.acc)
        self.window_start = end
        self.last = max(self.last, end)


def decode_frames(changes, config: dict, clock_hz: int = 16_000_000, end: int | None = None):
    """Frames of a whole pin log (see DisplayDecoder), the last window closed at `end`."""
    decoder = DisplayDecoder(config, clock_hz)
    decoder.feed(changes)
    if end is None:
        end = max((c.cycle for c in changes), default=0)
    return decoder.finish(end)
