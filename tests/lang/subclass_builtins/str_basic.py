# A subclass of str: str methods, operators, printing
class S(str):
    def shout(self):
        return self.upper() + "!"


s = S("hello")
print(s, len(s), s[0], s[1:3], s.shout(), s.upper(), s.split("l"), s + " world", "> " + s)
print(isinstance(s, str), type(s) is S, type(s).__name__, s == "hello", "ell" in s, s * 2)
print(repr(s), str(s), f"[{s}]", f"{s:>8}", "%s!" % s, hash(s) == hash("hello"))
print({"hello": 1}[s], sorted(S("cba")), list(s), s.startswith("he"), s.find("l"))
print(S(), S(42), S([1, 2]), type(S(1)).__name__, s < "world", s.replace("l", "L"))
for c in S("ab"):
    print(c)
