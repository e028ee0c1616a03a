"""The nRF51 port, built with each toolchain around a probe in place of the VM core: the
ELF's layout is the board file's, the .bin/.hex are its load segments, make_hex places a
script image, and the probe behaves on QEMU's `microbit` machine as on the chip.
Each toolchain's build is cached in build/tests/ and reused while nothing changed."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import time

import pytest
from probe_source import EXPECTED_START, PROBE_C
from wispy.build import (
    BuildError,
    board_file,
    build_firmware,
    build_root,
    elf_symbols,
    flat_image,
    load_board,
    load_segments,
    make_hex,
    qemu_available,
    run_on_qemu,
)

BOARD = load_board("microbit-v1")
SCRIPTS = BOARD["flash_layout"]["scripts"]
FIRMWARE_REGION = BOARD["flash_layout"]["firmware"]
RAM = BOARD["memory"]["ram"]


def _skip_unless_toolchain(tc: str) -> None:
    if tc == "gcc" and shutil.which("arm-none-eabi-gcc") is None:
        pytest.skip("arm-none-eabi-gcc is not on PATH (Debian package gcc-arm-none-eabi)")
    if tc == "zig" and importlib.util.find_spec("ziglang") is None:
        pytest.skip("the ziglang package is not installed (pip install ziglang)")


def _probe_source(tc: str):
    d = build_root() / "tests" / f"probe-{tc}"
    d.mkdir(parents=True, exist_ok=True)
    src = d / "probe_main.c"
    if not src.is_file() or src.read_text() != PROBE_C:
        src.write_text(PROBE_C)
    return d, src


def _build_probe(tc: str, **kw):
    d, src = _probe_source(tc)
    return build_firmware(
        "microbit-v1", tc, out_dir=d / "out", core=False, extra_sources=[src], **kw
    )


@pytest.fixture(scope="module", params=["gcc", "zig"])
def probe(request):
    _skip_unless_toolchain(request.param)
    return _build_probe(request.param)


@pytest.fixture(scope="module")
def qemu():
    if not qemu_available():
        pytest.skip("qemu-system-arm is not installed (Debian package qemu-system-arm)")


# ---------------------------------------------------------------- layout and outputs


def test_elf_layout_is_the_board_files(probe):
    s = elf_symbols(probe.elf)
    assert s["__script_start"] == SCRIPTS["start"]
    assert s["__script_end"] == SCRIPTS["start"] + SCRIPTS["size"]
    assert s["__stack_top"] == RAM["start"] + RAM["size"]
    assert s["__heap_end"] == s["__stack_top"] - RAM["stack_size"]
    assert s["__data_start"] == RAM["start"]
    assert s["__bss_end"] <= s["__heap_start"] < s["__heap_end"]
    assert (
        FIRMWARE_REGION["start"]
        <= s["__data_load"]
        < FIRMWARE_REGION["start"] + FIRMWARE_REGION["size"]
    )
    # every byte loaded lies in the firmware region
    for addr, data in load_segments(probe.elf):
        assert FIRMWARE_REGION["start"] <= addr
        assert addr + len(data) <= FIRMWARE_REGION["start"] + FIRMWARE_REGION["size"]
    # the vector table: initial SP, then Reset_Handler with the Thumb bit
    start, flat = flat_image(load_segments(probe.elf))
    assert start == 0
    assert int.from_bytes(flat[0:4], "little") == s["__stack_top"]
    assert int.from_bytes(flat[4:8], "little") == s["Reset_Handler"] | 1
    # the sizes reported
    assert probe.flash_bytes == len(flat)
    assert probe.ram_static_bytes == s["__bss_end"] - s["__data_start"]
    assert probe.heap_bytes == s["__heap_end"] - s["__heap_start"]
    assert probe.stack_bytes == RAM["stack_size"]


def test_bin_and_hex_hold_exactly_the_load_segments(probe):
    from intelhex import IntelHex

    segs = load_segments(probe.elf)
    assert probe.bin.read_bytes() == flat_image(segs)[1]
    ih = IntelHex(str(probe.hex))
    expected = {a + i for a, d in segs for i in range(len(d))}
    assert set(ih.addresses()) == expected
    for addr, data in segs:
        assert ih.tobinstr(addr, size=len(data)) == data


def _hex_records(path):
    """(type, absolute address, data) of each record of an Intel HEX file."""
    base, out = 0, []
    for line in path.read_text().split():
        raw = bytes.fromhex(line[1:])
        n, addr, kind, data = raw[0], int.from_bytes(raw[1:3], "big"), raw[3], raw[4 : 4 + raw[0]]
        assert sum(raw) & 0xFF == 0, f"bad checksum in {line}"
        assert len(data) == n
        if kind == 4:
            base = int.from_bytes(data, "big") << 16
        out.append((kind, base + addr, data))
    return out


def test_make_hex_puts_the_image_at_the_script_region(probe, tmp_path):
    image = bytes(range(256)) * 5 + b"end"
    out = make_hex(probe.elf, image, tmp_path / "app.hex", "microbit-v1")
    recs = _hex_records(out)
    data = [(a, d) for k, a, d in recs if k == 0]
    addrs = [a for a, _ in data]
    assert addrs == sorted(addrs), "records must come in ascending address order"
    assert {k for k, _, _ in recs} <= {0, 1, 4}, "only data, extended linear address and EOF"
    assert recs[-1][0] == 1
    got = {a + i: b for a, d in data for i, b in enumerate(d)}
    assert bytes(got[SCRIPTS["start"] + i] for i in range(len(image))) == image
    assert max(got) == SCRIPTS["start"] + len(image) - 1
    for addr, seg in load_segments(probe.elf):
        assert bytes(got[addr + i] for i in range(len(seg))) == seg


def test_make_hex_refuses_an_image_larger_than_the_script_region(probe, tmp_path):
    from wispy.build import script_image_max

    image_max = script_image_max("microbit-v1")  # the region less its two commit records
    assert image_max == SCRIPTS["size"] - 2 * 1024
    make_hex(probe.elf, bytes(image_max), tmp_path / "x.hex")
    with pytest.raises(BuildError, match=f"the image is {image_max + 4:,} bytes; the script "
                       f"region of microbit-v1 holds {image_max:,}"):
        make_hex(probe.elf, bytes(image_max + 4), tmp_path / "x.hex")


def test_nothing_is_rebuilt_until_a_source_changes(probe):
    again = _build_probe(probe.toolchain)
    assert not again.rebuilt and again.elf == probe.elf
    _, src = _probe_source(probe.toolchain)
    later = time.time() + 2
    os.utime(src, (later, later))
    assert _build_probe(probe.toolchain).rebuilt


def test_a_firmware_larger_than_its_region_is_refused_with_both_numbers(tmp_path):
    _skip_unless_toolchain("gcc")
    small = re.sub(
        r"(\[flash_layout\.firmware\]\nstart = 0x0000_0000\nsize = )0x[0-9a-f_]+",
        r"\g<1>0x400",
        board_file("microbit-v1").read_text(),
    )
    assert "size = 0x400" in small
    path = tmp_path / "tiny.toml"
    path.write_text(small)
    _, src = _probe_source("gcc")
    with pytest.raises(BuildError) as e:
        build_firmware(path, "gcc", out_dir=tmp_path / "out", core=False, extra_sources=[src])
    m = re.search(
        r"needs (\d+) bytes of flash but the firmware region of microbit-v1 holds only 1024",
        str(e.value),
    )
    assert m and int(m[1]) > 1024


# ---------------------------------------------------------------- on QEMU


def test_probe_runs_on_qemu(probe, qemu):
    out = run_on_qemu(
        probe.elf, b"WSPY" + bytes(12), timeout_s=20, input=b"hello.", until=b"bye\r\n"
    )
    lines = out.split("\r\n")
    assert lines[: len(EXPECTED_START)] == EXPECTED_START
    s = elf_symbols(probe.elf)
    rest = lines[len(EXPECTED_START) :]
    assert rest[0] == f"script=0x{SCRIPTS['start']:08x} size={SCRIPTS['size']} head=WSPY"
    heap = f"heap=0x{s['__heap_start']:08x}..0x{s['__heap_end']:08x} stack_top=0x{s['__stack_top']:08x}"
    assert rest[1] == heap
    assert rest[2:4] == ["sleep50=ok", "sleep300=ok"]
    assert rest[4:7] == ["echo>", "hello", "bye"]


@pytest.mark.parametrize(
    "send,what", [(b"!", "HardFault"), (b"?", "unexpected exception 36")]
)
def test_faults_are_reported_on_the_uart_and_reset_the_chip(probe, qemu, send, what):
    """A real fault on QEMU's Cortex-M0 (an undefined instruction; an IRQ with no handler):
    the port's handler finds the stacked frame, reports it, and resets the chip (the probe
    starts again and waits at its prompt)."""
    out = run_on_qemu(probe.elf, None, timeout_s=20, input=send)
    m = re.search(
        re.escape(f"*** {what}: ") + r"pc=0x([0-9a-f]{8}) lr=0x([0-9a-f]{8}) xpsr=0x([0-9a-f]{8})\r\n", out
    )
    assert m, out
    pc = int(m[1], 16)
    main = elf_symbols(probe.elf)["wispy_main"] & ~1
    assert main <= pc < main + 1024  # in wispy_main: the udf, or where SWI0 was pended
    assert int(m[3], 16) & 0x3F == 0  # what was interrupted: thread mode (IRQ 20 is the IPSR)
    assert out[m.end():].startswith(EXPECTED_START[0] + "\r\n")  # SYSRESETREQ: a new boot
    assert out.endswith("echo>\r\n")


# ---------------------------------------------------------------- on the emulator


def test_probe_runs_the_same_on_the_emulator(probe, qemu):
    try:
        from wispy.emulator import Board
    except ImportError:
        pytest.skip("wispy.emulator has no Board yet")
    board = Board(probe.elf, board="microbit-v1")
    board.load_image(b"WSPY" + bytes(12))
    board.send(b"hello.")
    out = bytearray()
    res = board.run(timeout=5, on_stdout=out.extend, on_stderr=out.extend)
    assert res.reason == "done", res
    theirs = run_on_qemu(
        probe.elf, b"WSPY" + bytes(12), timeout_s=20, input=b"hello.", until=b"bye\r\n"
    )
    assert out.decode() == theirs
