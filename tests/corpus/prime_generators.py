# Primes with generators: an incremental sieve, trial division, and a few pipelines.


def naturals(start=2):
    n = start
    while True:
        yield n
        n += 1


def take(n, iterable):
    out = []
    for x in iterable:
        if len(out) == n:
            break
        out.append(x)
    return out


def primes():
    """An incremental sieve of Eratosthenes: composites waiting to be crossed out."""
    composites = {}
    for n in naturals():
        if n not in composites:
            yield n
            composites[n * n] = [n]
        else:
            for p in composites.pop(n):
                composites.setdefault(n + p, []).append(p)


def is_prime(n):
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if flags[i]:
            flags[i * i :: i] = [False] * len(range(i * i, limit + 1, i))
    return [i for i, f in enumerate(flags) if f]


def pairs(gen):
    prev = next(gen)
    for cur in gen:
        yield prev, cur
        prev = cur


def twin_primes():
    for a, b in pairs(primes()):
        if b - a == 2:
            yield a, b


def factorize(n):
    for p in primes():
        if p * p > n:
            break
        while n % p == 0:
            yield p
            n //= p
    if n > 1:
        yield n


def chain(*iterables):
    for it in iterables:
        yield from it


first = take(20, primes())
print("first 20 primes:", first)
print("sieve agrees:", first == sieve(71))
print("trial division agrees:", [n for n in range(72) if is_prime(n)] == sieve(71))
print("twin primes:", take(8, twin_primes()))
for n in (360, 97, 1001, 2 ** 16 + 1, 600851475143):
    factors = list(factorize(n))
    print(n, "=", " * ".join(str(f) for f in factors))
gaps = [b - a for a, b in take(30, pairs(primes()))]
print("gaps:", gaps, "largest:", max(gaps))
print("sum of primes below 1000:", sum(p for p in sieve(999)))
squares = (p * p for p in primes() if p % 4 == 1)
print("squares of 4k+1 primes:", take(5, squares))
print(list(chain(take(3, primes()), "ab", range(2))))
g = primes()
print(next(g), next(g), next(g))
g.close()
try:
    next(g)
except StopIteration:
    print("closed")
