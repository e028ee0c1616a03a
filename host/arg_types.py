"""argparse types of the `wispy` options' values: each refuses a bad value in one line that
names what was expected (argparse adds the option: `argument --timeout: ...`, status 2)."""

from __future__ import annotations

import argparse
import math


def seconds(text: str) -> float:
    """--timeout: a number of seconds, at least 0 and finite."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"{text!r}: the seconds must be a finite number, 0 or more")
    return value


def seed(text: str) -> int:
    """--seed: the emulated RNG's seed, an integer 0 .. 2**64-1."""
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if not 0 <= value < 1 << 64:
        raise argparse.ArgumentTypeError(f"{text!r}: a seed is 0 to 2**64-1")
    return value


def tcp_port(text: str) -> int:
    """--tcp: a TCP port, 0 (any free one) to 65535."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r}: a TCP port is 0 (any free one) to 65535")
    return value


def positive_int(text: str) -> int:
    """A count: an integer of at least 1 (and at most a million, for a benchmark's N)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if not 1 <= value <= 1_000_000:
        raise argparse.ArgumentTypeError(f"{text!r}: expected 1 to 1,000,000")
    return value


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
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{text!r}: a probability is 0 to 1")
    return value
