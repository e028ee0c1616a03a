"""A fuzz of the `wispy` command as a user runs it (a subprocess): random files (binary,
empty, huge, directories, text with wrong suffixes, images, hex files, truncated images) and
random option values, for every command that takes files or values. Whatever the tool says,
it must say it without a Python traceback, in at most a few lines, and end with an exit
status from the README's table.

CI runs a fixed sample (seeded: the same cases every time); WISPY_FUZZ_CLI=N runs N random
cases more (WISPY_FUZZ_SEED picks their seed; a failure prints the seed and the case)."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

STATUSES = {0, 1, 2, 70, 124, 125, 126}  # 70 (an internal error) fails the test below
COMMANDS = ["run", "compile", "hex", "dis", "flash"]
OPTIONS = {
    "--timeout": ["-1", "nan", "inf", "1e999", "x", "", "0", "0.01", "-0"],
    "--seed": ["-1", "1.5", "0x10", "99999999999999999999999", "", "abc", "7"],
    "--ram": ["0", "1", "16Q", "-4K", "99999999K", "", "8K", "64K"],
    "--press": ["A@", "Z@1", "A@-1", "A@1:0", "@", "A@1.5:0.2"],
    "--pin": ["P0.99=1@0", "pin0=2@0", "x", "pin0=z@0.1"],
    "--uart-input": ["\\x", "\\u12", "ok\\n"],
    "--input": ["\\xZZ", "bob\\n", ""],
    "--board": ["nope", "../../etc/passwd", ""],
}


def wispy(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "WISPY_PORT"}
    return subprocess.run([sys.executable, "-m", "wispy", *args], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=timeout, env=env, check=False)


def make_file(rng: random.Random, d: Path, i: int, firmware: Path) -> str:
    """One random input: its path (which may not exist, or be a directory)."""
    kind = rng.choice(["binary", "empty", "huge", "dir", "text", "missing", "image", "truncated",
                       "hex", "elf", "utf16", "nul", "script"])
    suffix = rng.choice([".py", ".wpy", ".hex", ".txt", ""])
    p = d / f"f{i}{suffix}"
    if kind == "binary":
        p.write_bytes(rng.randbytes(rng.randrange(1, 4096)))
    elif kind == "empty":
        p.write_bytes(b"")
    elif kind == "huge":
        p.write_bytes(b"x = 1\n" * (5 * 1024 * 1024 // 6 + 1))  # over MAX_SOURCE
    elif kind == "dir":
        p.mkdir()
    elif kind == "text":
        p.write_text("hello, this is not Python\n" * rng.randrange(1, 5))
    elif kind == "missing":
        pass
    elif kind in ("image", "truncated"):
        from wispy.compiler import compile_source

        img = compile_source("print('hi')\n", "t.py")
        if kind == "truncated":
            img = img[: rng.randrange(0, len(img))]
            if img and rng.random() < 0.5:
                img = bytearray(img)
                img[rng.randrange(len(img))] ^= 0xFF
        p.write_bytes(bytes(img))
    elif kind == "hex":
        p.write_text(":020000040000FA\n:10000000000000000000000000000000000000F0\n:00000001FF\n")
    elif kind == "elf":
        p.write_bytes(firmware.read_bytes()[:2048])
    elif kind == "utf16":
        p.write_bytes("print('hi')\n".encode("utf-16"))
    elif kind == "nul":
        p.write_bytes(b"print(1)\0\n")
    else:
        p.write_text(rng.choice(["print(1)\n", "x = (\n", "import nothing_here\n", "1/0\n",
                                 "while True: pass\n", "input()\n"]))
    return str(p)


def make_case(rng: random.Random, d: Path, i: int, firmware: Path) -> list[str]:
    command = rng.choice(COMMANDS)
    args = [command]
    for k in range(rng.choice([1, 1, 1, 2])):
        args.append(make_file(rng, d, 10 * i + k, firmware))
    if command in ("hex", "compile") and rng.random() < 0.5:
        args += ["-o", rng.choice([str(d), str(d / f"out{i}.x"), str(d / "missing-dir" / "o")])]
    if command == "run":
        for name in rng.sample(sorted(OPTIONS), rng.randrange(0, 3)):
            args += [name, rng.choice(OPTIONS[name])]
        if "--timeout" not in args:
            args += ["--timeout", "2"]
    if command in ("run", "hex") and "--board" not in args and rng.random() < 0.9:
        args += ["--firmware", str(firmware)]
    if command == "flash":
        args += ["-p", "socket://127.0.0.1:9"]  # nothing listens: a one-line refusal
    return args


def check(args: list[str], seed: int) -> None:
    r = wispy(*args)
    what = f"seed {seed}: wispy {' '.join(args)}\nstatus {r.returncode}\n{r.stderr[-2000:]}"
    # a script's own traceback names its files as the board knows them (`t.py`); a
    # traceback of the tool names Python files by their paths
    assert not re.search(r'^\s*File "/', r.stderr, re.M), what
    assert r.returncode in STATUSES, what
    assert r.returncode != 70, what  # an internal error is a bug, one line or not
    if r.returncode == 2:
        lines = [ln for ln in r.stderr.strip().splitlines() if not ln.startswith(("usage:", " "))]
        assert len(lines) == 1, what  # a refusal is one line (argparse adds its usage lines)


def run_cases(n: int, seed: int, tmp_path: Path, firmware: Path) -> None:
    rng = random.Random(seed)
    for i in range(n):
        check(make_case(rng, tmp_path, i, firmware), seed)


def test_cli_fuzz_fixed_sample(tmp_path, firmware):
    run_cases(int(os.environ.get("WISPY_FUZZ_CLI_SAMPLE", "24")), 18, tmp_path, firmware)


@pytest.mark.skipif(not os.environ.get("WISPY_FUZZ_CLI"), reason="WISPY_FUZZ_CLI=N runs N random cases")
def test_cli_fuzz_random(tmp_path, firmware):
    seed = int(os.environ.get("WISPY_FUZZ_SEED", random.randrange(1 << 30)))
    print(f"WISPY_FUZZ_SEED={seed}")
    run_cases(int(os.environ["WISPY_FUZZ_CLI"]), seed, tmp_path, firmware)
