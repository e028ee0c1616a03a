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

from wispy import __version__, arg_types, board_options, remote, sensor_options

DEFAULT_BOARD = "microbit-v1"

# Exit statuses of the `wispy` command itself (a script's own status passes through);
# README.md "Exit statuses" lists them all.
EXIT_USAGE = 2
EXIT_COMPILE = 1
EXIT_TIMEOUT = 124
EXIT_NO_PROGRAM = 125
EXIT_FAULT = 126
EXIT_INTERNAL = 70  # a bug in wispy itself (EX_SOFTWARE): one line, WISPY_DEBUG=1 for the traceback


class CliError(Exception):
    """A failure to report as `wispy: <message>` with an exit status."""

    def __init__(self, message: str, status: int = 1):
        super().__init__(message)
        self.status = status


# ---------------------------------------------------------------- helpers


def _sources_to_image(paths: list[str]) -> tuple[bytes, dict[str, list[str]]]:
    """Compile .py files (or read one .wpy image); return the image and the sources by name.
    Each file is checked first (wispy.inputs): a wrong one is said in one line."""
    from wispy.compiler import compile_files
    from wispy.inputs import is_image_name, read_image, read_source

    if len(paths) == 1 and is_image_name(paths[0]):
        return read_image(paths[0]), {}
    for p in paths:
        if is_image_name(p):
            raise CliError(f"{p}: an image (.wpy) is run alone, not with other files", EXIT_USAGE)
    sources = {Path(p).name: read_source(p).splitlines() for p in paths}
    return compile_files(paths), sources


def _check_fits(image: bytes, board, elf: Path | None = None, *, heap: int | None = None) -> None:
    """The size limits a board puts on a script image, checked where the user meets them
    first and said in their terms: the script region's room (wispy.build.script_image_max, the
    one place it is known), and the heap the board verifies each function's code in
    (firmware/core/vm.c vm_verify_code: code length + 1 bytes at once): from the ELF's
    heap region, or `heap` as a board reported it."""
    from wispy.build import script_image_max

    slot = script_image_max(board)
    if len(image) > slot:
        name = board if isinstance(board, str) else board["board"]["name"]
        raise CliError(f"the image is {len(image):,} bytes; the script region of {name} holds {slot:,}")
    if heap is None and elf is not None:
        from wispy.emulator.elf import FirmwareElf

        syms = FirmwareElf(elf).symbols
        if "__heap_start" in syms and "__heap_end" in syms:
            heap = syms["__heap_end"] - syms["__heap_start"]
    if heap is not None:
        check_verify_ram(image, heap)


def check_verify_ram(image: bytes, heap: int) -> None:
    """CliError if the image's largest code object cannot be verified in `heap` bytes."""
    from wispy.image import ImageError, read_image

    try:
        parsed = read_image(image, check_abi=False)
    except ImageError:
        return  # the board says what is wrong with it
    codes = [(len(c.bytecode), c) for c in parsed.consts if hasattr(c, "bytecode")]
    if not codes:
        return
    size, code = max(codes, key=lambda t: t[0])
    if size + 8 > heap:
        name = parsed.qstr(code.name) if code is not parsed.main else "the module's top level"
        raise CliError(
            f"the script is too large for the board's RAM to verify: {name} has {size:,} bytes "
            f"of code, and the board checks each function's code in its {heap:,}-byte heap "
            "before running it; split it into smaller functions"
        )


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
    from wispy.build import script_image_max

    image, _ = _sources_to_image(args.files)
    out = Path(args.output or Path(args.files[0]).with_suffix(".wpy").name)
    if out.is_dir():
        raise CliError(f"{out} is a directory; give -o a file name", EXIT_USAGE)
    out.write_bytes(image)
    print(f"wrote {out} ({len(image)} bytes)")
    slot = script_image_max(DEFAULT_BOARD)
    if len(image) > slot:
        print(f"wispy: note: the image is {len(image):,} bytes; the script region of {DEFAULT_BOARD} "
              f"holds {slot:,}: `flash` and `hex` refuse it (`run` on a larger board, --ram, takes it)",
              file=sys.stderr)
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
    if out.is_dir():
        raise CliError(f"{out} is a directory; give -o a file name", EXIT_USAGE)
    elf = _firmware(args.board, args.firmware)
    _check_fits(image, args.board, elf)
    make_hex(elf, image, out, board=args.board)
    print(f"wrote {out}: firmware and a {len(image)}-byte script image; copy it to the MICROBIT drive")
    return 0


