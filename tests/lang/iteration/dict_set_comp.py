sq = {x: x * x for x in range(5)}
print(sq)
print({c for c in "hello"} == set("helo"))
inv = {v: k for k, v in sq.items()}
print(inv[9], len(inv))
print(sorted({x % 3 for x in range(10)}))
