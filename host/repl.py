"""`wispy repl`: each input is compiled on the host and run on the board, in one namespace.

Qstr and constant indices are per image, and code defined at the prompt keeps referring to
its strings, constants and code records. So the host keeps the session's string table and
constant list, and every input extends them: its image is the session image grown in place
(new strings after the old ones, new constants after the old ones, new records below the
old ones, constant 0 pointed at the input's code), and only the bytes that changed are sent.
The board keeps the session image in one heap buffer and the session's globals dict
(docs/protocol.md)."""

from __future__ import annotations

import bisect
import re
import struct
import sys

from wispy import protocol as P
from wispy.gen import defs
from wispy.image import FLAG_LINES, HEADER, LENGTH_UNIT, RECORD_UNIT, CodeObject, pack_code, pack_const, seal

CAPACITY = 4096  # bytes of the board's heap for the session image, at least
MAX_CAPACITY = 65536  # at most (the constant table's u16 entries reach 128 KB)
HEAP_SHARE = 0.55  # of the board's free heap at the start: the rest is for the session's objects
# (a def costs no heap, an immediate function: its record here is what it costs; 200 one-line
# defs take 5.0 KB of the image and ~1 KB of heap, the globals, on the micro:bit)
FILE = "<stdin>"  # the one file name in the session's code records: the host names each input
MAX_LINE = 0xFFFF  # the compiler's limit for a code record's first line


