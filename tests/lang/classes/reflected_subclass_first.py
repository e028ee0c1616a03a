# a subclass on the right that gives its own reflected method is tried first (binary operators
# and comparisons), as CPython does
class Num:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return 'Num.add'
    def __radd__(self, o):
        return 'Num.radd'
    def __lt__(self, o):
        return 'Num.lt'
    def __gt__(self, o):
        return 'Num.gt'
    def __eq__(self, o):
        return 'Num.eq'


class Sub(Num):
    def __radd__(self, o):
        return 'Sub.radd'
    def __gt__(self, o):
        return 'Sub.gt'


class Same(Num):
    pass


print(Num(1) + Sub(2), Sub(1) + Num(2), Num(1) + Same(2), Num(1) + Num(2))
print(Num(1) < Sub(2), Sub(1) < Num(2), Num(1) < Same(2), Num(1) == Sub(1), Num(1) > Sub(1))


class NI(Num):
    def __radd__(self, o):
        return NotImplemented
    def __gt__(self, o):
        return NotImplemented


print(Num(1) + NI(2), Num(1) < NI(2), 1 + Sub(2))