def cmd_run(args) -> int:
    if getattr(args, "port", None):  # a real (or `wispy emulate`d) board over a serial port
        from wispy import remote

        if getattr(args, "sensed", None):
            raise CliError("--accel, --gesture and --heading act on the built-in emulated board: run "
                           f"without -p to use them (a board on {args.port} feels its own motion)", EXIT_USAGE)

        return remote.cmd_run(args)
    from wispy.board_options import LiveDisplay, resolve_pin
    from wispy.emulator import Board, EmulatorError

    image, sources = _sources_to_image(args.files)
    spec = _board(args)
    elf = _firmware(spec, args.firmware)
    _check_fits(image, spec, elf)
    seed = args.seed if args.seed is not None else _fresh_seed()
    board = Board(elf, board=spec, seed=seed)
    board.load_image(image)
    board.on_input_wait = _stdin_feeder(board, args.timeout)
    if args.input:
        board.send(args.input)
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
    for t in getattr(args, "temperature", []):
        try:
            board.set_temperature(t.celsius, at=t.at)
        except EmulatorError as e:
            raise CliError(f"--temperature: {e}", EXIT_USAGE) from None
    if args.uart_input:
        board.uart_input(args.uart_input, at=0.0)
    if args.radio:  # packets from other micro:bits (emulator/medium.py)
        from wispy.emulator.medium import Medium

        medium = Medium()
        medium.attach(board)
        for r in sorted(args.radio, key=lambda r: r.at):
            try:
                medium.inject(r.message, at=r.at, **dict(r.settings))
            except (EmulatorError, IndexError) as e:
                raise CliError(f"--radio {r.message}@{r.at}: {e}", EXIT_USAGE) from None
    try:  # --accel, --gesture, --heading (sensor_options.py)
        sensor_options.apply_sensor_options(board, args.sensed)
    except EmulatorError as e:
        raise CliError(f"--accel/--gesture/--heading: {e}", EXIT_USAGE) from None
    if args.display and "display" not in board.config:
        raise CliError(f"--display: the board {args.board} has no LED display", EXIT_USAGE)
    live = LiveDisplay(board) if args.display else None
    profiler = _start_profile(args, board, image)
    err = bytearray()
    watch = _watch(args)

    def on_stdout(data: bytes) -> None:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        watch.feed(0, data)

    def on_stderr(data: bytes) -> None:
        err.extend(data)
        watch.feed(1, data)

    until = watch.decided if watch.active else None
    started = time.perf_counter()
    try:
        if live is None:
            result = board.run(timeout=args.timeout, on_stdout=on_stdout, on_stderr=on_stderr,
                               until=until)
        else:  # in steps of 20 ms of virtual time, showing what the display did in each
            end = None if args.timeout is None else board.virtual_time + args.timeout
            while True:
                step = 0.02 if end is None else max(0.0, min(0.02, end - board.virtual_time))
                result = board.run(timeout=step, on_stdout=on_stdout, on_stderr=on_stderr,
                                   until=until)
                live.update()
                if result.reason != "timeout" or (end is not None and board.virtual_time >= end):
                    break
            live.update(final=True)
    except remote.P.InputTimeout:  # stdin gave no line within --timeout (wall) seconds
        sys.stdout.flush()
        print(f"wispy: stopped after {args.timeout} s waiting for a line of input (--timeout)",
              file=sys.stderr)
        return EXIT_TIMEOUT
    finally:
        if args.trace_pins:
            board.write_vcd(args.trace_pins)
        if getattr(args, "audio", None) or getattr(args, "notes", False):  # music: pin0's sound
            from wispy.emulator.audio import decode_notes, write_wav

            edges = board.pin_edges(board.config["pins"]["pin0"]["gpio"])
            if args.audio:
                write_wav(args.audio, edges, board.virtual_time)
            if args.notes:
                for n in decode_notes(edges, board.virtual_time):
                    print(f"note: {n.start:.4f} s, {n.duration:.4f} s, {n.frequency} Hz", file=sys.stderr)
    wall = time.perf_counter() - started
    sys.stdout.flush()
    if err:
        sys.stderr.write(enrich_traceback(err.decode("utf-8", "replace"), sources))
    if args.stats:
        _print_stats(result, wall, seed)
    if args.radio_log:
        for packet in board.peripherals["RADIO"].sent:
            print(f"radio: {packet.start / board.clock_hz:.6f} s, channel {packet.frequency}: "
                  f"{packet.payload!r}", file=sys.stderr)
    if profiler is not None:
        _finish_profile(args, profiler, sources)
    if watch.active and (watch.found or result.reason in ("done", "until")):
        return watch_status(watch, result.status)
    if watch.expect and result.reason == "idle":  # nothing left that could print it
        print(f"wispy: the board sleeps with nothing left to wake it, and {watch.expect!r} "
              "did not appear (--expect)", file=sys.stderr)
        return EXIT_TIMEOUT
    if result.reason == "timeout":
        print(f"wispy: stopped after {args.timeout} s of virtual time (--timeout)", file=sys.stderr)
        return EXIT_TIMEOUT
    if result.reason == "no-program":
        return EXIT_NO_PROGRAM
    if result.reason == "input":
        print("wispy: the script waits for input and none is left to come", file=sys.stderr)
        return EXIT_NO_PROGRAM
    if result.reason != "done":
        print(f"wispy: the board stopped without finishing the script ({result.reason})", file=sys.stderr)
        return EXIT_NO_PROGRAM
    return int(result.status or 0)


