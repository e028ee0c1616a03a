# The fill may be any one character, ASCII or not, also an align character itself
print(repr(format(5, "é>4")), repr(format("x", "é^5")), repr(format("é", "é<3")), repr(format(-3, "★=6")))
print(repr(format(5, "<<5")), repr(format(5, ">>5")), repr(format(5, "^^5")), repr(format(5, "==+5")))
print(repr("{:€>8.2f}".format(3.14159)), repr(f"{'mid':·^9}"), repr(f"{42:0<6}"), ascii(f"{'x':\u3000>3}"))
print(repr("ab".center(6, "é")), repr("ab".ljust(5, "★")), repr("ab".rjust(4, "ü")), repr("abc".center(6, "·")))
for f in [lambda: "a".center(5, "ab"), lambda: "a".center(5, ""), lambda: "a".center(5, 1), lambda: "a".ljust("5")]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
