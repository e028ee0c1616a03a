# str.split with an explicit separator: empty pieces, separators at the ends, maxsplit
cases = ["", ",", ",,", "a,", ",a", "a,,b", ",a,,b,", "abc"]
for s in cases:
    print(repr(s), s.split(","), s.split(",", 1), s.split(",", 0), s.split(",", -1))
print("a--b--c".split("--"))
print("a---b".split("--"))
print("aaa".split("a"))
print("aaaa".split("aa"))
print("x".split("xx"))
print("1<>2<>3".split("<>", 1))
print("a b".split(" "))
print("  a  b ".split(" "))
print("a\tb\nc".split("\t"))
print("héllo wörld".split("ö"))