def _start_profile(args, board, image: bytes):
    """`--profile`/`--flame`: a sampling profiler on the emulated board (emulator/profiler.py)."""
    if not (args.profile or args.flame):
        return None
    from wispy.emulator.profiler import Profiler

    board.sampler = Profiler(board, image, interval=args.profile_interval)
    return board.sampler


def _finish_profile(args, profiler, sources: dict[str, list[str]]) -> None:
    from wispy.library import library_sources

    profile = profiler.profile
    if args.profile:  # (lines of the firmware's frozen library shown too, as in tracebacks)
        sys.stderr.write(profile.report({**library_sources(), **sources}))
    if args.flame:
        try:
            profile.write_flame(args.flame, name=Path(args.files[0]).name)
        except OSError as e:
            raise CliError(f"--flame: cannot write {args.flame}: {e.strerror}") from None
        kind = "speedscope JSON" if args.flame.lower().endswith(".json") else "collapsed stacks"
        print(f"wispy: wrote the flame graph to {args.flame} ({kind})", file=sys.stderr)


EOT = b"\x04"  # Ctrl-D: input() on the board takes it for the end of input (EOFError)


def _fresh_seed() -> int:
    """The emulated RNG's seed when --seed is not given: new for every run, as a real
    board's noise is (`--stats` prints it; `--seed N` repeats a run)."""
    import secrets

    return secrets.randbits(32)


def _stdin_feeder(board, timeout: float | None):
    """Board.on_input_wait for a local run: when the firmware waits for input with none
    pending, the next line of this tool's stdin goes to its UART (as `-p PORT run` gives
    it), and at the end of stdin a Ctrl-D, which input() raises EOFError for, as CPython
    at the end of a pipe. The line is read only then, so a script that never calls input()
    never waits on stdin. A line is waited for `timeout` wall seconds at most
    (InputTimeout); a terminal is read as the user types."""

    def feed() -> bool:
        line = remote.read_stdin_line(timeout)
        board.send(EOT if line is None else line + b"\n")
        return True

    return feed


def _watch(args):
    from wispy.watch import Watch

    return Watch(getattr(args, "expect", None), getattr(args, "fail_text", None))


def watch_status(watch, status: int | None) -> int:
    """`wispy run --expect/--fail-text`'s exit status once the run stopped for something
    other than --timeout: 0 the expected text appeared; 1 the fail text appeared, or the
    script ended (by an exception or not) before the expected text did."""
    if watch.found == "expect":
        return 0
    if watch.found == "fail":
        print(f"wispy: the fail text {watch.fail!r} appeared (--fail-text)", file=sys.stderr)
        return 1
    if watch.expect:
        print(f"wispy: the script ended (status {status}) before {watch.expect!r} appeared "
              "(--expect)", file=sys.stderr)
        return 1
    return 1 if status else 0  # --fail-text alone: the script's own ending decides


