class Base:
    def greet(self):
        return ["Base"]


class Left(Base):
    def greet(self):
        return ["Left"] + super().greet()


class Right(Base):
    def greet(self):
        return ["Right"] + super().greet()


class Child(Left, Right):
    def greet(self):
        return ["Child"] + super().greet()


print(Child().greet())
print([c.__name__ for c in Child.__mro__] if hasattr(Child, "__mro__") else ["Child", "Left", "Right", "Base", "object"])
print(isinstance(Child(), Right), issubclass(Child, Base))


class A:
    def __init__(self):
        self.log = ["A"]


class B(A):
    def __init__(self):
        super().__init__()
        self.log.append("B")


class C(B):
    def __init__(self):
        super().__init__()
        self.log.append("C")


print(C().log)
