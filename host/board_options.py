"""`wispy run`'s options for the emulated board's outside world: inputs at virtual times
(`--press A@1.5[:0.2]`, `--pin P0.3=1@0.2`, `--uart-input TEXT`, `--radio TEXT@0.5`) and
outputs observed (`--trace-pins out.vcd`, `--display`, `--radio-log`). Parsing is here, as argparse types whose errors name
the option; cmd_run applies them to the Board."""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass

DEFAULT_PRESS = 0.1  # seconds a --press lasts without :DURATION


@dataclass(frozen=True)
class Press:
    button: str
    at: float
    duration: float


@dataclass(frozen=True)
class PinLevel:
    pin: str  # "P0.3" or an edge-connector name ("pin0"), resolved against the board
    level: int | None
    at: float


_SECONDS = r"(\d+(?:\.\d*)?|\.\d+)"
_PRESS = re.compile(rf"^([A-Za-z]\w*)@{_SECONDS}(?::{_SECONDS})?$")
_PIN = re.compile(rf"^([\w.]+)=([01zZ])@{_SECONDS}$")


def press(text: str) -> Press:
    """argparse type of --press: BUTTON@SECONDS[:DURATION]."""
    m = _PRESS.match(text.strip())
    if not m:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not BUTTON@SECONDS[:DURATION] (for example A@1.5 or B@2:0.5)"
        )
    duration = float(m.group(3)) if m.group(3) else DEFAULT_PRESS
    if duration <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: the duration must be more than 0 s")
    return Press(m.group(1).upper(), float(m.group(2)), duration)


def pin_level(text: str) -> PinLevel:
    """argparse type of --pin: PIN=LEVEL@SECONDS, LEVEL 0, 1 or z (let it float)."""
    m = _PIN.match(text.strip())
    if not m:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not PIN=LEVEL@SECONDS (for example P0.3=1@0.2, pin0=0@1 or P0.3=z@2)"
        )
    level = None if m.group(2) in "zZ" else int(m.group(2))
    return PinLevel(m.group(1), level, float(m.group(3)))


@dataclass(frozen=True)
class Temperature:
    celsius: float
    at: float


_TEMPERATURE = re.compile(rf"^(-?{_SECONDS})@{_SECONDS}$")


def temperature(text: str) -> Temperature:
    """argparse type of --temperature: CELSIUS@SECONDS, -40 to 85 (the nRF51's range)."""
    m = _TEMPERATURE.match(text.strip())
    if not m:
        raise argparse.ArgumentTypeError(f"{text!r} is not CELSIUS@SECONDS (for example 25@0 or -5.5@2)")
    celsius = float(m.group(1))
    if not -40 <= celsius <= 85:
        raise argparse.ArgumentTypeError(f"{text!r}: the nRF51 works from -40 to 85 °C")
    return Temperature(celsius, float(m.group(3)))


@dataclass(frozen=True)
class RadioPacket:
    message: str
    at: float
    settings: tuple[tuple[str, int], ...]  # radio.config() names: channel, group, ...


RADIO_SETTINGS = {"channel": (0, 83), "group": (0, 255), "address": (0, 0xFFFF_FFFF), "data_rate": (0, 2),
                  "power": (0, 7), "length": (1, 251)}  # radio.config()'s ranges


def radio_packet(text: str) -> RadioPacket:
    """argparse type of --radio: TEXT@SECONDS[:NAME=VALUE,...], TEXT sent as radio.send()
    sends a str (\\n escapes), the settings radio.config()'s (channel=7,group=0, ...)."""
    message, at, rest = text.rpartition("@")[0], *text.rpartition("@")[2].partition(":")[::2]
    example = "(for example hello@0.5 or 'go left@2:group=3,channel=9')"
    if not message or not re.fullmatch(_SECONDS, at.strip()):
        raise argparse.ArgumentTypeError(f"{text!r} is not TEXT@SECONDS[:NAME=VALUE,...] {example}")
    settings = []
    for item in filter(None, rest.split(",")):
        name, _, value = item.partition("=")
        name = name.strip()
        if name not in RADIO_SETTINGS:
            raise argparse.ArgumentTypeError(f"{text!r}: {name!r} is no radio setting (one of {', '.join(RADIO_SETTINGS)})")
        try:
            number = int(value, 0)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r}: {name}={value!r} is not an integer") from None
        low, high = RADIO_SETTINGS[name]
        if not low <= number <= high:
            raise argparse.ArgumentTypeError(f"{text!r}: {name} is {low} to {high}, not {number}")
        settings.append((name, number))
    return RadioPacket(uart_text(message).decode("latin-1"), float(at), tuple(settings))


