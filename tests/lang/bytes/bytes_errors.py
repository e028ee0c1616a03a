try:
    bytes([256])
except ValueError as e:
    print("ValueError:", e)
try:
    b"a" + "b"
except TypeError as e:
    print("TypeError:", e)
try:
    b"abc"[5]
except IndexError as e:
    print("IndexError:", e)
b = b"xyz"
b[0] = 65
