class A:
    def who(self):
        return "A"


class B(A):
    def who(self):
        return "B>" + super().who()


class C(A):
    def who(self):
        return "C>" + super().who()


class D(B, C):
    def who(self):
        return "D>" + super().who()


print(D().who())
print(isinstance(D(), C), isinstance(D(), B), isinstance(B(), C))


class Mixin:
    def hello(self):
        return "hello from " + type(self).__name__


class E(Mixin, D):
    pass


print(E().hello(), E().who())
