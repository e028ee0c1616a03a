# recursion: mutual recursion, memoised with a dict default, permutations, flatten nested lists
def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


print(is_even(10), is_odd(7), is_even(7))


def fib(n, memo={0: 0, 1: 1}):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


print(fib(50), fib(90))


def perms(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in perms(s[:i] + s[i + 1:])]


print(perms("abc"), len(perms("abcd")))


def flatten(x):
    if isinstance(x, list):
        return [y for item in x for y in flatten(item)]
    return [x]


print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))


def hanoi(n, a="A", b="B", c="C"):
    return [] if n == 0 else hanoi(n - 1, a, c, b) + [(a, c)] + hanoi(n - 1, b, a, c)


print(len(hanoi(6)), hanoi(2))
