"""The `wispy` commands that talk to a board over a serial port (`-p PORT`, any pyserial URL):
devs, info, flash, run, exec, eval, reset, soft-reset, erase. Each opens the port, does the
handshake (host/protocol.py), does its work and reports failures as one sentence."""

from __future__ import annotations

import sys

from wispy import arg_types
from wispy import protocol as P

MICROBIT_VID_PID = (0x0D28, 0x0204)
EXIT_TIMEOUT = 124


class RemoteError(Exception):
    """A failure to report as `wispy: <message>` (exit status 1)."""

    def __init__(self, message: str, status: int = 1):
        super().__init__(message)
        self.status = status


def list_ports() -> list[tuple[str, str, bool]]:
    """(device, description, is_microbit) for every serial port of this computer."""
    from serial.tools import list_ports as lp

    out = []
    for p in sorted(lp.comports(), key=lambda p: p.device):
        is_mb = (p.vid, p.pid) == MICROBIT_VID_PID
        out.append((p.device, p.description or "", is_mb))
    return out


def find_port(explicit: str | None) -> str:
    if explicit:
        return explicit
    boards = [dev for dev, _, mb in list_ports() if mb]
    if not boards:
        raise RemoteError("no micro:bit is attached (none of the serial ports has USB VID:PID "
                          "0D28:0204); give a port with -p PORT (a device, socket://HOST:PORT, "
                          "rfc2217://…), or start `wispy emulate`")
    return boards[0]


def open_link(port: str) -> tuple:
    import serial

    try:
        ser = serial.serial_for_url(port, baudrate=P.WIRE_BAUD, timeout=0.05)
    except (serial.SerialException, ValueError) as e:
        raise RemoteError(f"cannot open {port}: {e}") from None
    ser.reset_input_buffer()
    link = P.Link(ser)
    info = link.hello()
    return link, info


def _connect(args):
    port = find_port(getattr(args, "port", None))
    try:
        return open_link(port)
    except P.ProtocolError as e:
        raise RemoteError(str(e)) from None


def _guard(fn):
    """Turn protocol and serial errors into RemoteError sentences."""

    def run(args):
        import serial

        try:
            return fn(args)
        except P.ProtocolError as e:
            raise RemoteError(str(e)) from None
        except serial.SerialException as e:
            raise RemoteError(f"the serial port failed: {e} (board unplugged or reset?); "
                              "run the command again") from None
        except OSError as e:
            raise RemoteError(f"the serial port failed: {e}; run the command again") from None

    return run


# ---------------------------------------------------------------- commands


def cmd_devs(args) -> int:
    ports = list_ports()
    if not ports:
        print("no serial ports")
    for dev, desc, mb in ports:
        print(f"{dev:24} {desc}{'   [micro:bit]' if mb else ''}")
    return 0


def format_info(info: P.BoardInfo, port: str) -> str:
    used = info.script_length
    committed = f" (update {info.script_seq})" if info.record != 255 else " (no update committed)"
    return "\n".join([
        f"board:              {info.board} on {port}",
        (f"firmware:           wispy {info.firmware_version}, protocol {info.protocol}, "
         f"image format {info.image_version}, ABI {info.abi:#010x}"),
        f"firmware in flash:  {info.firmware_size:,} B",
        (f"script region:      {info.script_start:#07x}, {info.script_size:,} B "
         f"(images up to {info.image_max:,} B, {info.page_size} B pages)"),
        (f"script:             {used:,} B" + committed) if used else "script:             none",
        f"heap:               {info.heap_bytes:,} B, {info.heap_free:,} B free now",
    ])


@_guard
def cmd_info(args) -> int:
    link, info = _connect(args)
    print(format_info(info, link.port.port if hasattr(link.port, "port") else "?"))
    return 0


def _progress(total: int):
    try:
        from tqdm import tqdm
    except ImportError:  # a plain fallback
        def show(done, total_):
            print(f"\rflashing {done}/{total_} B", end="", file=sys.stderr)
            if done >= total_:
                print(file=sys.stderr)
        return show, lambda: None
    bar = tqdm(total=total, unit="B", unit_scale=True, desc="flashing", file=sys.stderr,
               leave=False)

    def show(done, total_):
        bar.update(done - bar.n)

    return show, bar.close


