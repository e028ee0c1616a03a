"""The whole differential language suite (tests/lang) with a collection forced before every
allocation gives exactly the output of the normal run: on the emulated board (the same
firmware ELF, its flash byte `gc_test_every_alloc` set by the emulator before the firmware
starts) and on the host VM (`--gc-every-alloc`, sanitizers on). A root the collector
misses shows here as a freed object still in use: different output or a crash.

Run it alone: `pytest -q tests/vm/test_lang_gc_stress.py` (800 runs in pairs: 5 minutes on a
busy 2-core machine)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from boardrun import BoardRun
from conftest import run_vm

LANG = Path(__file__).resolve().parents[1] / "lang"
_spec = importlib.util.spec_from_file_location("lang_suite", LANG / "test_lang.py")
lang_suite = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lang_suite)
SCRIPTS = lang_suite.SCRIPTS
IDS = [str(p.relative_to(LANG)) for p in SCRIPTS]

KNOB = "gc_test_every_alloc"


def run_on_board(elf: Path, image: bytes, stress: bool) -> BoardRun:
    """Run image on the emulated micro:bit, with the collect-at-every-allocation knob set
    (a byte of the firmware's flash, written before the CPU leaves reset) or left at 0."""
    from wispy.emulator import Board

    board = Board(elf, board="microbit-v1")
    address = board.symbol(KNOB)
    assert address is not None, f"the firmware has no symbol {KNOB}"
    board.uc.mem_write(address, bytes([1 if stress else 0]))
    board.load_image(image)
    out, err = bytearray(), bytearray()
    # a collection at every allocation costs ~45x the instructions of an allocation-heavy
    # script (strings/split_generated_1.py: 29 M -> 1,325 M, 83 s of virtual time; ~4 s real)
    res = board.run(timeout=300 if stress else 60, on_stdout=out.extend, on_stderr=err.extend)
    return BoardRun(out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), res.status,
                    res.reason, res.instructions, res.virtual_time, res.heap)


def image_of(script: Path) -> bytes:
    """The script's image; one the compiler refuses is test_lang.py's failure, not this one's."""
    from wispy.compiler import compile_files
    from wispy.compiler.errors import CompileError

    try:
        return compile_files(lang_suite.program_files(script))
    except CompileError as e:
        pytest.skip(f"does not compile (tests/lang reports it): {e}")


def skip_reason(script: Path) -> str | None:
    first = script.read_text().splitlines()[:1]
    if first and first[0].startswith("# wispy: skip"):
        return first[0].removeprefix("# wispy: skip").strip()
    if first and first[0].startswith("# wispy: timing"):  # asyncio scripts: deadlines in virtual time
        return "its output depends on time, which a collection at every allocation stretches"
    return None


def ran_out_of_memory(stderr: str) -> bool:
    return stderr.rstrip().endswith("MemoryError") or "\nMemoryError:" in stderr


def assert_same_output(normal, stressed) -> None:
    """The same stdout, stderr and status. One exception: a script that runs out of the 16 KB
    heap in the normal run (tests/lang runs at 256K, this file at the board's 16K) may get
    further under stress, where collecting before each allocation places objects
    differently (fragmentation); then the normal run's output must be a prefix of the
    stressed run's, and the stressed run must end cleanly or in MemoryError too."""
    if ran_out_of_memory(normal.stderr) and (normal.stdout, normal.status) != (stressed.stdout, stressed.status):
        assert stressed.stdout.startswith(normal.stdout), stressed.stderr
        assert stressed.status == 0 or ran_out_of_memory(stressed.stderr), stressed.stderr
        return
    assert (stressed.stdout, stressed.stderr, stressed.status) == (normal.stdout, normal.stderr, normal.status)


@pytest.fixture(scope="module")
def own_firmware(firmware, tmp_path_factory) -> Path:
    """A copy of the firmware ELF for this module's 800 runs: another session's build may
    rewrite the shared build directory's ELF in the middle of them."""
    import shutil

    return Path(shutil.copy(firmware, tmp_path_factory.mktemp("fw") / "firmware.elf"))


@pytest.mark.parametrize("script", SCRIPTS, ids=IDS)
def test_board_output_is_the_same_with_a_collection_at_every_allocation(script, own_firmware):
    if reason := skip_reason(script):
        pytest.skip(reason)
    image = image_of(script)
    normal = run_on_board(own_firmware, image, stress=False)
    stressed = run_on_board(own_firmware, image, stress=True)
    if not ran_out_of_memory(normal.stderr):
        assert stressed.reason == normal.reason, stressed.stderr
    assert_same_output(normal, stressed)
    # the knob took effect: a collection before each allocation (the module's namespace at least)
    assert stressed.heap["collections"] > normal.heap["collections"]


@pytest.mark.parametrize("script", SCRIPTS, ids=IDS)
def test_host_vm_output_is_the_same_with_a_collection_at_every_allocation(script, host_vm, tmp_path):
    if reason := skip_reason(script):
        pytest.skip(reason)
    img = tmp_path / "t.wpy"
    img.write_bytes(image_of(script))
    normal = run_vm(host_vm, img)
    stressed = run_vm(host_vm, img, "--gc-every-alloc")
    assert_same_output(normal, stressed)
    assert stressed.stats["collections"] > normal.stats["collections"]
