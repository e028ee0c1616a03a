try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    sum(1)
except TypeError as e:
    print("TypeError:", e)
sum(["a", "b"], "")
