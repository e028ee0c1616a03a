try:
    ",".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    ",".join(5)
except TypeError as e:
    print("TypeError:", e)
",".join(["a", 2])
