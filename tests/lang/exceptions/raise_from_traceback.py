try:
    1 // 0
except ZeroDivisionError as e:
    raise ArithmeticError("wrapped") from e
