# list.sort and sorted as a merge sort (issue 14): every length across the run and merge
# boundaries, stability with key= and reverse=, the string and small-int fast paths beside
# the generic compare, exceptions from a comparison or a key function leaving the list a
# permutation of its items, and a list changed during its sort (ValueError).

x = 7
def rand(n, m):
    global x
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(x % m)
    return out

bad = 0
for n in list(range(0, 40)) + [63, 64, 65, 100, 127, 128, 129, 257, 300]:
    L = rand(n, 50)
    S = sorted(L)
    for i in range(1, n):
        if S[i - 1] > S[i]:
            bad += 1
    L.sort(reverse=True)
    for i in range(1, n):
        if L[i - 1] < L[i]:
            bad += 1
    if sorted(L) != S:
        bad += 1
print("lengths 0..39, 63..300: out of order", bad)

# stability: equal keys keep their order, also reversed (CPython's reverse= keeps it too)
pairs = [(k, i) for i, k in enumerate(rand(120, 7))]
by_key = sorted(pairs, key=lambda p: p[0])
print(by_key[:8])
print(by_key == sorted(pairs))
rev = sorted(pairs, key=lambda p: p[0], reverse=True)
print(rev[:8])
del pairs, by_key, rev
words = ["pear", "fig", "apple", "kiwi", "plum", "date", "lime", "yuzu", "banana", "cherry"] * 3
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True)[:6])
print(sorted(words)[:5], sorted(words, reverse=True)[:5])

# run-time strings, small ints beside big ints and floats, negative numbers
made = [str(i * 37 % 101) + "x" for i in range(60)]
print(sorted(made)[:6], sorted(made)[-3:])
del made, words
mixed = [10**12, -5, 3.5, 2**40, -(2**35), 0, 7, -2.25, 1 << 29, -(1 << 30)] * 3
print(sorted(mixed))
print(sorted(rand(50, 1000), key=lambda v: -v)[:5])

# small ints only (compared and moved in one pass): negatives, the ends of the small range
small = [v - 500 for v in rand(100, 1000)] + [-(1 << 30), (1 << 30) - 1, 0, -1] + rand(30, 3)
S = sorted(small)
print(S[:4], S[-3:], all(S[i] <= S[i + 1] for i in range(len(S) - 1)))
small.sort()
print(small == S, sorted(small, reverse=True)[:3])
del small, S

# a class with __lt__ only, sorted through the generic compare
class V:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __lt__(self, other):
        return self.v < other.v

vs = [V(v, i) for i, v in enumerate(rand(90, 10))]
vs.sort()
print([(o.v, o.tag) for o in vs[:10]])

# an exception from a comparison: the list still holds every item once
class Boom:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Boom.calls += 1
        if Boom.calls == 150:
            raise RuntimeError("boom")
        return self.v < other.v

items = [Boom(v) for v in rand(120, 1000)]
before = sorted(b.v for b in items)
try:
    items.sort()
except RuntimeError as e:
    print("RuntimeError:", e)
print(len(items), sorted(b.v for b in items) == before)

# a key function that raises: nothing moved
L = rand(40, 100)
copy = L[:]

def key(v):
    if v == copy[20]:
        raise KeyError(v)
    return v

try:
    L.sort(key=key)
except KeyError:
    print("KeyError")
print(L == copy)

# the list changed during its sort
L = rand(50, 100)

class Grow:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if len(G) < 1000:
            G.append(Grow(0))
        return self.v < other.v

G = [Grow(v) for v in rand(30, 100)]
try:
    G.sort()
    print("sorted")
except ValueError as e:
    print("ValueError:", e)

# a TypeError from mixed types, partway through
M = rand(40, 100) + ["a"] + rand(40, 100)
orig = M[:]
try:
    M.sort()
except TypeError:
    print("TypeError")
print(len(M), sorted(str(v) for v in M) == sorted(str(v) for v in orig))
