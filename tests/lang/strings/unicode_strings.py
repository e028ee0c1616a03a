# non-ASCII text: lengths, indexing, slicing, find, split, join, reversed, comparisons by code point
s = "héllo wörld ☃ 😀"
print(len(s), s[1], s[-1], s[12:], s[::-1], s.find("ö"), s.index("☃"), s.count("l"), s.split("ö"))
print(s.replace("ö", "o"), "ü" in s, [ord(c) for c in s[-3:]], "-".join("日本語"), s.encode()[:4])
print(sorted(["é", "e", "z", "É", "😀", "a"]), "é" > "z", max("aé☃"), s.startswith("hé"), s.center(20, "·"))
print(repr("tab\there"), repr("nul\x00"), repr("é☃"), ascii("é☃😀"), len("😀".encode()), "x😀y".partition("😀"))
print(f"{'日本':>6}|{'é':^5}|{'☃':*<3}", "%-4s|%3s" % ("é", "☃"), "{:.2}".format("éàü"))
