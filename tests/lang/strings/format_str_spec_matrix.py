# str format specs: fill/align/width/precision
vals = ["", "a", "hello", "héllo", "a longer string"]
specs = ["", "s", "5", "<5", ">5", "^5", "^6", "*^7", "-<8", ".2", ".0", "8.3", ">8.3s", "^10.4", "0<5", "05"]
for v in vals:
    row = []
    for sp in specs:
        try:
            row.append(format(v, sp))
        except ValueError as e:
            row.append(str(e))
    print(repr(v), row)
for sp in ["d", "+", " 5", "#", ",", "x", "=5", "z"]:
    try:
        print(format("abc", sp))
    except ValueError as e:
        print(sp, type(e).__name__, e)
