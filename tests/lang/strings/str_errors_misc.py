s = "abc"
try:
    s[0] = "x"
except TypeError as e:
    print("TypeError:", e)
try:
    s[10]
except IndexError as e:
    print("IndexError:", e)
try:
    s + 1
except TypeError as e:
    print("TypeError:", e)
try:
    int("12x")
except ValueError as e:
    print("ValueError:", e)
"abc" * "2"
