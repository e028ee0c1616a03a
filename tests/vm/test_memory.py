"""Memory on purpose: every allocation failing in turn gives a clean MemoryError or the
right output, never a sanitizer report; recursion goes deep on a small heap; the heap
left after boot."""

from __future__ import annotations

import pytest
from conftest import compile_to, run_vm
from scripts import ALL

FAULT_SCRIPTS = {
    "calls": "def f(n):\n    if n < 2:\n        return n\n    return f(n - 1) + f(n - 2)\nprint(f(8), (f(3), [f(4)]))\n",
    "bigints": "x = 3 ** 50\nprint(x * x - 1, len(str(x)), -x // 7, x % 1000)\n",
    "strings_lists": "l = []\nfor i in range(12):\n    l.append('n' + str(i) * 2)\nprint(l, len(l), repr(l[3]))\n",
}


def is_memory_error(stderr: str) -> bool:
    """A traceback ending in MemoryError; only before the module runs (making its
    namespace) is there no frame to show. Before that, verifying the bytecode needs a
    scratch block; without it the image is refused."""
    if stderr == "MemoryError\n" or stderr.endswith(": no memory to verify it\n"):
        return True
    return stderr.startswith("Traceback (most recent call last):\n") and stderr.endswith(
        "\nMemoryError\n"
    )


@pytest.mark.parametrize("name", sorted(FAULT_SCRIPTS))
def test_failing_each_allocation_in_turn(name, host_vm, tmp_path):
    img = compile_to(tmp_path, FAULT_SCRIPTS[name])
    ok = run_vm(host_vm, img)
    assert ok.status == 0, ok.stderr
    n = ok.stats["allocs"]
    assert n > 0
    outcomes = set()
    for k in range(1, n + 2):
        r = run_vm(host_vm, img, "--fail-alloc", str(k))
        if r.status == 0:
            assert r.stdout == ok.stdout
            outcomes.add("ok")
        elif r.status == 2:
            assert r.stderr.endswith(": no memory to verify it\n"), r.stderr
        else:
            assert r.status == 1, r.stderr
            assert is_memory_error(r.stderr), r.stderr
            assert ok.stdout.startswith(r.stdout)
            outcomes.add("MemoryError")
    assert outcomes == {"ok", "MemoryError"}


def test_failing_allocations_with_a_collection_at_each(host_vm, tmp_path):
    img = compile_to(tmp_path, FAULT_SCRIPTS["strings_lists"])
    ok = run_vm(host_vm, img)
    for k in range(1, ok.stats["allocs"] + 2, 3):
        r = run_vm(host_vm, img, "--fail-alloc", str(k), "--gc-every-alloc")
        assert r.status in (0, 1, 2)
        assert r.stdout == ok.stdout if r.status == 0 else is_memory_error(r.stderr)


def test_recursion_100_deep_in_13_kb(host_vm, tmp_path):
    src = "def d(n):\n    if n == 0:\n        return 0\n    return 1 + d(n - 1)\nprint(d(100))\n"
    r = run_vm(host_vm, compile_to(tmp_path, src), "--heap", "13000")
    assert (r.stdout, r.status) == ("100\n", 0)
    src = "def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\ndef down(n):\n    if n == 0:\n        return fib(10)\n    return down(n - 1)\nprint(down(150))\n"
    r = run_vm(host_vm, compile_to(tmp_path, src), "--heap", "13000")
    assert (r.stdout, r.status) == ("55\n", 0)


def test_out_of_memory_is_a_clean_memory_error(host_vm, tmp_path):
    src = "l = []\nprint('start')\nwhile True:\n    l.append([1, 2, 3])\n"
    r = run_vm(host_vm, compile_to(tmp_path, src), "--heap", "8192")
    assert r.status == 1
    assert r.stdout == "start\n"
    assert (
        r.stderr
        == 'Traceback (most recent call last):\n  File "t.py", line 4, in <module>\nMemoryError\n'
    )


def test_free_heap_after_boot(host_vm, tmp_path):
    """16 KB of RAM less a 1.5 KB stack and ~400 B of static data leaves a 14,450 B region."""
    r = run_vm(host_vm, compile_to(tmp_path, "print(1)\n"), "--heap", "14450")
    assert r.stats["free_after_boot"] >= 13000
    assert r.stats["heap_bytes"] == 14008


def test_collector_reclaims_garbage_on_a_small_heap(host_vm, tmp_path):
    from scripts import GARBAGE

    r = run_vm(host_vm, compile_to(tmp_path, GARBAGE), "--heap", "4096")
    assert r.status == 0
    assert r.stats["collections"] > 100
    assert r.stats["high_water"] <= r.stats["heap_bytes"] <= 4096


@pytest.mark.parametrize("name", sorted(ALL))
def test_small_heap_runs_everything(name, host_vm, tmp_path):
    r = run_vm(host_vm, compile_to(tmp_path, ALL[name]), "--heap", "4096", "--gc-every-alloc")
    ok = run_vm(host_vm, compile_to(tmp_path, ALL[name]))
    assert (r.stdout, r.status) == (ok.stdout, 0)


@pytest.fixture(scope="module")
def tiny_mark_stack_vm(host_vm, tmp_path_factory):
    """The host VM with a 2-entry mark stack: marking overflows all the time, so the
    rescan path does the work. Built with the host VM's own command (flags.txt, written
    by wispy.build), so it follows whatever that build needs."""
    import subprocess

    cmd = (host_vm.parent / "flags.txt").read_text().split()
    exe = tmp_path_factory.mktemp("vm") / "wispy-host-tiny-mark"
    at = cmd.index("-o")
    cmd[at + 1] = str(exe)
    cmd[at:at] = ["-DWISPY_MARK_STACK=2"]
    subprocess.run(cmd, check=True, capture_output=True)
    return exe


@pytest.mark.parametrize("name", ["wide", "garbage", "sequences"])
def test_mark_stack_overflow_rescans(name, tiny_mark_stack_vm, host_vm, tmp_path):
    img = compile_to(tmp_path, ALL[name])
    ok = run_vm(host_vm, img)
    r = run_vm(tiny_mark_stack_vm, img, "--heap", "6000", "--gc-every-alloc")
    assert (r.stdout, r.stderr, r.status) == (ok.stdout, ok.stderr, 0)
