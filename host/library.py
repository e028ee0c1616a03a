"""The frozen library: the parts of the runtime written in Python (firmware/lib/*.py),
compiled by wispy's own compiler into one image that the firmware links into its flash and
runs in place, as it runs a program's (docs/architecture.md, "The frozen library").

Every string the library's code uses (names, attributes, files, constants) is a builtin
qstr (`wispy.generate` numbers them after the [qstrs] more names), so the library image has
an empty string table and reads the same whichever program runs beside it, and a program
that uses one of its names carries no copy. Its modules are constants of the one image; the
generated C source names each module's top-level code by its constant index.
"""

from __future__ import annotations

from pathlib import Path

from wispy.firmware import ROOT as FIRMWARE

LIB_DIR = FIRMWARE / "lib"


class LibraryError(Exception):
    """The library does not compile into an image the firmware can hold."""


def library_files() -> list[Path]:
    """The library's modules: firmware/lib/*.py, one module per file, named by its stem."""
    return sorted(LIB_DIR.glob("*.py"))


def _compile(pool_class):
    """Compile every library module into one image's constants with a pool of pool_class.
    Constant i is the top level of module i (library_files() order). Returns (pool, consts)."""
    from wispy.compiler import Source, Unit, generate

    files = library_files()
    pool = pool_class()
    for _ in files:
        pool.add(None)
    # pool.modules stays empty: an import in library code names its module by qstr only
    # (IMPORT_NAME's constant 0), which the firmware finds among its own modules
    units = [Unit(Source(path.read_text(encoding="utf-8"), path.name), i, path.stem)
             for i, path in enumerate(files)]
    return pool, generate(units, pool)


def library_strings() -> list[str]:
    """Every string the library's image needs, builtin or not, in a stable order: its
    modules' names and what its code names (wispy.generate makes qstrs of those the
    definitions lack). ASCII only: the qstr texts are C string literals."""
    from wispy.compiler.pool import Pool

    class Recording(Pool):
        def __init__(self):
            super().__init__()
            self.seen: dict[str, None] = {}

        def qstr(self, text: str, *, operand: bool = True):
            self.seen[text] = None
            return super().qstr(text, operand=operand)

    pool, _ = _compile(Recording)
    names = sorted(set(pool.seen) | {p.stem for p in library_files()})
    bad = [n for n in names if not n.isascii()]
    if bad:
        raise LibraryError(f"the library's strings must be ASCII: {bad}")
    # A library string is a builtin qstr numbered past 0x2000: a program naming a local `n`
    # would then pay a two-byte operand (and a u16 local-names table) instead of its own
    # one-byte string. The one-letter names are the ones programs use most: keep them theirs.
    short = [n for n in names if len(n) == 1 and n.isidentifier()]
    if short:
        raise LibraryError(
            f"the library uses one-letter names or strings {short}, which would become builtin "
            "qstrs and cost every program that uses them a byte; name them with a _ suffix"
        )
    return names


def compile_library() -> tuple[bytes, dict[str, int]]:
    """The library image and its modules (name -> constant index of the top-level code)."""
    from wispy.compiler.pool import Pool
    from wispy.image import FLAG_LINES, Image, write_image

    files = library_files()
    if not files:
        raise LibraryError(f"the library has no modules: no .py file in {LIB_DIR}")
    pool, consts = _compile(Pool)
    if pool.strings:
        raise LibraryError(
            f"the library uses strings that are not builtin qstrs: {pool.strings[:8]} "
            "(run `python -m wispy.generate` after editing firmware/lib)"
        )
    image = write_image(Image(strings=[], consts=consts, flags=FLAG_LINES))
    return image, {p.stem: i for i, p in enumerate(files)}


def library_c_source() -> str:
    """firmware's lib_image.c: the image as a const array (flash, 4-aligned: its object
    records are read in place) and the table of its modules, sorted by qstr."""
    from wispy.compiler.pool import BUILTIN_QSTR

    image, modules = compile_library()
    rows = sorted((BUILTIN_QSTR[name], i, name) for name, i in modules.items())
    out = [
        "/* lib_image.c - the frozen library (firmware/lib/*.py) compiled by wispy.library: do not edit */",
        '#include "image.h"',
        "",
        f"const uint32_t library_words[{(len(image) + 3) // 4}] = {{",
    ]
    words = [int.from_bytes(image[i : i + 4].ljust(4, b"\0"), "little") for i in range(0, len(image), 4)]
    for i in range(0, len(words), 8):
        out.append("    " + " ".join(f"0x{w:08x}u," for w in words[i : i + 8]))
    out += ["};", "", "/* each module: its name (a qstr) and the constant index of its top-level code */"]
    out.append(f"const library_module_t library_modules[{len(rows)}] = {{")
    out += [f"    {{{q}, {i}}}, /* {name} */" for q, i, name in rows]
    out += ["};", f"const uint32_t library_n_modules = {len(rows)};", ""]
    return "\n".join(out)


def write_library_source(out_dir: Path) -> Path:
    """Write out_dir/lib_image.c (unless it holds this text already, so that its object is
    not rebuilt) and return its path: the firmware's and the host VM's build step."""
    path = Path(out_dir) / "lib_image.c"
    text = library_c_source()
    if not path.is_file() or path.read_text() != text:
        path.write_text(text)
    return path


def library_sources() -> dict[str, list[str]]:
    """The library's source lines by file name, for the lines of a traceback through it."""
    return {p.name: p.read_text(encoding="utf-8").splitlines() for p in library_files()}
