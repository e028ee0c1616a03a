"""The sampling profiler (emulator/profiler.py, `wispy run --profile`): attribution checked
against exact instruction counts, no effect on the run, and flame graph files viewers read."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

CALLS = 12  # calls of each hot function
# instructions between samples in these tests: a prime, so that the samples fall at every
# phase of a loop in turn (5,000 and a loop of 220 instructions met at 11 phases only: the
# shares of FAST_BODY's lines moved by 7 points with where the loop happened to start)
INTERVAL = 4_999

# Two hot functions: `heavy` loops three times as often as `light`, with the same loop body.
SHARES_SRC = """
def light(n):
    s = 0
    for i in range(n):
        s += i * 3
    return s


def heavy(n):
    s = 0
    for i in range(3 * n):
        s += i * 3
    return s


total = 0
for k in range({calls}):
    {light}total += light(400)
    {heavy}total += heavy(400)
print(total)
"""


def _source(light: bool = True, heavy: bool = True) -> str:
    off = "pass  # "  # the call stays on its line, commented out
    return SHARES_SRC.format(calls=CALLS, light="" if light else off, heavy="" if heavy else off)


def _board(firmware, image: bytes, profile: bool):
    from wispy.emulator import Board
    from wispy.emulator.profiler import Profiler

    board = Board(firmware)
    board.load_image(image)
    profiler = Profiler(board, image, interval=INTERVAL) if profile else None
    board.sampler = profiler
    return board, profiler


def _run(firmware, source: str, profile: bool = False):
    from wispy.compiler import compile_source

    board, profiler = _board(firmware, compile_source(source, "shares.py"), profile)
    result = board.run(timeout=60, on_stdout=lambda b: None, on_stderr=lambda b: None)
    assert result.reason == "done" and result.status == 0, result
    return board, result, profiler


def test_two_hot_functions_are_named_with_their_lines_and_shares(firmware):
    # The truth, from exact instruction counts: what the calls of each function add to a run
    # without them (the loop of the module and everything else stays the same).
    base = _run(firmware, _source(light=False, heavy=False))[1].instructions
    light = _run(firmware, _source(heavy=False))[1].instructions - base
    heavy = _run(firmware, _source(light=False))[1].instructions - base
    _, result, profiler = _run(firmware, _source(), profile=True)
    profile = profiler.profile
    assert profile.total == result.instructions  # every executed instruction is charged once

    rows = {place.function: (place, own) for place, own, _ in profile.by_function()}
    assert rows["heavy"][0].first_line == 9 and rows["light"][0].first_line == 2
    # Tolerance: a sample charges the interval before it to where the program is at its end,
    # so only intervals that straddle an entry or exit of a function can be misattributed:
    # at most 2 intervals per call. A call's own set-up and return (~1,000 instructions,
    # counted in `heavy`/`light` by the truth above) run in the caller's frame.
    bound = CALLS * (2 * INTERVAL + 1_000)
    assert abs(rows["heavy"][1] - heavy) <= bound, (rows["heavy"][1], heavy, bound)
    assert abs(rows["light"][1] - light) <= bound, (rows["light"][1], light, bound)
    assert bound < 0.1 * light  # the check above means something
    assert 2.7 < rows["heavy"][1] / rows["light"][1] < 3.3  # ~3x the loop, the same body
    # Lines: the hot loops' lines, in the right functions.
    lines = {(p.function, p.line) for p, own in profile.by_line() if own > 0.05 * profile.total}
    assert lines <= {("heavy", 11), ("heavy", 12), ("light", 4), ("light", 5)}, lines
    assert any(f == "heavy" for f, _ in lines) and any(f == "light" for f, _ in lines)
    report = profile.report({"shares.py": _source().splitlines()})
    assert "heavy  (shares.py:9)" in report and "light  (shares.py:2)" in report
    assert "shares.py:11 in heavy" in report or "shares.py:12 in heavy" in report


FAST_BODY = """
def count(n):
    s = 0
    for i in range(n):
        s += i
    return s


