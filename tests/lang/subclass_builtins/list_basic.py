# A subclass of list: the instance is a list (len, indexing, iteration, methods, printing)
class L(list):
    def total(self):
        return sum(self)


l = L([3, 1, 2])
print(l, len(l), l[0], l[-1], l[1:])
l.append(5)
l.extend([7, 8])
l.sort()
print(l, l.total(), l.index(5), l.count(1))
print(isinstance(l, list), isinstance(l, L), type(l) is L, type(l).__name__, l.__class__ is L)
print(issubclass(L, list), issubclass(L, object), issubclass(list, L))
for x in l:
    print(x, end=" ")
print()
l[0] = 10
del l[1]
print(l, 10 in l, 99 in l, bool(l), bool(L()))
print(l == [10, 3, 5, 7, 8], l != [1], [10, 3, 5, 7, 8] == l, l < [11])
print(l + [1], type(l + [1]).__name__, sorted(l), list(l), tuple(l))
print(l.pop(), l.pop(0), l)
l += [4, 4]
print(l, type(l).__name__)
print(str(l), repr(l), f"{l}", "%s" % (l,))
print(L(), L("ab"), L(range(3)))
m = L(x * 2 for x in range(4))
print(m, m * 2, max(m), min(m), m.copy(), type(m.copy()).__name__)
a, b, *c = m
print(a, b, c)
print(list(reversed(m)), [y for y in m if y > 2])
