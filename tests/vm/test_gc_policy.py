"""gc.disable() and gc.threshold(n) change when the collector runs: a threshold collects once
n bytes have been allocated since the last collection; a disabled collector runs only when
an allocation finds no room (and then still collects rather than raise MemoryError).
Checked through gc.mem_alloc() and the collection count, on the host VM and on the board."""

from __future__ import annotations

from conftest import compile_to, run_vm

# Each line of garbage: str(i) and the repeated string, about 24 B per iteration, none kept.
GARBAGE = """\
import gc
def churn(n):
    for i in range(n):
        s = str(i) * 3
gc.collect()
base = gc.mem_alloc()
{setup}
churn(200)
print(gc.mem_alloc() - base)
"""


def grown(run, setup: str) -> int:
    r = run(GARBAGE.format(setup=setup))
    assert r.status == 0, r.stderr
    return int(r.stdout.split()[-1])


def test_threshold_bounds_the_garbage_and_disable_turns_it_off(host_vm, tmp_path):
    # 40 KB: the 4,800 B of garbage stay below the churn zone's limit (half the free heap;
    # past it the default policy collects too, see docs/memory.md)
    def run(src):
        return run_vm(host_vm, compile_to(tmp_path, src), "--heap", "40000")

    free_running = grown(run, "")
    assert free_running > 4000  # 200 iterations of garbage, never collected on a big heap
    with_threshold = grown(run, "gc.threshold(1000)")
    assert with_threshold <= 1000 + 64  # collected each time 1000 B had been allocated
    disabled = grown(run, "gc.threshold(1000)\ngc.disable()")
    assert disabled == free_running
    reenabled = grown(run, "gc.threshold(1000)\ngc.disable()\ngc.enable()")
    assert reenabled == with_threshold


def test_threshold_reads_back_and_negative_turns_it_off(wispy):
    src = (
        "import gc\nprint(gc.threshold())\ngc.threshold(4096)\nprint(gc.threshold())\n"
        "gc.threshold(-1)\nprint(gc.threshold(), gc.isenabled())\n"
    )
    r = wispy(src)
    assert (r.stdout, r.status) == ("-1\n4096\n-1 True\n", 0), r.stderr


def test_a_disabled_collector_still_collects_when_the_heap_is_full(wispy):
    """Garbage of ten times the heap, with the collector disabled: no MemoryError."""
    src = "import gc\ngc.disable()\nfor i in range(6000):\n    s = [i, i, i]\nprint('ok', gc.isenabled())\n"
    r = wispy(src, "--heap", "8192")
    assert (r.stdout, r.stderr, r.status) == ("ok False\n", "", 0)
    assert r.stats["collections"] >= 5


def test_threshold_on_the_board(run_on_board):
    src = GARBAGE.format(setup="gc.threshold(1000)")
    r = run_on_board(src)
    assert r.status == 0, r.stderr
    assert int(r.stdout) <= 1064
    assert r.heap["collections"] >= 4  # 200 * ~24 B of garbage at 1000 B per collection
    off = run_on_board(GARBAGE.format(setup="gc.threshold(1000)\ngc.disable()"))
    assert int(off.stdout) > 4000


def test_filling_the_heap_on_the_board_raises_memory_error_and_the_next_statement_runs(run_on_board):
    """On the 16 KB board: lists of floats, dicts, bytes and sets, then a dict, each grown until
    MemoryError; every time the except clause and the statements after it run, and the
    heap is whole again once the garbage is dropped."""
    from test_types_memory import FILL

    src = FILL + "d = None\nimport gc\ngc.collect()\nprint('free', gc.mem_free() > 12000)\nx = [0] * 100\nprint(len(x))\n"
    r = run_on_board(src)
    assert (r.stdout, r.stderr, r.status) == ("[True, True, True, True]\nafter True\nfree True\n100\n", "", 0)
    # the heap really was full: the free tail that the last failing growth leaves depends on
    # the heap's size to the block (56 B at 13,264 B, 80 B at 13,248 B)
    assert r.heap["high_water"] > r.heap["heap_bytes"] - 128


def test_a_runaway_recursion_leaves_its_handler_room_on_the_board(run_on_board):
    """The RecursionError's traceback keeps every frame alive, so the frames may not take the
    heap's last WISPY_FRAME_RESERVE bytes: `except (A, B)` builds a tuple, the handler prints.
    Several frame sizes, since whether the last frame left a gap was luck before."""
    for extra in range(4):
        params = ", ".join(f"a{i}" for i in range(extra))
        args = ", ".join("0" for _ in range(extra))
        src = (
            f"depth = 0\ndef f(k{', ' + params if params else ''}):\n    global depth\n    depth = k\n"
            f"    f(k + 1{', ' + args if args else ''})\n"
            f"try:\n    f(1{', ' + args if args else ''})\n"
            "except (RecursionError, MemoryError) as e:\n    print(type(e).__name__, str(e)[:7])\n"
            "print(depth > 200, [depth] * 3 != None)\n"
        )
        r = run_on_board(src)
        assert (r.stdout, r.stderr, r.status) == ("RecursionError maximum\nTrue True\n", "", 0), src
