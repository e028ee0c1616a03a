# e and g float formats: wispy does not have them yet (docs/language.md), so each is tried
tries = [
    lambda: f"{3.14159:e}",
    lambda: f"{3.14159:.3g}",
    lambda: "%e" % 12345.678,
    lambda: "%g" % 0.0001,
    lambda: "{:E}".format(1e-10),
]
for t in tries:
    try:
        print(t())
    except NotImplementedError:
        print("NotImplementedError")
