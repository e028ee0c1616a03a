# wrong argument types found by comparing with CPython: each is CPython's exception and text
def T(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)
# an unhashable key is a TypeError even where the dict or set is empty
T(lambda: {}[[1]]); T(lambda: {}.get([1])); T(lambda: [1] in {}); T(lambda: {1: 2}.pop([1], 0))
T(lambda: {}[slice(1)]); T(lambda: {}.setdefault([1])); T(lambda: set().discard([1]))
T(lambda: [1] in set()); T(lambda: set().remove({})); T(lambda: {1: 2}.get({})); T(lambda: frozenset() & {1})
d = {}
T(lambda: d.pop(bytearray(b"x"), None)); T(lambda: {}.get(1, "dflt")); T(lambda: (1, [2]) in {})
# super() with arguments
class A:
    pass
T(lambda: super(1)); T(lambda: super(int, "x")); T(lambda: super(1, 2, 3)); T(lambda: super())
T(lambda: type(super(A, A())).__name__); T(lambda: type(super(A, A)).__name__)
# int.to_bytes and int.from_bytes
T(lambda: (5).to_bytes("x")); T(lambda: (5).to_bytes(2, 5)); T(lambda: (5).to_bytes(2, "middle"))
T(lambda: (5).to_bytes(-1, "big")); T(lambda: int.from_bytes(b"\x01", 1)); T(lambda: int.from_bytes(b"\x01", "x"))
T(lambda: (5).to_bytes(2, "little")); T(lambda: int.from_bytes(b"\x01\x00", "little"))
# a set looked up in a set (in, remove, discard) is looked up as a frozenset; not in a dict
T(lambda: {1} in set()); T(lambda: {1} in {frozenset({1})}); T(lambda: set() in {frozenset()})
T(lambda: {1} in frozenset()); T(lambda: {1} in {}); T(lambda: set().discard({1}))
T(lambda: {frozenset({1})}.remove({1}) or "removed"); T(lambda: {frozenset()}.remove({2}))
