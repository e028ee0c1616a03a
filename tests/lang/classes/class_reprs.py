class A:
    pass


class B(A):
    """Docstring."""

    x = 1


print(A, B, type(A()), type(B) is type, A.__name__, B().__class__.__name__)
print(str(A)[:8], repr(int), type(3), type("s"), type(None).__name__, type(B.x).__name__)
print(isinstance(A(), A), A() is A(), A() == A())