@_guard
def cmd_flash(args) -> int:
    from wispy.cli import _sources_to_image, check_verify_ram

    image, _ = _sources_to_image(args.files)
    link, info = _connect(args)
    if len(image) > info.image_max:
        raise RemoteError(f"the image is {len(image):,} bytes; the script region of {info.board} "
                          f"holds {info.image_max:,}")
    check_verify_ram(image, info.heap_bytes)

    def replacing(old_length: int) -> None:
        print(f"wispy: the new script ({len(image):,} B) and the board's current one "
              f"({old_length:,} B) do not fit in its script region ({info.image_max:,} B) "
              "together: the current one is removed first, so if the power fails during this "
              "flash the board boots the old script, no script, or the new one",
              file=sys.stderr)

    show, close = (None, lambda: None) if args.quiet else _progress(len(image))
    try:
        figures = link.flash(image, progress=show, page_size=info.page_size, on_replace=replacing)
    finally:
        close()
    where = f"at {info.script_start + figures['first'] * info.page_size:#07x}"
    if figures["unchanged"]:
        print(f"the board already has this script ({figures['bytes']:,} B {where}); "
              "nothing written")
        return 0
    print(f"flashed {figures['bytes']:,} B {where}: {figures['sent']} of "
          f"{figures['pages']} pages sent, {figures['copied']} copied on the board, verified "
          f"(update {figures['seq']}, {figures['seconds']:.2f} s)")
    if not args.no_reset:
        link.request(P.RESET)
    return 0


def _stream(sources):
    from wispy.cli import enrich_traceback

    err = bytearray()

    def on_output(stream: int, data: bytes) -> None:
        if stream == 0:
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            err.extend(data)
            if data.endswith(b"\n"):
                sys.stderr.write(enrich_traceback(err.decode("utf-8", "replace"), sources))
                sys.stderr.flush()
                err.clear()

    def finish():
        if err:
            sys.stderr.write(enrich_traceback(err.decode("utf-8", "replace"), sources))

    return on_output, finish


_stdin_buffer = bytearray()  # bytes of stdin read past the last line given to the board
_stdin_eof = False


def read_stdin_line(timeout: float | None = None) -> bytes | None:
    """One line for input() on the board, from this tool's stdin as CPython's input() reads
    it: the line without its '\n' (a last line without one whole); None at the end of input
    (the board raises EOFError). With a timeout (what is left of --timeout), P.InputTimeout
    when no whole line came in time. The file descriptor is read directly (select, then
    os.read into a buffer of our own), so lines already read are never hidden from select
    in a BufferedReader; where select cannot wait on stdin (Windows) the read blocks."""
    global _stdin_eof
    import os
    import select
    import time

    if sys.stdin is None:
        return None
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):  # a replaced stdin (io.StringIO)
        line = sys.stdin.readline().encode("utf-8", "surrogateescape")
        return (line[:-1] if line.endswith(b"\n") else line) or None
    deadline = None if timeout is None else time.monotonic() + timeout
    while b"\n" not in _stdin_buffer and not _stdin_eof:
        if deadline is not None:
            try:
                ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
            except (OSError, ValueError):
                ready = [fd]
            if not ready:
                raise P.InputTimeout
        chunk = os.read(fd, 4096)
        if chunk:
            _stdin_buffer.extend(chunk)
        else:
            _stdin_eof = True
    end = _stdin_buffer.find(b"\n")
    line = bytes(_stdin_buffer[:end if end >= 0 else len(_stdin_buffer)])
    del _stdin_buffer[:end + 1 if end >= 0 else len(_stdin_buffer)]
    if end < 0 and not line:
        return None
    return line


class _Decided(Exception):
    """--expect or --fail-text appeared: leave the output loop (the program is stopped)."""


def run_image(args, image: bytes, sources: dict) -> int:
    from wispy.cli import _watch, watch_status

    link, _ = _connect(args)
    on_output, finish = _stream(sources)
    watch = _watch(args)

    def on_output_watched(stream: int, data: bytes) -> None:
        on_output(stream, data)
        watch.feed(stream, data)
        if watch.decided():
            raise _Decided

    try:
        status, reason = link.run(image, on_output_watched if watch.active else on_output,
                                  timeout=getattr(args, "timeout", None),
                                  on_input=read_stdin_line)
    except _Decided:
        finish()
        sys.stdout.flush()
        link.interrupt()  # the program runs on while nobody listens: stop it
        return watch_status(watch, None)
    finish()
    sys.stdout.flush()
    if watch.active and reason == "done":
        return watch_status(watch, status)
    if reason == "timeout":
        print(f"wispy: stopped the program on the board after {args.timeout} s (--timeout)",
              file=sys.stderr)
        return EXIT_TIMEOUT
    if reason == "interrupted":
        return 130
    return status


