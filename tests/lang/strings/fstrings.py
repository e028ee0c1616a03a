name = "Ada"
n = 42
pi = 3.14159
print(f"hello {name}!", f"{n}", f"{n + 1}", f"{name!r}", f"{name!s}")
print(f"{n:5d}|{n:<5d}|{n:^5d}|{n:05d}|{n:+d}|{-n:d}")
print(f"{n:x} {n:X} {n:o} {n:b} {n:#x} {n:#b} {n:#o}")
print(f"{pi:.2f} {pi:8.3f} {pi:<8.1f}| {0.5:.0f} {2.5:.0f} {1.005:.2f}")
print(f"{name:>6} {name:<6}| {name:^7} {name:*^9}")
w = 6
print(f"{n:{w}}|{name:>{w}}|")
print(f"{1234567:,} {[1, 2]} {(1,)} {None} {True}")
print(f"{{literal}} {n}{n}")
print(f"{'nested ' + name}")
