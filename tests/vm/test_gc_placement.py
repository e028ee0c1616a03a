"""Where the allocator places blocks, on the 16 KB board (docs/memory.md, "Placement"): small
requests first fit from the bottom inside a churn zone, large ones (96 B and up) from the
top, a vector that must move may slide over its own blocks, a failed allocation leaves the
heap's last 128 B to the code handling the MemoryError, and the frame kept for the next call
keeps nothing alive. Each program here raised MemoryError (or printed False) with the plain
first fit of before, with most of the heap free."""

from __future__ import annotations

# The incremental sieve of tests/corpus/prime_generators.py: a dict that grows to 239
# entries, each a one-item list, among the garbage of the generator (every list is popped
# and a new one made per step). With plain first fit the surviving lists were scattered
# over the whole heap and the dict's vector found no run of 712 B with 11 KB free.
SIEVE = """\
def primes():
    composites = {}
    n = 2
    while True:
        if n not in composites:
            yield n
            composites[n * n] = [n]
        else:
            for p in composites.pop(n):
                composites.setdefault(n + p, []).append(p)
        n += 1


count = total = 0
for p in primes():
    if p > 1500:
        break
    count += 1
    total += p
print(count, total)
"""


def test_a_growing_dict_of_small_lists_among_garbage(run_on_board, cpython):
    r = run_on_board(SIEVE)
    assert (r.stdout, r.stderr, r.status) == (cpython(SIEVE).stdout, "", 0)
    assert r.stdout == "239 165040\n"
    assert r.heap["collections"] >= 3  # the garbage really was collected between steps


def test_the_frame_kept_for_the_next_call_keeps_no_garbage(run_on_board):
    """make()'s frame is kept as vm.spare after it returns; its slot for `big` must not keep
    the 4 KB list alive (it did: a finished generator pipeline stayed alive the same way)."""
    src = (
        "import gc\ndef make():\n    big = [0] * 1000\n    return len(big)\n"
        "print(make())\ngc.collect()\nprint(gc.mem_alloc() < 1000)\n"
    )
    r = run_on_board(src)
    assert (r.stdout, r.stderr, r.status) == ("1000\nTrue\n", "", 0)


def test_a_memory_error_leaves_room_for_its_handler(run_on_board):
    """Dicts until MemoryError: the handler then grows a list and makes a str. Without the
    reserve the dicts took the heap's last block and the handler raised MemoryError again.
    The dicts are chained (each holds the one before), not kept in a list: a list's vector,
    doubling, would fail with up to a third of the heap free, however the heap is laid out."""
    src = (
        "keep = []\njunk = None\nn = 0\ntry:\n    while True:\n        junk = {n: junk}\n        n += 1\n"
        "except MemoryError:\n    keep.append(n > 100)\n    keep.append(str(len(keep)))\n"
        "junk = None\nprint(keep)\n"
    )
    r = run_on_board(src)
    assert (r.stdout, r.stderr, r.status) == ("[True, '1']\n", "", 0)
    assert r.heap["high_water"] > r.heap["heap_bytes"] - 512  # the heap really was full


def test_a_list_grows_over_its_own_blocks(run_on_board):
    """Two lists of floats grown in turn until MemoryError: each vector past 96 B goes to
    the top and, when it must move, may take its own blocks; the floats fill the bottom.
    292 items each with the heap of 4 December 2026 (13,160 B; 326 at exactly 13,264 B, where
    the last move found its run over its own blocks, a layout that any 100 B of static RAM
    shifts), so the check is that the floats and vectors filled the heap."""
    src = (
        "a = []\nb = []\ntry:\n    while True:\n        a.append(1.5 * len(a))\n"
        "        b.append(len(b) + 0.5)\nexcept MemoryError:\n    pass\n"
        "n = len(a)\na = b = None\nprint(n > 280)\n"
    )
    r = run_on_board(src)
    assert (r.stdout, r.stderr, r.status) == ("True\n", "", 0)


def test_a_list_added_to_itself_in_place(run_on_board):
    """c += c appends c's items to c: a vector that moves over its own blocks no longer holds
    them at the old address, so they are read again after each append (they were read
    through a pointer taken before: the second c += c printed a wrong sum, then faulted)."""
    src = (
        "a = list(range(40))\na += a\nprint(len(a), sum(a))\nb = [[i] for i in range(30)]\n"
        "c = list(range(100))\nc += c\nc += c\nprint(len(c), sum(c), c[-1])\n"
    )
    r = run_on_board(src)
    assert (r.stdout, r.stderr, r.status) == ("80 1560\n400 19800 99\n", "", 0)
