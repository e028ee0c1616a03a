# Slice assignment from a list, a tuple, a str and the list itself (read in place or copied first)
a = list(range(10)); a[::-1] = a; print(a)
a = list(range(10)); a[2:5] = a; print(a)
a = list(range(10)); a[::2] = (1, 2, 3, 4, 5); print(a)
a = list(range(10)); a[1:3] = "xyz"; print(a)
a = list(range(10)); a[::3] = [0] * 4; print(a)
t = (7, 8); a = [1, 2, 3]; a[0:1] = t; print(a)
try:
    a[::2] = (1,)
except ValueError as e:
    print(e)
s = [True] * 1000
for p in range(2, 45):
    if s[p]:
        s[p*p::p] = [False] * len(range(p*p, 1000, p))
print(sum(s))
