class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __iter__(self):
        yield self.value
        for c in self.children:
            yield from c

    def leaves(self):
        if not self.children:
            yield self.value
        for c in self.children:
            yield from c.leaves()


t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
print(list(t), list(t.leaves()), sum(t), max(t))
