# super() in classmethods and in properties; classmethod called through super
class Base:
    @classmethod
    def create(cls):
        return f"Base.create({cls.__name__})"

    @property
    def label(self):
        return "base"


class Child(Base):
    @classmethod
    def create(cls):
        return "Child+" + super().create()

    @property
    def label(self):
        return "child/" + super().label


class Grand(Child):
    pass


print(Base.create(), Child.create(), Grand.create(), Grand().label, Child().label)


class Init:
    def __init__(self):
        return 5


try:
    Init()
except TypeError as e:
    print(type(e).__name__, e)
