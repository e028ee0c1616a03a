a = [1, 2, 3]
print(a[-1], a[-3])
try:
    a[3]
except IndexError as e:
    print("IndexError:", e)
try:
    a["0"]
except TypeError as e:
    print("TypeError:", e)
try:
    a[1.0]
except TypeError as e:
    print("TypeError:", e)
a[-4]
