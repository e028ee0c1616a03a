t = (1, 2, 2, 3)
print(t.count(2), t.index(3), t.index(2, 2), len(t), t + (4,), t * 2, t[1:3], 2 in t, tuple([5, 6]), tuple("ab"))
print((1, 2) < (1, 3), (1, 2) == (1, 2), () == (), (1,) + (), hash((1, 2)) == hash((1, 2)))
x, y = (10, 20)
print(x, y, max(t), sorted(t, reverse=True))
try:
    t.index(9)
except ValueError as e:
    print("ValueError:", e)
