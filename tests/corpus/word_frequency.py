# Word frequencies of an embedded text: cleaning, counting, ranking and a histogram.

TEXT = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair, we had everything before us,
we had nothing before us, we were all going direct to Heaven, we were all going
direct the other way -- in short, the period was so far like the present period,
that some of its noisiest authorities insisted on its being received, for good
or for evil, in the superlative degree of comparison only.
"""

STOP_WORDS = {"the", "of", "it", "was", "we", "to", "in", "on", "for", "or", "so", "that", "its"}


def words(text):
    cleaned = []
    for raw in text.lower().split():
        word = raw.strip(".,;:-!?\"'")
        if word:
            cleaned.append(word)
    return cleaned


def count(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return counts


def top(counts, n):
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


all_words = words(TEXT)
counts = count(all_words)
print("words: %d, distinct: %d" % (len(all_words), len(counts)))
print("most common:")
for word, n in top(counts, 8):
    print("  %-10s %3d %s" % (word, n, "*" * n))

interesting = {w: n for w, n in counts.items() if w not in STOP_WORDS}
print("without stop words:", top(interesting, 5))

by_length = {}
for w in counts:
    by_length.setdefault(len(w), []).append(w)
for length in sorted(by_length):
    group = sorted(by_length[length])
    print("%2d letters: %s" % (length, ", ".join(group[:6]) + (" ..." if len(group) > 6 else "")))

letters = count(c for c in TEXT.lower() if c.isalpha())
common_letters = "".join(c for c, _ in top(letters, 10))
print("letters by frequency:", common_letters)
vowels = sum(n for c, n in letters.items() if c in "aeiou")
print("vowels: %d of %d letters (%.1f%%)" % (vowels, sum(letters.values()), 100 * vowels / sum(letters.values())))
longest = max(counts, key=lambda w: (len(w), w))
print("longest word:", longest, len(longest))
pairs = count(zip(all_words, all_words[1:]))
print("commonest pair:", " ".join(max(pairs, key=lambda p: (pairs[p], p))), max(pairs.values()))
capitals = [w.strip(",.") for w in TEXT.split() if w[0].isupper()]
print("capitalised:", sorted(set(capitals)))
print("lines:", len(TEXT.strip().splitlines()), "| first words:", [line.split()[0] for line in TEXT.strip().splitlines()][:4])
