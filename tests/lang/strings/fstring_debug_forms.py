# f-string '=' specifier (3.8+): the expression text, then its repr (or its format with a spec)
x, name = 3.14159, "wispy"
print(f"{x=}", f"{name=}", f"{x = }", f"{x=:.2f}", f"{name=!s}", f"{1 + 2=}", f"{name.upper()=}")
items = [1, 2]
print(f"{items=}", f"{len(items)=}", f"{items[0]=}")
