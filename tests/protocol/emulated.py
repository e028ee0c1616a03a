"""Helpers for the protocol tests: `wispy emulate` as a subprocess (a board "plugged in" on
a pty and a TCP port) and the `wispy` command run against it, all through pyserial."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

WISPY = [sys.executable, "-m", "wispy"]


class Emulated:
    """A `wispy emulate` process; .pty and .socket are its two serial URLs."""

    def __init__(self, firmware: Path, flash: Path, *extra: str):
        board = os.environ.get("WISPY_TEST_BOARD", "microbit-v1")  # the firmware's board
        self.proc = subprocess.Popen(
            [*WISPY, "emulate", "--board", board, "--firmware", str(firmware), "--flash",
             str(flash), *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        urls = []
        deadline = time.monotonic() + 60
        while len(urls) < 2 and time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"wispy emulate ended: {self.proc.stderr.read()}")
            if line.startswith("serial: "):
                urls.append(line.split(" ", 1)[1].strip())
        self.pty = next(u for u in urls if u.startswith("/dev/"))
        self.socket = next(u for u in urls if u.startswith("socket://"))

    def stop(self) -> str:
        """End it as Ctrl-C would; returns what it printed on stderr."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            _, err = self.proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        return err

    def wait_dead(self, timeout: float = 60) -> int:
        """Wait for the process to end by itself (a power cut); its exit status."""
        return self.proc.wait(timeout)


def wispy(*args: str, timeout: float = 120, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([*WISPY, *args], capture_output=True, text=True, timeout=timeout,
                          check=False, **kw)


def boot_text(url: str, wait_for: str | None = None, timeout: float = 20, port=None) -> str:
    """What a board prints on its own (no host tool attached), as a terminal would see it.
    (Opening a port flushes what was received before: pass an already open `port` to
    catch output that follows an action.)"""
    import serial

    own = port is None
    port = port or serial.serial_for_url(url, timeout=0.2)
    seen = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        seen += port.read(4096)
        if wait_for is not None and wait_for.encode() in seen:
            break
        if wait_for is None and seen and not port.in_waiting:
            time.sleep(0.3)
            if not port.in_waiting:
                break
    if own:
        port.close()
    return seen.decode("utf-8", "replace")


def env_without_port() -> dict:
    env = dict(os.environ)
    env.pop("WISPY_PORT", None)
    return env
