# split(), strip() and isspace() know CPython's white space, not ASCII's only
ws = ["\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\xa0", "\u1680", "\u2000", "\u2005", "\u200a", "\u2028",
      "\u2029", "\u202f", "\u205f", "\u3000"]
for w in ws:
    s = w + "a" + w + "b" + w
    print(ascii(w), w.isspace(), ascii(s.split()), ascii(s.rsplit(None, 1)), ascii(s.strip()),
          ascii(s.lstrip()), ascii(s.rstrip()))
for s in ["\u200b", "\u2060", "\ufeff", "x", "\x00", "é"]:
    print(ascii(s), s.isspace(), ascii((s + " a").split()))
print("".isspace(), " \t\n\r\x0b\x0c".isspace(), ascii(" \u3000 ".strip()))
