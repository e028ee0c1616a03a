s = "  Hello, World  "
print(s.strip(), "|" + s.lstrip() + "|", "|" + s.rstrip() + "|", "xxhixx".strip("x"))
print("a,b,,c".split(","), "a b  c ".split(), "a-b-c".split("-", 1), "".split(), "x".split(","))
print("-".join(["a", "b", "c"]), "".join([]), ", ".join(str(i) for i in range(3)))
print("hello".replace("l", "L"), "aaa".replace("a", "b", 2), "ab".replace("", "-"))
print("hello".find("l"), "hello".rfind("l"), "hello".find("z"), "hello".index("e"), "hello".count("l"))
print("hello".startswith("he"), "hello".endswith(("x", "lo")), "Hello".upper(), "Hello".lower())
print("123".isdigit(), "12a".isdigit(), "abc".isalpha(), " ".isspace(), "ab1".isalnum(), "AB".isupper(), "ab".islower())
print("ab".center(6, "*"), "ab".ljust(5) + "|", "ab".rjust(5), "42".zfill(5), "-42".zfill(6))
print("hello world".title(), "hello".capitalize(), "HeLLo".swapcase(), "a=b".partition("="))
print("{} + {} = {}".format(1, 2, 3), "{0}{1}{0}".format("a", "b"), "{name}!".format(name="hi"), "{:>5}|{:<4}|{:^5}|".format("a", "b", "c"))
print("{!r} {:05d} {:.3f} {:,}".format("q", 42, 2.5, 1234567), "{{}}".format())
print("%s is %d years, %5.1f%%" % ("Bob", 42, 99.5), "%-5s|%5s|" % ("a", "b"), "%x %o %X" % (255, 8, 255), "%03d" % 7)
print("%r" % "x", "%s" % [1, 2], "%d" % 3.9, "%c" % 65)
print(ord("a"), chr(98), hex(255), bin(5), oct(8), hex(-1), ord("é"), chr(233))
print(f"{'x':*^7}", f"{12:+d}", f"{-5:4}", f"{7:b}", f"{3.0:.1f}", f"{1/3:.4f}", f"{10:x}", f"{'abc':.2}")
try:
    "%d %d" % (1,)
except TypeError as e:
    print("TypeError:", e)
try:
    "%d" % (1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError:", e)
