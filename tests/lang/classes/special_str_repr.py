class A:
    def __repr__(self):
        return "A()"


class B:
    def __str__(self):
        return "a B"


class C(A):
    def __str__(self):
        return "C-str"


print(A(), str(A()), repr(A()))
print(B(), str(B()))
print(C(), repr(C()), [C(), A()])
print("%s" % "x" if False else str(C()))
