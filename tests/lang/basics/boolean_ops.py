print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print("" or "default", "set" or "default")
print(None and 1, None or 0)
x = 5
print(x > 3 and x < 10, x > 7 or x == 5)
print(not (x > 3 and x < 4))
