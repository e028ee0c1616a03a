name = "micro"
n = 42
pi = 3.14159
print(f"{name!r} {name!s} {name:>8} {name:<8}| {name:^9}| {name:*^9}")
print(f"{n:5d}|{n:<5}|{n:^5}|{n:05}|{n:+d}|{n:x}|{n:#X}|{n:#o}|{n:b}|{n:,}")
print(f"{pi:.2f} {pi:8.3f} {pi:%} {-pi:+.1f} {1234567.891:,.2f}")
width, prec = 10, 3
print(f"[{pi:{width}.{prec}f}] [{name:>{width}}]")
print(f"{n * 2} {n // 5} {[x for x in range(3)]} {'yes' if n else 'no'}")
print(f"{{braces}} {n}%")
d = {"k": "v"}
print(f"{d['k']} {d!r}")
print(f"{'e'!a} {n!r:>6}")
items = [("apple", 1.5), ("kiwi", 0.25)]
for item, price in items:
    print(f"{item:<10}{price:>6.2f}")
print(f"{0.5:.0f} {2.5:.0f} {3.0} {1e-7} {1e16}")
