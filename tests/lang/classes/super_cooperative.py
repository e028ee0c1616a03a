# super() in a diamond: each __init__ and method runs once, in MRO order
class Base:
    def __init__(self):
        print("Base")
        self.trail = ["Base"]

    def who(self):
        return ["Base"]


class Left(Base):
    def __init__(self):
        print("Left")
        super().__init__()
        self.trail.append("Left")

    def who(self):
        return ["Left"] + super().who()


class Right(Base):
    def __init__(self):
        print("Right")
        super().__init__()
        self.trail.append("Right")

    def who(self):
        return ["Right"] + super().who()


class Bottom(Left, Right):
    def __init__(self):
        print("Bottom")
        super().__init__()
        self.trail.append("Bottom")

    def who(self):
        return ["Bottom"] + super().who()


b = Bottom()
print(b.trail, b.who())
print(isinstance(b, Right), issubclass(Bottom, Base), issubclass(Left, Right))


class A:
    def hello(self):
        return "A.hello"


class B(A):
    def hello(self):
        return "B+" + super(B, self).hello()


class C(B):
    def hello(self):
        return "C+" + super(B, self).hello()


print(B().hello(), C().hello())
