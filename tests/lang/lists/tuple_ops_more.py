# tuples: concatenation, repetition, slicing with steps, count/index, hashing, singletons
t = (1, 2, 3, 2, 1)
print(t + (4,), t * 2, t[::-1], t[1:4:2], t[-2:], t[::-2], t.count(2), t.index(2, 2))
print((1,), (), tuple("ab"), tuple(range(3)), tuple([1, [2]]))
print(hash((1, 2)) == hash((1, 2)), hash((1, 2.0)) == hash((1, 2)), (1, 2) in {(1, 2): 0})
try:
    hash((1, [2]))
except TypeError as e:
    print(type(e).__name__, e)
try:
    t[0] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.index(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    t + [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    t[10]
except IndexError as e:
    print(type(e).__name__, e)
a, (b, c) = 1, (2, 3)
print(a, b, c, (1, 2) * 0, len((None,) * 5))
