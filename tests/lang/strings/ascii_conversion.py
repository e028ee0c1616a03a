# ascii(), !a, %a and {!a}: repr with every non-ASCII code point escaped
words = ["plain", "café", "naïve €5", "日本", "emoji 😀", "tab\there", ""]
for w in words:
    print(ascii(w), f"{w!a}", "%a" % w, "{!a}".format(w), "{0!a:>14}|".format(w))
print(ascii(["é", ("ü", 1)]), ascii({"ß": "ø"}), ascii(3), ascii(None))
print(f"{'é'!a:^10}|", "%8a|" % "é", "%-8a|" % "é")

class P:
    def __repr__(self):
        return "P(ñ)"
print(ascii(P()), f"{P()!a}", "%a" % (P(),))
try:
    ascii()
except TypeError as e:
    print("TypeError", e)
