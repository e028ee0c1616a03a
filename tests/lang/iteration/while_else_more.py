def find(items, target):
    i = 0
    while i < len(items):
        if items[i] == target:
            print("found at", i)
            break
        i += 1
    else:
        print("not found")


find([4, 5, 6], 5)
find([4, 5, 6], 9)
for n in range(2, 12):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, "is prime")
count = 0
while True:
    count += 1
    if count % 2:
        continue
    if count > 6:
        break
    print("even", count)
