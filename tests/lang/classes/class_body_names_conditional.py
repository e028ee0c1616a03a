# a class body: names bound conditionally or deleted are left out; comprehensions see globals, not class names
import sys
n = 10
class C:
    n = 3
    bad = [n for _ in range(2)]
    ok = [n * k for k in range(n)]
    d = {k: n for k in "ab"}
    try:
        raise NameError("x")
    except NameError as e:
        err = str(e)
    if n > 100:
        big = True
    else:
        small = True
    x = 1
    del x
    for i in []:
        pass
    for j in range(2):
        pass
    if sys:
        def f(self):
            return 1
print(C.bad, C.ok, C.d, C.err, hasattr(C, "e"), hasattr(C, "big"), C.small, hasattr(C, "x"), hasattr(C, "i"), C.j, C().f())
print(sorted(k for k in vars(C) if not k.startswith("__")))
