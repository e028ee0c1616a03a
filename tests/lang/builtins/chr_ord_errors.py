try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    ord("")
except TypeError as e:
    print("TypeError:", e)
try:
    chr(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    chr("a")
except TypeError as e:
    print("TypeError:", e)
chr(0x110000)
