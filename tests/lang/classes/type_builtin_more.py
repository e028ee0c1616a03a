# type(): the class of values and of classes; names; type comparisons
vals = [1, True, 1.5, "s", b"b", None, [], (), {}, set(), frozenset(), range(1), len, type, object(), ValueError()]
print([type(v).__name__ for v in vals])
print(type(1) is int, type(True) is bool, type(True) == int, type(int) is type, type(type) is type)
print(int.__name__, str.__name__, type(print).__name__, isinstance(int, type), isinstance(ValueError, type))


class C:
    pass


print(type(C) is type, type(C()) is C, type(C()).__name__, C.__name__, isinstance(C, type))
print(int("5") + type(3)("4"), str(type(2.0)(1)), type([])("ab"), type(())([1]))
