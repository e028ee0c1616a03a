def double(x):
    return 2 * x
def negate(x):
    return -x

ops = [double, negate, abs, str]
for op in ops:
    print(op(-4))

table = {"d": double, "n": negate}
print(table["d"](21), table["n"](21))

def apply_all(fs, v):
    out = []
    for f in fs:
        out.append(f(v))
    return out

print(apply_all([double, negate, lambda z: z * z], 3))
f = double
print(f is double, f == double, f(f(f(1))))
