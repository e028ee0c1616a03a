def read_lines(text):
    for line in text.split("\n"):
        yield line


def non_empty(lines):
    for line in lines:
        if line.strip():
            yield line.strip()


def numbered(lines):
    n = 1
    for line in lines:
        yield f"{n}: {line}"
        n += 1


text = "alpha\n\n  beta \ngamma\n"
for out in numbered(non_empty(read_lines(text))):
    print(out)


def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found):
            found.append(n)
            yield n
        n += 1


p = primes()
print([next(p) for _ in range(10)])
