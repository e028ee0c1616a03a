# strip(chars) takes whole characters: a non-ASCII one never strips part of another
print(ascii("üéü".strip("é")), ascii("éaé".strip("é")), ascii("üxü".strip("é")))
print(ascii("ééxéé".lstrip("é")), ascii("ééxéé".rstrip("é")), ascii("éüxüé".strip("üé")))
print(ascii("€100€".strip("€")), ascii("100€".rstrip("0€")), ascii("日本語".strip("語日")))
print("xxabcxx".strip("x"), "abc".strip(""), "  a  ".strip(None), "aaa".strip("a"))
