# repetition, membership and comparisons of strings
print("ab" * 3, 3 * "ab", "ab" * 0, "ab" * -2, repr("" * 5))
print("" in "abc", "bc" in "abc", "cb" in "abc", "abc" in "abc", "abcd" in "abc")
print("a" < "b", "a" < "ab", "ab" < "b", "Z" < "a", "" < "a", "abc" <= "abc", "b" > "abc")
print(sorted(["banana", "Apple", "cherry", "apple", "Banana"]))
print(max("hello"), min("hello"), sorted("hello"))
try:
    "a" < 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    "a" * 1.5
except TypeError as e:
    print(type(e).__name__, e)
try:
    1 in "abc"
except TypeError as e:
    print(type(e).__name__, e)