print(count(3000))
"""


@pytest.fixture(params=["gcc", "zig"])
def toolchain_firmware(request):
    """The firmware ELF built by each cross toolchain (debug information included, as
    always): the live ip must be readable from both compilers' DWARF."""
    from wispy.build import BuildError, build_firmware

    if request.param == "zig" and importlib.util.find_spec("ziglang") is None:
        pytest.skip("the ziglang package is not installed (pip install ziglang)")
    try:
        return build_firmware("microbit-v1", toolchain=request.param).elf
    except BuildError as e:
        if request.param == "gcc" and "not found" in str(e):
            pytest.skip(f"arm-none-eabi-gcc is not installed: {e}")
        raise


def test_lines_whose_instructions_cannot_raise_get_their_share(toolchain_firmware):
    """`s += i` on small ints never saves the frame's ip (it cannot raise), so only the live
    ip (DWARF: where run_loop keeps `start` and `ip`) charges the loop body to its own line.
    A firmware whose DWARF the profiler cannot read fails here, saying why."""
    from wispy.compiler import compile_source

    image = compile_source(FAST_BODY, "fast.py")
    board, profiler = _board(toolchain_firmware, image, profile=True)
    board.run(timeout=30, on_stdout=lambda b: None, on_stderr=lambda b: None)
    assert profiler._live.problem is None, f"the live ip cannot be read: {profiler._live.problem}"
    profile = profiler.profile
    assert not profile.notes, profile.notes
    lines = {p.line: own for p, own in profile.by_line() if p.function == "count"}
    loop = lines.get(4, 0) + lines.get(5, 0)
    assert loop > 0.9 * profile.total
    assert 0.15 * loop < lines.get(5, 0) < 0.85 * loop, lines  # the body has its own share
    # the live ip was found at (nearly) every sample in the VM's loop, if only a block later
    assert profiler.unresolved <= 0.01 * profile.samples, (profiler.unresolved, profile.samples)
    # and the lines' shares are those of an exact count, within 3 points (measured: gcc's 0.7,
    # zig's 2.1: clang's DWARF has the next instruction begin at the loop's head, before the
    # dispatch where the exact count switches)
    exact = _exact_lines(toolchain_firmware, image)
    total = sum(exact.values())
    for line in (4, 5):
        got, want = lines.get(line, 0) / profile.total, exact[("count", line)] / total
        assert abs(got - want) < 0.03, (line, got, want, lines, exact)


def _exact_lines(firmware, image: bytes):
    """Instructions per (function, line), counted exactly: a code hook on every instruction,
    charging it to the bytecode instruction the VM dispatched last (run_loop's `start` read
    at its dispatch jumps, the `goto *` of OP_TABLE: its indirect branches, with LiveIp).
    Slow (a Python call per instruction): for small programs."""
    from unicorn import UC_HOOK_CODE

    from wispy.emulator import Board
    from wispy.emulator.profiler import LiveIp, Profiler, _Registers, _register_reader

    board = Board(firmware)
    board.load_image(image)
    live = LiveIp.cached(firmware)
    assert live.problem is None, live.problem
    code = {s.address + i: s.data[i] | s.data[i + 1] << 8 for s in board.elf.segments
            for i in range(0, len(s.data) - 1, 2) if live.low <= s.address + i < live.high}
    jumps = [a for a in range(live.low + 2, live.high + 2, 2)
             if a - 2 in code and code[a - 2] & 0xFF87 in (0x4487, 0x4687)]  # fmt: skip
    assert jumps, "no indirect branch (MOV PC / ADD PC) in run_loop"
    read = _register_reader(board.uc)
    ram = board.ram

    def word(address):
        if not ram.start <= address <= ram.start + ram.size - 4:
            return None
        return int.from_bytes(board.uc.mem_read(address, 4), "little")

    current = [0]
    counts: dict[int, int] = {}
    unknown: set[int] = set()  # dispatches where start is not described (checked after the run)

    def on_dispatch(uc, address, size, data):
        start, _, _ = live._at(address, _Registers(read), word)
        if start is None:
            unknown.add(address)
        current[0] = start or 0

    def on_instruction(uc, address, size, data):
        counts[current[0]] = counts.get(current[0], 0) + size // 2  # halfwords, as the clock

    for at in jumps:
        board.uc.hook_add(UC_HOOK_CODE, on_dispatch, begin=at - 2, end=at - 2)
    board.uc.hook_add(UC_HOOK_CODE, on_instruction)
    result = board.run(timeout=60, on_stdout=lambda b: None, on_stderr=lambda b: None)
    assert result.reason == "done", result
    assert not unknown, f"run_loop's start is not described at its dispatch {sorted(unknown)}"
    namer = Profiler(board, image, live_ip=False)
    lines: dict = {}
    for at, n in counts.items():
        record = namer._code_at(at)
        place = namer._place(record, at - record - namer._code_header) if record else None
        key = (place.function, place.line) if place else None
        lines[key] = lines.get(key, 0) + n
    return lines


