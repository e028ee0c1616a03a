f = frozenset([3, 1, 2, 1])
print(sorted(f), len(f), 2 in f, f == frozenset({1, 2, 3}), f == {1, 2, 3})
groups = {frozenset(["a", "b"]): "ab", frozenset(["c"]): "c"}
print(groups[frozenset(["b", "a"])])
print(sorted(f | {9}), type(f | {9}).__name__, type({9} | f).__name__)
