class Z:
    def __bool__(self):
        return False


class L:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class N:
    pass


print(bool(Z()), bool(L(0)), bool(L(3)), bool(N()))
print("yes" if Z() else "no", "yes" if L(2) else "no")
print(not Z(), len(L(4)))
try:
    len(N())
except TypeError as e:
    print("TypeError:", e)
