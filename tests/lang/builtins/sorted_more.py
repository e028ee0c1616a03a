print(sorted([3, 1, 2]), sorted("banana"), sorted((5, -1)), sorted({3: 1, 1: 2}))
print(sorted([3, 1, 2], reverse=True), sorted(["b", "A", "c"], key=str.lower))
print(sorted([(2, "b"), (1, "z"), (2, "a")]))
print(sorted(["apple", "fig", "kiwi"], key=len, reverse=True))
nums = [4, 2, 9]
s = sorted(nums)
print(s, nums, s is nums)
print(sorted([]), sorted(x * x for x in range(-3, 3)))
print(sorted({"b", "a", "c"}), sorted([1.5, 1, True, 0]))
