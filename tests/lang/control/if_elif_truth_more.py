# if/elif/else with values of every kind as conditions; nested conditions; early exits
def classify(v):
    if v is None:
        return "none"
    elif isinstance(v, bool):
        return "bool-" + ("t" if v else "f")
    elif isinstance(v, (int, float)) and not v:
        return "zero"
    elif isinstance(v, (int, float)):
        return "neg" if v < 0 else "pos"
    elif not v:
        return "empty " + type(v).__name__
    else:
        return "full " + type(v).__name__


for v in [None, True, False, 0, 0.0, -0.0, 3, -2.5, "", "x", [], [0], {}, {"": 0}, (), set(), range(0), range(1)]:
    print(repr(v), classify(v))
