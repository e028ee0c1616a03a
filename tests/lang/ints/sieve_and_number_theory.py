# primes by sieve, gcd/lcm by hand, digit sums, perfect numbers, collatz lengths, base conversion
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(range(i * i, n + 1, i))
    return [i for i, p in enumerate(is_p) if p]


def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)


def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    s = ""
    while True:
        n, r = divmod(n, b)
        s = digits[r] + s
        if n == 0:
            return s


def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


ps = sieve(100)
print(ps, len(sieve(1000)), sum(ps))
print(gcd(48, 18), gcd(-48, 18), gcd(2**40, 6**20), 48 * 18 // gcd(48, 18))
print([n for n in range(2, 500) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n])
print(max(range(1, 300), key=collatz), collatz(27), sum(int(c) for c in str(2**100)))
print(to_base(255, 2), to_base(255, 16), to_base(10**20, 36), int(to_base(10**20, 36), 36) == 10**20)
