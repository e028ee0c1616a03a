for f in [lambda: 1.0 / 0, lambda: 1 / 0, lambda: 1.5 // 0.0, lambda: 2.5 % 0, lambda: 0.0 ** -1]:
    try:
        f()
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
try:
    math_free()
except NameError as e:
    print("NameError", e)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError", e)
