class Card:
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit

    def __str__(self):
        return f"{self.rank} of {self.suit}"

    def __repr__(self):
        return f"Card({self.rank!r}, {self.suit!r})"


c = Card("Q", "hearts")
print(c, str(c), repr(c), [c], f"{c}", f"{c!r}", "%s / %r" % (c, c), "{}".format(c))


class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"


print(OnlyRepr(), str(OnlyRepr()))
