# nested comprehensions: matrices, flattening, conditions at each level, dict/set inside list
m = [[r * 3 + c for c in range(3)] for r in range(3)]
print(m, [row[i] for i, row in enumerate(m)], [list(t) for t in zip(*m)])
print([v for row in m for v in row if v % 2], sum(v for row in m for v in row))
print({k: [v for v in range(k)] for k in range(4)}, [{c for c in w} == set(w) for w in ["ab", "aa"]])
print([(a, b, c) for a in range(1, 15) for b in range(a, 15) for c in range(b, 15) if a * a + b * b == c * c])
print({(i, j): i * j for i in range(2) for j in range(2)}, [x for x in [y for y in range(6)] if x > 3])
