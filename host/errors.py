"""The library's typed errors, gathered so the CLI can report any of them as a sentence."""

from __future__ import annotations


def known_errors() -> tuple[type[BaseException], ...]:
    """Every error class the `wispy` command reports without a traceback.

    Imported lazily so that `wispy --help` does not load Unicorn or the compiler.
    """
    found: list[type[BaseException]] = []
    for module, names in (
        ("wispy.compiler", ["CompileError"]),
        ("wispy.image", ["ImageError"]),
        ("wispy.build", ["BuildError"]),
        ("wispy.emulator", ["FirmwareFault", "EmulatorError"]),
        ("wispy.inputs", ["InputError"]),
    ):
        try:
            mod = __import__(module, fromlist=names)
        except ImportError:
            continue
        for n in names:
            cls = getattr(mod, n, None)
            if isinstance(cls, type):
                found.append(cls)
    found.append(OSError)
    return tuple(found)
