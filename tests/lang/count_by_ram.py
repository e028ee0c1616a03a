"""How many scripts of the language suite pass at each RAM size, per area.

    python tests/lang/count_by_ram.py                 # 16K and 256K (the suite's default board)
    python tests/lang/count_by_ram.py --ram 16K --ram 64K -v

Each script goes through exactly the test's comparison (test_lang.check_script) on a
microbit-v1 variant with that much RAM (wispy.build.board_with_ram; 16K is the board itself).
-v lists the scripts that fail at some size, with the first line of why. Runs one script at a
time (the machine's cores are shared); about a second per script and size.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # boardrun
sys.path.insert(0, str(HERE))  # test_lang

import pytest  # noqa: E402
from test_lang import SCRIPTS, check_script, lang_board  # noqa: E402


def outcome(script: Path, elf: Path, spec: dict) -> str:
    """'pass', 'skip', or 'fail: <first line of the reason>'."""
    try:
        check_script(script, elf, spec)
    except pytest.skip.Exception:
        return "skip"
    except AssertionError as e:
        first = (str(e).strip().splitlines() or ["assertion failed"])[0]
        return f"fail: {first[:120]}"
    except Exception as e:  # a compile error or an emulator fault: still a failure, say which
        return f"fail: {type(e).__name__}: {str(e).splitlines()[0][:100] if str(e) else ''}"
    return "pass"


_last_good: dict[str, tuple[Path, dict]] = {}


def current_board(size: str, tries: int = 30) -> tuple[Path, dict]:
    """The firmware for `size`, rebuilt if the tree changed meanwhile (a changed wispy.toml
    changes the image ABI). Others may be editing the tree: a build that fails is retried
    every 10 s, then the last good firmware is used."""
    for _ in range(tries):
        try:
            _last_good[size] = lang_board(size)
            return _last_good[size]
        except Exception as e:  # BuildError while a C file is half written
            if size in _last_good:
                print(f"(build failed, using the previous firmware: {str(e).splitlines()[0]})", file=sys.stderr)
                return _last_good[size]
            time.sleep(10)
    return lang_board(size)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ram", action="append", metavar="SIZE", help="a RAM size (repeatable; default 16K and 256K)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list the scripts that fail, and why")
    ap.add_argument("areas", nargs="*", help="only these areas (folder names)")
    args = ap.parse_args(argv)
    sizes = args.ram or ["16K", "256K"]

    scripts = [s for s in SCRIPTS if not args.areas or s.relative_to(HERE).parts[0] in args.areas]
    table: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    failures: list[tuple[str, str, str]] = []
    for script in scripts:
        area = script.relative_to(HERE).parts[0]
        table[area]["scripts"] += 1
        for size in sizes:
            elf, spec = current_board(size)
            result = outcome(script, elf, spec)
            if result == "pass":
                table[area][size] += 1
            elif result == "skip":
                table[area]["skip " + size] += 1
            else:
                failures.append((size, str(script.relative_to(HERE)), result))

    head = f"{'area':<12} {'scripts':>7}" + "".join(f" {'pass ' + s:>10}" for s in sizes) + f" {'skipped':>8}"
    print(head)
    print("-" * len(head))
    total: dict[str, int] = defaultdict(int)
    for area in sorted(table):
        row = table[area]
        skipped = row["skip " + sizes[0]]
        print(f"{area:<12} {row['scripts']:>7}" + "".join(f" {row[s]:>10}" for s in sizes) + f" {skipped:>8}")
        for k in ["scripts", "skipped", *sizes]:
            total[k] += skipped if k == "skipped" else row[k]
    print("-" * len(head))
    print(f"{'total':<12} {total['scripts']:>7}" + "".join(f" {total[s]:>10}" for s in sizes) + f" {total['skipped']:>8}")
    if args.verbose and failures:
        print()
        for size, name, why in failures:
            print(f"{size:>5}  {name}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
