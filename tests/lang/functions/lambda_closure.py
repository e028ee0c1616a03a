def multipliers():
    out = []
    for i in range(4):
        out.append(lambda x, i=i: x * i)
    return out

print(multipliers()[0](2), multipliers()[3](2))

def make_acc(start):
    total = start
    def add(n):
        nonlocal total
        total += n
        return total
    return lambda n: add(n) * 1

acc = make_acc(100)
print(acc(1), acc(10))
