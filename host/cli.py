"""The `wispy` command: build the firmware, compile scripts, run them on the emulated board.

Each sub-command is a small function that turns its arguments into calls on the library
(wispy.build, wispy.compiler, wispy.emulator); errors from those are typed and are
reported here as one readable sentence and a non-zero exit status, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from wispy import __version__, board_options, remote

DEFAULT_BOARD = "microbit-v1"

# Exit statuses of the `wispy` command itself (a script's own status passes through).
EXIT_USAGE = 2
EXIT_COMPILE = 1
EXIT_TIMEOUT = 124
EXIT_NO_PROGRAM = 125
EXIT_FAULT = 126


class CliError(Exception):
    """A failure to report as `wispy: <message>` with an exit status."""

    def __init__(self, message: str, status: int = 1):
        super().__init__(message)
        self.status = status


# ---------------------------------------------------------------- helpers


def _sources_to_image(paths: list[str]) -> tuple[bytes, dict[str, list[str]]]:
    """Compile .py files (or read one .wpy image); return the image and the sources by name."""
    from wispy.compiler import compile_files

    if len(paths) == 1 and paths[0].endswith(".wpy"):
        return Path(paths[0]).read_bytes(), {}
    for p in paths:
        if not Path(p).is_file():
            raise CliError(f"cannot read {p}: no such file", EXIT_USAGE)
    sources = {Path(p).name: Path(p).read_text(encoding="utf-8").splitlines() for p in paths}
    return compile_files(paths), sources


def _firmware(board: str | dict, elf: str | None) -> Path:
    from wispy.build import firmware_elf

    return Path(elf) if elf else firmware_elf(board)


def _board(args) -> str | dict:
    """The board of `--board`, or with `--ram SIZE` its variant with that much RAM (a
    firmware linked for it, built in its own directory, and an emulator mapping as much)."""
    ram = getattr(args, "ram", None)
    if ram is None:
        return args.board
    if getattr(args, "port", None):
        raise CliError("--ram changes the emulated board; a real board has the RAM it has", EXIT_USAGE)
    from wispy.build import board_with_ram

    return board_with_ram(args.board, ram)


def enrich_traceback(text: str, sources: dict[str, list[str]]) -> str:
    """Add the source line under each `File "x.py", line N, in f` of a board traceback.

    The board knows file names and line numbers but has no source text; the host has it,
    so the traceback the user sees reads like CPython's. A file the program does not have is
    looked for in the firmware's frozen library (firmware/lib, shipped in the package).
    """
    import re

    from wispy.library import library_sources

    sources = {**library_sources(), **sources}

    out = []
    frame = re.compile(r'^  File "([^"]+)", line (\d+), in .*$')
    for line in text.splitlines(keepends=True):
        out.append(line)
        m = frame.match(line.rstrip("\r\n"))
        if m and m.group(1) in sources:
            lines = sources[m.group(1)]
            n = int(m.group(2))
            if 1 <= n <= len(lines) and lines[n - 1].strip():
                out.append("    " + lines[n - 1].strip() + "\n")
    return "".join(out)


# ---------------------------------------------------------------- commands


def cmd_build(args) -> int:
    from wispy.build import build_firmware

    res = build_firmware(_board(args), toolchain=args.toolchain)
    print(f"built {res.elf} with {res.toolchain}")
    print(f"  flash: {res.flash_bytes} B   static RAM: {res.ram_static_bytes} B   stack: {res.stack_bytes} B")
    print(f"  {res.bin}\n  {res.hex}")
    return 0


def cmd_compile(args) -> int:
    image, _ = _sources_to_image(args.files)
    out = Path(args.output or Path(args.files[0]).with_suffix(".wpy").name)
    out.write_bytes(image)
    print(f"wrote {out} ({len(image)} bytes)")
    return 0


def cmd_dis(args) -> int:
    from wispy.disasm import disassemble

    image, _ = _sources_to_image([args.file])
    sys.stdout.write(disassemble(image))
    return 0


def cmd_hex(args) -> int:
    from wispy.build import make_hex

    image, _ = _sources_to_image(args.files)
    out = Path(args.output)
    make_hex(_firmware(args.board, args.firmware), image, out, board=args.board)
    print(f"wrote {out}: firmware and a {len(image)}-byte script image; copy it to the MICROBIT drive")
    return 0


def cmd_run(args) -> int:
    if getattr(args, "port", None):  # a real (or `wispy emulate`d) board over a serial port
        from wispy import remote

        return remote.cmd_run(args)
    from wispy.board_options import LiveDisplay, resolve_pin
    from wispy.emulator import Board, EmulatorError

    image, sources = _sources_to_image(args.files)
    spec = _board(args)
    board = Board(_firmware(spec, args.firmware), board=spec)
    board.load_image(image)
    if args.input:
        board.send(args.input.encode())
    try:
        for p in args.press:
            board.press(p.button, at=p.at, duration=p.duration)
    except EmulatorError as e:
        raise CliError(f"--press: {e}", EXIT_USAGE) from None
    for p in args.pin:
        try:
            board.set_pin(resolve_pin(p.pin, board.config), p.level, at=p.at)
        except (ValueError, EmulatorError) as e:
            raise CliError(f"--pin {p.pin}: {e}", EXIT_USAGE) from None
    if args.uart_input:
        board.uart_input(args.uart_input, at=0.0)
    if args.display and "display" not in board.config:
        raise CliError(f"--display: the board {args.board} has no LED display", EXIT_USAGE)
    live = LiveDisplay(board) if args.display else None
    err = bytearray()

    def on_stdout(data: bytes) -> None:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()

    started = time.perf_counter()
    try:
        if live is None:
            result = board.run(timeout=args.timeout, on_stdout=on_stdout, on_stderr=err.extend)
        else:  # in steps of 20 ms of virtual time, showing what the display did in each
            end = None if args.timeout is None else board.virtual_time + args.timeout
            while True:
                step = 0.02 if end is None else max(0.0, min(0.02, end - board.virtual_time))
                result = board.run(timeout=step, on_stdout=on_stdout, on_stderr=err.extend)
                live.update()
                if result.reason != "timeout" or (end is not None and board.virtual_time >= end):
                    break
            live.update(final=True)
    finally:
        if args.trace_pins:
            board.write_vcd(args.trace_pins)
    wall = time.perf_counter() - started
    sys.stdout.flush()
    if err:
        sys.stderr.write(enrich_traceback(err.decode("utf-8", "replace"), sources))
    if args.stats:
        _print_stats(result, wall)
    if result.reason == "timeout":
        print(f"wispy: stopped after {args.timeout} s of virtual time (--timeout)", file=sys.stderr)
        return EXIT_TIMEOUT
    if result.reason == "no-program":
        return EXIT_NO_PROGRAM
    if result.reason != "done":
        print(f"wispy: the board stopped without finishing the script ({result.reason})", file=sys.stderr)
        return EXIT_NO_PROGRAM
    return int(result.status or 0)


def _print_stats(result, wall: float) -> None:
    heap = result.heap or {}
    mips = result.instructions / wall / 1e6 if wall > 0 else 0.0
    lines = [
        f"instructions:     {result.instructions:,}",
        f"virtual time:     {result.virtual_time:.6f} s",
        f"wall time:        {wall:.3f} s ({mips:.1f} emulated MIPS)",
    ]
    if heap:
        lines += [
            f"heap:             {heap.get('heap_bytes', 0):,} B",
            f"heap high water:  {heap.get('high_water', 0):,} B",
            f"free after boot:  {heap.get('free_after_boot', 0):,} B",
            f"collections:      {heap.get('collections', 0):,}",
        ]
    print("\n".join(lines), file=sys.stderr)


def cmd_info(args) -> int:
    if getattr(args, "port", None):
        from wispy import remote

        return remote.cmd_info(args)
    from wispy.build import build_firmware
    from wispy.emulator import Board

    spec = _board(args)
    if args.firmware:
        elf = Path(args.firmware)
        flash = ram = stack = None
    else:
        res = build_firmware(spec)
        elf, flash, ram, stack = res.elf, res.flash_bytes, res.ram_static_bytes, res.stack_bytes
    board = Board(elf, board=spec)
    result = board.run(timeout=1.0, on_stdout=lambda b: None, on_stderr=lambda b: None)
    heap = board.heap_stats() or {}
    print(f"wispy {__version__}, board {board.config['board']['name']}, firmware {elf}")
    if flash is not None:
        print(f"firmware in flash:  {flash:,} B")
        print(f"static RAM:         {ram:,} B (.data + .bss)")
        print(f"C stack:            {stack:,} B")
    print(f"heap:               {heap.get('heap_bytes', 0):,} B")
    print(f"free heap at boot:  {heap.get('free_after_boot') or heap.get('heap_bytes', 0) - heap.get('used_bytes', 0):,} B")
    print(f"boot:               {result.instructions:,} instructions, {result.reason}")
    return 0


def cmd_emulate(args) -> int:
    from wispy.emulate import emulate

    return emulate(args.board, _firmware(args.board, args.firmware), tcp_port=args.tcp,
                   flash=args.flash, lossy=args.lossy, power_cut=args.power_cut)


# ---------------------------------------------------------------- parser


def cmd_bench(args) -> int:
    if args.what == "size":
        from wispy.bench_size import run_size

        print(run_size(args.files or None, per_script=not args.totals))
        return 0
    from wispy.bench import run_memory

    print(run_memory(_firmware(args.board, args.firmware), args.board, args.png, args.n))
    return 0


def ram_size(text: str) -> int:
    """argparse type of --ram: bytes from 16K, 256K, 1M (wispy.build.parse_ram_size)."""
    from wispy.build import BuildError, parse_ram_size

    try:
        return parse_ram_size(text)
    except BuildError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def make_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="wispy", description="Python for microcontrollers with almost no memory.")
    ap.add_argument("--version", action="version", version=f"wispy {__version__}")
    remote.add_port_option(ap, top=True)
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")

    def board_opts(p, firmware=True, ram=False):
        p.add_argument("--board", default=DEFAULT_BOARD, help="board name (default: %(default)s)")
        if firmware:
            p.add_argument("--firmware", metavar="ELF", help="use this firmware ELF instead of building one")
        if ram:
            p.add_argument(
                "--ram", type=ram_size, metavar="SIZE",
                help="a variant of the board with this much RAM (16K, 256K, 1M): a firmware "
                "linked for it and an emulator mapping it; --firmware must be linked for it too",
            )  # fmt: skip

    p = sub.add_parser("build", help="build the firmware (ELF, .bin, .hex)")
    board_opts(p, firmware=False, ram=True)
    p.add_argument("--toolchain", choices=["gcc", "zig"], help="default: gcc if installed, else zig")
    p.set_defaults(func=cmd_build)

    p = sub.add_parser("compile", help="compile .py files into an image (.wpy)")
    p.add_argument("files", nargs="+", metavar="FILE.py")
    p.add_argument("-o", "--output", metavar="OUT.wpy")
    p.set_defaults(func=cmd_compile)

    p = sub.add_parser("dis", help="disassemble an image (or compile a .py and disassemble it)")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(func=cmd_dis)

    p = sub.add_parser("run", help="run a script on the emulated board, streaming its output")
    p.add_argument("files", nargs="+", metavar="FILE", help="script.py (more .py files are modules) or an image .wpy")
    p.add_argument("--timeout", type=float, default=None, metavar="SECONDS", help="stop after this much virtual time")
    p.add_argument("--stats", action="store_true", help="print instructions, virtual time and heap figures")
    p.add_argument("--input", metavar="TEXT", help="bytes to send to the board's UART")
    board_options.add_run_options(p)
    board_opts(p, ram=True)
    remote.add_port_option(p)  # with -p: on that board, from RAM; without: the built-in emulated board
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("hex", help="make one Intel HEX of firmware + script for the micro:bit drive")
    p.add_argument("files", nargs="+", metavar="FILE.py")
    p.add_argument("-o", "--output", default="microbit.hex", metavar="OUT.hex")
    board_opts(p)
    p.set_defaults(func=cmd_hex)

    p = sub.add_parser("info", help="firmware size, RAM use and free heap after boot")
    board_opts(p, ram=True)
    remote.add_port_option(p)  # with -p: ask that board; without: the built-in emulated board
    p.set_defaults(func=cmd_info)

    p = sub.add_parser("bench", help="benchmarks: `memory` (heap bytes per object, wispy beside CPython), "
                       "`size` (image bytes against mpy-cross's .mpy)")
    p.add_argument("what", choices=["memory", "size"])
    p.add_argument("files", nargs="*", metavar="FILE.py", help="size: these scripts (default: tests/lang and tests/corpus)")
    p.add_argument("--totals", action="store_true", help="size: the totals only, no line per script")
    p.add_argument("-n", type=int, default=200, metavar="N", help="objects per kind (default: %(default)s)")
    p.add_argument("--png", metavar="FILE.png", help="plot heap bytes against N (needs matplotlib)")
    board_opts(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("emulate", help="run an emulated board as if plugged in (UART on a pty and TCP)")
    board_opts(p)
    p.add_argument("--tcp", type=int, default=0, metavar="PORT", help="TCP port (default: any free one)")
    p.add_argument("--flash", metavar="FILE", help="keep the script region in this file across restarts")
    p.add_argument("--lossy", metavar="RATE[:SEED]", help="drop/corrupt/duplicate bytes on the link at RATE (0..1)")
    p.add_argument("--power-cut", type=int, metavar="N", help=argparse.SUPPRESS)  # tests: die at flash operation N
    p.set_defaults(func=cmd_emulate)

    remote.add_commands(sub)
    return ap


def main(argv: list[str] | None = None) -> int:
    from wispy.errors import known_errors

    ap = make_parser()
    args = ap.parse_args(argv)
    if not getattr(args, "func", None):
        ap.print_help()
        return EXIT_USAGE
    try:
        return args.func(args)
    except (CliError, remote.RemoteError) as e:
        print(f"wispy: {e}", file=sys.stderr)
        return e.status
    except known_errors() as e:
        render = getattr(e, "render", None)
        print(render() if render else f"wispy: {e}", file=sys.stderr)
        return getattr(e, "exit_status", 1)
    except KeyboardInterrupt:
        print("wispy: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
