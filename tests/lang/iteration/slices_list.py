L = list(range(10))
print(L[2:5], L[:3], L[7:], L[:], L[-2:], L[:-8], L[100:], L[-100:2])
print(L[::2], L[1::3], L[::-1], L[::-3], L[8:2:-2], L[2:8:-1], L[-1:-4:-1])
t = tuple(range(6))
print(t[1:4], t[::-2], t[5:0:-2], t[:0])
x = L[:]
x[0] = 99
print(L[0], x[0])
try:
    L[::0]
except ValueError as e:
    print("ValueError:", e)
try:
    L["a":]
except TypeError as e:
    print("TypeError:", e)
