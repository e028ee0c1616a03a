"""Small scripts for the core's tests: each runs under CPython and on the host VM."""

ARITH = """\
x = 7
y = -3
print(x + y, x - y, x * y, x // y, x % y, -x // 2, -x % 2, x ** 3, abs(y), -y, +x, ~x)
print(2 ** 100, -(2 ** 100), 10 ** 10 + 1, 2 ** 31, -(2 ** 31), 2 ** 30, -(2 ** 30) - 1)
big = 12345678901234567890
print(big * big, big // 97, big % 97, -big // 97, -big % 97, big // -97, big % -97)
print(big // 123456789012, big % 123456789012, (big * big) // big == big)
print(2 ** 64 - 1, (2 ** 64 - 1) // 2 ** 32, 3 ** 40 % 1000000007)
print(1 << 40, (1 << 40) >> 35, 255 & 15, 8 | 1, 6 ^ 3, -1 >> 3)
print(big == 12345678901234567890, big < big + 1, -big < 0, 2 ** 40 > 2 ** 39)
print(True + 1, True * 10, str(2 ** 70), repr(-(2 ** 70)), int("-123456789012345678901"))
n = 1
for i in range(1, 30):
    n = n * i
print(n)
"""

STRINGS = """\
s = "ab" * 3 + "c"
print(s, len(s), repr(s), s[0], s[-1], 3 * "xy", "x" * 0 == "", "b" in s, "z" in s)
print("a" < "b", "ab" < "a", "abc" == "ab" + "c", "a" != "a", "" < "a")
print(repr("it's"), repr('say "hi"'), repr("tab\\tnew\\nline\\\\"), str(42) + str(-7))
print(int("  42 "), int("-0x1F", 16), int("0b101", 0), int("777", 8), int("1_000_000"), int(" -9 "))
for c in "héllo":
    print(c, end="|")
print(len("héllo"))
"""

CONTROL = """\
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

def apply(f, x):
    return f(x)

total = 0
i = 0
while i < 10:
    if i % 3 == 0 and i != 6:
        total = total + i
    elif i == 7 or i == 8:
        total = total - 1
    else:
        total += 2
    i += 1
print(total, fib(20), apply(fib, 10))
for k in range(10, 0, -3):
    print(k, end=" ")
print()
for k in range(5, 5):
    print("never")
print(not 0, not "x", 0 or "z", 1 and 2, None or 0, [] or (), 1 < 2 < 3, 3 > 2 > 2)
print(1, 2, 3, sep=", ", end="!\\n")
print("a", "b", sep="")
print(None, True, False)
"""

SEQUENCES = """\
t = (1, "a", (2,), [3, 4])
l = [1, 2, 3]
print(t, l, (), [], (5,), len(t), len(l), t[1], l[-1], t[3][0])
l.append(4)
l += [5]
l[0] = "first"
l[-1] += 10
l[1] = l[2] * 2
print(l, l + [6], l * 2, (1, 2) + (3,), [0] * 3, len(range(0, 10, 3)))
print(min(3, 1, 2), max([4, 9, 2]), min("b", "a"), max((1, 5, 3)), min(range(5, 10)))
print([1, 2] == [1, 2], (1, 2) < (1, 3), [1] < [1, 0], 2 in l, 9 in l, 3 in range(5))
acc = []
for x in t:
    acc.append(repr(x))
print(acc)
for i in range(20):
    l.append(i * i)
print(l, len(l), range(3), range(1, 9, 2), list(range(4)), tuple([1, 2]))
print(int(), str(), bool(3), bool(0), type(1), type("a"), repr(None))
"""

GARBAGE = """\
keep = []
for i in range(3000):
    s = str(i) * 3 + "abc"
    t = (s, [i, i * 2 ** 40])
    if i % 100 == 0:
        keep.append(t)
print(len(keep), keep[-1], keep[3][1][1])
"""

KEYS = """\
def neg(x):
    return -x

def slen(s):
    return len(s)

print(max([3, 1, 2], key=neg), min("bb", "a", "ccc", key=slen), max([], default=7))
print(min(4, 2, key=neg), max(range(10), key=neg), max([(1, "b"), (1, "a")]))
print(max(["x", "yy"], key=slen), min([5], key=neg, default=0))
"""

WIDE = """\
rows = []
for i in range(20):
    rows.append([str(i), [i * 2 ** 40, (i, str(i) * 2)]])
total = 0
for r in rows:
    total += len(r[0]) + r[1][0] // 2 ** 40 + len(r[1][1][1])
print(total, rows[7], rows[-1])
"""

ALL = {
    "garbage": GARBAGE,
    "keys": KEYS,
    "wide": WIDE,
    "arith": ARITH,
    "strings": STRINGS,
    "control": CONTROL,
    "sequences": SEQUENCES,
}

# (source, exception line) for run-time errors: the traceback must match CPython's.
ERRORS = {
    "truediv_zero": "print(1)\nx = 1 / 0\n",
    "floordiv_zero": "def f(a, b):\n    return a // b\nprint(f(5, 0))\n",
    "mod_zero": "x = 5\nprint(x % 0)\n",
    "name": "print(y)\n",
    "add_types": "def f():\n    return 1 + 'a'\n\nf()\n",
    "too_many_args": "def f(a, b):\n    return a\nf(1, 2, 3)\n",
    "too_many_args_1": "def g(a):\n    return a\ng(1, 2)\n",
    "raise_value": "raise ValueError('bad value')\n",
    "raise_class": "raise KeyError\n",
    "index": "l = [1, 2]\nprint(l[2])\n",
    "store_index": "l = [1, 2]\nl[-3] = 0\n",
    "store_tuple": "t = (1, 2)\nt[0] = 5\n",
    "int_literal": "int('4x')\n",
    "compare_types": "print(1 < 'a')\n",
    "unary": "print(-'a')\n",
    "not_callable": "x = 5\nx()\n",
    "empty_max": "max([])\n",
    "error_in_key": "def bad(x):\n    return 1 // (x - 2)\n\nprint(max([1, 2, 3], key=bad))\n",
    "recursion": "def f(n):\n    return f(n + 1)\nf(0)\n",
}
