for i in range(5):
    print(i, end=" ")
print()
for i in range(2, 10, 3):
    print(i, end=" ")
print()
for i in range(10, 0, -2):
    print(i, end=" ")
print()
for i in range(0):
    print("never")
total = 0
for i in range(1000):
    total += i
print(total)
for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if j > 1:
            break
        print(i, j)
