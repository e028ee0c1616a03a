t = (1, 2, 3, 2)
print(t[1:], t[::-1], t + t[:1], 2 in t, t.count(2) if hasattr(t, "count") else 2)
L = [[0] * 3 for _ in range(3)]
L[1][2] = 5
print(L)
first, second, *_ = "xyz"
print(first, second)
