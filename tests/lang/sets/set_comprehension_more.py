# set comprehensions with conditions and nesting; sets of tuples; set algebra over words
words = "the cat sat on the mat with the hat".split()
print(sorted({w for w in words if "at" in w}), sorted({len(w) for w in words}), sorted({w[0] for w in words}))
pairs = {(a, b) for a in range(3) for b in range(3) if a < b}
print(sorted(pairs), len(pairs), (0, 2) in pairs, (2, 0) in pairs)
vowels = set("aeiou")
print(sorted({c for w in words for c in w} - vowels), sorted(vowels & set("".join(words))))
s1, s2 = {w for w in words[:4]}, {w for w in words[4:]}
print(sorted(s1 | s2), sorted(s1 & s2), sorted(s1 - s2), sorted(s1 ^ s2), s1.isdisjoint(s2))
print({x % 3 for x in range(10)} == {0, 1, 2}, {()} | {(1,)} == {(), (1,)}, len({frozenset(), frozenset()}))