def test_without_dwarf_the_report_says_lines_are_the_saved_ips(firmware, tmp_path):
    """A firmware without debugging information (stripped) still profiles, by the frames'
    saved ips, and the report says so and why."""
    from elftools.elf.elffile import ELFFile

    from wispy.compiler import compile_source
    from wispy.emulator.profiler import LiveIp

    stripped = tmp_path / "stripped.elf"
    _strip_debug(firmware, stripped)
    with open(stripped, "rb") as f:
        assert not ELFFile(f).has_dwarf_info()
    assert "no DWARF debugging information" in LiveIp(stripped).problem
    image = compile_source(FAST_BODY, "fast.py")
    board, profiler = _board(stripped, image, profile=True)
    result = board.run(timeout=30, on_stdout=lambda b: None, on_stderr=lambda b: None)
    profile = profiler.profile
    assert profile.total == result.instructions
    assert profile.share("count") > 0.9
    report = profile.report()
    assert "note: lines are the frames' saved ips" in report and "no DWARF" in report, report


def _strip_debug(elf, out) -> None:
    """A copy of the ELF without its .debug_* sections (their headers become SHT_NULL and
    their names lose the prefix: what `objcopy --strip-debug` leaves, without needing it)."""
    import struct

    data = bytearray(Path(elf).read_bytes())
    shoff, = struct.unpack_from("<I", data, 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x2E)
    names_at = struct.unpack_from("<I", data, shoff + shstrndx * shentsize + 0x10)[0]
    for i in range(shnum):
        header = shoff + i * shentsize
        name_at = names_at + struct.unpack_from("<I", data, header)[0]
        if data[name_at : name_at + 7] == b".debug_":
            data[name_at : name_at + 7] = b".nodbg_"
            struct.pack_into("<I", data, header + 4, 0)  # sh_type: SHT_NULL
    Path(out).write_bytes(bytes(data))


NAMEDTUPLES = """
from collections import namedtuple

def make(n):
    t = 0
    for i in range(n):
        P = namedtuple("P", "x y")
        t += P(i, 1).x
    return t

print(make(40))
"""


def test_frames_of_the_frozen_library_are_named_with_its_file_and_lines(firmware):
    """collections.namedtuple runs from the firmware's library image (firmware/lib): its
    frames are named as a traceback names them, `namedtuple` in collections.py."""
    from wispy.compiler import compile_source

    image = compile_source(NAMEDTUPLES, "nt.py")
    board, profiler = _board(firmware, image, profile=True)
    result = board.run(timeout=60, on_stdout=lambda b: None, on_stderr=lambda b: None)
    assert result.reason == "done" and result.status == 0, result
    profile = profiler.profile
    rows = {place.function: place for place, own, _ in profile.by_function()}
    assert rows["namedtuple"].file == "collections.py" and rows["namedtuple"].first_line > 1
    assert profile.share("namedtuple") > 0.3  # where a program making classes in a loop spends
    assert not any(p.function.startswith("[code at") for p, _ in profile.by_line())
    first = rows["namedtuple"].first_line
    assert any(p.file == "collections.py" and p.line > first for p, _ in profile.by_line())
    stacks = [s for s in profile.stacks if s[-1].function == "namedtuple"]
    assert all([p.function for p in s[:2]] == ["<module>", "make"] for s in stacks), stacks


