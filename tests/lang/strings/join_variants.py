print(", ".join(["a", "b", "c"]), "".join("xyz"), "-".join(()), "+".join(["solo"]))
print(" ".join(str(n) for n in range(5)), "\n".join(["l1", "l2"]))
print("".join(reversed("stressed")), ":".join({"k": 1, "j": 2}))
