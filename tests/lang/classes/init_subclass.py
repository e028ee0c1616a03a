# __init_subclass__ runs on the nearest base that defines it for each subclass made (by a
# class statement or type()), as an implicit class method; super().__init_subclass__()
class Base:
    registry = []
    def __init_subclass__(cls):
        Base.registry.append(cls.__name__)
class A1(Base):
    pass
class A2(A1):
    pass
T = type("T", (Base,), {})
print(Base.registry)
class Counted:
    count = 0
    @classmethod
    def __init_subclass__(cls):
        cls.count = 100
        Counted.count += 1
class K1(Counted):
    pass
class K2(Counted):
    pass
print(Counted.count, K1.count, K2.count)
class Plain:
    pass
class Sub(Plain):
    pass
print(Sub.__name__)
class Chain(Base):
    def __init_subclass__(cls):
        print("Chain sees", cls.__name__)
        super().__init_subclass__()
class Leaf(Chain):
    pass
print(Base.registry)