def _print_stats(result, wall: float, seed: int | None = None) -> None:
    heap = result.heap or {}
    mips = result.instructions / wall / 1e6 if wall > 0 else 0.0
    lines = [
        f"instructions:     {result.instructions:,}",
        f"virtual time:     {result.virtual_time:.6f} s",
        f"wall time:        {wall:.3f} s ({mips:.1f} emulated MIPS)",
    ]
    if result.cpu_time > 0:  # what the emulator itself does, whatever else the host runs
        lines.append(f"host CPU time:    {result.cpu_time:.3f} s "
                     f"({result.instructions / result.cpu_time / 1e6:.1f} emulated MIPS)")
    if seed is not None:
        lines.append(f"RNG seed:         {seed} (--seed {seed} repeats this run)")
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
    res = None
    if args.firmware:
        elf = Path(args.firmware)
        flash = ram = stack = None
    else:
        res = build_firmware(spec, toolchain=args.toolchain)
        elf, flash, ram, stack = res.elf, res.flash_bytes, res.ram_static_bytes, res.stack_bytes
    board = Board(elf, board=spec)
    result = board.run(timeout=1.0, on_stdout=lambda b: None, on_stderr=lambda b: None)
    heap = board.heap_stats() or {}
    if args.json:  # the figures, and flash per part (wispy.sizes) when wispy built the ELF
        import json

        from wispy.sizes import measure_build

        out = {"board": board.config["board"]["name"], "firmware": str(elf)}
        if res is not None:
            out |= measure_build(res).as_dict() | {"static_ram_bytes": ram, "stack_bytes": stack}
        free = heap.get("free_after_boot") or heap.get("heap_bytes", 0) - heap.get("used_bytes", 0)
        out |= {"heap_bytes": heap.get("heap_bytes", 0), "free_heap_at_boot": free,
                "boot_instructions": result.instructions}
        print(json.dumps(out, indent=2))
        return 0
    print(f"wispy {__version__}, board {board.config['board']['name']}, firmware {elf}")
    if flash is not None:
        print(f"firmware in flash:  {flash:,} B of {res.flash_limit:,} ({res.flash_limit - flash:,} free)")
        print(f"static RAM:         {ram:,} B (.data + .bss)")
        print(f"C stack:            {stack:,} B")
    print(f"heap:               {heap.get('heap_bytes', 0):,} B")
    print(f"free heap at boot:  {heap.get('free_after_boot') or heap.get('heap_bytes', 0) - heap.get('used_bytes', 0):,} B")
    print(f"boot:               {result.instructions:,} instructions, {result.reason}")
    return 0


def cmd_emulate(args) -> int:
    from wispy.emulate import emulate

    if args.flash and Path(args.flash).is_dir():
        raise CliError(f"--flash {args.flash} is a directory; give a file to keep the script region in", EXIT_USAGE)
    spec = _board(args)
    return emulate(spec, _firmware(spec, args.firmware), tcp_port=args.tcp,
                   flash=args.flash, lossy=args.lossy, power_cut=args.power_cut,
                   fault_at=args.fault_at, seed=args.seed if args.seed is not None else _fresh_seed(),
                   radio_medium=args.radio_medium, radio_loss=args.radio_loss)


# ---------------------------------------------------------------- parser


def cmd_bench(args) -> int:
    if args.what == "size":
        from wispy.bench_size import run_size

        print(run_size(args.files or None, per_script=not args.totals))
        return 0
    if args.what == "speed":
        from wispy.bench_speed import run_speed

        try:
            text, ok = run_speed(args.board, args.files or None, Path(args.firmware) if args.firmware else None,
                                 args.toolchain, args.record)
        except (ValueError, RuntimeError) as e:
            raise CliError(str(e)) from None
        print(text)
        return 0 if ok else 1
    from wispy.bench import run_memory

    print(run_memory(_firmware(args.board, args.firmware), args.board, args.png, args.n))
    return 0


