stack = []
for item in "abc":
    stack.append(item)
while stack:
    print("pop", stack.pop())
queue = [1, 2, 3]
while queue:
    print("serve", queue.pop(0))
matrix = [[r * 3 + c for c in range(3)] for r in range(3)]
print(matrix, [row[1] for row in matrix], list(zip(*matrix)))
