s = "  \t hello world \n"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcba".strip("ab"), "www.site.com".lstrip("w."), "file.txt".rstrip(".txt"))
print(repr("".strip()), repr("   ".strip()), "0042".lstrip("0"))
