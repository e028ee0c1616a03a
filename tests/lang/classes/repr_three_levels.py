# a __repr__ that formats a list of objects whose __repr__ formats a list of objects ...:
# past the first level the f-string field's __repr__ runs deferred, in the loop of the
# level above, not in a nested run on the C stack (vm.c "deferred calls"; before, the
# third level raised RecursionError on the board)
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

