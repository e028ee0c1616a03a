# else clauses of loops: run when no break; break inside try/finally; nested loops
def find(items, target):
    for i, v in enumerate(items):
        if v == target:
            break
    else:
        return "not found"
    return f"found at {i}"


print(find([1, 2, 3], 2), find([], 1), find([1], 5))
n = 0
while n < 3:
    n += 1
else:
    print("while done", n)
while True:
    try:
        break
    finally:
        print("finally on break")
for i in range(3):
    for j in range(3):
        if j == 1:
            break
    else:
        print("never")
    if i == 1:
        continue
    print("outer", i, j)
else:
    print("outer else")
