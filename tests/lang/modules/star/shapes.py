# A module imported with `from shapes import *`: its public names, not _private ones.
SIDES = {"triangle": 3, "square": 4}
_hidden = "not imported"


def sides(name):
    return SIDES[name]


class Shape:
    def __init__(self, name):
        self.name = name
        self.n = sides(name)
