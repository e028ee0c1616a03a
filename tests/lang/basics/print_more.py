# print: sep and end (None means the default), several values, no values, flush accepted
print()
print(1, 2, 3, sep=None, end=None)
print("a", "b", sep="")
print("a", "b", sep=", ", end=".\n")
print(*[1, 2, 3], sep="-")
print(*"abc")
print("no newline", end="")
print(" continued")
print(None, True, 1.0, [None], flush=True)
try:
    print(sep=5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(end=[])
except TypeError as e:
    print(type(e).__name__, e)
