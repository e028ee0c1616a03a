for ch in "ab":
    print(ch)
for k in {"x": 1, "y": 2}:
    print(k)
for k, v in {"x": 1}.items():
    print(k, v)
for t in (1, "two", 3.0):
    print(type(t).__name__)
for b in b"hi":
    print(b)
for i in range(10, 0, -3):
    print(i)
for x in sorted({3, 1, 2}):
    print(x)
for i, (a, b) in enumerate(zip("xy", [1, 2])):
    print(i, a, b)
