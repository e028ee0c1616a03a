"""Every unsupported construct and every syntax error is a CompileError at the right line and
column (1-based, in characters), rendered like a C compiler's diagnostic."""

from __future__ import annotations

import subprocess
import sys

import pytest
from wispy.compiler import CompileError, compile_files, compile_source

# (source, message, line, col)
UNSUPPORTED = [
    ("def f():\n    from os import *\n", "import * only allowed at module level", 2, 20),
    ("r = 2j\n", "complex literals are not supported yet", 1, 5),
    ("Ellipsis = 1\nr = ...\n", "'...' in a program that assigns the name 'Ellipsis' is not supported yet", 2, 5),
    ("async def f():\n    yield 1\n",
     "asynchronous generators ('yield' in an 'async def') are not supported yet", 2, 5),
    ("async def f(y):\n    return [x async for x in y]\n", "async comprehensions are not supported yet", 2, 12),
    ("async def f(y):\n    return list(await x for x in y)\n",
     "'await' in a generator expression (an asynchronous generator) is not supported yet", 2, 17),
    ("match x:\n    case 1:\n        pass\n", "'match' statements are not supported yet", 1, 1),
    ("try:\n    pass\nexcept* E:\n    pass\n", "'try ... except*' statements are not supported yet", 1, 1),
    ("s = 'é'; r = 2j\n", "complex literals are not supported yet", 1, 14),
    ("class A(metaclass=M):\n    pass\n", "class keyword arguments (metaclass=..., ...) are not supported yet", 1, 9),
    ("a, *b, *c = x\n", "multiple starred expressions in assignment", 1, 1),
    ("r = '\\ud800'\n", "strings with lone surrogates are not supported yet", 1, 5),
    ("r = eval('1 + 2')\n", "'eval()' of source code at run time is not supported: there is no compiler on the board", 1, 5),
    ("exec('x = 1')\n", "'exec()' of source code at run time is not supported: there is no compiler on the board", 1, 1),
    ("c = compile(s, 'f', 'exec')\n",
     "'compile()' of source code at run time is not supported: there is no compiler on the board", 1, 5),
    ("import threading\n", "threads ('threading') are not supported yet", 1, 1),
    ("from _thread import start_new_thread\n", "threads ('_thread') are not supported yet", 1, 1),
    ("import multiprocessing\n", "processes ('multiprocessing') are not supported yet", 1, 1),
]

# Each construct the language refuses by design, rendered as a user sees it: the file,
# line and column, the source line, and a caret under the column.
REFUSED_BY_DESIGN = [
    ("x = 1\nclass M(type): pass\nclass C(metaclass=M):\n    pass\n", 3, 9, "metaclass=M"),
    ("x = 1\nprint(eval(input()))\n", 2, 7, "eval(input())"),
    ("x = 1\nexec(code)\n", 2, 1, "exec(code)"),
    ("x = 1\nf = compile(src, 'a.py', 'exec')\n", 2, 5, "compile(src"),
    ("x = 1\nimport threading\n", 2, 1, "import threading"),
    ("x = 1\nasync def main():\n    return [v async for v in m]\n", 3, 12, "[v async for v in m]"),
]


@pytest.mark.parametrize("src, line, col, text", REFUSED_BY_DESIGN, ids=[t for *_, t in REFUSED_BY_DESIGN])
def test_refused_by_design_names_the_construct_with_caret(src, line, col, text):
    with pytest.raises(CompileError) as e:
        compile_source(src, "prog.py")
    first, shown, caret = e.value.render().splitlines()
    assert first.startswith(f"prog.py:{line}:{col}: error: ")
    assert "not supported" in first
    assert shown == "    " + src.splitlines()[line - 1]
    assert caret == "    " + " " * (col - 1) + "^"
    assert shown[4 + col - 1:].startswith(text)


