print(None == None, None is None, None == 0, None == False, bool(None), str(None))
print(True + True, True * 3, False - 1, True / 2, True == 1, int(True))
print(True and "yes", False or "fallback", None or 0 or "", 0 and 1 / 0)
print([] == [], [] is [], not [], not [0], bool(" "), bool(""), bool(0.0), bool(-1))
