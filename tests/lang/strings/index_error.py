try:
    "abc".rindex("z")
except ValueError as e:
    print("ValueError:", e)
"hello".index("world")
