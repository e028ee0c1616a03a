# str's other predicates and expandtabs, casefold: ASCII text as CPython (and the empty string)
words = ["", "abc", "ABC", "Abc", "Hello World", "Hello world", "hELLO", "A1 B2", "123", "12a", "1.5",
         " ", "a b", "_x1", "1x", "x-y", "class", "tab\there", "bell\x07", "del\x7f", "Title Case Text",
         "They're", "A", "a", "1", "AB Cd", "O'Neil", "X_Y"]
for w in words:
    print(repr(w), w.isascii(), w.isprintable(), w.isidentifier(), w.istitle(), w.isdecimal(),
          w.isnumeric(), w.casefold())
for s in ["a\tb", "\t", "ab\tc\td", "abcdefgh\tx", "a\nb\tc", "x\r\ty", "", "no tabs", "\t\t"]:
    print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(0)), repr(s.expandtabs(-1)),
          repr(s.expandtabs(tabsize=3)), repr(s.expandtabs(1)))
for bad in ["4", 2.0, None]:
    try:
        "a\tb".expandtabs(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    "x".isascii(1)
except TypeError as e:
    print("TypeError", e)
print(b"ab\tc".expandtabs(4), b"Ab".istitle(), bytearray(b"ab").isascii() if hasattr(bytearray, "isascii") else True)
