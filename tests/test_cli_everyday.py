"""The tools under everyday use (issue 18), each finding through a subprocess as a user runs
`wispy`: a random that is random (seeded from the emulated RNG), input() fed from stdin
with EOFError at its end, bad input files and option values refused in one line, size
limits stated in the user's terms, `Image.HEART == Image.HEART`, the README's exit
statuses and docs/boards.md's heap figure as the tools report them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DICE = "import random\nprint([random.randint(1, 6) for _ in range(8)], random.random())\n"


def wispy(*args: str, stdin: str | None = "", timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "wispy", *args], capture_output=True, text=True,
                          input=stdin, timeout=timeout, check=False)


def one_line_error(r: subprocess.CompletedProcess) -> str:
    """The stderr of a refused command: one line starting `wispy:`, no traceback."""
    assert "Traceback" not in r.stderr, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wispy:"), r.stderr
    return lines[0]


@pytest.fixture
def dice(tmp_path):
    p = tmp_path / "dice.py"
    p.write_text(DICE)
    return p


# ---- random: seeded at boot from the RNG peripheral


def test_dice_with_the_same_seed_repeat_and_with_other_seeds_differ(dice, firmware):
    runs = {s: [wispy("run", str(dice), "--firmware", str(firmware), "--seed", s) for _ in range(2)]
            for s in ("1", "2")}
    for s, (a, b) in runs.items():
        assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
        assert a.stdout == b.stdout  # the same seed: the same game
    assert runs["1"][0].stdout != runs["2"][0].stdout


def test_dice_without_a_seed_differ_from_boot_to_boot(dice, firmware):
    outs = {wispy("run", str(dice), "--firmware", str(firmware)).stdout for _ in range(3)}
    assert len(outs) > 1  # 8 dice and a float: three equal runs would be a 1 in 2**100 chance


def test_stats_print_the_seed_that_repeats_a_run(dice, firmware):
    r = wispy("run", str(dice), "--firmware", str(firmware), "--stats")
    seed = re.search(r"RNG seed:\s+(\d+)", r.stderr).group(1)
    again = wispy("run", str(dice), "--firmware", str(firmware), "--seed", seed)
    assert again.stdout == r.stdout


def test_random_seed_keeps_working_and_seed_without_argument_reseeds(tmp_path, firmware):
    p = tmp_path / "s.py"
    p.write_text("import random\nrandom.seed(5)\na = random.random()\nrandom.seed(5)\n"
                 "print(a == random.random())\nrandom.seed()\nb = random.random()\n"
                 "random.seed()\nprint(b != random.random())\n")
    r = wispy("run", str(p), "--firmware", str(firmware))
    assert r.stdout == "True\nTrue\n", r.stderr


# ---- input(): stdin, EOFError, no spinning


def test_local_run_feeds_stdin_to_input(tmp_path, firmware):
    p = tmp_path / "ask.py"
    p.write_text("name = input('name? ')\nprint('hi', name)\n")
    r = wispy("run", str(p), "--firmware", str(firmware), stdin="Ada\n", timeout=60)
    assert (r.returncode, r.stdout) == (0, "name? hi Ada\n"), r.stderr


def test_input_at_the_end_of_stdin_raises_eoferror_at_once(tmp_path, firmware):
    p = tmp_path / "ask.py"
    p.write_text("a = input()\ntry:\n    input()\nexcept EOFError as e:\n    print('EOF:', e)\n"
                 "print(a)\ninput()\n")
    r = wispy("run", str(p), "--firmware", str(firmware), stdin="last line without newline",
              timeout=60)  # it used to spin for ever at 100 % of a core
    assert r.stdout == "EOF: EOF when reading a line\nlast line without newline\n"
    assert r.returncode == 1 and r.stderr.rstrip().endswith("EOFError: EOF when reading a line")


def test_input_option_takes_escapes(tmp_path, firmware):
    p = tmp_path / "ask.py"
    p.write_text("print(repr(input()), repr(input()))\n")
    r = wispy("run", str(p), "--firmware", str(firmware), "--input", "bob\\nann\\n", timeout=60)
    assert r.stdout == "'bob' 'ann'\n", r.stderr


# ---- input files


@pytest.mark.parametrize("command", ["run", "hex", "compile", "dis"])
@pytest.mark.parametrize("kind, expect", [
    ("binary", "is not UTF-8 text"),
    ("directory", "is a directory"),
    ("hex", "is an Intel HEX file, not Python source"),
    ("missing", "no such file"),
    ("nul", "NUL byte"),
])
def test_bad_source_files_are_one_line_errors(tmp_path, command, kind, expect):
    p = tmp_path / "x.py"
    if kind == "binary":
        p.write_bytes(b"print(1)\n\xff\xfe\x80 junk\n")
    elif kind == "directory":
        p.mkdir()
    elif kind == "hex":
        p.write_text(":020000040000FA\n:10000000000000000000000000000000000000F0\n")
    elif kind == "nul":
        p.write_bytes(b"print(1)\x00\n")
    r = wispy(command, str(p), *(["-o", str(tmp_path / "o.hex")] if command == "hex" else []))
    assert r.returncode == 2
    assert expect in one_line_error(r)


@pytest.mark.parametrize("content, expect", [
    (b"", "is empty, not a wispy image"),
    (b"print('hi')\n", "is text, not a wispy image"),
    (b"WS" + bytes(30), "is not a valid wispy image"),
    (b"\x7fELF" + bytes(60), "is an ELF binary"),
])
def test_bad_images_are_one_line_errors(tmp_path, content, expect):
    p = tmp_path / "x.wpy"
    p.write_bytes(content)
    r = wispy("run", str(p))
    assert r.returncode == 2
    assert expect in one_line_error(r)


# ---- limits, where the user meets them


def big_script(path: Path, functions: int, body: int) -> Path:
    path.write_text("".join(f"def f{i}(x):\n" + "".join(f"    x = x * {j} + {i}\n" for j in range(body))
                            + "    return x\n" for i in range(functions)))
    return path


def test_hex_refuses_an_image_the_region_cannot_hold_in_the_users_terms(tmp_path, firmware):
    from wispy.build import script_image_max

    p = big_script(tmp_path / "big.py", 1000, 8)  # ~103 KB: more than the region holds
    r = wispy("hex", str(p), "--firmware", str(firmware), "-o", str(tmp_path / "o.hex"))
    line = one_line_error(r)
    m = re.search(r"the image is ([\d,]+) bytes; the script region of microbit-v1 holds ([\d,]+)", line)
    assert m and int(m.group(2).replace(",", "")) == script_image_max("microbit-v1"), line
    assert not (tmp_path / "o.hex").exists()
    r = wispy("compile", str(p), "-o", str(tmp_path / "big.wpy"))  # compile says it, and writes
    assert r.returncode == 0 and "the script region of microbit-v1 holds" in r.stderr


def test_a_top_level_too_long_for_the_ram_to_verify_is_refused_by_run_and_hex(tmp_path, firmware):
    p = tmp_path / "long.py"
    p.write_text("".join(f"x{i} = {i} * 3 + {i}\n" for i in range(3000)))
    for args in (["run"], ["hex", "-o", str(tmp_path / "o.hex")]):
        r = wispy(*args, str(p), "--firmware", str(firmware))
        assert r.returncode == 1
        assert "too large for the board's RAM to verify: the module's top level has" in one_line_error(r)


def test_a_script_past_the_image_formats_reach_is_said_to_be_too_large(tmp_path):
    p = big_script(tmp_path / "huge.py", 3000, 6)
    r = wispy("compile", str(p), "-o", str(tmp_path / "huge.wpy"))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "the script is too large" in r.stderr and "131,070 bytes" in r.stderr


# ---- option values


@pytest.mark.parametrize("args, expect", [
    (["run", "x.py", "--timeout", "-1"], "--timeout: '-1': the seconds must be"),
    (["run", "x.py", "--timeout", "nan"], "--timeout: 'nan'"),
    (["run", "x.py", "--seed", "dice"], "--seed: 'dice' is not an integer"),
    (["exec", "1", "--timeout", "-5"], "--timeout: '-5'"),
    (["emulate", "--tcp", "70000"], "--tcp: '70000': a TCP port"),
    (["emulate", "--lossy", "2"], "--lossy: '2': RATE"),
    (["bench", "memory", "-n", "0"], "-n: '0': expected 1"),
])
def test_bad_option_values_are_refused_in_one_line(args, expect):
    r = wispy(*args)
    assert r.returncode == 2
    assert expect in r.stderr.strip().splitlines()[-1] and "Traceback" not in r.stderr


# ---- small items


def test_image_equality_is_by_pixels(tmp_path, firmware):
    p = tmp_path / "img.py"
    p.write_text("from microbit import Image\nprint(Image.HEART == Image.HEART, Image.HEART != Image.HEART,"
                 " Image.HEART == Image.SAD, Image('90000:') == Image('90000:'), Image.HEART == 1)\n")
    r = wispy("run", str(p), "--firmware", str(firmware))
    assert r.stdout == "True False False True False\n", r.stderr


def test_readme_lists_every_exit_status_of_the_cli():
    from wispy import cli

    readme = (ROOT / "README.md").read_text()
    table = readme[readme.index("## Exit statuses"):]
    statuses = {v for k, v in vars(cli).items() if k.startswith("EXIT_") and isinstance(v, int)}
    statuses |= {0, 130}
    for status in statuses:
        assert re.search(rf"^\| `{status}` \|", table, re.M), f"README lacks exit status {status}"


def test_boards_doc_gives_the_heap_wispy_info_reports(firmware):
    r = wispy("info")
    heap = re.search(r"^heap:\s+([\d,]+) B", r.stdout, re.M).group(1)
    doc = (ROOT / "docs" / "boards.md").read_text()
    assert f"{heap} B" in doc and "13,696" not in doc, heap
