"""The findings of issue 12, each a program or an image that once made the sanitized host VM
read or write outside its objects: now a TypeError (CPython's message) or a refusal."""

from __future__ import annotations

from conftest import compile_to, run_vm

# ---- gen.throw(C) and raise C where C.__new__ returns a non-exception ------------------

NEW_RETURNS_INT = """\
class C(Exception):
    def __new__(cls, *a):
        return 5
def g():
    yield 1
for started in (True, False):
    x = g()
    if started:
        next(x)
    try:
        x.throw(C)
    except TypeError as e:
        print("throw:", e)
try:
    raise C
except TypeError as e:
    print("raise:", e)
try:
    raise ValueError from C
except TypeError as e:
    print("from:", e)
"""


def test_throw_of_class_whose_new_returns_int(host_vm, tmp_path):
    r = run_vm(host_vm, compile_to(tmp_path, NEW_RETURNS_INT))
    msg = "calling <class '__main__.C'> should have returned an instance of BaseException, not "
    assert r.stdout == (
        f"throw: {msg}int\nthrow: {msg}int\nraise: {msg}<class 'int'>\nfrom: {msg}<class 'int'>\n"
    ), r.stderr


# ---- built-in methods called through their type with a wrong self -----------------------

WRONG_SELF = """\
from collections import deque
def t(f):
    try:
        f()
        print("ok")
    except TypeError as e:
        print(e)
t(lambda: str.upper(3))
t(lambda: list.pop(1))
t(lambda: list.sort(None))
t(lambda: list.count(1, 2))
t(lambda: list.index(1, 2))
t(lambda: list.remove(1, 2))
t(lambda: list.reverse(1))
t(lambda: list.extend(3, [1]))
t(lambda: list.insert(3, 0, 1))
t(lambda: list.append(1, 2))
t(lambda: set.issubset(1, 2))
t(lambda: set.isdisjoint(1, 2))
t(lambda: set.issuperset(1, 2))
t(lambda: set.add(frozenset(), 1))
t(lambda: list(map(str.strip, [" a ", None])))
t(lambda: [].pop(1, 2))
t(lambda: [].append(1, 2))
t(lambda: deque().append())
"""


def test_wrong_self_is_a_type_error(host_vm, tmp_path):
    """The calls of the issue that read or wrote through a wrong object: CPython's words."""
    from conftest import run_cpython

    ours = run_vm(host_vm, compile_to(tmp_path, WRONG_SELF))
    assert ours.stdout == run_cpython(tmp_path, WRONG_SELF).stdout
    assert "descriptor 'upper' for 'str' objects doesn't apply to a 'int' object" in ours.stdout


# ---- CRC-valid images with malformed constant records ------------------------------------


def _resealed(img: bytearray) -> bytes:
    from wispy.fuzz import reseal

    return reseal(img)


def test_float_record_retagged_as_big_int_is_refused(host_vm, tmp_path):
    """The float 1.5's record (tag 7, then the double) given a big int's tag (5): its bits
    read as a size and digits were run; now the verifier refuses them, saying what it expected."""
    import struct

    img = bytearray(compile_to(tmp_path, "x = 1.5\nprint(x * 2)\n").read_bytes())
    at = img.index(struct.pack("<Id", 7, 1.5))
    struct.pack_into("<I", img, at, 5)
    bad = tmp_path / "bad.wpy"
    bad.write_bytes(_resealed(img))
    r = run_vm(host_vm, bad)
    assert (r.status, r.stdout) == (2, ""), r.stderr
    assert r.stderr.startswith("image refused: constant "), r.stderr
    assert ", a big int: expected " in r.stderr


def test_big_int_records_are_checked(host_vm, tmp_path):
    """A big int record with a zero top digit, with a small int's value, or with alloc set is
    refused: the int code relies on each."""
    import struct

    src = "print(2**40 + 1)\n"
    good = bytearray(compile_to(tmp_path, src).read_bytes())
    at = good.index(struct.pack("<I", 5))
    cases = {
        "alloc": lambda b: struct.pack_into("<H", b, at + 6, 3),
        "small value": lambda b: struct.pack_into("<hHHH", b, at + 4, 2, 0, 5, 0),
        "zero top digit": lambda b: struct.pack_into("<H", b, at + 8 + 2 * (struct.unpack_from("<h", b, at + 4)[0] - 1), 0),
    }
    for name, f in cases.items():
        img = bytearray(good)
        f(img)
        bad = tmp_path / "bad.wpy"
        bad.write_bytes(_resealed(img))
        r = run_vm(host_vm, bad)
        assert (r.status, r.stdout) == (2, ""), (name, r.stderr)
        assert "a big int: expected" in r.stderr, (name, r.stderr)
