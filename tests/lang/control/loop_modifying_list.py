items = [1, 2, 3, 4, 5, 6]
for x in items[:]:
    if x % 2 == 0:
        items.remove(x)
print(items)
squares = []
for i in range(5):
    squares.append(i * i)
print(squares)
d = {"a": 1, "b": 2, "c": 3}
for k in list(d):
    if d[k] > 1:
        del d[k]
print(d)
