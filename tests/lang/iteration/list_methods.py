L = [3, 1, 2]
L.sort()
print(L)
L.sort(key=lambda v: -v)
print(L)
L.sort(reverse=True)
print(L)
L.extend(range(2))
L.extend("ab")
print(L, L.index(2), L.count(1))
L.insert(0, "first")
L.insert(-1, "mid")
L.insert(100, "last")
print(L)
print(L.pop(), L.pop(0), L)
L.remove(1)
L.reverse()
print(L, L.copy() == L, L.copy() is L)
L.clear()
print(L, len(L))
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    [1].remove(5)
except ValueError as e:
    print("ValueError:", e)
[1, 2].index(7)