@pytest.mark.parametrize("src, message, line, col", UNSUPPORTED, ids=[m for _, m, _, _ in UNSUPPORTED])
def test_unsupported_construct(src, message, line, col):
    with pytest.raises(CompileError) as e:
        compile_source(src, "u.py")
    err = e.value
    assert (err.message, err.filename, err.line, err.col) == (message, "u.py", line, col)
    assert str(err) == f"u.py:{line}:{col}: error: {message}"


def test_render_shows_line_and_caret():
    with pytest.raises(CompileError) as e:
        compile_source("x = 1\ny = 2 + 3j\n", "demo.py")
    assert e.value.render() == (
        "demo.py:2:9: error: complex literals are not supported yet\n"
        "    y = 2 + 3j\n"
        "            ^"
    )


def test_caret_counts_characters_not_bytes():
    with pytest.raises(CompileError) as e:
        compile_source("s = 'ééé' + (2j)\n", "u.py")
    assert e.value.col == 14
    assert e.value.render().splitlines()[2] == "    " + " " * 13 + "^"


@pytest.mark.parametrize(
    "src, message, line",
    [
        ("x = (1,\n", "'(' was never closed", 1),
        ("if x\n    pass\n", "expected ':'", 1),
        ("def f():\nreturn 1\n", "expected an indented block after function definition on line 1", 2),
        ("break\n", "'break' outside loop", 1),
        ("continue\n", "'continue' not properly in loop", 1),
        ("return 1\n", "'return' outside function", 1),
        ("def f():\n    x = 1\n    global x\n", "name 'x' is assigned to before global declaration", 3),
        ("x = 1\n\tif x:\n", "unexpected indent", 2),
        ("f(x for x in y, 1)\n", "Generator expression must be parenthesized", 1),
        ("None = 1\n", "cannot assign to None", 1),
        # the SyntaxErrors CPython's symbol table gives a := in a comprehension (its compiler,
        # not its parser: wispy's scope pass and subset check give them)
        ("r = [y for x in (z := a)]\n", "assignment expression cannot be used in a comprehension iterable expression", 1),
        ("r = list(y for x in a for y in (z := x))\n",
         "assignment expression cannot be used in a comprehension iterable expression", 1),
        ("r = [(x := 1) for x in a]\n", "assignment expression cannot rebind comprehension iteration variable 'x'", 1),
        ("r = sum(1 for x in a if (x := 2))\n", "assignment expression cannot rebind comprehension iteration variable 'x'", 1),
        ("class K:\n    v = list((y := 1) for _ in a)\n",
         "assignment expression within a comprehension cannot be used in a class body", 2),
    ],
)
def test_syntax_errors_are_compile_errors(src, message, line):
    with pytest.raises(CompileError) as e:
        compile_source(src, "s.py")
    assert e.value.message == message and e.value.line == line and e.value.filename == "s.py"
    assert e.value.render().startswith(f"s.py:{line}:")


def test_null_byte_and_huge_literal_are_compile_errors():
    for src in ["x = 1\0\n", "x = " + "9" * 5000 + "\n"]:
        with pytest.raises(CompileError):
            compile_source(src)


def test_deep_nesting_is_a_compile_error():
    with pytest.raises(CompileError):
        compile_source("x = " + "(" * 300 + "1" + ")" * 300 + "\n")
    with pytest.raises(CompileError):
        compile_source("x = " + "-" * 100000 + "1\n")


def test_long_flat_expressions_compile_and_huge_ones_are_errors():
    assert compile_source("x = " + " + ".join(["1"] * 500) + "\n")
    assert compile_source("x = " + " + ".join(["y"] * 900) + "\n")
    with pytest.raises(CompileError, match="nested too deeply"):
        compile_source("x = " + "+".join(["1"] * 100_000) + "\n")


def test_string_table_over_64k_is_a_compile_error():
    with pytest.raises(CompileError, match="does not fit in an image"):
        compile_source("x = '" + "y" * 70_000 + "'\nz = 'q'\n")


