words = "the quick brown fox jumps over the lazy dog the end".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
lengths = {w: len(w) for w in words if len(w) > 3}
print(lengths)
inverted = {v: k for k, v in {"a": 1, "b": 2}.items()}
print(inverted, dict(zip("abc", range(3))), dict(a=1, b=2))
