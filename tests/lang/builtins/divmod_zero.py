try:
    divmod(1.0, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
divmod(5, 0)
