# := in comprehensions binds in the enclosing scope; Ellipsis as a value
data = [3, 8, 1, 9]
print([y for x in data if (y := x * 2) > 5], y)
total = 0
print([total := total + v for v in data], total)
def f():
    print([last := n for n in range(4)], last)
f()
e = ...
print(e, e is Ellipsis, repr(Ellipsis), type(...).__name__, bool(...), [1, ...][1] is ...)
def stub(): ...
print(stub())
