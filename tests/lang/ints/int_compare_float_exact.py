# exact comparisons of ints with floats, near 2**53 and beyond
big = 2**53
print(big == float(big), big + 1 == float(big + 1), big + 1 > float(big), big + 1 < float(big) + 2)
print(10**20 == 1e20, 10**20 + 1 == 1e20, 10**20 + 1 > 1e20, 10**22 == 1e22, 10**23 == 1e23)
print(2**1000 < float("inf"), -2**1000 > float("-inf"), 5 == float("nan"), 5 != float("nan"))
print(sorted([3, 2.5, 10**20, 1e19, -1, -1.5, True]))
print(max(1, 1.0), max(1.0, 1), min(0, -0.0), min(-0.0, 0))
print(1 == 1.0, hash(1) == hash(1.0), hash(0.5), hash(-1), hash(-1.0), hash(2**53) == hash(2.0**53))
print({1: "a", 1.0: "b", True: "c"})
