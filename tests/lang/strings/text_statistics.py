# word frequencies, longest words, character classes and a histogram from a text
text = """The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!
A second line, with punctuation -- and numbers like 42 and 7."""
words = [w.strip(".,;!-").lower() for w in text.split()]
words = [w for w in words if w]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(len(words), len(freq), top)
print(sorted({w for w in words if len(w) == max(map(len, words))}), sum(c.isdigit() for c in text))
letters = {}
for c in text.lower():
    if c.isalpha():
        letters[c] = letters.get(c, 0) + 1
for c, n in sorted(letters.items(), key=lambda kv: -kv[1])[:4]:
    print(f"{c} {'#' * n} {n}")
print(text.count("the"), text.lower().count("the"), text.find("dog"), text.rfind("dog"), text.splitlines()[1][:8])
caps = "".join(w[0].upper() for w in words if w.isalpha())
print(caps, " ".join(w.capitalize() for w in words[:4]), text.title()[:20])
