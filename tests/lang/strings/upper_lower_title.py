s = "hello World, it's 3pm"
print(s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase())
print("ABC".lower().upper(), "mIxEd".casefold() if hasattr("", "casefold") else "mixed")
