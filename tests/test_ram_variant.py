"""`--ram SIZE`: a microbit-v1 variant with more RAM (wispy.build.board_with_ram), the sizes it
accepts and refuses, and a script that needs more than 16 KB running on it."""

from __future__ import annotations

import pytest

from wispy.build import BuildError, board_with_ram, parse_ram_size
from wispy.cli import main

# Holds ~40 KB at once: 5,000 run-time strings in a list.
NEEDS_MORE = "xs = [str(i) * 2 for i in range(5000)]\nprint(len(xs), xs[-1])\n"


@pytest.mark.parametrize("text,size", [("16K", 16384), ("256k", 262144), ("1M", 1 << 20), ("65536", 65536), ("64KB", 65536)])
def test_sizes_accepted(text, size):
    assert parse_ram_size(text) == size


@pytest.mark.parametrize(
    "text,words",
    [("3.5K", "not a RAM size"), ("7", "whole number of kilobytes"), ("2K", "out of range"),
     ("100M", "out of range"), ("lots", "not a RAM size")],
)  # fmt: skip
def test_sizes_refused(text, words):
    with pytest.raises(BuildError, match=words):
        parse_ram_size(text)


def test_variant_changes_only_ram():
    base = board_with_ram("microbit-v1", None)
    v = board_with_ram("microbit-v1", "256K")
    assert v["board"]["name"] == "microbit-v1-ram256k"
    assert v["board"]["variant_of"] == "microbit-v1"
    assert v["memory"]["ram"] == {**base["memory"]["ram"], "size": 256 * 1024}
    assert v["peripherals"] == base["peripherals"] and v["flash_layout"] == base["flash_layout"]
    assert base["memory"]["ram"]["size"] == 16 * 1024  # the base is not changed
    assert board_with_ram("microbit-v1", "16K") == base


def test_cli_refuses_nonsense(capsys):
    with pytest.raises(SystemExit) as e:
        main(["run", "--ram", "3.5K", "x.py"])
    assert e.value.code == 2
    assert "'3.5K' is not a RAM size" in capsys.readouterr().err


def test_script_needing_more_than_16k(tmp_path, capfd):
    script = tmp_path / "big.py"
    script.write_text(NEEDS_MORE)
    assert main(["run", "--ram", "256K", str(script)]) == 0
    assert capfd.readouterr().out == "5000 49994999\n"
    assert main(["run", str(script)]) != 0
    assert "MemoryError" in capfd.readouterr().err


def test_firmware_linked_for_more_ram_is_refused_by_name(tmp_path, capsys):
    from wispy.build import firmware_elf

    elf = firmware_elf(board_with_ram("microbit-v1", "64K"))
    script = tmp_path / "one.py"
    script.write_text("print(1)\n")
    assert main(["run", "--firmware", str(elf), str(script)]) == 1
    assert "linked for 64 KB of RAM but the board microbit-v1 has 16 KB (`wispy run --ram 64K`" in capsys.readouterr().err
