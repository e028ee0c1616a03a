try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
"abc".split(1)
