"""The frozen library (firmware/lib, wispy.library): built into an image whose strings are all
builtin qstrs, linked into the firmware byte for byte, run by the emulated board and the host
VM alike, and named with its file and line in a traceback through it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from wispy.compiler import compile_source
from wispy.compiler.pool import BUILTIN_QSTR
from wispy.image import read_image
from wispy.library import LIB_DIR, compile_library, library_c_source, library_strings

NAMEDTUPLE_PROGRAM = """\
from collections import namedtuple
P = namedtuple('P', 'x y', defaults=(5,))
p = P(1)
print(p, p._replace(y=2), p._asdict(), P._make([3, 4]), P(y=1, x=0))
for bad in ['x x', 'x _y', 'x 1y', 'x def']:
    try:
        namedtuple('Q', bad)
    except ValueError as e:
        print(e)
print(namedtuple('R', 'a def a', rename=True)._fields)
"""


def _line_of(text: str) -> int:
    """The line of firmware/lib/collections.py that holds text (1-based)."""
    lines = (LIB_DIR / "collections.py").read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def test_library_image_has_no_string_table_and_names_its_modules():
    image, modules = compile_library()
    img = read_image(image)
    assert img.strings == []  # every string is a builtin qstr
    # module i's top level is constant i, the modules in file order (_microbit, _sys, ...)
    assert sorted(modules.values()) == list(range(len(modules))) and "collections" in modules
    assert len(img.consts) >= len(modules)
    # the qstrs the generator made cover every string the library's code uses
    assert set(library_strings()) <= set(BUILTIN_QSTR)
    src = library_c_source()
    assert f"library_words[{(len(image) + 3) // 4}]" in src and "/* collections */" in src


def test_a_programs_image_carries_no_library_name():
    image = read_image(compile_source(
        "from collections import namedtuple\nP = namedtuple(typename='P', field_names='x')\n"
        "print(P._field_defaults, P(1)._asdict())\n", "t.py"))
    for name in ("typename", "field_names", "_field_defaults", "_asdict"):
        assert name not in image.strings


def test_a_programs_one_letter_names_stay_its_own_one_byte_strings():
    # the library would make them builtin qstrs past 0x2000: two-byte operands for every program
    image = read_image(compile_source("for _ in range(2):\n    a = n = r = w = b = 1\n", "t.py"))
    assert {"_", "a", "n", "r", "w", "b"} <= set(image.strings)


def test_a_one_letter_name_in_the_library_is_refused(tmp_path, monkeypatch):
    import wispy.library as library

    (tmp_path / "mod.py").write_text("def twice(n):\n    return 2 * n\n")
    monkeypatch.setattr(library, "LIB_DIR", tmp_path)
    with pytest.raises(library.LibraryError, match=r"one-letter names or strings \['n'\]"):
        library.library_strings()


def test_firmware_links_the_library_image_byte_for_byte(firmware):
    from elftools.elf.elffile import ELFFile

    image, _ = compile_library()
    with open(firmware, "rb") as f:
        elf = ELFFile(f)
        sym = elf.get_section_by_name(".symtab").get_symbol_by_name("library_words")[0]
        addr = sym["st_value"]
        for seg in elf.iter_segments():
            if seg["p_type"] == "PT_LOAD" and seg["p_vaddr"] <= addr < seg["p_vaddr"] + seg["p_filesz"]:
                data = seg.data()[addr - seg["p_vaddr"] : addr - seg["p_vaddr"] + len(image)]
                break
    assert addr % 4 == 0 and addr < 0x40000  # in flash, word-aligned: its records are read in place
    assert data == image


def _wispy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "wispy", *args], capture_output=True, text=True, timeout=300)


def test_traceback_through_library_names_its_file_and_line(tmp_path, firmware):
    src = tmp_path / "dup.py"
    src.write_text("from collections import namedtuple\n\nnamedtuple('P', 'x y x')\n")
    r = _wispy("run", str(src), "--firmware", str(firmware))
    assert r.returncode == 1
    n = _line_of("Encountered duplicate field name")
    assert r.stderr.splitlines() == [
        "Traceback (most recent call last):",
        '  File "dup.py", line 3, in <module>',
        "    namedtuple('P', 'x y x')",
        f'  File "collections.py", line {n}, in namedtuple',
        "    raise ValueError('Encountered duplicate field name: %r' % name)",
        "ValueError: Encountered duplicate field name: 'x'",
    ]


def test_emulated_board_runs_the_library_as_cpython(tmp_path, firmware):
    src = tmp_path / "nt.py"
    src.write_text(NAMEDTUPLE_PROGRAM)
    r = _wispy("run", str(src), "--firmware", str(firmware))
    expected = subprocess.run([sys.executable, str(src)], capture_output=True, text=True).stdout
    assert r.returncode == 0, r.stderr
    assert r.stdout == expected


def test_host_vm_runs_the_same_library(tmp_path):
    from wispy.build import BuildError, build_host_vm

    try:
        vm = build_host_vm(sanitize=False)
    except BuildError as e:
        if "no C compiler" in str(e):
            pytest.skip(f"no host VM: {e}")
        raise
    img = tmp_path / "nt.wpy"
    img.write_bytes(compile_source(NAMEDTUPLE_PROGRAM + "namedtuple('S', 'a a')\n", "nt.py"))
    r = subprocess.run([str(vm), str(img)], capture_output=True, text=True, timeout=60)
    src = tmp_path / "nt.py"
    src.write_text(NAMEDTUPLE_PROGRAM)
    expected = subprocess.run([sys.executable, str(src)], capture_output=True, text=True).stdout
    assert r.returncode == 1 and r.stdout == expected
    n = _line_of("Encountered duplicate field name")
    assert f'  File "collections.py", line {n}, in namedtuple' in r.stderr.splitlines()


def test_library_is_in_the_package_data():
    text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert '"wispy.firmware.lib" = ["*.py"]' in text
