"""The linker script and board.h are generated from the board file: their numbers are the
board file's (no compiler needed for these)."""

from __future__ import annotations

import re

import pytest
from wispy.build import BuildError, board_header, check_fits, linker_script, load_board


@pytest.fixture(scope="module")
def board():
    return load_board("microbit-v1")


def test_linker_memory_regions_are_the_board_files(board):
    text = linker_script(board)
    fw = board["flash_layout"]["firmware"]
    ram = board["memory"]["ram"]
    flash = re.search(r"FLASH \(rx\)\s*: ORIGIN = (0x\w+), LENGTH = (0x\w+)", text)
    assert (int(flash[1], 16), int(flash[2], 16)) == (fw["start"], fw["size"])
    r = re.search(r"RAM\s+\(rwx\)\s*: ORIGIN = (0x\w+), LENGTH = (0x\w+)", text)
    assert (int(r[1], 16), int(r[2], 16)) == (ram["start"], ram["size"])
    assert f"__stack_size = 0x{ram['stack_size']:X};" in text
    sc = board["flash_layout"]["scripts"]
    assert f"__script_start = 0x{sc['start']:08X};" in text
    assert f"__script_end = 0x{sc['start'] + sc['size']:08X};" in text


def test_board_header_has_the_board_files_values(board):
    h = board_header(board)
    assert '#define BOARD_NAME "microbit-v1"' in h
    assert "#define BOARD_UART0_BASE 0x40002000u" in h
    assert "#define BOARD_UART0_IRQ 2" in h
    assert "#define BOARD_RTC0_IRQ 11" in h
    assert "#define BOARD_UART_TX_PIN 24" in h and "#define BOARD_UART_RX_PIN 25" in h
    # the Reference Manual's BAUDRATE value for 115200 baud
    assert "#define BOARD_UART_BAUDRATE_REG 0x01D7E000u" in h
    assert "#define BOARD_FLASH_PAGE_SIZE 1024u" in h
    assert f"#define BOARD_SCRIPTS_START 0x{board['flash_layout']['scripts']['start']:08X}u" in h
    # NVMC has no IRQ line: no IRQ define for it
    assert "BOARD_NVMC_BASE" in h and "BOARD_NVMC_IRQ" not in h
    table = re.search(r"#define BOARD_PIN_GPIO_TABLE \{([^}]*)\}", h)[1].split(", ")
    assert table[0] == "3" and table[17] == "255" and table[20] == "30"


@pytest.mark.parametrize(
    "baud,reg",
    [(9600, 0x00275000), (38400, 0x009D5000), (115200, 0x01D7E000), (1000000, 0x10000000)],
)
def test_baudrate_register_matches_the_reference_manual(baud, reg):
    from wispy.build import _baudrate_register

    assert _baudrate_register(baud) == reg


def test_firmware_too_big_is_a_sentence_with_both_numbers(board):
    with pytest.raises(BuildError) as e:
        check_fits(200000, board)
    msg = str(e.value)
    limit = board["flash_layout"]["firmware"]["size"]
    assert "200000" in msg and str(limit) in msg and "microbit-v1" in msg
    check_fits(limit, board)  # exactly full is fine


def test_unknown_board_and_toolchain_are_named():
    from wispy.build import find_toolchain

    with pytest.raises(BuildError, match="no board called 'nope'.*microbit-v1"):
        load_board("nope")
    with pytest.raises(BuildError, match="unknown toolchain 'icc'"):
        find_toolchain("icc")


def test_firmware_elf_honours_wispy_firmware(tmp_path, monkeypatch):
    from wispy.build import firmware_elf

    elf = tmp_path / "mine.elf"
    elf.write_bytes(b"\x7fELF")
    monkeypatch.setenv("WISPY_FIRMWARE", str(elf))
    assert firmware_elf() == elf
    monkeypatch.setenv("WISPY_FIRMWARE", str(tmp_path / "missing.elf"))
    with pytest.raises(BuildError, match="missing.elf, which does not exist"):
        firmware_elf()


def test_firmware_elf_falls_back_to_the_prebuilt_one(tmp_path, monkeypatch):
    from wispy import build

    def no_toolchain(name=None):
        raise BuildError("no cross compiler for the firmware: tried nothing.")

    monkeypatch.delenv("WISPY_FIRMWARE", raising=False)
    monkeypatch.setattr(build, "find_toolchain", no_toolchain)
    pre = tmp_path / "prebuilt" / "firmware.elf"
    monkeypatch.setattr(build, "prebuilt_elf", lambda board: pre)
    with pytest.raises(BuildError, match="no cross compiler"):
        build.firmware_elf()
    pre.parent.mkdir()
    pre.write_bytes(b"\x7fELF")
    assert build.firmware_elf() == pre
