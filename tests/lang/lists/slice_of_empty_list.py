# Slicing an empty list, however it was made (a list() of nothing has no storage yet)
for e in [[], list(), list(range(0)), list(""), [x for x in ()], [1][1:], list(map(int, []))]:
    print(e[:], e[::-1], e[1:5], e[-2:], e[::2], e[5:1:-1], e[slice(None, None, -1)], e[:0])
t = tuple(range(0))
print(t[::-1], t[1:], ()[::2])
try:
    list(range(0))[::0]
except ValueError as e:
    print("ValueError", e)
try:
    list()["a":]
except TypeError as e:
    print("TypeError", e)
