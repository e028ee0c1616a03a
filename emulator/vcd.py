"""The pin log as a Value Change Dump (IEEE 1364 VCD), for GTKWave or PulseView: one wire per
pin that changed, named after the board's use of it (P0_13_ROW1, P0_17_BUTTON_A, ...), at
the exact virtual cycle of each change. A pin nobody drives is `z`."""

from __future__ import annotations

import datetime
from pathlib import Path

# VCD identifiers are printable ASCII from '!' (33) to '~' (126).
_ID_CHARS = "".join(chr(c) for c in range(33, 127))


def pin_names(config: dict) -> dict[int, str]:
    """What each GPIO is on the board: `{13: "ROW1", 17: "BUTTON_A", 3: "pin0", ...}`."""
    names: dict[int, list[str]] = {}

    def add(gpio: int, name: str) -> None:
        names.setdefault(gpio, []).append(name)

    display = config.get("display", {})
    for i, gpio in enumerate(display.get("rows", []), 1):
        add(gpio, f"ROW{i}")
    for i, gpio in enumerate(display.get("cols", []), 1):
        add(gpio, f"COL{i}")
    for name, button in config.get("buttons", {}).items():
        add(button["gpio"], f"BUTTON_{name}")
    uart = config.get("uart", {})
    if "tx_pin" in uart:
        add(uart["tx_pin"], "UART_TX")
    if "rx_pin" in uart:
        add(uart["rx_pin"], "UART_RX")
    for name, pin in config.get("pins", {}).items():
        if pin["gpio"] not in names:
            add(pin["gpio"], name)
    return {gpio: "_".join(parts) for gpio, parts in names.items()}


def _identifier(index: int) -> str:
    out = ""
    while True:
        out += _ID_CHARS[index % len(_ID_CHARS)]
        index //= len(_ID_CHARS)
        if not index:
            return out


def _timescale(clock_hz: int) -> tuple[str, int, int]:
    """The coarsest VCD timescale in which every CPU cycle is a whole number of units:
    (text, numerator, denominator) with time = cycle * numerator / denominator."""
    for text, units_per_second in (
        ("1 us", 10**6),
        ("100 ns", 10**7),
        ("10 ns", 10**8),
        ("1 ns", 10**9),
        ("100 ps", 10**10),
        ("10 ps", 10**11),
        ("1 ps", 10**12),
    ):
        if units_per_second % clock_hz == 0:
            return text, units_per_second // clock_hz, 1
    return "1 ps", 10**12, clock_hz  # rounded


def vcd_text(
    outputs,
    inputs=(),
    clock_hz: int = 16_000_000,
    end_cycle: int | None = None,
    names: dict[int, str] | None = None,
    pins=None,
) -> str:
    """VCD text of PinChange records (`outputs`: driven by the chip, `inputs`: from outside).
    `pins` limits the wires to those GPIOs (default: every pin that appears)."""
    names = names or {}
    changes = sorted(
        [(c.cycle, 0, c.pin, c.level) for c in outputs]
        + [(c.cycle, 1, c.pin, c.level) for c in inputs],
        key=lambda change: (change[0], change[1]),
    )
    used = sorted({pin for _, _, pin, _ in changes} if pins is None else set(pins))
    ident = {pin: _identifier(i) for i, pin in enumerate(used)}
    scale, num, den = _timescale(clock_hz)
    lines = [
        "$date",
        f"  {datetime.date.today().isoformat()}",
        "$end",
        "$version",
        "  wispy emulator",
        "$end",
        "$comment",
        f"  virtual time: one CPU cycle is {10**9 / clock_hz:g} ns ({clock_hz} Hz)",
        "$end",
        f"$timescale {scale} $end",
        "$scope module board $end",
    ]
    for pin in used:
        label = f"P0_{pin}" + (f"_{names[pin]}" if pin in names else "")
        lines.append(f"$var wire 1 {ident[pin]} {label} $end")
    lines += ["$upscope $end", "$enddefinitions $end", "#0", "$dumpvars"]
    lines += [f"z{ident[pin]}" for pin in used]
    lines.append("$end")

    def value(level) -> str:
        return "z" if level is None else str(level)

    last_time = 0
    for cycle, _, pin, level in changes:
        if pin not in ident:
            continue
        time = cycle * num // den
        if time != last_time:
            lines.append(f"#{time}")
            last_time = time
        lines.append(f"{value(level)}{ident[pin]}")
    if end_cycle is not None and end_cycle * num // den > last_time:
        lines.append(f"#{end_cycle * num // den}")
    return "\n".join(lines) + "\n"


def write_vcd(path, outputs, inputs=(), clock_hz=16_000_000, end_cycle=None, names=None, pins=None):
    """Write `vcd_text(...)` to `path`."""
    Path(path).write_text(vcd_text(outputs, inputs, clock_hz, end_cycle, names, pins))


def read_vcd(text: str) -> dict[str, list[tuple[int, str]]]:
    """A small reader for tests and tools: wire name -> [(time, value)], in file order."""
    ids: dict[str, str] = {}
    out: dict[str, list[tuple[int, str]]] = {}
    time = 0
    body = False
    for raw in text.splitlines():
        line = raw.strip()
        if not body:
            if line.startswith("$var"):
                parts = line.split()
                ids[parts[3]] = parts[4]
                out[parts[4]] = []
            elif line.startswith("$enddefinitions"):
                body = True
            continue
        if not line or line.startswith("$"):
            continue
        if line.startswith("#"):
            time = int(line[1:])
        elif line[0] in "01xzXZ":
            out[ids[line[1:]]].append((time, line[0].lower()))
    return out
