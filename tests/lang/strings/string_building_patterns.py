# common ways of building strings: join, +=, format, %, f-strings, multiplication, repr of escapes
rows = [("apple", 3, 0.5), ("banana", 12, 0.25), ("cherry", 150, 10.0)]
out = ""
for name, qty, price in rows:
    out += f"{name:<8}{qty:>5}{price:>8.2f}\n"
print(out, end="")
print("\n".join("%-8s%5d%8.2f" % r for r in rows))
print("|".join("{:^7}".format(n) for n, _, _ in rows))
table = [[str(i * j).rjust(3) for j in range(1, 5)] for i in range(1, 4)]
print("\n".join("".join(r) for r in table))
print(repr("a\\b"), repr("line1\nline2"), repr("\t\r\x07"), "a\\b", len("\\n"), r"\d+\s", repr(r"\n"))
s = ""
for i in range(5):
    s = s + str(i) if i % 2 else s + "-"
print(s, "=" * 20, "ab" "cd", ("x" "y") * 2)
