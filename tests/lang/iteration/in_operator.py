print(2 in [1, 2, 3], 5 not in (1, 2), "b" in "abc", "bc" in "abc", "x" not in "abc", "" in "abc")
print((1, 2) in [(1, 2), (3, 4)], [1] in [[1], [2]], 3 in range(5), 3 in range(0, 10, 2))
try:
    print(1 in "abc")
except TypeError as e:
    print("TypeError:", e)
try:
    print(1 in 5)
except TypeError as e:
    print("TypeError:", e)
