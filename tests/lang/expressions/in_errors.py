try:
    1 in "abc"
except TypeError as e:
    print("TypeError:", e)
try:
    [] in {1: 2}
except TypeError as e:
    print("TypeError:", e)
3 in 5
