def f(n):
    try:
        try:
            if n == 0:
                raise ValueError("v")
            if n == 1:
                raise TypeError("t")
            return "none"
        except ValueError as e:
            return "inner " + str(e)
    except TypeError as e:
        return "outer " + str(e)

for n in range(3):
    print(f(n))

try:
    try:
        raise KeyError("k")
    finally:
        print("inner finally")
except KeyError as e:
    print("caught", repr(e))
