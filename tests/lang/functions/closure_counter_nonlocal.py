def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

c1 = counter()
c2 = counter()
print(c1(), c1(), c1(5), c2(), c1())

def accumulate():
    total = 0
    items = []
    def add(x):
        nonlocal total
        total += x
        items.append(x)
        return total, len(items)
    return add

acc = accumulate()
acc(1)
print(acc(2), acc(3))
