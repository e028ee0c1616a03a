def named():
    pass
r = repr(named)
print(r.startswith("<function named at "), r.endswith(">"))
lam = lambda: 1
print(repr(lam).startswith("<function <lambda> at "))
def outer():
    def inner():
        pass
    return inner
print(repr(outer()).startswith("<function "))
