# str's other predicates and casefold: ASCII text as CPython (and the empty string)
words = ["", "abc", "ABC", "Abc", "Hello World", "Hello world", "hELLO", "A1 B2", "123", "12a", "1.5",
         " ", "a b", "_x1", "1x", "x-y", "class", "tab\there", "bell\x07", "del\x7f", "Title Case Text",
         "They're", "A", "a", "1", "AB Cd", "O'Neil", "X_Y"]
for w in words:
    print(repr(w), w.isascii(), w.isprintable(), w.isidentifier(), w.istitle(), w.isdecimal(),
          w.isnumeric(), w.casefold())
try:
    "x".isascii(1)
except TypeError as e:
    print("TypeError", e)
print(b"Ab".istitle(), bytearray(b"ab").isascii() if hasattr(bytearray, "isascii") else True)
