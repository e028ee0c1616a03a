s = list("abcdefgh")
for start in (None, -10, -3, 0, 2, 10):
    for stop in (None, -10, -2, 0, 5, 10):
        for step in (None, -3, -1, 1, 2):
            print(start, stop, step, "".join(s[start:stop:step]), "abcdefgh"[start:stop:step] == "".join(s[start:stop:step]))
