print(list(map(int, ["1", "2", "3"])), list(map(str.upper, "ab")), list(map(pow, [2, 3], [3, 2])))
print(list(filter(lambda x: x % 2, range(10))), list(filter(str.isdigit, "a1b2")), sum(map(len, ["ab", "c"])))
m = map(lambda x: x * 10, [1, 2])
print(next(m), list(m), list(m))
