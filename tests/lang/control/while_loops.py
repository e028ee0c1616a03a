i = 0
total = 0
while i < 100:
    i += 1
    if i % 3 == 0:
        continue
    if i > 50:
        break
    total += i
print(i, total)
n = 27
steps = 0
while n != 1:
    if n % 2:
        n = 3 * n + 1
    else:
        n //= 2
    steps += 1
print(steps)
