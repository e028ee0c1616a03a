for n in range(-2, 3):
    sign = "neg" if n < 0 else "zero" if n == 0 else "pos"
    print(n, sign)
print([x if x % 2 else -x for x in range(5)])
f = (lambda v: v * 2) if True else None
print(f(4))
calls = []


def side(v):
    calls.append(v)
    return v


print(side("a") if side(0) else side("b"), calls)
print((1 if [] else 2), ("yes" if "s" else "no"), (None if 0 else 0))
