a = [1, 2, 3, 4]
try:
    a[::2] = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a[1:2] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    a[::0]
except ValueError as e:
    print("ValueError:", e)
print(a)
t = (1, 2, 3)
t[0:1] = [9]