# `wispy run` options that act on the built-in emulated board (its pins, buttons, display,
# virtual clock); a board on a serial port has its own
EMULATOR_ONLY = ("input", "uart_input", "press", "pin", "display", "trace_pins", "stats", "profile", "flame",
                 "temperature", "audio", "notes")


@_guard
def cmd_run(args) -> int:
    from wispy.cli import _sources_to_image

    for name in EMULATOR_ONLY:
        if getattr(args, name, None):
            option = "--" + name.replace("_", "-")
            raise RemoteError(f"{option} acts on the built-in emulated board: run without -p "
                              f"to use it (a board on {args.port} has its own pins, buttons and "
                              "UART)", status=2)
    image, sources = _sources_to_image(args.files)
    return run_image(args, image, sources)


@_guard
def cmd_exec(args) -> int:
    from wispy.compiler import compile_source

    image = compile_source(args.code, "<exec>")
    return run_image(args, image, {"<exec>": args.code.splitlines()})


@_guard
def cmd_eval(args) -> int:
    from wispy.compiler import compile_source

    image = compile_source(args.expr, "<eval>", interactive=True)
    return run_image(args, image, {"<eval>": args.expr.splitlines()})


def _simple(type_: int, done: str):
    @_guard
    def cmd(args) -> int:
        link, _ = _connect(args)
        link.request(type_)
        print(done)
        return 0

    return cmd


@_guard
def cmd_repl(args) -> int:
    from wispy.repl import main_loop

    link, info = _connect(args)
    return main_loop(link, info)


cmd_reset = _simple(P.RESET, "the board was reset")
cmd_soft_reset = _simple(P.SOFT_RESET, "the board's VM was reset (heap and names cleared)")
cmd_erase = _simple(P.ERASE, "the script region was erased")


def add_port_option(p, *, top: bool = False) -> None:
    """-p/--port, accepted before the command (top) and after it (on the sub-command)."""
    import argparse

    p.add_argument("-p", "--port", metavar="PORT",
                   default=None if top else argparse.SUPPRESS,
                   help="the board's serial port: a device, socket://HOST:PORT, rfc2217://… "
                        "(default: a micro:bit found by USB VID:PID 0D28:0204)")


def add_commands(sub) -> None:
    """The board commands, added to the CLI's sub-parsers."""
    p = sub.add_parser("devs", help="list serial ports, marking micro:bits")
    p.set_defaults(func=cmd_devs)
    p = sub.add_parser("flash", help="compile and write scripts into the board's flash")
    p.add_argument("files", nargs="+", metavar="FILE.py")
    p.add_argument("--no-reset", action="store_true", help="do not reset the board afterwards")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    add_port_option(p)
    p.set_defaults(func=cmd_flash)
    p = sub.add_parser("exec", help="run Python statements on the board")
    p.add_argument("code")
    p.add_argument("--timeout", type=arg_types.seconds, default=None, metavar="SECONDS")
    add_port_option(p)
    p.set_defaults(func=cmd_exec)
    p = sub.add_parser("eval", help="evaluate a Python expression on the board, print its repr")
    p.add_argument("expr")
    p.add_argument("--timeout", type=arg_types.seconds, default=None, metavar="SECONDS")
    add_port_option(p)
    p.set_defaults(func=cmd_eval)
    p = sub.add_parser("repl", help="a Python prompt: inputs compile here and run on the board")
    add_port_option(p)
    p.set_defaults(func=cmd_repl)
    for name, fn, text in (("reset", cmd_reset, "reset the board (the flashed script runs again)"),
                           ("soft-reset", cmd_soft_reset, "reset the board's VM: heap and names"),
                           ("erase", cmd_erase, "erase the board's script region")):
        p = sub.add_parser(name, help=text)
        add_port_option(p)
        p.set_defaults(func=fn)
