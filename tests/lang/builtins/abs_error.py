try:
    abs("x")
except TypeError as e:
    print("TypeError:", e)
abs([1, 2])
