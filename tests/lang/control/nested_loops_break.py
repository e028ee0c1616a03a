found = None
for i in range(1, 10):
    for j in range(1, 10):
        if i * j == 42:
            found = (i, j)
            break
    if found:
        break
print(found)
total = 0
for i in range(5):
    if i == 1:
        continue
    for j in range(3):
        if j == 2:
            break
        total += i * j
print(total)
