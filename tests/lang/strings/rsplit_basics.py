# str.rsplit: from the right, with and without a separator and maxsplit
print("a b  c".rsplit(), "a b  c".rsplit(" "), "a,b,,c".rsplit(","))
print("a,b,c".rsplit(",", 1), "a,b,c".rsplit(",", 0), "a,b,c".rsplit(",", -1), "a,b,c".rsplit(",", 5))
print("  a  b  c  ".rsplit(None, 1), "  a  b  c  ".rsplit(None, 0), "  a  b  c  ".rsplit(maxsplit=2))
print("".rsplit(), "".rsplit(","), "   ".rsplit(), ",".rsplit(","))
print("aaa".rsplit("aa"), "aaaa".rsplit("aa", 1), "abcabc".rsplit("bc"))
print("path/to/file.txt".rsplit("/", 1), "file.tar.gz".rsplit(".", 1)[-1])
print("é,ü,ö".rsplit(",", 1), "é ü  ö".rsplit(None, 1))
print("k=v=w".rsplit(sep="=", maxsplit=1))
