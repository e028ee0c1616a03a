class A:
    def f(self):
        return "A.f"

    @classmethod
    def make(cls):
        return cls.__name__


class B(A):
    def f(self):
        return "B.f+" + super(B, self).f()

    @classmethod
    def make(cls):
        return "B:" + super().make()


print(B().f(), B.make(), A.make())
