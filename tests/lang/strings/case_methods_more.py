# title/capitalize/swapcase/upper/lower on ASCII text with digits and punctuation
for s in ["hello world", "HELLO", "hELLO wORLD", "they're bill's", "3rd place", "a1b2c3", "", "x",
          "o'neil mc-donald", "  leading", "UPPER lower Mixed"]:
    print(repr(s), s.title(), s.capitalize(), s.swapcase(), s.upper(), s.lower())
print("ABC".isupper(), "AbC".isupper(), "123".isupper(), "A1".isupper())
print("abc".islower(), "a1".islower(), "1".islower())
