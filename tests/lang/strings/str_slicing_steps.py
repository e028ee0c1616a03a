# string slices with negative steps and out-of-range bounds
s = "abcdefgh"
for sl in [(None, None, -1), (None, None, 2), (1, None, 2), (-1, None, -2), (5, 1, -1),
           (1, 5, -1), (-100, 100, 3), (100, -100, -3), (None, 3, -1), (3, None, -1), (-3, None, None)]:
    print(sl, repr(s[slice(*sl)]))
print(s[::-1] == "".join(reversed(s)))
try:
    s[::0]
except ValueError as e:
    print(type(e).__name__, e)
try:
    s[1.5]
except TypeError as e:
    print(type(e).__name__, e)
try:
    s[10]
except IndexError as e:
    print(type(e).__name__, e)
