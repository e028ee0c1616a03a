class Counter:
    count = 0
    label = "counter"

    def __init__(self):
        Counter.count += 1
        self.n = Counter.count


a = Counter()
b = Counter()
print(Counter.count, a.n, b.n, a.count, a.label)
a.count = 100
print(a.count, b.count, Counter.count)
Counter.label = "changed"
print(b.label)
