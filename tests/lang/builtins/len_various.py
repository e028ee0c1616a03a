print(len([]), len([1, 2]), len(()), len("abc"), len("héllo"), len(b"ab\x00"))
print(len({1: 2, 3: 4}), len({1, 2, 2}), len(range(10)), len(range(0, 10, 3)), len(range(5, 0)))
print(len(bytearray(5)), len(frozenset("aab")), len({}.keys()))


class Bag:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)


b = Bag()
print(len(b), bool(b))
b.items.append(1)
print(len(b), bool(b))
