# Overriding a list's special methods and methods: the operations use the subclass's
class Sparse(list):
    def __getitem__(self, i):
        if i >= len(self):
            return 0
        return super().__getitem__(i)

    def __len__(self):
        return super().__len__() + 0

    def append(self, x):
        print("append", x)
        super().append(x * 10)

    def __contains__(self, x):
        return x == "anything" or super().__contains__(x)


s = Sparse([1, 2])
print(s[0], s[1], s[5], len(s))
s.append(3)
print(s, 30 in s, "anything" in s, 99 in s)
print(list(s), [x for x in s])  # iteration is the list's own, not __getitem__


class Eq(list):
    def __eq__(self, other):
        return len(self) == len(other)

    __hash__ = None


print(Eq([1]) == [2], Eq([1]) != [2], Eq([1, 2]) == [1], [5] == Eq([6]))


class Add(list):
    def __add__(self, other):
        return Add(list(self) + list(other) + ["!"])

    def __iadd__(self, other):
        self.extend(other)
        self.append("+=")
        return self


a = Add([1])
print(a + [2], type(a + [2]).__name__)
a += [3]
print(a, type(a).__name__)
