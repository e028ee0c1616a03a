word = "micro"
for i, ch in enumerate(word):
    print(i, ch, end="; ")
print()
print(list(word), sorted(word), word[::-1], "".join(sorted(word, reverse=True)))
vowels = sum(1 for c in "programming" if c in "aeiou")
print(vowels, max("hello"), min("hello"), "r" in word)
counts = {}
for c in "mississippi":
    counts[c] = counts.get(c, 0) + 1
print(sorted(counts.items()))
