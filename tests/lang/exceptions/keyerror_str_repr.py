# str() of a KeyError is the repr of its one argument; with none or several it is as other exceptions
for e in [KeyError(), KeyError(0), KeyError("k"), KeyError("a", 1), KeyError((1, 2)), KeyError(None), KeyError("")]:
    print(repr(e), "|" + str(e) + "|", e.args)
try:
    raise KeyError(0)
except KeyError as e:
    print(e.args == (0,), e.args[0] == 0)
try:
    raise KeyError
except KeyError as e:
    print(e.args)
