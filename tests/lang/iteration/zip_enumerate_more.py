names = ["ann", "bob", "cy"]
scores = [90, 85]
print(list(zip(names, scores)), list(zip()), list(zip(names)), dict(zip(names, range(3))))
for rank, (name, score) in enumerate(zip(names, scores), 1):
    print(rank, name, score)
pairs = [(1, "a"), (2, "b")]
nums, letters = zip(*pairs)
print(nums, letters, list(enumerate("ab", start=10)))
