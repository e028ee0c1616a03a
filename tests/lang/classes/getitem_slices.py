class Seq:
    def __init__(self, data):
        self.data = list(data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Seq(self.data[i])
        return self.data[i]

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        return f"Seq({self.data})"


s = Seq("abcdef")
print(s[1], s[-1], s[1:4], s[::-2], len(s[2:]), list(s), "c" in s)
