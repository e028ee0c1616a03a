class Item:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    def __str__(self):
        return f"{self.name:<8}{self.price:>6.2f}"

    def __repr__(self):
        return "Item(%r, %s)" % (self.name, self.price)


items = [Item("tea", 2.5), Item("cake", 3.25)]
for it in items:
    print(it)
print(items)
print("Total: {:.2f}".format(sum(i.price for i in items)))
