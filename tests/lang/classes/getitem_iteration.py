class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError("out of range")
        return i * i

    def __len__(self):
        return self.n


s = Squares(5)
print(list(s), 9 in s, 10 in s, s[2], len(s))
for v in Squares(3):
    print(v)
a, b = Squares(2)
print(a, b)