def capacity_for(heap_free: int) -> int:
    """The session image's size on a board with `heap_free` bytes of heap free."""
    return max(CAPACITY, min(MAX_CAPACITY, int(heap_free * HEAP_SHARE) // 4 * 4))


def changes(old: bytes, new: bytes, gap: int = 16) -> list[tuple[int, bytes]]:
    """The (offset, bytes) pieces that make `old` into `new` where both have bytes (runs of
    changed bytes, joined when fewer than `gap` equal bytes lie between), then new's tail."""
    pieces: list[tuple[int, bytes]] = []
    n, i = min(len(old), len(new)), 0
    while i < n:
        if old[i] == new[i]:
            i += 1
            continue
        start = end = i
        while i < n and i - end < gap:
            if old[i] != new[i]:
                end = i + 1
            i += 1
        pieces.append((start, bytes(new[start:end])))
    if len(new) > n:
        pieces.append((n, bytes(new[n:])))
    return pieces


class SessionFull(Exception):
    pass


class Session:
    """The host's half of a REPL session: the strings, constants and records so far, and
    the bytes of the session image exactly as the board holds them (`buf`).

    The image is as long as the board's buffer, and two parts grow towards each other in it:

        header · string table (ends, texts) · constant table →   …free…   ← records

    The string table's ends have room for `qcap` strings and its texts room for `text_cap`
    bytes: a pad (string 0, never used), whose text runs from the last end to `text_off` and
    shrinks by 2 bytes as each string is added, and a filler (the last string, never used),
    whose text runs to `text_end`, keep the table's size fixed while strings are added. When
    the texts need more room, `text_end` moves on and the constant table after it moves with
    it (constants are found by index; strings never move, nor do records). The constant table
    grows into the free bytes; each input's records go below the lowest kept record, the
    input's own code (constant 0) lowest of all, where the next input's records go when the
    board says nothing holds it (DONE's `held`). The session is full when the constant table
    would reach the records.

    Every code record names one file, FILE, and the session numbers its lines one input
    after another (input N's line 1 is the line after input N-1's last), so an input costs
    no string for its name; `where()` turns a session line back into `<stdin-N>` and a line."""

    def __init__(self, capacity: int = CAPACITY):
        capacity -= capacity % LENGTH_UNIT
        self.capacity = capacity
        self.qcap = max(64, capacity // 20)  # strings the session can hold
        self.text_cap = max(256, capacity // 16)  # bytes of their texts (grows)
        self.qstr_off = HEADER.size
        self.text_off = 2 * (self.qcap + 2)
        if self.const_off + 64 > capacity:
            raise ValueError(f"a session image of {capacity} bytes has no room for records")
        self.strings: list[str] = [FILE]
        self.consts: list = [None]  # constant 0: the latest input's code
        self.offsets: list[int] = [0]  # where each constant's record lies
        self.low = capacity  # the lowest kept record (nothing below it is referred to)
        self.main_low = capacity  # the latest input's records without its code: its code's top
        self.lines = 0  # the session's lines so far
        self.starts: list[int] = []  # each input's first session line - 1 ...
        self.names: list[str] = []  # ... and its name, `<stdin-N>`
        self.buf = bytearray(capacity)  # the board's buffer starts zeroed (REPL_BEGIN)
        self._seal(self.buf)  # no constant yet: no input to run
        self.sources: dict[str, list[str]] = {}
        self.count = 0
        self._pending: tuple[str, int] = ("", 0)  # the compiled input's name and line count

    @property
    def text_end(self) -> int:
        return self.text_off + self.text_cap

    @property
    def const_off(self) -> int:
        return self._const_end(self.text_cap, 0)  # the next even offset after the string table

    def compile(self, source: str, *, interactive: bool = True, filename: str | None = None):
        """Compile one input against the session; returns (strings, consts, main): its new
        strings and constants and its code, which becomes constant 0.
        Each input has its own name, `<stdin-N>` (CPython 3.13 says `<python-input-N>`):
        compile errors name it, and so do tracebacks once where() has mapped the session's
        line, so that a traceback through a function defined three inputs ago names that
        input's line and the host shows that line, not one of the latest input."""
        from wispy.compiler import Unit, generate
        from wispy.compiler.errors import Source
        from wispy.compiler.pool import Pool, Qstr

        self.count += 1
        filename = filename or f"<stdin-{self.count}>"
        pool = Pool()
        base = len(defs.QSTRS)
        for i, text in enumerate(self.strings):  # earlier inputs' strings keep their index
            q = pool._qstrs[text] = Qstr(text)
            q.index = base + 1 + i  # after the pad
        pool.consts = list(self.consts)
        new = []

        def number():  # the input's new strings after the session's, the most used first
            new.extend(sorted((q for q in pool._qstrs.values() if q.index is None), key=lambda q: -q.uses))
            for i, q in enumerate(new):
                q.index = base + 1 + len(self.strings) + i

        consts = generate([Unit(Source(source, filename), record_file=FILE)], pool,
                          interactive=interactive, number=number)
        n_lines = source.count("\n") + (not source.endswith("\n"))
        if self.lines + n_lines > MAX_LINE:
            raise SessionFull(f"the REPL session has {self.lines:,} lines (at most {MAX_LINE:,}); "
                              "Ctrl-D starts afresh")
        for c in [consts[0], *consts[len(self.consts):]]:
            if isinstance(c, CodeObject):
                c.first_line += self.lines  # the session's numbering
        self._pending = (filename, n_lines)
        return [q.text for q in new], consts[len(self.consts):], consts[0]

    def extend(self, strings: list[str], consts: list, main, *, probe: bool = False) -> list[tuple[int, bytes]]:
        """Grow the session image by an input's strings and constants, its code `main` made
        constant 0; returns the (offset, bytes) pieces the board lacks. Until release_code(),
        the input's code is kept (as if a traceback held it). A probe's records go below
        the latest input's code even when it is released: the probe is taken back (restore)
        and that code is constant 0 again, so its bytes must still be there."""
        names = self.strings + strings
        texts = [text.encode("utf-8") for text in names]
        if len(names) > self.qcap:
            raise SessionFull(f"the REPL session has no room for more names ({self.qcap - 1}); "
                              "Ctrl-D starts afresh")
        # records below the lowest kept one: the constants', then this input's code lowest;
        # only that code names the file (the lowest code record must, docs/image-format.md;
        # every other takes it from the nearest one below it with a file: all are FILE)
        offsets, at = list(self.offsets), self.low
        if probe and self.consts[0] is not None:
            at = min(at, self.offsets[0])
        records = []
        for const in consts + [main]:
            if isinstance(const, CodeObject):
                raw, align = pack_code(const, with_file=const is main), 2
            else:
                raw, align = pack_const(const), 4  # an object record is 4-aligned
            at = (at - len(raw)) // align * align
            records.append((at, raw))
            offsets.append(at)
        main_at = offsets.pop()
        offsets[0] = main_at
        main_low = records[-2][0] if consts else self.low
        # room: the texts take the filler's bytes, and more by moving the constant table on
        n_text, text_cap = sum(map(len, texts)), self.text_cap
        if n_text > text_cap:
            text_cap = max(n_text, text_cap + text_cap // 2)  # a margin: the table moves seldom
            if self._const_end(text_cap, len(offsets)) > main_at:
                text_cap = n_text
        if self._const_end(text_cap, len(offsets)) > main_at:
            raise SessionFull(f"the REPL session is full ({self.capacity:,} bytes); Ctrl-D starts afresh")
        buf = bytearray(self.buf)
        for off, raw in records:
            buf[off:off + len(raw)] = raw
        self.strings, self.offsets, self.text_cap = names, offsets, text_cap
        self.consts = [main, *self.consts[1:], *consts]
        self._seal(buf)
        pieces = changes(self.buf, buf)
        self.buf = buf
        self.low, self.main_low = main_at, main_low  # the code is kept until release_code()
        name, n_lines = self._pending
        self.starts.append(self.lines)
        self.names.append(name)
        self.lines += n_lines
        return pieces

    def _const_end(self, text_cap: int, n_const: int) -> int:
        end = self.qstr_off + self.text_off + text_cap
        return end + end % 2 + 2 * n_const

    def release_code(self) -> None:
        """The board said nothing holds the latest input's code: the next input's records
        may go over its bytes."""
        self.low = self.main_low

    def where(self, line: int) -> tuple[str, int]:
        """The input (`<stdin-N>`) and its line that the session's line `line` is."""
        i = bisect.bisect_left(self.starts, line) - 1
        if i < 0:
            return FILE, line
        return self.names[i], line - self.starts[i]

    def state(self) -> tuple:
        """What extend() changes, for a probe to put back (restore)."""
        return (list(self.strings), list(self.consts), list(self.offsets), self.text_cap, self.low,
                self.main_low, self.lines, list(self.starts), list(self.names), self.count)

    def restore(self, state: tuple) -> list[tuple[int, bytes]]:
        """Back to `state`: the tables and header as they were (a probe's records stay in the
        free bytes, unreferred to); returns the pieces the board needs for it."""
        (self.strings, self.consts, self.offsets, self.text_cap, self.low, self.main_low,
         self.lines, self.starts, self.names, self.count) = state
        buf = bytearray(self.buf)
        self._seal(buf)
        pieces = changes(self.buf, buf)
        self.buf = buf
        return pieces

    def _seal(self, buf: bytearray) -> None:
        """Write the string table (pad, texts, filler), the constant table and the header."""
        texts = [text.encode("utf-8") for text in self.strings]
        n = len(texts) + 2
        ends, at = [self.text_off], self.text_off
        for raw in texts:
            at += len(raw)
            ends.append(at)
        ends.append(self.text_end)
        table = (struct.pack(f"<{n}H", *ends) + bytes(self.text_off - 2 * n) + b"".join(texts)
                 + bytes(self.text_end - at))
        buf[self.qstr_off:self.qstr_off + self.text_end] = table
        if self.const_off > self.qstr_off + self.text_end:
            buf[self.qstr_off + self.text_end] = 0  # the byte before the even offset
        n_const = len(self.offsets) if self.consts[0] is not None else 0
        for i in range(n_const):
            struct.pack_into("<H", buf, self.const_off + 2 * i, self.offsets[i] // RECORD_UNIT)
        seal(buf, FLAG_LINES, n, n_const)


class Repl:
    """A REPL on a board behind a Link."""

    def __init__(self, link: P.Link):
        self.link = link
        self.session = Session()
        self._attr_cache: dict[str, list[str]] = {}

    def begin(self) -> None:
        """A fresh session, its image as large as the board's free heap allows (capacity_for):
        the board soft-resets first, so what is free after it is what INFO says now."""
        self.link.request(P.SOFT_RESET, what="starting the REPL")
        capacity = capacity_for(self.link.info().heap_free)
        self.session = Session(capacity)
        self._attr_cache.clear()
        self.link.request(P.REPL_BEGIN, struct.pack("<I", capacity), what="starting the REPL")
        self.send(changes(bytes(len(self.session.buf)), self.session.buf))  # the empty tables, once

    def send(self, pieces) -> None:
        for off, data in pieces:
            self.link.send_pieces(P.REPL_DATA, lambda o, off=off: struct.pack("<I", off + o),
                                  data, "sending the input")

    def run(self, source: str, on_output, on_input=None) -> tuple[int | None, str]:
        """Compile and run one input; (status, reason) as Link.run; on_input() gives the
        lines input() on the board reads (None: end of input)."""
        strings, consts, main = self.session.compile(source)
        pieces = self.session.extend(strings, consts, main)
        self.session.sources[f"<stdin-{self.session.count}>"] = source.splitlines()
        self._attr_cache.clear()  # the input may have added attributes
        self.send(pieces)
        result = self.link.go(P.REPL_GO, struct.pack("<I", len(self.session.buf)), on_output,
                              on_input=on_input)
        done = self.link.done_payload
        if len(done) >= 5 and done[4] == 0:  # nothing holds the input's code (an older
            self.session.release_code()      # board does not say: its bytes stay)
        return result

    def traceback(self, text: str) -> str:
        """A board traceback as the user reads it: each `File "<stdin>", line L` named as the
        input and its line (Session.where), with that line's text under it."""
        from wispy.cli import enrich_traceback

        def name(m: re.Match) -> str:
            file, line = self.session.where(int(m.group(1)))
            return f'File "{file}", line {line}'

        text = re.sub(r'File "' + re.escape(FILE) + r'", line (\d+)', name, text)
        return enrich_traceback(text, self.session.sources)

    def names(self) -> list[str]:
        """Names to complete at the start of a word: every identifier the session compiled
        (its globals are among them) and the built-in names."""
        return sorted({n for n in self.session.strings if n.isidentifier()}
                      | {n for n in defs.QSTRS if n.isidentifier()})

    # -- attribute completion: the board says which names an object has
    def probe(self, source: str, timeout: float = 3.0) -> str | None:
        """Run `source` in the session and take it back: its stdout, or None if it failed
        (SessionFull if the session has no room for it).

        The probe is compiled and sent as an input, run, and then the host's session is
        restored and the board's bytes the probe changed in the header and the tables (the
        image CRC covers them) are sent back as they were; its records stay below the
        session's lowest, in the free bytes, where the next input's go. Nothing it made
        outlives it (the probes below only print), so a TAB costs no room in the session."""
        from wispy.compiler import CompileError

        s = self.session
        saved = s.state()
        out = bytearray()
        status = None
        try:
            strings, consts, main = s.compile(source, interactive=False, filename="<tab>")
            pieces = s.extend(strings, consts, main, probe=True)
        except SessionFull:
            s.restore(saved)
            raise
        except CompileError:
            pieces = None
        try:
            if pieces is not None:
                self.send(pieces)
                status, _ = self.link.go(P.REPL_GO, struct.pack("<I", len(s.buf)),
                                         lambda stream, data: out.extend(data) if stream == 0
                                         else None, timeout=timeout)
        finally:
            self.send(s.restore(saved))
        return out.decode("utf-8", "replace") if status == 0 else None

    def attributes(self, expr: str, private: bool = False) -> list[str]:
        """The attributes the board's `expr` (a dotted name) has among the candidate names
        (those starting with `_` only if `private`). A first probe asks the board for the
        object's type; a second keeps the candidates the object has: hasattr on the board,
        or for a module (getattr and hasattr on a module find nothing today on the board)
        `expr.name` tried for each, in probes of at most PROBE_BYTES of source."""
        key = f"{expr}/{private}"
        if key in self._attr_cache:
            return self._attr_cache[key]
        try:
            kind = self.probe(f"print(type({expr}).__name__)\n")
        except SessionFull:
            return []
        if kind is None:
            return []  # no such name on the board
        kind = kind.strip()
        names = sorted(n for n in attribute_candidates(kind, expr, self.session.strings)
                       if private or not n.startswith("_"))
        # each name is a string literal of the probe (today the board's hasattr does not
        # find a built-in method by a name cut out of a longer string, as split() gives),
        # so the session's string table must have room for them
        if kind == "module":
            def source(batch):
                return "".join(f"try:\n    {expr}.{n}\n    print({n!r})\nexcept Exception:\n"
                               "    pass\n" for n in batch)
        else:
            def source(batch):
                return f"print(*[n for n in ({', '.join(map(repr, batch))},) if hasattr({expr}, n)])\n"
        found: list[str] = []

        def ask(batch: list[str]) -> bool:
            text = source(batch)
            if len(text) > PROBE_BYTES and len(batch) > 1:
                return ask(batch[:len(batch) // 2]) and ask(batch[len(batch) // 2:])
            try:
                got = self.probe(text)
            except SessionFull:
                if len(batch) < 8:
                    return False
                return ask(batch[:len(batch) // 2]) and ask(batch[len(batch) // 2:])
            if got is None:
                return False
            found.extend(got.split())
            return True

        if names and not ask(names):
            return []
        self._attr_cache[key] = found
        return found

    def complete(self, text: str) -> list[str]:
        """Completions of the word that ends `text` (the line up to the cursor): a name, or
        after `a.b.` an attribute the board says `a.b` has."""
        m = ATTR_RE.search(text)
        if m:
            expr, prefix = m.group(1), m.group(2)
            # as CPython's completer: names starting with _ only once a _ is typed
            return [n for n in self.attributes(expr, prefix.startswith("_"))
                    if n.startswith(prefix)]
        m = NAME_RE.search(text)
        prefix = m.group(0) if m else ""
        return [n for n in self.names() if n.startswith(prefix) and not n.startswith("_")
                or prefix.startswith("_") and n.startswith(prefix)]


PROBE_BYTES = 700  # names per attribute probe: room for it in the session image's spare bytes
# `a.b.c.pre` at the end of the line (not after a quote, a bracket or a digit): the object
# is a dotted name, evaluated on the board; `pre` is the start of the attribute
ATTR_RE = re.compile(r"(?<![\w.)\]'\"])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\.(\w*)$")
NAME_RE = re.compile(r"(?<![\w.])[A-Za-z_]\w*$")


def attribute_candidates(kind: str, expr: str, session_strings) -> set[str]:
    """Names an object of type `kind` on the board may have (a superset: the board keeps
    those it really has). Every identifier the session compiled (attributes of its classes
    and instances); for a built-in type, CPython's names for it; for a module, CPython's
    names for the module of that name and those of the firmware's table for it."""
    import builtins
    import collections
    import importlib

    if kind == "module":
        module = expr.rsplit(".", 1)[-1]
        names = firmware_module_names().get(module)
        if not names:
            try:
                names = set(dir(importlib.import_module(module)))
            except ImportError:
                names = {n for n in session_strings if n.isidentifier()}
        return set(names)
    names = {n for n in session_strings if n.isidentifier()} | set(_DUNDERS)
    cls = getattr(builtins, kind, None) or getattr(collections, kind, None)
    names |= set(dir(cls if isinstance(cls, type) else object))
    return names


def firmware_module_names() -> dict[str, set[str]]:
    """Each firmware module's attribute names, read from its `<module>_attrs[]` table in
    firmware/core (when the sources are there, as in a checkout); else empty."""
    from pathlib import Path

    global _FIRMWARE_NAMES
    if _FIRMWARE_NAMES is None:
        _FIRMWARE_NAMES = {}
        core = Path(__file__).resolve().parent.parent / "firmware" / "core"
        table = re.compile(r"modattr_t (\w+)_attrs\[\] = \{(.*?)\};", re.S)
        entry = re.compile(r'\{"(\w+)"|(?:\bA|MODULE_ATTR)\(\w+, (\w+)\)')
        for path in sorted(core.glob("mod_*.c")):
            for m in table.finditer(path.read_text(encoding="utf-8", errors="replace")):
                _FIRMWARE_NAMES.setdefault(m.group(1), set()).update(
                    a or b for a, b in entry.findall(m.group(2)))
    return _FIRMWARE_NAMES


_FIRMWARE_NAMES: dict[str, set[str]] | None = None
_DUNDERS = {"__class__", "__name__", "__init__", "__repr__", "__str__", "__dict__",
            "__module__", "__doc__", "__len__", "__iter__", "__next__", "__getitem__",
            "__setitem__", "__contains__", "__call__", "__enter__", "__exit__", "__eq__",
            "__lt__", "__hash__", "__add__", "__qualname__"}


def is_complete(text: str) -> bool:
    """Whether the prompt's text is a complete input (CPython's rules, as codeop says)."""
    import codeop

    try:
        return codeop.compile_command(text, "<stdin>", "single") is not None
    except (SyntaxError, OverflowError, ValueError):
        return True  # complete, and wrong: the compiler reports it


def read_terminal_line(timeout: float | None = None) -> bytes | None:
    """A line typed for input() on the board (its prompt came as output): the terminal is in
    its ordinary line mode between prompts, so this is CPython's input(); Ctrl-D: None (the
    board raises EOFError), Ctrl-C: KeyboardInterrupt (the board's input() raises it)."""
    try:
        return input().encode("utf-8", "surrogateescape")
    except EOFError:
        return None


def main_loop(link: P.Link, info: P.BoardInfo, *, input_fn=None, out=sys.stdout,
              line_fn=read_terminal_line) -> int:
    from wispy.compiler import CompileError

    repl = Repl(link)
    repl.begin()
    if input_fn is None:
        input_fn = _prompt_toolkit_input(repl)
    print(f"wispy {info.firmware_version} on {info.board}; inputs compile on this computer and "
          "run on the board. Ctrl-C interrupts, Ctrl-D soft-resets, Ctrl-D on an empty "
          "session quits.", file=out)
    fresh = True
    while True:
        lines: list[str] = []
        try:
            while True:
                line = input_fn(">>> " if not lines else "... ")
                lines.append(line)
                text = "\n".join(lines)
                if not text.strip():
                    lines = []
                    continue
                if is_complete(text + "\n") and (len(lines) == 1 or not line.strip()):
                    break
        except KeyboardInterrupt:
            print("KeyboardInterrupt", file=out)
            continue
        except EOFError:
            if fresh:
                return 0
            link.request(P.SOFT_RESET, what="soft reset")
            repl.begin()
            fresh = True
            print("soft reset: a fresh namespace on the board", file=out)
            continue
        source = "\n".join(lines) + "\n"
        err = bytearray()

        def on_output(stream: int, data: bytes, err=err) -> None:
            if stream == 0:
                out.write(data.decode("utf-8", "replace"))
                out.flush()
            else:
                err.extend(data)

        try:
            _status, _reason = repl.run(source, on_output, line_fn)
            fresh = False
        except CompileError as e:
            print(e.render() if hasattr(e, "render") else str(e), file=out)
            continue
        except SessionFull as e:
            print(f"wispy: {e}", file=out)
            continue
        if err:
            out.write(repl.traceback(err.decode("utf-8", "replace")))
            out.flush()


def _prompt_toolkit_input(repl: Repl):
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import Completer, Completion
    from prompt_toolkit.history import InMemoryHistory

    class BoardCompleter(Completer):
        """TAB: names of the session, or the attributes the board says an object has."""

        def get_completions(self, document, complete_event):
            before = document.text_before_cursor
            m = ATTR_RE.search(before) or NAME_RE.search(before)
            word = m.group(m.lastindex or 0) if m else ""
            try:
                names = repl.complete(before)
            except (P.ProtocolError, OSError):
                return  # the REPL's next input reports a link failure
            for name in names:
                yield Completion(name, start_position=-len(word))

    # completions only on TAB: an attribute costs a round trip to the board
    session = PromptSession(history=InMemoryHistory(), completer=BoardCompleter(),
                            complete_while_typing=False)

    def read(prompt: str) -> str:
        return session.prompt(prompt)

    return read
