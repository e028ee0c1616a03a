entries = ["12", "7", "x9"]
total = 0
for e in entries:
    total += int(e)
    print(total)
