print(format(3.5, "08.3f"), format(10, "b"), format("s", "^5"), format(1234567, ","), format(0.25, ".1%"))
print(format(42), format("text"), format([1, 2]), format(True), format(None), format(-7, "+05d"))
try:
    format(5, "q")
except ValueError as e:
    print("ValueError:", e)
format("x", "d")
