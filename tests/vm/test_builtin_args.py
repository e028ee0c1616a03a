"""Every built-in method declared in firmware/defs/builtins.toml, called with a wrong self
(through its type), with no self, with one positional argument too many and with an unknown
keyword, and every declared built-in function called with too few, too many and an unknown
keyword, raises CPython's exception with CPython's message: a test generated from the whole
declaration (wispy.gen.defs.BUILTIN_METHODS, BUILTIN_FUNCTION_SPECS), run on the sanitized
host VM and on CPython."""

from __future__ import annotations

import pytest
from conftest import compile_to, run_cpython, run_vm

from wispy.gen import defs

# an instance of each type with declared methods, and the expression of the type itself
SAMPLES = {
    "str": ("'ab'", "str"),
    "list": ("[1]", "list"),
    "tuple": ("(1,)", "tuple"),
    "dict": ("{1: 2}", "dict"),
    "set": ("{1}", "set"),
    "frozenset": ("frozenset()", "frozenset"),
    "bytes": ("b'ab'", "bytes"),
    "bytearray": ("bytearray(b'ab')", "bytearray"),
    "int": ("5", "int"),
    "float": ("1.5", "float"),
    "deque": ("deque()", "deque"),
    "generator": ("(x for x in ())", "type(x for x in ())"),
    "slice": ("slice(1, 2)", "slice"),
}

# Where wispy checks what CPython accepts (documented in docs/language.md, "Built-in methods"):
# str.splitlines has no keepends; generator.throw takes one argument (the three-argument form
# is deprecated since CPython 3.12).
KNOWN = {("str", "splitlines", "many"), ("generator", "throw", "many")}

PRELUDE = """\
from collections import deque
def t(what, f):
    try:
        f()
        print(what, "ok")
    except Exception as e:
        print(what, type(e).__name__, e)
"""


def cases() -> list[tuple[str, str, str, str]]:
    """(type, method, case, Python expression) for every declared method."""
    out = []
    for t, methods in defs.BUILTIN_METHODS.items():
        inst, typ = SAMPLES[t]
        wrong = "'x'" if t != "str" else "3.5"
        for name, spec in methods.items():
            if name.startswith(" "):
                continue  # " merge": no attribute syntax reaches it
            out.append((t, name, "wrongself", f"{typ}.{name}({wrong})"))
            out.append((t, name, "noself", f"{typ}.{name}()"))
            if spec["max"] != defs.ARGS_MANY and spec["style"] != "raw":
                args = ", ".join(["0"] * (spec["max"] + 1))
                out.append((t, name, "many", f"({inst}).{name}({args})"))
            if spec["style"] not in ("raw", "anykw"):
                out.append((t, name, "kw", f"({inst}).{name}(zzz=1)"))
    for name, spec in defs.BUILTIN_FUNCTION_SPECS.items():
        if spec["min"] > 0:
            out.append(("function", name, "few", f"{name}({', '.join(['0'] * (spec['min'] - 1))})"))
        out.append(("function", name, "many", f"{name}({', '.join(['0'] * (spec['max'] + 1))})"))
        out.append(("function", name, "kw", f"{name}(zzz=1)"))
    return out


def program() -> str:
    lines = [PRELUDE]
    for t, name, case, expr in cases():
        lines.append(f"t({f'{t}.{name} {case}'!r}, lambda: {expr})")
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def outputs(host_vm, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("args")
    src = program()
    ours = run_vm(host_vm, compile_to(tmp, src))
    theirs = run_cpython(tmp, src)
    assert ours.status == 0 and theirs.status == 0, ours.stderr + theirs.stderr
    return list(zip(ours.stdout.splitlines(), theirs.stdout.splitlines()))


def test_every_declared_method_is_checked(outputs):
    """One line per case, CPython's exception type and message, except the KNOWN ones."""
    assert len(outputs) == len(cases())
    wrong = []
    for ours, theirs in outputs:
        key = tuple(ours.split(" ", 2)[:2])
        t, name = key[0].split(".", 1)
        if ours != theirs and (t, name, key[1]) not in KNOWN:
            wrong.append(f"wispy: {ours}\n  CPython: {theirs}")
    assert not wrong, "\n".join(wrong)


def test_declaration_covers_cpython_signatures():
    """Each declared method exists on the CPython type, with the same name."""
    import builtins
    import collections

    types = {"deque": collections.deque, "generator": type(x for x in ())}
    for t, methods in defs.BUILTIN_METHODS.items():
        cls = types.get(t) or getattr(builtins, t)
        for name in methods:
            if not name.startswith(" "):
                assert hasattr(cls, name), f"{t}.{name} is not a CPython method"


NAMES = """\
print(str.upper.__name__, str.upper.__qualname__, list.append.__qualname__, len.__name__)
print([m in dir(str) for m in ('upper', 'split', 'join')], 'append' in dir([]), 'add' in dir(frozenset))
print('pop' in dir(dict), 'bit_length' in dir(True), 'is_integer' in dir(1.5))
"""


def test_names_and_dir_of_built_in_methods(host_vm, tmp_path):
    """__name__ and __qualname__ of a built-in method, and dir() of built-in types, from the
    generated tables (dir() lists no dunder methods: only the lines below are CPython's)."""
    ours = run_vm(host_vm, compile_to(tmp_path, NAMES))
    assert ours.stdout == run_cpython(tmp_path, NAMES).stdout
