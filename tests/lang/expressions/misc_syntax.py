x = 5
name = "bit"
print(f"{x=}", f"{name=!r}", f"{x * 2=}", f"{x = }")
a = b = 1
del (a, b)
print("a" in dir(), "b" in dir()) if False else print("deleted")
grid = {(1, 2): "here"}
print(grid[1, 2])


class Node:
    pass


root = Node()
root.child = Node()
root.child.value = 10
root.child.value += 5
print(root.child.value)
del root.child.value
print(hasattr(root.child, "value"))


class Pair:
    def __enter__(self):
        return (1, 2)

    def __exit__(self, *a):
        return False


with Pair() as (p, q):
    print(p, q)
for v, in [(1,), (2,)]:
    print(v)
a, = [9]
[c, d] = "cd"
e = f = g = []
e.append(1)
print(a, c, d, f, g is e)
m = n = o = 0
print([x for x in range(10) if x % 2 if x > 3])
print(0o17 + 0x1F + 0b11 + 1_000, not not 1, -(-1), 1 if 0 else 2 if 0 else 3)
print(f"{'nested'}", f"{x:{'>'}{6}}|", "a" f"{1}" "c", b"a" b"b")


def local_del():
    u, w, z = 1, [1, 2], 3
    del (u, [z]), w[0]
    try:
        return u
    except UnboundLocalError:
        return "unbound", w


print(local_del())
