# list methods: index with bounds, count, remove, insert at odd positions, pop indices
a = [1, 2, 3, 2, 1]
print(a.index(2), a.index(2, 2), a.index(1, -2), a.count(2), a.count(9))
try:
    a.index(3, 0, 2)
except ValueError as e:
    print(type(e).__name__, e)
a.insert(100, "end")
a.insert(-100, "start")
a.insert(-1, "pen")
print(a)
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove(2)
print(a)
for f in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1].remove(2), lambda: [].index(0), lambda: a.insert(1)]:
    try:
        f()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
b = [3, 1, 2]
b.extend(range(2))
b.extend("xy")
b += (7,)
print(b, b * 2, [0] * 3, 2 * [None])
b.reverse()
print(b, b.copy() == b, b.copy() is b)
b.clear()
print(b)
