"""Both cross toolchains build a working firmware: the suite runs on the default one (gcc when
installed); here the other one (clang from the ziglang wheel) boots and prints the same."""

from __future__ import annotations

import importlib.util

import pytest

from boardrun import run_image

SRC = "def sq(n):\n    return n * n\nprint('boot ok', sq(12), 10 ** 12 // 7)\n1 // 0\n"


@pytest.mark.parametrize("toolchain", ["gcc", "zig"])
def test_firmware_boots_and_prints(toolchain):
    from wispy.build import BuildError, build_firmware
    from wispy.compiler import compile_source

    if toolchain == "zig" and importlib.util.find_spec("ziglang") is None:
        pytest.skip("the ziglang package is not installed (pip install ziglang)")
    try:
        res = build_firmware("microbit-v1", toolchain=toolchain)
    except BuildError as e:
        if toolchain == "gcc" and "not found" in str(e):
            pytest.skip(f"arm-none-eabi-gcc is not installed: {e}")
        raise
    r = run_image(res.elf, compile_source(SRC, "boot.py"))
    assert r.stdout == f"boot ok 144 {10**12 // 7}\n"
    assert r.status == 1 and r.stderr.endswith("ZeroDivisionError: integer division or modulo by zero\n")
    assert res.flash_bytes <= res.flash_limit
