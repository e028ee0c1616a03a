rows = []
for i in range(1, 4):
    rows.append(" ".join(f"{i * j:3d}" for j in range(1, 6)))
print("\n".join(rows))
s = ""
for c in "hello":
    s += c.upper()
print(s, s.lower().count("l"), s[::-1].lower())
words = "one two three two one".split()
print(" ".join(w for w in words if " ".join(words).count(w) > 1))
print("|".join(["%-5s" % w for w in words[:3]]))
