class Counter:
    total = 0

    def __init__(self):
        self.n = 0
        self.items = [1, 2, 3]


c = Counter()
c.n += 5
c.n *= 3
c.n -= 1
c.n //= 2
print(c.n)
c.items[0] += 10
c.items[-1] **= 2
print(c.items)
Counter.total += 1
print(Counter.total, c.total)
d = {"a": 1}
d["a"] += 1
d["b"] = d.get("b", 0) + 1
d["b"] <<= 3
print(d)
grid = [[0] * 3 for _ in range(2)]
grid[1][2] += 7
grid[0][0] -= 1
print(grid)
s = "ab"
s += "cd"
s *= 2
print(s)
t = (1,)
t += (2,)
print(t)
x = 7
x %= 4
x |= 8
x &= 12
x ^= 1
x >>= 1
print(x)
f = 2.0
f /= 4
f **= 2
print(f)
lst = [1]
alias = lst
lst += [2]
print(alias, alias is lst)
n = 0


def index():
    global n
    n += 1
    return 0


arr = [10]
arr[index()] += 1
print(arr, n)
