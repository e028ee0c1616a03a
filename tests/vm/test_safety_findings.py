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
