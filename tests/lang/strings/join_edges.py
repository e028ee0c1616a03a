# join with any iterable of strings; errors name the item
print(",".join([]), ",".join(["a"]), ",".join(("a", "b")), "".join("abc"))
print("-".join(x for x in "xyz"), "/".join({"k": 1, "j": 2}), ", ".join(map(str, range(4))))
print("ab".join(["1", "2", "3"]))
try:
    ",".join(["a", 2, "c"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    ",".join([None])
except TypeError as e:
    print(type(e).__name__, e)
