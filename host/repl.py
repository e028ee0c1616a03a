"""`wispy repl`: each input is compiled on the host and run on the board, in one namespace.

Qstr and constant indices are per image, and code defined at the prompt keeps referring to
its strings, constants and code records. So the host keeps the session's string table and
constant list, and every input extends them: its image is the session image grown
append-only (new strings and records after the old ones, offset tables with room to grow),
and only the new bytes and the header are sent. The board keeps the session image in one
heap buffer and the session's globals dict (docs/protocol.md)."""

from __future__ import annotations

import struct
import sys
import zlib

from wispy import protocol as P
from wispy.gen import defs
from wispy.image import HEADER, encode_uint, pack_const

CAPACITY = 4096  # bytes of the board's heap for the session image
QCAP = 192  # strings the session can hold
CCAP = 96  # constants the session can hold
QSTR_OFF = HEADER.size
CONST_OFF = QSTR_OFF + 2 * QCAP
DATA_OFF = CONST_OFF + 4 * CCAP


class SessionFull(Exception):
    pass


class Session:
    """The host's half of a REPL session: the strings and constants so far and the bytes
    of the session image as the board holds them."""

    def __init__(self):
        self.strings: list[str] = []
        self.consts: list = []
        self.buf = bytearray(DATA_OFF)
        self.sources: dict[str, list[str]] = {}
        self.count = 0

    def compile(self, source: str):
        """Compile one input against the session; returns (strings, consts, entry)."""
        from wispy.compiler import desugar, imports, parse, scope, subset
        from wispy.compiler.codegen import CodeGen
        from wispy.compiler.errors import Source
        from wispy.compiler.itergen import rename_comprehensions
        from wispy.compiler.pool import Pool, Qstr

        self.count += 1
        filename = "<stdin>"
        src = Source(source, filename)
        tree = parse.parse(src)
        subset.check(tree, src)
        tree = desugar.desugar(tree)
        tree = imports.rewrite(tree, src)
        tree = rename_comprehensions(tree)
        scopes = scope.analyse(tree, src)
        pool = Pool()
        base = len(defs.QSTRS)
        for i, text in enumerate(self.strings):  # earlier inputs' strings keep their index
            q = pool._qstrs[text] = Qstr(text)
            q.index = base + i
        pool.consts = list(self.consts)
        main = CodeGen(tree, scopes[tree], scopes, pool, src, filename, True, True).generate()
        entry = pool.add(main)
        new = [q for q in pool._qstrs.values() if q.index is None]
        new.sort(key=lambda q: -q.uses)
        for i, q in enumerate(new):
            q.index = base + len(self.strings) + i
        consts = [c.finish() if isinstance(c, CodeGen) else c for c in pool.consts]
        return [q.text for q in new], consts[len(self.consts):], entry

    def extend(self, strings: list[str], consts: list, entry: int) -> list[tuple[int, bytes]]:
        """Grow the session image; returns the (offset, bytes) pieces the board lacks."""
        if len(self.strings) + len(strings) > QCAP or len(self.consts) + len(consts) > CCAP:
            raise SessionFull("the REPL session has no room for more names or constants")
        buf = bytearray(self.buf)
        start = len(buf)
        q_first, c_first = len(self.strings), len(self.consts)
        for i, text in enumerate(strings):
            raw = text.encode("utf-8")
            offset = len(buf) - QSTR_OFF
            if offset > 0xFFFF:
                raise SessionFull("the REPL session's strings are full")
            struct.pack_into("<H", buf, QSTR_OFF + 2 * (q_first + i), offset)
            buf += encode_uint(len(raw)) + raw + b"\0"
        for i, const in enumerate(consts):
            buf += bytes(-len(buf) % 4)
            struct.pack_into("<I", buf, CONST_OFF + 4 * (c_first + i), len(buf))
            buf += pack_const(const)
        buf += bytes(-len(buf) % 4)
        if len(buf) > CAPACITY:
            raise SessionFull(f"the REPL session is full ({CAPACITY} bytes); Ctrl-D starts afresh")
        header = HEADER.pack(
            magic=defs.IMAGE_MAGIC, version=defs.IMAGE_VERSION, flags=1, length=len(buf),
            crc32=0, abi=defs.ABI_HASH, n_qstr=q_first + len(strings),
            n_const=c_first + len(consts), qstr_off=QSTR_OFF, const_off=CONST_OFF, entry=entry,
            reserved=0)
        buf[:HEADER.size] = header
        struct.pack_into("<I", buf, 12, zlib.crc32(bytes(buf[16:])) & 0xFFFFFFFF)
        pieces = [(0, bytes(buf[:HEADER.size]))]
        if strings:
            lo = QSTR_OFF + 2 * q_first
            pieces.append((lo, bytes(buf[lo:lo + 2 * len(strings)])))
        if consts:
            lo = CONST_OFF + 4 * c_first
            pieces.append((lo, bytes(buf[lo:lo + 4 * len(consts)])))
        if len(buf) > start:
            pieces.append((start, bytes(buf[start:])))
        self.buf = buf
        self.strings += strings
        self.consts += consts
        return pieces


class Repl:
    """A REPL on a board behind a Link."""

    def __init__(self, link: P.Link):
        self.link = link
        self.session = Session()

    def begin(self) -> None:
        self.session = Session()
        self.link.request(P.REPL_BEGIN, struct.pack("<I", CAPACITY), what="starting the REPL")
        self.send(self.session.extend([], [], 0), initial=True)

    def send(self, pieces, initial: bool = False) -> None:
        for off, data in pieces:
            if initial and off == 0:
                data = bytes(self.session.buf)  # the empty tables too, once
            self.link.send_pieces(P.REPL_DATA, lambda o, off=off: struct.pack("<I", off + o),
                                  data, "sending the input")

    def run(self, source: str, on_output) -> tuple[int | None, str]:
        """Compile and run one input; (status, reason) as Link.run."""
        strings, consts, entry = self.session.compile(source)
        pieces = self.session.extend(strings, consts, entry)
        self.session.sources["<stdin>"] = source.splitlines()
        self.send(pieces)
        return self.link.go(P.REPL_GO, struct.pack("<I", len(self.session.buf)), on_output)

    def names(self) -> list[str]:
        return sorted(set(self.session.strings) | {n for n in defs.QSTRS if n.isidentifier()})


def is_complete(text: str) -> bool:
    """Whether the prompt's text is a complete input (CPython's rules, as codeop says)."""
    import codeop

    try:
        return codeop.compile_command(text, "<stdin>", "single") is not None
    except (SyntaxError, OverflowError, ValueError):
        return True  # complete, and wrong: the compiler reports it


def main_loop(link: P.Link, info: P.BoardInfo, *, input_fn=None, out=sys.stdout) -> int:
    from wispy.cli import enrich_traceback
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
            _status, _reason = repl.run(source, on_output)
            fresh = False
        except CompileError as e:
            print(e.render() if hasattr(e, "render") else str(e), file=out)
            continue
        except SessionFull as e:
            print(f"wispy: {e}", file=out)
            continue
        if err:
            out.write(enrich_traceback(err.decode("utf-8", "replace"), repl.session.sources))
            out.flush()


def _prompt_toolkit_input(repl: Repl):
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.history import InMemoryHistory

    session = PromptSession(history=InMemoryHistory())

    def read(prompt: str) -> str:
        completer = WordCompleter(repl.names(), sentence=True)
        return session.prompt(prompt, completer=completer)

    return read
