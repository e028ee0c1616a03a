# nested classes, class attributes referring to earlier ones, methods reading globals at call time
factor = 2


class Outer:
    base = 10
    doubled = base * 2
    names = [str(i) for i in range(3)]

    class Inner:
        tag = "inner"

        def show(self):
            return self.tag + "/" + Outer.Inner.tag

    def scaled(self):
        return self.base * factor


print(Outer.doubled, Outer.names, Outer.Inner().show(), Outer.Inner.__name__, Outer().scaled())
factor = 3
print(Outer().scaled(), type(Outer.Inner()).__name__, isinstance(Outer.Inner(), Outer.Inner))


def make_class(n):
    class Local:
        size = n

        def get(self):
            return n * self.size
    return Local


A, B = make_class(2), make_class(3)
print(A().get(), B().get(), A is B, A.__name__)
