s = "banana"
print(s.find("an"), s.find("an", 2), s.find("an", 2, 4), s.find("x"), s.rfind("an"), s.rfind("n", 0, 3))
print(s.index("n"), s.rindex("a"), s.count("a"), s.count("an"), s.count(""), s.count("a", 2))
print("".find(""), "abc".find(""), "abc".find("c", -1))
