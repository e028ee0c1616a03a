class Nope:
    pass


try:
    for x in Nope():
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    len(Nope())
except TypeError as e:
    print("TypeError:", e)
try:
    Nope()[0]
except TypeError as e:
    print("TypeError:", e)
try:
    Nope()()
except TypeError as e:
    print("TypeError:", e)
try:
    Nope() + 1
except TypeError as e:
    print("TypeError:", e)
-Nope()
