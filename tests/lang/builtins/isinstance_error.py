try:
    isinstance(1, 2)
except TypeError as e:
    print("TypeError:", e)
issubclass(1, int)
