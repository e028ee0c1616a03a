x = 5
try:
    x()
except TypeError as e:
    print(e)
items = [1, 2]
items(0)
