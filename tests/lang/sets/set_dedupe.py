names = ["ann", "bob", "ann", "cy", "bob"]
unique = sorted(set(names))
print(unique, len(set(names)))
seen = set()
ordered = []
for n in names:
    if n not in seen:
        seen.add(n)
        ordered.append(n)
print(ordered)
print(sorted({x % 3 for x in range(10)}), set("hello") == set("olleh"))
