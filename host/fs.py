"""`wispy -p PORT fs ls|get|put|rm`: the board's files (firmware/lib/os.py) from the host, as
`mpremote fs` does it: each command is a small program compiled here and run on the board
(RUN_BEGIN/RUN_DATA/RUN_GO), a file's bytes coming back as printed bytes reprs and going out
as input() lines (LINE), so the protocol needed no request of its own (docs/protocol.md)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from wispy import remote
from wispy.remote import RemoteError

PIECE = 120  # bytes a line of `put` carries: 240 bytes of UTF-8, under input()'s 256

# put: each byte b travels as the character U+0100 + b (two bytes of UTF-8, never a line
# end), and the board takes it back with ord(c) - 256; an empty line ends the file
PUT = """f = open({name!r}, 'wb')
while True:
    l = input()
    if not l:
        break
    f.write(bytes([ord(c) - 256 for c in l]))
f.close()
"""
GET = """f = open({name!r}, 'rb')
while True:
    d = f.read({piece})
    if not d:
        break
    print(d)
f.close()
"""
LS = """import os
for n in os.listdir():
    print(repr((n, os.size(n))))
"""
RM = "import os\nos.remove({name!r})\n"


def _remote_name(name: str) -> str:
    """mpremote's `:name` (a file on the board) or a plain name."""
    return name[1:] if name.startswith(":") else name


def _run(link, code: str, lines=()) -> str:
    """Run code on the board; its stdout, or RemoteError with the board's error line."""
    from wispy.compiler import compile_source

    out, err = bytearray(), bytearray()
    feed = iter(lines)

    def on_output(stream: int, data: bytes) -> None:
        (out if stream == 0 else err).extend(data)

    status, reason = link.run(compile_source(code, "<fs>"), on_output,
                              on_input=lambda _left: next(feed, None))
    if status != 0 or reason != "done":
        last = err.decode("utf-8", "replace").strip().splitlines()
        raise RemoteError(last[-1] if last else f"the board's program ended with {reason}")
    return out.decode("utf-8", "replace")


def board_ls(link) -> list[tuple[str, int]]:
    return [ast.literal_eval(line) for line in _run(link, LS).splitlines()]


def board_get(link, name: str) -> bytes:
    return b"".join(ast.literal_eval(line) for line in
                    _run(link, GET.format(name=name, piece=PIECE)).splitlines())


def board_put(link, name: str, data: bytes) -> None:
    lines = [data[i:i + PIECE].decode("latin-1").translate(_SHIFT).encode()
             for i in range(0, len(data), PIECE)]
    _run(link, PUT.format(name=name), lines + [b""])


def board_rm(link, name: str) -> None:
    _run(link, RM.format(name=name))


_SHIFT = {b: 0x100 + b for b in range(256)}


@remote._guard
def cmd_fs(args) -> int:
    link, _ = remote._connect(args)
    what, names = args.action, args.names
    try:
        if what == "ls":
            if names:
                raise RemoteError("fs ls takes no names (the file system is flat)", status=2)
            for name, size in board_ls(link):
                print(f"{size:>12} {name}")
        elif what == "get":
            if not 1 <= len(names) <= 2:
                raise RemoteError("fs get takes a board file and, optionally, where to write it", status=2)
            name = _remote_name(names[0])
            data = board_get(link, name)
            if len(names) == 2 and names[1] != "-":
                out = Path(names[1])
                (out / name if out.is_dir() else out).write_bytes(data)
            else:
                sys.stdout.buffer.write(data)
                sys.stdout.flush()
        elif what == "put":
            if not 1 <= len(names) <= 2:
                raise RemoteError("fs put takes a local file and, optionally, its name on the board", status=2)
            local = Path(names[0])
            try:
                data = local.read_bytes()
            except OSError as e:
                raise RemoteError(f"cannot read {local}: {e.strerror}", status=2) from None
            board_put(link, _remote_name(names[1]) if len(names) == 2 else local.name, data)
        else:  # rm
            if not names:
                raise RemoteError("fs rm takes the names of board files", status=2)
            for name in names:
                board_rm(link, _remote_name(name))
    except RemoteError as e:
        raise RemoteError(f"fs {what}: {e}", status=e.status) from None
    return 0


def add_command(sub) -> None:
    p = sub.add_parser("fs", help="the board's files: ls, get NAME [LOCAL], put LOCAL [NAME], rm NAME...")
    p.add_argument("action", choices=("ls", "get", "put", "rm"))
    p.add_argument("names", nargs="*", metavar="NAME")
    remote.add_port_option(p)
    p.set_defaults(func=cmd_fs)
