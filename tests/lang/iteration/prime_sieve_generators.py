def integers(start):
    n = start
    while True:
        yield n
        n += 1


def sieve():
    found = []
    for n in integers(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n


def take(n, it):
    return [x for _, x in zip(range(n), it)]


print(take(15, sieve()))


def eratosthenes(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if is_prime[i]:
            is_prime[i * i::i] = [False] * len(is_prime[i * i::i])
    return [i for i, p in enumerate(is_prime) if p]


print(eratosthenes(60), len(eratosthenes(1000)))
twins = [(p, p + 2) for p in eratosthenes(100) if p + 2 in set(eratosthenes(100))]
print(twins)