def test_compile_files(tmp_path):
    p = tmp_path / "main.py"
    p.write_text("print('hi')\n")
    assert compile_files([p])[:2] == b"WS"
    assert compile_files([str(p)]) == compile_source("print('hi')\n", "main.py")
    (tmp_path / "m.py").write_text("x = 1\n")
    assert compile_files([p, tmp_path / "m.py"])[:2] == b"WS"
    (tmp_path / "rel.py").write_text("from .. import x\n")  # compiles: it raises ImportError when run
    assert compile_files([p, tmp_path / "rel.py"])[:2] == b"WS"
    with pytest.raises(CompileError, match="cannot read"):
        compile_files([tmp_path / "missing.py"])
    (tmp_path / "latin.py").write_bytes(b"s = '\xe9'\n")
    with pytest.raises(CompileError, match="not UTF-8"):
        compile_files([tmp_path / "latin.py"])


def run_module(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=cwd, check=False)


def test_cli_compiles_and_disassembles(tmp_path):
    (tmp_path / "ok.py").write_text("def f(a):\n    return a + 1\nprint(f(2))\n")
    r = run_module("wispy.compiler", "ok.py", cwd=tmp_path)
    assert r.returncode == 0 and r.stderr == ""
    assert (tmp_path / "ok.wpy").read_bytes()[:2] == b"WS"
    r = run_module("wispy.compiler", "ok.py", "-o", "other.wpy", cwd=tmp_path)
    assert r.returncode == 0 and (tmp_path / "other.wpy").exists()
    r = run_module("wispy.disasm", "other.wpy", cwd=tmp_path)
    assert r.returncode == 0
    assert "code 0: <module>  file ok.py  line 1" in r.stdout and "code 1: f  file ok.py  line 1" in r.stdout
    assert "BINARY_OP" in r.stdout and "(ADD)" in r.stdout and "('print')" in r.stdout


def test_cli_reports_errors_without_traceback(tmp_path):
    (tmp_path / "bad.py").write_text("x = 1\nclass Foo(metaclass=M):\n    pass\n")
    r = run_module("wispy.compiler", "bad.py", cwd=tmp_path)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == (
        "bad.py:2:11: error: class keyword arguments (metaclass=..., ...) are not supported yet\n"
        "    class Foo(metaclass=M):\n              ^\n"
    )
    (tmp_path / "bad.wpy").write_bytes(b"XSPZ" + bytes(40))
    r = run_module("wispy.disasm", "bad.wpy", cwd=tmp_path)
    assert r.returncode == 1 and "expected b'WS'" in r.stderr and "Traceback" not in r.stderr


def test_compiling_is_deterministic():
    src = "def f(a, b):\n    return a * 2**70 + b\nx = 'é'\nprint(f(1, 2), x, sep='')\n"
    assert compile_source(src, "d.py") == compile_source(src, "d.py")


def test_cli_no_lines_and_verbose(tmp_path):
    (tmp_path / "ok.py").write_text("a = 1\nb = 2\nprint(a + b)\n")
    r = run_module("wispy.compiler", "ok.py", "--no-lines", "-v", "-o", "n.wpy", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("n.wpy: ") and r.stdout.endswith(" bytes\n")
    from wispy.image import FLAG_LINES, read_image

    full = compile_source("a = 1\nb = 2\nprint(a + b)\n", "ok.py")
    bare = (tmp_path / "n.wpy").read_bytes()
    assert not read_image(bare).flags & FLAG_LINES and read_image(bare).main.lines == b"" and read_image(full).main.lines
    assert len(bare) <= len(full)  # the images are 4-aligned: 2 bytes of line table may not show


def test_a_program_of_its_own_compile_function_is_not_refused():
    compile_source("def compile(s):\n    return s.upper()\nprint(compile('a'))\n", "own.py")
