"""A board's console output as it arrives, searched for what a run waits for: the texts of
`wispy run --expect/--fail-text` (Wokwi CI's options) and the patterns of the pytest
plugin's `board.expect()`. One reader for the emulated board and for a board on a port."""

from __future__ import annotations

import codecs
import re

TRACEBACK = "Traceback (most recent call last):"


class Console:
    """Everything the board printed, both streams in the order they came (`text`), and each
    stream alone. Searches start at `pos`, which a successful `search` moves past its match,
    so that waiting for the same line twice waits for it to be printed twice."""

    def __init__(self) -> None:
        self.data = bytearray()
        self.stdout = bytearray()
        self.stderr = bytearray()
        self.pos = 0  # in `text`: where the next search starts
        self.text = ""  # `data` decoded as it came (a character split over chunks waits)
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")

    def feed(self, stream: int, data: bytes) -> None:
        self.data += data
        (self.stderr if stream else self.stdout).extend(data)
        self.text += self._decoder.decode(bytes(data))

    def search(self, pattern: re.Pattern) -> re.Match | None:
        """The first match of `pattern` at or after `pos`; moves `pos` past it."""
        match = pattern.search(self.text, self.pos)
        if match is not None:
            self.pos = match.end()
        return match

    def traceback(self) -> str | None:
        """The last traceback on the error stream (to its end), or None."""
        err = self.stderr.decode("utf-8", "replace")
        at = err.rfind(TRACEBACK)
        return None if at < 0 else err[at:]


class Watch:
    """`wispy run --expect TEXT --fail-text TEXT`: which of the two appeared first in the
    output (`found`: "expect", "fail" or None). Plain text, not patterns, as Wokwi CI's."""

    def __init__(self, expect: str | None = None, fail: str | None = None):
        self.expect = expect
        self.fail = fail
        self.console = Console()
        self.found: str | None = None

    @property
    def active(self) -> bool:
        return bool(self.expect or self.fail)

    def feed(self, stream: int, data: bytes) -> None:
        start = len(self.console.data)
        self.console.feed(stream, data)
        if self.found is not None:
            return
        data = self.console.data
        hits = []
        for kind, wanted in (("fail", self.fail), ("expect", self.expect)):
            if wanted:
                # only where the new bytes could complete it: each chunk is looked at once
                needle = wanted.encode()
                at = data.find(needle, max(0, start - len(needle) + 1))
                if at >= 0:
                    hits.append((at + len(needle), kind))
        if hits:
            self.found = min(hits)[1]  # the one whose text was complete first

    def decided(self) -> bool:
        return self.found is not None
