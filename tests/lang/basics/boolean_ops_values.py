# and/or return operands, not bools; evaluation stops early; not binds looser than comparisons
def t(x):
    print("eval", x)
    return x


print(t(0) and t(1), t(2) and t(3), t(0) or t(4), t(5) or t(6))
print([] or {} or "" or None, [1] and (2,) and "s", None and 1/0, 1 or 1/0)
print(not 1 == 2, not (1 and 0), (not 0) + 1, 1 if [] else 2, "x" * (0 or 3))
a = [] or [0]
b = a and a[0]
print(a, b, 0 or 0.0, 0.0 or 0, "" and x if False else "short")
