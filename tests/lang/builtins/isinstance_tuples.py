# isinstance/issubclass with tuples, nested tuples, bool as int, and their TypeErrors
class A: pass
class B(A): pass
for v in (1, True, 1.0, "s", b"b", B(), None, [], ()):
    print(repr(v) if not isinstance(v, A) else "B()", isinstance(v, (int, str)), isinstance(v, (float, (A, bytes))), isinstance(v, ()))
print(issubclass(bool, int), issubclass(B, (str, A)), issubclass(A, B), issubclass(B, object), issubclass(int, ()))
for f in (lambda: isinstance(1, 2), lambda: issubclass(1, int), lambda: isinstance(1, (int, 3))):
    try:
        print(f())
    except TypeError as e:
        print(type(e).__name__, e)
