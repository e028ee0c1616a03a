# split(None, n): once maxsplit is spent, the rest is kept as it is, trailing white space too
print("a b    ".split(None, 1))
print("a  b  c  ".split(None, 1))
print("a  b  c  ".split(None, 2))
print("  a  b  c  ".split(None, 0))
print("  a  b  c  ".split(maxsplit=1))
print("a b".split(None, 5), "a ".split(None, 1), " a".split(None, 1), "   ".split(None, 1))
print("x\ty\n z \n".split(None, 1), "x\ty\n z \n".split(None, 2))
print("a,b,,c,".split(",", 2), "a,b,,c,".split(",", 0), ",".split(",", 1))
line = "move  north   quickly  "
cmd, rest = line.split(None, 1)
print(repr(cmd), repr(rest))
