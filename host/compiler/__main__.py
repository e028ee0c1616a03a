"""`python -m wispy.compiler script.py [-o out.wpy]`: compile a script into a wispy image."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import CompileError, compile_files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m wispy.compiler", description=__doc__)
    ap.add_argument("files", nargs="+", type=Path, help="the script (the first file is __main__)")
    ap.add_argument("-o", "--output", type=Path, help="the image to write (default: FILE.wpy)")
    ap.add_argument("--no-lines", action="store_true", help="leave out line tables (smaller image)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print the image size")
    args = ap.parse_args(argv)
    try:
        image = compile_files(args.files, lines=not args.no_lines)
    except CompileError as e:
        print(e.render(), file=sys.stderr)
        return 1
    out = args.output or args.files[0].with_suffix(".wpy")
    out.write_bytes(image)
    if args.verbose:
        print(f"{out}: {len(image)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
