# a generator expression consumed by C code (join, sum, sorted ...) inside another one is
# a nested VM run inside a nested VM run; on the board's 1.5 KB C stack, a dict lookup or
# an == at that depth raised RecursionError; the 2 KB stack holds it (docs/memory.md)
CODE = {"A": ".-", "B": "-..."}
words = ["AB", "BA"]
print(" / ".join(" ".join([CODE[c] for c in w]) for w in words))
print(" / ".join([" ".join(CODE[c] for c in w) for w in words]))
try:
    print(" / ".join(" ".join(CODE[c] for c in w if c in CODE) for w in words))
except RecursionError:
    print("RecursionError")