def uart_text(text: str) -> bytes:
    """argparse type of --uart-input: text with Python escapes (\\n, \\x04)."""
    try:
        return text.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1")
    except (UnicodeDecodeError, UnicodeEncodeError) as error:
        raise argparse.ArgumentTypeError(f"{text!r}: {error.reason}") from None


def resolve_pin(name: str, config: dict) -> int:
    """A GPIO number from `P0.3` (or `3`) or an edge-connector name (`pin0`); ValueError
    with a sentence otherwise."""
    m = re.fullmatch(r"(?:P0\.)?(\d+)", name, re.IGNORECASE)
    if m:
        gpio = int(m.group(1))
        if gpio > 31:
            raise ValueError(f"there is no pin {name}: the nRF51's GPIOs are P0.0-P0.31")
        return gpio
    pins = config.get("pins", {})
    if name.lower() in pins:
        return pins[name.lower()]["gpio"]
    raise ValueError(f"there is no pin {name!r} (use P0.0-P0.31 or pin0-pin20)")


def add_run_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("the board's inputs and outputs (virtual seconds since power-on)")
    g.add_argument(
        "--press",
        type=press,
        action="append",
        default=[],
        metavar="BUTTON@S[:DUR]",
        help=f"press a button at S seconds for DUR seconds (default {DEFAULT_PRESS}); repeatable",
    )
    g.add_argument(
        "--pin",
        type=pin_level,
        action="append",
        default=[],
        metavar="PIN=LEVEL@S",
        help="drive a pin (P0.3 or pin0) to 0, 1 or z (float) at S seconds; repeatable",
    )
    g.add_argument(
        "--temperature",
        type=temperature,
        action="append",
        default=[],
        metavar="C@S",
        help="the chip's temperature is C degrees Celsius from S seconds (microbit.temperature()); repeatable",
    )
    g.add_argument(
        "--uart-input",
        type=uart_text,
        metavar="TEXT",
        help="send TEXT (\\n escapes) to the UART's RX pin at the modelled baud rate",
    )
    g.add_argument(
        "--radio",
        type=radio_packet,
        action="append",
        default=[],
        metavar="TEXT@S[:SETTINGS]",
        help="a radio message from another micro:bit at S seconds, as radio.send(TEXT) sends it; "
        "SETTINGS as radio.config()'s: group=3,channel=9; repeatable",
    )
    g.add_argument(
        "--radio-log",
        action="store_true",
        help="list the radio packets the board sent (time, channel, payload), on stderr at the end",
    )
    g.add_argument(
        "--trace-pins",
        metavar="OUT.vcd",
        help="write every pin change as a VCD file (GTKWave, PulseView)",
    )
    # music (docs/boards.md, "music"): what pin0 played
    g.add_argument("--audio", metavar="OUT.wav", help="write what pin0 played as a WAV file")
    g.add_argument("--notes", action="store_true",
                   help="list the notes pin0 played (start, duration, Hz), on stderr at the end")
    g.add_argument(
        "--display",
        action="store_true",
        help="show the 5x5 LED matrix in the terminal (on stderr) whenever it changes",
    )


class LiveDisplay:
    """Prints each new frame of the LED matrix, decoded from the board's pins as it runs."""

    def __init__(self, board, stream=None):
        from wispy.emulator.display import DisplayDecoder

        self.board = board
        self.stream = stream or sys.stderr
        self.decoder = DisplayDecoder(board.config, board.clock_hz)
        self.fed = 0  # pin log entries already given to the decoder
        self.shown = 0  # frames already printed

    def update(self, final: bool = False) -> None:
        log = self.board.pin_log
        self.decoder.feed(log[self.fed :])
        self.fed = len(log)
        if final:
            self.decoder.finish(self.board.now())
        else:
            self.decoder.advance(self.board.now())
        for frame in self.decoder.frames[self.shown :]:
            self.print(frame)
        self.shown = len(self.decoder.frames)

    def print(self, frame) -> None:
        rows = frame.render().splitlines()
        border = "+" + "-" * 10 + "+"
        lines = [f"display at {frame.time:.3f} s", border]
        lines += ["|" + "".join(c * 2 for c in row) + "|" for row in rows]
        lines.append(border)
        self.stream.write("\n".join(lines) + "\n")
        self.stream.flush()
