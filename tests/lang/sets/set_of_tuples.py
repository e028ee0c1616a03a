visited = set()
path = [(0, 0), (0, 1), (1, 1), (0, 1), (0, 0)]
for p in path:
    if p in visited:
        print("revisit", p)
    visited.add(p)
print(sorted(visited), len(visited))
