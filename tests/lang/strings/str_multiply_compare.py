print("ab" * 3, 3 * "ab", "x" * 0, "x" * -1, "-" * 10)
print("apple" < "banana", "Zebra" < "apple", "abc" < "abd", "ab" < "abc", "" < "a")
print("a" == "a", "a" != "A", "10" < "9", sorted(["b", "B", "a", "A"]))
