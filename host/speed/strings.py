# Strings made at run time: str(), +, join, split, methods, slicing, f-strings.
def bench():
    words = []
    for i in range(60):
        words.append("w" + str(i * 7))
    text = " ".join(words)
    n = 0
    for w in text.split():
        if w.startswith("w1"):
            n += len(w)
    s = text.upper().replace("W", "x")
    n += s.count("x") + s.find("x42")
    out = ""
    for i in range(40):
        out = f"{i}:{out[-10:]}"
    return n, out
