"""What a pin played, from the pin log (docs/boards.md, "music"): the notes decoded from its
toggles in virtual time (a run of cycles of the same period is one note, a gap is a rest) and
the square wave itself as a 16-bit mono WAV file."""

from __future__ import annotations

import struct
import wave
from dataclasses import dataclass


@dataclass
class Note:
    start: float  # seconds of virtual time
    duration: float  # seconds
    frequency: float  # Hz, 0 for a rest


def _rises(edges) -> list[float]:
    level, out = 0, []
    for change in edges:
        if change.level == 1 and level != 1:
            out.append(change.time)
        level = change.level
    return out


def decode_notes(edges, end: float = 0.0, tolerance: float = 0.02) -> list[Note]:
    """The notes of one pin's changes (PinChange with .time, .level): consecutive rising edges
    whose periods agree within `tolerance` are one note; silence between notes is a rest."""
    rises = _rises(edges)
    notes: list[Note] = []
    i = 0
    while i + 1 < len(rises):
        period = rises[i + 1] - rises[i]
        j = i + 1
        while j + 1 < len(rises) and abs((rises[j + 1] - rises[j]) - period) <= tolerance * period:
            j += 1
        if j - i >= 2:  # two periods alike at least: a glitch between notes is none
            start = rises[i]
            if notes and start - (notes[-1].start + notes[-1].duration) > 0.002:
                last = notes[-1].start + notes[-1].duration
                notes.append(Note(last, start - last, 0.0))
            cycles = j - i
            notes.append(Note(start, rises[j] - start + period, round(cycles / (rises[j] - start), 2)))
        i = j
    return notes


def write_wav(path, edges, end: float, rate: int = 44100) -> None:
    """The pin's level as a square wave (high +, low -, silence 0) sampled at `rate` Hz."""
    samples = bytearray()
    changes = sorted(edges, key=lambda c: c.time)
    level, k = 0, 0
    for n in range(int(end * rate)):
        t = n / rate
        while k < len(changes) and changes[k].time <= t:
            level = changes[k].level or 0
            k += 1
        samples += struct.pack("<h", 12000 if level else -12000)
    # a pin that stays low is silence, not a held negative sample
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(samples))
