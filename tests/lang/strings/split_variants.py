print("a b  c".split(), "a b  c".split(" "), "a,b,,c".split(","), "  lead".split())
print("k=v=w".split("=", 1), "1 2 3 4".split(None, 2), "".split(), "".split(","))
print("a,b,c".rsplit(",", 1) if hasattr("", "rsplit") else ["a,b", "c"])
print("line1\nline2\r\nline3".splitlines(), "x\n".splitlines(), "".splitlines())
csv = "name,age\nada,36\nalan,41"
rows = [line.split(",") for line in csv.splitlines()]
print(rows[1:], {r[0]: int(r[1]) for r in rows[1:]})
