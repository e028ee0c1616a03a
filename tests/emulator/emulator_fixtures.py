"""Fixtures of the emulator tests: the nRF51 port built with the port probe of tests/build.
(Not a conftest.py: tests/lang imports tests/conftest.py as `conftest`, and a second
conftest module here would shadow it.)"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "build"))


@pytest.fixture(scope="session")
def port_probe() -> Path:
    from probe_source import PROBE_C
    from wispy.build import BuildError, build_firmware, build_root

    # In the build tree, shared by the pytest-xdist workers (and by runs): the build is
    # incremental and locked, so the first worker builds it and the others find it built.
    out = build_root() / "tests" / "port-probe"
    out.mkdir(parents=True, exist_ok=True)
    source = out / "probe.c"
    if not source.exists() or source.read_text() != PROBE_C:
        tmp = out / f"probe.c.{os.getpid()}"
        tmp.write_text(PROBE_C)
        os.replace(tmp, source)  # atomic: a worker building never sees half a file
    try:
        return build_firmware(
            "microbit-v1", out_dir=out / "build", core=False, extra_sources=[source]
        ).elf
    except BuildError as error:  # only a missing toolchain skips: a probe that does not build fails
        if "no cross compiler" in str(error):
            pytest.skip(f"the port probe cannot be built here: {error}")
        raise
