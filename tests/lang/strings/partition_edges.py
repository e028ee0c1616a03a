# partition and rpartition: first/last occurrence, missing separator, empty separator
for s in ["", "a", "=", "a=b", "a=b=c", "==", "=a", "a="]:
    print(repr(s), s.partition("="), s.rpartition("="))
print("abcabc".partition("bc"))
print("abcabc".rpartition("bc"))
print("abc".partition("abcd"))
print("abc".rpartition("abcd"))
print("aaa".partition("aa"), "aaa".rpartition("aa"))
for m in ("partition", "rpartition"):
    try:
        getattr("abc", m)("")
    except ValueError as e:
        print(m, type(e).__name__, e)
    try:
        getattr("abc", m)(None)
    except TypeError as e:
        print(m, type(e).__name__, e)
head, sep, tail = "key: value: more".partition(": ")
print(head, "|", sep, "|", tail)
