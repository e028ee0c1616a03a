"""python -m wispy.emulator ELF [--image X.wpy] [--timeout S]: run a firmware on the emulated
board and print its output (for debugging the firmware and the emulator)."""

from __future__ import annotations

import argparse
import logging
import sys

from .errors import EmulatorError, FirmwareFault
from .machine import Board


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m wispy.emulator", description=__doc__)
    ap.add_argument("elf", help="the firmware ELF")
    ap.add_argument("--image", help="a script image (.wpy) to place in the script region")
    ap.add_argument("--board", default="microbit-v1", help="board name or .toml file")
    ap.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        help="stop after this many virtual seconds (default 10)",
    )
    ap.add_argument("--input", default="", help="text to send to the UART (\\n for newline)")
    ap.add_argument("--stats", action="store_true", help="print time, instructions, MIPS, heap")
    ap.add_argument("--pins", action="store_true", help="print the GPIO pin log")
    ap.add_argument(
        "--serve",
        metavar="pty|tcp[:PORT]",
        help="connect UART0 to a pty or a TCP port for pyserial tools, and run until Ctrl-C",
    )
    args = ap.parse_args(argv)
    logging.basicConfig(format="wispy.emulator: %(message)s", level=logging.WARNING)

    try:
        board = Board(args.elf, board=args.board)
        if args.image:
            with open(args.image, "rb") as f:
                board.load_image(f.read())
    except (EmulatorError, OSError) as error:
        print(f"wispy.emulator: {error}", file=sys.stderr)
        return 2
    if args.serve:
        return _serve(board, args.serve)
    if args.input:
        board.send(args.input.encode().decode("unicode_escape").encode("latin-1"))
    try:
        result = board.run(timeout=args.timeout)
    except FirmwareFault as fault:
        sys.stdout.flush()
        print(fault, file=sys.stderr)
        return 3
    sys.stdout.flush()
    if args.pins:
        for change in board.pin_log:
            print(f"{change.time:12.6f} s  P0.{change.pin:<2} -> {change.level}", file=sys.stderr)
    if args.stats:
        print(
            f"reason {result.reason}, status {result.status}, virtual time "
            f"{result.virtual_time:.6f} s, {result.instructions:,} instructions, "
            f"{result.wall_time:.3f} s wall ({result.mips:.0f} emulated MIPS), "
            f"heap {result.heap}",
            file=sys.stderr,
        )
    if result.reason == "done":
        return result.status or 0
    return {"no-program": 2, "timeout": 124, "idle": 0}[result.reason]


def _serve(board: Board, spec: str) -> int:
    from .serial_bridge import SerialBridge

    kind, _, port = spec.partition(":")
    bridge = SerialBridge(board, kind, int(port or 0))
    print(f"wispy.emulator: UART0 is at {bridge.url} (Ctrl-C ends)", file=sys.stderr)
    try:
        bridge.serve()
    except KeyboardInterrupt:
        pass
    except FirmwareFault as fault:
        print(fault, file=sys.stderr)
        return 3
    finally:
        bridge.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
