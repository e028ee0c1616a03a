"""Fixtures of the emulator tests: the nRF51 port built with the port probe of tests/build.
(Not a conftest.py: tests/lang imports tests/conftest.py as `conftest`, and a second
conftest module here would shadow it.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "build"))


@pytest.fixture(scope="session")
def port_probe(tmp_path_factory) -> Path:
    from probe_source import PROBE_C
    from wispy.build import BuildError, build_firmware

    out = tmp_path_factory.getbasetemp() / "port-probe"  # shared: the build is incremental
    out.mkdir(exist_ok=True)
    source = out / "probe.c"
    source.write_text(PROBE_C)
    try:
        return build_firmware(
            "microbit-v1", out_dir=out / "build", core=False, extra_sources=[source]
        ).elf
    except BuildError as error:  # only a missing toolchain skips: a probe that does not build fails
        if "no cross compiler" in str(error):
            pytest.skip(f"the port probe cannot be built here: {error}")
        raise
