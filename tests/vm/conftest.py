"""The interpreter core built for the host (sanitizers, fault injection), once per session,
and helpers to compile a script and run it there or under CPython."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

SANITIZER_MARKS = (
    "AddressSanitizer",
    "runtime error:",
    "LeakSanitizer",
    "UndefinedBehaviorSanitizer",
)


@dataclass
class Run:
    stdout: str
    stderr: str
    status: int
    stats: dict

    def assert_clean(self) -> None:
        """No sanitizer report and no crash."""
        for mark in SANITIZER_MARKS:
            assert mark not in self.stderr, self.stderr
        assert self.status >= 0, f"killed by signal {-self.status}: {self.stderr}"


@pytest.fixture(scope="session")
def host_vm() -> Path:
    from wispy.build import build_host_vm

    return build_host_vm(sanitize=True)


def compile_to(tmp: Path, source: str, name: str = "t.py") -> Path:
    from wispy.compiler import compile_source

    out = tmp / (Path(name).stem + ".wpy")
    out.write_bytes(compile_source(source, name))
    return out


def run_vm(vm: Path, image: Path, *args: str, timeout: float = 60) -> Run:
    p = subprocess.run(
        [str(vm), str(image), "--stats", *args], check=False, capture_output=True, timeout=timeout
    )
    err = p.stderr.decode("utf-8", "replace")
    stats: dict = {}
    kept = []
    for line in err.splitlines(keepends=True):
        if line.startswith("wispy-stats:"):
            stats = {k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", line)}
        else:
            kept.append(line)
    r = Run(p.stdout.decode("utf-8", "replace"), "".join(kept), p.returncode, stats)
    r.assert_clean()
    return r


def run_cpython(tmp: Path, source: str, name: str = "t.py") -> Run:
    """The oracle: CPython's output, its traceback without the source lines (wispy has no
    source on the board) and with the file named as the compiler was given it."""
    path = tmp / name
    path.write_text(source)
    p = subprocess.run(
        [sys.executable, name], check=False, capture_output=True, cwd=tmp, timeout=60
    )
    err = p.stderr.decode()
    err = err.replace(f'File "{path}"', f'File "{name}"')
    lines = [
        ln
        for ln in err.splitlines(keepends=True)
        if not (ln.startswith("    ") or ln.strip(" ^~\n") == "")
    ]
    return Run(p.stdout.decode(), "".join(lines), p.returncode, {})


@pytest.fixture
def wispy(host_vm, tmp_path):
    """wispy(source, *vm_args) -> Run on the host VM."""

    def go(source: str, *args: str, name: str = "t.py") -> Run:
        return run_vm(host_vm, compile_to(tmp_path, source, name), *args)

    return go


@pytest.fixture
def cpython(tmp_path):
    def go(source: str, name: str = "t.py") -> Run:
        return run_cpython(tmp_path, source, name)

    return go
