# A generator expression in a class body (it once became a class attribute named '<genexpr>')
class Table:
    sizes = [3, 1, 2]
    total = sum(n for n in sizes)
    biggest = max(n for n in [4, 5])
    names = list(str(n) for n in range(3))
    print(total, biggest, names)
print(Table.total, Table.biggest, Table.names, [k for k in vars(Table) if "genexpr" in k])
def f():
    g = (i * 2 for i in range(3))
    return sorted(locals()), list(g)
print(f())
