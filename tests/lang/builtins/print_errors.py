try:
    print("a", sep=5)
except TypeError as e:
    print("TypeError:", e)
print("x", end=3)
