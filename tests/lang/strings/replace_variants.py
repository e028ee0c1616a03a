print("aaa".replace("a", "b"), "aaa".replace("a", "b", 2), "abc".replace("", "-"))
print("hello world".replace("world", "micro:bit"), "x".replace("y", "z"), "aa".replace("a", "aa"))
msg = "the cat sat on the mat"
print(msg.replace("at", "og").replace("the", "a"))
