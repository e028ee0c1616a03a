# find/rfind/index/rindex/count with start and end, negative and out of range
s = "abracadabra"
for args in [("a",), ("a", 1), ("a", -3), ("a", 20), ("a", 2, 4), ("a", -100, 100),
             ("bra", 0, 4), ("bra", 0, 3), ("", 5), ("", 11), ("", 12), ("z",), ("a", None, 5)]:
    print(args, s.find(*args), s.rfind(*args), s.count(*args))
print("".count(""), "abc".count(""), "abc".count("", 1), "abc".count("", 5))
print("aaaa".count("aa"), "aaaa".find("aa", 1), "aaaa".rfind("aa"))
for m in ("index", "rindex"):
    try:
        getattr(s, m)("z")
    except ValueError as e:
        print(m, type(e).__name__, e)
    print(getattr(s, m)("a", 1, 5))
