class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __repr__(self):
        return f"Node({self.value!r}, {self.children})"


leaf = Node("leaf")
tree = Node(1, [Node(2), Node(3, [leaf])])
print(leaf)
print([leaf, {"k": leaf}])
print(tree.children)
print(f"{[1, (2, 'x')]} {({'a': [1]})}")



class Inventory:
    def __init__(self):
        self.items = {"apple": 3, "pear": 1}

    def __str__(self):
        return f"Inventory with {self.items} and {len(self.items)} kinds"


print(Inventory(), [str(Inventory())])
