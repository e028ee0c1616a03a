s = "the quick brown fox jumps over the lazy dog"
print(s.find("the"), s.find("the", 1), s.rfind("the"), s.find("cat"), s.find(""), s.find("o", 20, 30))
print(s.index("quick"), s.rindex("o"), s.count("o"), s.count("the"), s.count(""), "aaaa".count("aa"))
print(s.startswith("the"), s.startswith("quick", 4), s.endswith("dog"), s.endswith(("cat", "dog")))
try:
    s.index("cat")
except ValueError as e:
    print("ValueError:", e)
print("héllo".find("l"), "héllo".index("o"))
