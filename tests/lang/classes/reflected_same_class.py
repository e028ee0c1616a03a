# reflected methods of the same class; __iadd__ NotImplemented falls back to __add__
class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return f"Num.add({type(o).__name__})"

    def __radd__(self, o):
        return f"Num.radd({type(o).__name__})"

    def __lt__(self, o):
        return "Num.lt"

    def __gt__(self, o):
        return "Num.gt"


class Sub(Num):
    def __radd__(self, o):
        return f"Sub.radd({type(o).__name__})"

    def __gt__(self, o):
        return "Sub.gt"


print(Num(1) + Num(2), Sub(1) + Num(2), Sub(1) < Num(2), Num(1) < Num(2), 1 + Num(2), 1 < Num(2), Num(2) > 1)


class IAdd:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, o):
        return NotImplemented

    def __add__(self, o):
        return IAdd(self.v + o)


x = IAdd(1)
y = x
x += 5
print(x.v, y.v, x is y)


class Neither:
    def __lt__(self, o):
        return NotImplemented


try:
    Neither() < Neither()
except TypeError as e:
    print(type(e).__name__, e)
