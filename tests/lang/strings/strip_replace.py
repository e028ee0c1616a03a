print(repr("  x  ".strip()), repr("\t\nx\n".strip()), repr("xxaxx".strip("x")), repr("abcba".strip("ab")))
print(repr("  x ".lstrip()), repr(" x  ".rstrip()), repr("www.example.com".lstrip("w.")))
print("aaa".replace("a", "bb"), "hello".replace("ll", ""), "abc".replace("x", "y"), "aaaa".replace("a", "b", 1))