PROGRAM_WITH_TIME = """
import time
from microbit import display, Image

def work(n):
    return sum(i * i for i in range(n))

display.show(Image.HEART)
for k in range(4):
    print(k, work(200))
    time.sleep_ms(3)
"""


def test_profiling_changes_no_instruction_count_virtual_time_or_output(firmware):
    """Sampling ends slices early; the firmware must not be able to tell. A program with
    sleeps (WFI), the display's interrupt and output, profiled at a short interval."""
    from wispy.compiler import compile_source

    image = compile_source(PROGRAM_WITH_TIME, "timed.py")
    runs = []
    for profile in (False, True, True):
        board, profiler = _board(firmware, image, profile)
        result = board.run(timeout=5, on_stdout=lambda b: None, on_stderr=lambda b: None)
        # (output_log's chunks are cut where slices end, so only their bytes are compared)
        streams = [b"".join(d for _, s, d in board.output_log if s == k) for k in (0, 1)]
        runs.append((result.instructions, board.now(), streams, board.pin_log, board.warnings))
        if profiler is not None:
            places = profiler.profile
            assert places.total == result.instructions
    assert runs[0][2][0].count(b"\n") == 4 and len(runs[0][3]) > 10, runs[0]
    assert runs[0] == runs[1] == runs[2]


def test_flame_graph_files(firmware, tmp_path):
    _, result, profiler = _run(firmware, _source(), profile=True)
    profile = profiler.profile
    folded = tmp_path / "p.folded"
    profile.write_flame(folded)
    lines = folded.read_text().splitlines()
    weights = [int(line.rsplit(" ", 1)[1]) for line in lines]
    assert sum(weights) == result.instructions
    assert any(line.startswith("<module> (shares.py:1);heavy (shares.py:9) ") for line in lines)

    scope = tmp_path / "p.json"
    profile.write_flame(scope)
    data = json.loads(scope.read_text())
    frames = data["shared"]["frames"]
    (prof,) = data["profiles"]
    assert prof["type"] == "sampled" and len(prof["samples"]) == len(prof["weights"])
    assert sum(prof["weights"]) == prof["endValue"] == result.instructions
    assert all(0 <= i < len(frames) for stack in prof["samples"] for i in stack)
    assert {"name": "heavy", "file": "shares.py", "line": 9} in frames


def test_wispy_run_profile_prints_the_report(firmware, tmp_path):
    src = tmp_path / "shares.py"
    src.write_text(_source())
    flame = tmp_path / "out.json"
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "run", str(src), "--firmware", str(firmware), "--profile",
         "--flame", str(flame)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "heavy  (shares.py:9)" in r.stderr and "light  (shares.py:2)" in r.stderr
    assert "for i in range(3 * n):" in r.stderr or "s += i * 3" in r.stderr  # source lines shown
    assert json.loads(flame.read_text())["profiles"][0]["type"] == "sampled"


@pytest.mark.parametrize("bad", ["0", "-5"])
def test_bad_profile_interval_is_refused(tmp_path, bad):
    src = tmp_path / "x.py"
    src.write_text("print(1)\n")
    r = subprocess.run(
        [sys.executable, "-m", "wispy", "run", str(src), "--profile", f"--profile-interval={bad}"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert r.returncode == 2 and "--profile-interval" in r.stderr and "Traceback" not in r.stderr
