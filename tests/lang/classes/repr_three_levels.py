# a __repr__ that formats a list of objects whose __repr__ formats a list of objects ...:
# each level is a nested VM run on the 1.5 KB C stack, and each container printed inside
# one takes more of it; wispy stops with RecursionError (docs/language.md)
class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __repr__(self):
        return f"Node({self.value!r}, {self.children})"


two = Node(1, [Node(2)])
print(two)
three = Node(1, [Node(2, [Node(3)])])
try:
    print(three)
except RecursionError:
    print("RecursionError")