def _instructions(text: str) -> int:
    """argparse type of --profile-interval: a whole number of instructions, at least 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of instructions >= 1, found {text!r}")
    return value


def add_watch_options(p) -> None:
    """Wokwi CI's options for shell-level CI (docs/testing.md); exit statuses 0, 1, 124."""
    g = p.add_argument_group("CI: stop at a text (exit 0 found, 1 fail text or exception, 124 --timeout)")
    g.add_argument("--expect", metavar="TEXT",
                   help="stop with status 0 as soon as TEXT appears in the output")
    g.add_argument("--fail-text", metavar="TEXT",
                   help="stop with status 1 as soon as TEXT appears in the output")


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
    p.add_argument("--timeout", type=arg_types.seconds, default=None, metavar="SECONDS",
                   help="stop after this much virtual time (and after this many seconds waiting on stdin)")
    p.add_argument("--stats", action="store_true", help="print instructions, virtual time, heap figures and the RNG seed")
    p.add_argument("--input", type=board_options.uart_text, metavar="TEXT",
                   help="send TEXT (\\n escapes) to the board's UART at once, before stdin's lines")
    p.add_argument("--seed", type=arg_types.seed, metavar="N",
                   help="seed the emulated RNG (random's seed at boot): the same N, the same run "
                   "(default: a new seed each run, as a real board)")
    add_watch_options(p)
    g = p.add_argument_group("profiling (emulated board)")
    g.add_argument("--profile", action="store_true",
                   help="print where the instructions went, per Python function and line")
    g.add_argument("--flame", metavar="OUT", help="write a flame graph: speedscope JSON for "
                   "OUT.json, else collapsed stacks (flamegraph.pl, speedscope, inferno)")
    g.add_argument("--profile-interval", type=_instructions, default=20_000, metavar="N",
                   help="instructions between samples (default %(default)s)")
    board_options.add_run_options(p)
    sensor_options.add_sensor_options(p)
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
    p.add_argument("--toolchain", choices=["gcc", "zig"], help="default: gcc if installed, else zig")
    p.add_argument("--json", action="store_true", help="print as JSON, with the flash of each part")
    remote.add_port_option(p)  # with -p: ask that board; without: the built-in emulated board
    p.set_defaults(func=cmd_info)

    p = sub.add_parser("bench", help="benchmarks: `memory` (heap bytes per object, wispy beside CPython), "
                       "`size` (image bytes against mpy-cross's .mpy), `speed` (instructions per benchmark "
                       "against MicroPython and a baseline)")
    p.add_argument("what", choices=["memory", "size", "speed"])
    p.add_argument("files", nargs="*", metavar="FILE.py", help="size: these scripts (default: tests/lang and "
                   "tests/corpus); speed: these benchmarks by name (default: all of host/speed)")
    p.add_argument("--totals", action="store_true", help="size: the totals only, no line per script")
    p.add_argument("-n", type=arg_types.positive_int, default=200, metavar="N", help="objects per kind (default: %(default)s)")
    p.add_argument("--png", metavar="FILE.png", help="plot heap bytes against N (needs matplotlib)")
    p.add_argument("--toolchain", choices=["gcc", "zig"], help="speed: build the firmware with this toolchain")
    p.add_argument("--record", metavar="FILE.toml", help="speed: write the figures as a baseline table")
    board_opts(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("emulate", help="run an emulated board as if plugged in (UART on a pty and TCP)")
    board_opts(p, ram=True)
    p.add_argument("--tcp", type=arg_types.tcp_port, default=0, metavar="PORT", help="TCP port (default: any free one)")
    p.add_argument("--flash", metavar="FILE", help="keep the script and files regions in this file across restarts")
    p.add_argument("--lossy", type=arg_types.lossy, metavar="RATE[:SEED]",
                   help="drop/corrupt/duplicate bytes on the link at RATE (0..1)")
    p.add_argument("--seed", type=arg_types.seed, metavar="N",
                   help="seed the emulated RNG (default: a new seed each start, as a real board)")
    p.add_argument("--radio-medium", metavar="PATH",
                   help="share the radio with the other `wispy emulate --radio-medium PATH` boards (a unix socket)")
    p.add_argument("--radio-loss", type=arg_types.probability, default=0.0, metavar="P",
                   help="with --radio-medium: lose each packet for this board with probability P (by --seed)")
    p.add_argument("--power-cut", type=arg_types.positive_int, metavar="N", help=argparse.SUPPRESS)  # tests: die at flash operation N
    p.add_argument("--fault-at", metavar="FUNCTION", help=argparse.SUPPRESS)  # tests: a HardFault there (Board.fault_at)
    p.set_defaults(func=cmd_emulate)

    remote.add_commands(sub)
    from wispy import fs  # the board's files: fs ls|get|put|rm (issue 16)

    fs.add_command(sub)
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
        from wispy.emulator import FirmwareFault

        render = getattr(e, "render", None)
        print(render() if render else f"wispy: {e}", file=sys.stderr)
        return EXIT_FAULT if isinstance(e, FirmwareFault) else getattr(e, "exit_status", 1)
    except KeyboardInterrupt:
        print("wispy: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # a bug in wispy: still one line, the traceback on request
        import os

        if os.environ.get("WISPY_DEBUG"):
            raise
        where = e.__traceback__
        while where is not None and where.tb_next is not None:
            where = where.tb_next
        at = f" at {Path(where.tb_frame.f_code.co_filename).name}:{where.tb_lineno}" if where else ""
        print(f"wispy: internal error: {type(e).__name__}: {e}{at} (a bug in wispy: please report "
              "it; WISPY_DEBUG=1 shows the traceback)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
