class Adder:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        return x + self.k


add5 = Adder(5)
print(add5(10), callable(add5), callable(Adder), callable(3))
print(max([1, 2, 3], key=Adder(0)))
try:
    Adder(1)()
except TypeError:
    print("TypeError")
