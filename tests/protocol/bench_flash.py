"""Benchmark (not a test): flashing throughput over `wispy emulate`'s link and at a
modelled 115200 baud. Run: python tests/protocol/bench_flash.py [KB]

The modelled figure counts what a real micro:bit link costs for the same exchange: every
byte each way at 10 bits per byte at 115200 baud, 1 ms of USB latency per frame and
direction, and the nRF51's flash times (page erase 22.3 ms, word write 46.3 us; the CPU
stalls meanwhile, and the stop-and-wait protocol sends nothing during them). Reference:
mpremote copies files at about 1.9 KB/s at 115200 baud."""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import serial

BAUD = 115200
USB_LATENCY = 0.001
PAGE_ERASE = 0.0223
WORD_WRITE = 46.3e-6


def main() -> None:
    from wispy.build import firmware_elf
    from wispy.compiler import compile_source
    from wispy.protocol import Link

    kb = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    rng = random.Random(1)
    lines, image = [], b""
    while len(image) < kb * 1024:
        lines += [f"s{len(lines)} = '{rng.random()} {rng.random()}'" for _ in range(50)]
        image = compile_source("\n".join(lines) + "\nprint(len(s1))\n", "bench.py")
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.Popen([sys.executable, "-m", "wispy", "emulate", "--firmware",
                                 str(firmware_elf()), "--flash", str(Path(tmp) / "f.bin")],
                                stdout=subprocess.PIPE, text=True)
        urls = [proc.stdout.readline().split()[1] for _ in range(2)]
        try:
            port = serial.serial_for_url(urls[1], timeout=0.05)
            link = Link(port)
            link.hello()
            sent0, recv0, frames0 = link.bytes_sent, link.bytes_received, link.frames_sent
            started = time.monotonic()
            fig = link.flash(image)
            wall = time.monotonic() - started
            sent, recv = link.bytes_sent - sent0, link.bytes_received - recv0
            frames = link.frames_sent - frames0
        finally:
            proc.terminate()
            proc.wait()
    wire = (sent + recv) * 10 / BAUD
    flash = fig["written"] * (PAGE_ERASE + 256 * WORD_WRITE) + PAGE_ERASE  # + the record page
    modelled = wire + 2 * USB_LATENCY * frames + flash
    size = len(image) / 1024
    print(f"image: {len(image):,} B ({fig['pages']} pages, {fig['written']} written), "
          f"{frames} request frames, {sent:,} B sent, {recv:,} B received")
    print(f"emulator link (pty/TCP, wall clock): {wall:.2f} s = {size / wall:.1f} KB/s")
    print(f"modelled at {BAUD} baud: {modelled:.2f} s = {size / modelled:.1f} KB/s "
          f"(wire {wire:.2f} s, flash {flash:.2f} s, USB latency {2 * USB_LATENCY * frames:.2f} s)")
    print("reference: mpremote ~1.9 KB/s at 115200 baud")


if __name__ == "__main__":
    main()
