print(sum([1, 2, 3]), sum([], 10), sum(range(101)), sum([[1], [2]], []))
print(any([]), all([]), any([0, 0, 1]), all([1, 1, 0]), any("a"), all(""))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
try:
    sum([1, "a"])
except TypeError as e:
    print("TypeError:", e)
