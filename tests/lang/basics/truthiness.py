for v in [0, 1, -1, "", "a", None, True, False]:
    if v:
        print(repr(v), "is true")
    else:
        print(repr(v), "is false")
print(not 0, not 5, not "", not "x", not None)
