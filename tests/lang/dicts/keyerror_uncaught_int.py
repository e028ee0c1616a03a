# An uncaught KeyError prints the key's repr: KeyError: 0
d = {1: "one"}
print(d[1])
print(d[0])
