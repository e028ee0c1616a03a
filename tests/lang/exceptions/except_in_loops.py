total = 0
for s in ["1", "x", "3", "", "5"]:
    try:
        total += int(s)
    except ValueError:
        print("skip", repr(s))
        continue
    print("added", s)
print("total", total)

n = 0
while n < 10:
    n += 1
    try:
        if n == 4:
            raise StopIteration
    except StopIteration:
        print("stop at", n)
        break
print("n", n)
