"""QEMU's `-M microbit` is an nRF51 model nobody here wrote: the same firmware ELF and image
must print the same there as on wispy's emulator. Skipped, with the reason, without QEMU."""

from __future__ import annotations

import pytest

from boardrun import run_image

SCRIPTS = {
    "hello": "print('hello from wispy')\nprint(1 + 2, 'x' * 3, 2 ** 64)\n",
    "fib": "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(15))\n",
    "traceback": "def f():\n    return 1 // 0\nf()\n",
}


@pytest.fixture(scope="module")
def qemu():
    from wispy.build import qemu_available

    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_same_output_on_qemu_and_emulator(name, firmware, qemu):
    from wispy.build import run_on_qemu
    from wispy.compiler import compile_source

    image = compile_source(SCRIPTS[name], f"{name}.py")
    ours = run_image(firmware, image)
    theirs = run_on_qemu(firmware, image, timeout_s=20)
    assert ours.reason == "done"
    # QEMU has one serial stream: stdout and the traceback arrive interleaved in order.
    assert theirs.replace("\r\n", "\n").strip() == (ours.stdout + ours.stderr).strip()


def test_refusal_is_the_same_on_qemu(firmware, qemu):
    from wispy.build import run_on_qemu

    ours = run_image(firmware, b"")
    theirs = run_on_qemu(firmware, None, timeout_s=10)
    assert "no image" in theirs
    assert theirs.replace("\r\n", "\n").strip() == (ours.stdout + ours.stderr).strip()
