"""argparse types of the `wispy` options' values: each refuses a bad value in one line that
names what was expected (argparse adds the option: `argument --timeout: ...`, status 2)."""

from __future__ import annotations

import argparse
import math


def _number(text: str, convert, not_a: str, fits, the_range: str):
    """text converted (int, float), or the one-line refusal: "'x' is not <not_a>" when it
    does not convert, "'x': <the_range>" when fits(value) is false."""
    try:
        value = convert(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not {not_a}") from None
    if not fits(value):
        raise argparse.ArgumentTypeError(f"{text!r}: {the_range}")
    return value


def seconds(text: str) -> float:
    """--timeout: a number of seconds, at least 0 and finite."""
    return _number(text, float, "a number of seconds", lambda v: math.isfinite(v) and v >= 0,
                   "the seconds must be a finite number, 0 or more")


def seed(text: str) -> int:
    """--seed: the emulated RNG's seed, an integer 0 .. 2**64-1."""
    return _number(text, lambda t: int(t, 0), "an integer", lambda v: 0 <= v < 1 << 64,
                   "a seed is 0 to 2**64-1")


def tcp_port(text: str) -> int:
    """--tcp: a TCP port, 0 (any free one) to 65535."""
    return _number(text, int, "a port number", lambda v: 0 <= v <= 65535,
                   "a TCP port is 0 (any free one) to 65535")


def positive_int(text: str) -> int:
    """A count: an integer of at least 1 (and at most a million, for a benchmark's N)."""
    return _number(text, int, "an integer", lambda v: 1 <= v <= 1_000_000, "expected 1 to 1,000,000")


def lossy(text: str) -> str:
    """--lossy RATE[:SEED]: RATE 0..1, SEED an integer."""
    rate, _, seed_text = text.partition(":")
    try:
        r = float(rate)
        if seed_text:
            int(seed_text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not RATE[:SEED] (for example 0.01 or 0.01:7)") from None
    if not 0 <= r <= 1:
        raise argparse.ArgumentTypeError(f"{text!r}: RATE is a fraction of bytes, 0 to 1")
    return text


def probability(text: str) -> float:
    """--radio-loss P: a probability, 0 to 1."""
    return _number(text, float, "a number", lambda v: 0 <= v <= 1, "a probability is 0 to 1")
