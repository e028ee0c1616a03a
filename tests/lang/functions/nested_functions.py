def outer(n):
    def helper(k):
        return k * n

    def recurse(k):
        return 0 if k == 0 else helper(k) + recurse(k - 1)
    return recurse(n)


print(outer(4))


def make_ops():
    ops = {}

    def register(name):
        def deco(fn):
            ops[name] = fn
            return fn
        return deco

    @register("add")
    def add(a, b):
        return a + b

    @register("mul")
    def mul(a, b):
        return a * b
    return ops


ops = make_ops()
print(sorted(ops), ops["add"](2, 3), ops["mul"](2, 3))
