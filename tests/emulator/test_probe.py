"""The emulated micro:bit v1 against a probe firmware (tests/emulator/probe/probe.c) that uses
each modelled peripheral the way the nRF51 Reference Manual says, and prints what it saw."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from wispy.build import load_board
from wispy.emulator import Board, FirmwareFault

PROBE = Path(__file__).resolve().parent / "probe"

BANNER = [
    "probe start resetreas=0 gpregret=0",
    "ficr page=1024 pages=256 id=0x12345678",
    "gpio row1 10 buttonA=1",
    "nvmc erased=0xffffffff word=0x12340000",
    "svc count=2",
    "nest LHlSTaHb",  # preemption by priority, tail-chaining, PRIMASK (as on QEMU)
    "timer ticks=5 wakeups=5",
    "rtc fired=1 counter>=4096:1",
    "ready>",
]


@pytest.fixture(scope="session")
def probe_elf(tmp_path_factory) -> Path:
    gcc = shutil.which("arm-none-eabi-gcc")
    if gcc is None:
        print("skipping: arm-none-eabi-gcc is not installed, so the probe firmware cannot be built")
        pytest.skip("arm-none-eabi-gcc is not installed (needed to build the probe firmware)")
    elf = tmp_path_factory.mktemp("probe") / "probe.elf"
    subprocess.run(
        [
            gcc,
            "-mcpu=cortex-m0",
            "-mthumb",
            "-O1",
            "-g",
            "-ffreestanding",
            "-nostdlib",
            "-Wall",
            "-T",
            str(PROBE / "link.ld"),
            str(PROBE / "probe.c"),
            "-lgcc",
            "-o",
            str(elf),
        ],
        check=True,
    )
    return elf


def run_probe(elf, line: bytes, timeout: float = 5.0):
    board = Board(elf)
    board.send(line + b"\n")
    return board, board.run(timeout=timeout, on_stdout=lambda b: None, on_stderr=lambda b: None)


def test_probe_sees_every_peripheral_as_the_manual_says(probe_elf):
    board, result = run_probe(probe_elf, b"hello")
    assert result.stdout.decode().splitlines() == BANNER + ["got hello"]
    assert result.stderr == b"to stderr\n"  # written while wispy_console_stream == 1
    assert (result.reason, result.status) == ("done", 7)
    # 5 ms of TIMER0 ticks plus 125 ms of RTC0 compare, slept through with WFI.
    assert 0.130 <= result.virtual_time < 0.131
    assert result.instructions < 10_000
    assert result.heap == {
        "heap_bytes": 12000,
        "used_bytes": 100,
        "high_water": 200,
        "collections": 3,
        "free_after_boot": 11900,
        "largest_free": 11800,
    }
    assert board.heap_stats() == result.heap
    assert board.warnings == []


def test_pin_changes_are_logged_with_virtual_time(probe_elf):
    board, _ = run_probe(probe_elf, b"hello")
    changes = [(c.pin, c.level) for c in board.pin_log]
    assert changes == [(13, 0), (13, 1), (13, 0)]
    assert all(0 < c.time < 0.001 for c in board.pin_log)


def test_same_input_same_output_at_the_same_virtual_times(probe_elf):
    runs = []
    for _ in range(2):
        board, result = run_probe(probe_elf, b"bench", timeout=30)
        runs.append(
            (
                result.stdout,
                result.stderr,
                result.virtual_time,
                result.instructions,
                board.output_log,
                list(board.pin_log),
            )
        )
    assert runs[0] == runs[1]
    assert runs[0][0].endswith(b"got bench\n0xb967ea70\n")


def test_a_fault_ends_the_run_with_a_report(probe_elf):
    board = Board(probe_elf)
    board.send(b"fault\n")
    with pytest.raises(FirmwareFault) as caught:
        board.run(timeout=5, on_stdout=lambda b: None, on_stderr=lambda b: None)
    fault = caught.value
    # The pc is that of the faulting store itself (STR Rt, [Rn, #imm]), not its block's start.
    half = int.from_bytes(board.uc.mem_read(fault.pc, 2), "little")
    assert half >> 11 == 0b01100
    assert "start of the block" not in str(fault)
    assert fault.kind == "unmapped write"
    assert fault.address == 0x3000_0000
    report = str(fault)
    assert "do_fault+" in report
    assert "0x30000000" in report
    assert "lr " in report and "(main+" in report
    for reg in ("r0", "r12", "sp", "pc", "xpsr"):
        assert f" {reg} " in report


def test_flash_store_without_wen_is_a_fault(probe_elf):
    with pytest.raises(FirmwareFault) as caught:
        run_probe(probe_elf, b"flash")
    assert caught.value.kind == "flash write refused"
    assert caught.value.address == 0x3FC00
    assert "NVMC.CONFIG is REN" in str(caught.value)


@pytest.mark.parametrize(
    ("line", "kind", "words"),
    [
        (b"badirq", "bad exception vector", "exception 39 has vector 0x00000000"),
        (b"svcmasked", "HardFault", "SVC executed where SVCall cannot preempt"),
    ],
)
def test_exceptions_the_chip_would_escalate_are_faults(probe_elf, line, kind, words):
    with pytest.raises(FirmwareFault) as caught:
        run_probe(probe_elf, line)
    assert caught.value.kind == kind
    assert words in str(caught.value)


def test_sysresetreq_resets_the_machine(probe_elf):
    board, result = run_probe(probe_elf, b"reset")
    lines = result.stdout.decode().splitlines()
    assert lines[: len(BANNER) + 1] == BANNER + ["got reset"]
    # After the reset the firmware starts again, POWER.RESETREAS says SREQ (bit 2), and
    # GPREGRET has kept the 8 bits written before it (a retained register).
    assert lines[len(BANNER) + 1] == "probe start resetreas=4 gpregret=165"
    assert result.reason == "idle"  # waiting for a line that never comes
    assert board.resets == 1


def test_a_busy_firmware_times_out_at_exactly_the_virtual_limit(probe_elf):
    _, result = run_probe(probe_elf, b"spin", timeout=0.25)
    assert result.reason == "timeout" and result.status is None
    assert 0.25 <= result.virtual_time < 0.2501


def test_no_program_and_idle(probe_elf):
    _, result = run_probe(probe_elf, b"none")
    assert (result.reason, result.status) == ("no-program", None)
    _, result = run_probe(probe_elf, b"sleep")
    assert result.reason == "idle"


def test_sleep_with_nothing_armed_is_idle_at_once(probe_elf):
    """WFI with no timer running and no input queued: nothing can ever wake the CPU, so the
    run ends "idle" however long the timeout (the 125 ms RTC sleep before costs nothing)."""
    board = Board(probe_elf)
    result = board.run(timeout=3600, on_stdout=lambda b: None)
    assert result.reason == "idle"
    assert result.instructions < 10_000 and result.virtual_time < 0.2
    board.send(b"hello\n")  # input arriving later wakes it
    assert board.run(timeout=1, on_stdout=lambda b: None).status == 7


def test_the_slice_clock_fallback_gives_the_same_output(probe_elf, monkeypatch):
    monkeypatch.setenv("WISPY_EMU_SLICE_CLOCK", "1")
    board, result = run_probe(probe_elf, b"hello")
    assert not board.clock.exact
    # Without the native clock an interrupt request takes effect only when the running slice
    # of 10,000 instructions ends: the software-pended handlers run after the nest line was
    # printed (and wake the first WFI of the timer loop once more).
    lines = result.stdout.decode().splitlines()
    assert lines[5] == "nest Tab"
    assert lines[6] == "timer ticks=5 wakeups=6"
    assert lines[:5] + lines[7:] == BANNER[:5] + BANNER[7:] + ["got hello"]
    assert (result.reason, result.status) == ("done", 7)


def test_command_line(probe_elf):
    proc = subprocess.run(
        [sys.executable, "-m", "wispy.emulator", str(probe_elf), "--input", "hello\\n", "--stats"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 7
    assert proc.stdout.splitlines() == BANNER + ["got hello"]
    assert "to stderr" in proc.stderr and "emulated MIPS" in proc.stderr


def test_modelled_baud_rate_makes_output_take_time(probe_elf):
    board = Board(probe_elf)
    board.uart.tx_cycles_per_byte = 1389  # 115200 baud, 8N1, at 16 MHz
    board.send(b"hello\n")
    result = board.run(timeout=5, on_stdout=lambda b: None, on_stderr=lambda b: None)
    assert result.stdout.decode().splitlines() == [*BANNER, "got hello"]
    sent = len(result.stdout) + len(result.stderr)
    assert result.virtual_time == pytest.approx(0.1303 + sent * 1389 / 16e6, abs=2e-4)


def test_errors_are_sentences(probe_elf, tmp_path):
    from wispy.emulator import EmulatorError

    with pytest.raises(EmulatorError, match="no firmware ELF"):
        Board(tmp_path / "missing.elf")
    not_elf = tmp_path / "x.elf"
    not_elf.write_bytes(b"hello")
    with pytest.raises(EmulatorError, match="not a readable ELF"):
        Board(not_elf)
    with pytest.raises(EmulatorError, match="there is no board called .nosuchboard.; the boards are: microbit-v1"):
        Board(probe_elf, board="nosuchboard")
    scripts = load_board("microbit-v1")["flash_layout"]["scripts"]["size"]
    with pytest.raises(EmulatorError, match=f"script region holds {scripts}"):
        Board(probe_elf).load_image(bytes(300_000))
    assert issubclass(FirmwareFault, EmulatorError)
