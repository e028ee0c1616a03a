class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


head = None
for i in range(50):
    head = Node(i, head)
total = 0
n = head
while n is not None:
    total += n.value
    n = n.next
print(total)


class Tree:
    def __init__(self, v):
        self.v = v
        self.left = None
        self.right = None

    def insert(self, v):
        if v < self.v:
            if self.left is None:
                self.left = Tree(v)
            else:
                self.left.insert(v)
        else:
            if self.right is None:
                self.right = Tree(v)
            else:
                self.right.insert(v)

    def walk(self, out):
        if self.left:
            self.left.walk(out)
        out.append(self.v)
        if self.right:
            self.right.walk(out)
        return out


t = Tree(50)
for v in [30, 70, 20, 40, 60, 80, 35, 65]:
    t.insert(v)
print(t.walk([]))
