f = "photo.JPG"
print(f.startswith("photo"), f.endswith(".JPG"), f.lower().endswith((".jpg", ".png")))
print("abc".startswith(("x", "a")), "abc".startswith("b", 1), "abc".endswith("b", 0, 2))
print("".startswith(""), "a".endswith(""), "abc".startswith("abcd"))
for cmd in ["go north", "take lamp", "quit"]:
    if cmd.startswith("go "):
        print("moving", cmd[3:])
    elif cmd.startswith("take "):
        print("taking", cmd[5:])
    else:
        print("other", cmd)
