# str.split() without a separator: runs of white space, ends, maxsplit
cases = ["", "   ", " a", "a ", "  a  b  ", "a\tb\nc\r\nd", "\x0b\x0ca\x0bb", "a b c d"]
for s in cases:
    print(repr(s), s.split(), s.split(None, 1), s.split(maxsplit=2), s.split(None, 0))
print("  a b  ".split(None, 0))
print("  a b  c ".split(maxsplit=1))
print("  a b  c ".rsplit(maxsplit=1))
print("  a b  c ".rsplit(None, 0))
print("a\u3000b".split())
print("a\xa0b".split())
