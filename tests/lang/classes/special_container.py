class Bag:
    def __init__(self):
        self.data = []

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, v):
        self.data[i] = v

    def __delitem__(self, i):
        print("del", i)

    def __contains__(self, x):
        return x in self.data

    def add(self, x):
        self.data.append(x)


b = Bag()
print(len(b), bool(b))
b.add(5)
b.add(7)
print(len(b), bool(b), b[0], b[-1])
b[0] = 9
print(b[0], 9 in b, 5 in b, 7 not in b)
del b[1]
if b:
    print("non-empty")
