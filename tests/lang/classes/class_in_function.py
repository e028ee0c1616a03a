def make(k):
    class Local:
        factor = k

        def __init__(self, v):
            self.v = v

        def scaled(self):
            return self.v * k

    return Local


C = make(3)
print(C(5).scaled(), C.factor, C.__name__)
D = make(10)
print(D(2).scaled(), C(2).scaled())
