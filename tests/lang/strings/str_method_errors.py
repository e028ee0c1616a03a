try:
    "abc".startswith(1)
except TypeError as e:
    print("TypeError:", e)
try:
    "a".center("x")
except TypeError as e:
    print("TypeError:", e)
try:
    "abc".nothing()
except AttributeError as e:
    print("AttributeError:", e)
"{0}".format()
