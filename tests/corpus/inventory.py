# A shop's inventory: record classes written by hand, a namedtuple, sorting, grouping and
# a formatted report.

from collections import namedtuple

Sale = namedtuple("Sale", "sku qty day")


class Item:
    __slots__ = ()  # a typical "lightweight" hint; the subclass below keeps a __dict__ anyway


class Product(Item):
    def __init__(self, sku, name, price, stock=0, tags=None):
        self.sku = sku
        self.name = name
        self.price = price
        self.stock = stock
        self.tags = tags if tags is not None else []

    def __repr__(self):
        return "Product(sku=%r, name=%r, price=%r, stock=%r)" % (self.sku, self.name, self.price, self.stock)

    def __eq__(self, other):
        if not isinstance(other, Product):
            return NotImplemented
        return (self.sku, self.name, self.price) == (other.sku, other.name, other.price)

    def __lt__(self, other):
        return self.price < other.price

    def __hash__(self):
        return hash(self.sku)

    @property
    def value(self):
        return self.price * self.stock


class OutOfStock(Exception):
    def __init__(self, product, wanted):
        super().__init__(f"only {product.stock} of {product.name} left, {wanted} wanted")


class Inventory:
    def __init__(self):
        self.products = {}
        self.sales = []

    def add(self, product):
        if product.sku in self.products:
            raise KeyError(product.sku)
        self.products[product.sku] = product

    def sell(self, sku, qty, day):
        p = self.products[sku]
        if qty > p.stock:
            raise OutOfStock(p, qty)
        p.stock -= qty
        self.sales.append(Sale(sku, qty, day))

    def restock(self, **amounts):
        for sku, qty in amounts.items():
            self.products[sku].stock += qty

    def by_tag(self):
        groups = {}
        for p in self.products.values():
            for tag in p.tags:
                groups.setdefault(tag, []).append(p.name)
        return groups

    def report(self):
        print(f"{'SKU':<6}{'name':<14}{'price':>8}{'stock':>7}{'value':>10}")
        for p in sorted(self.products.values(), key=lambda p: (-p.value, p.sku)):
            print(f"{p.sku:<6}{p.name:<14}{p.price:>8.2f}{p.stock:>7d}{p.value:>10.2f}")
        total = sum(p.value for p in self.products.values())
        print(f"{'total':<35}{total:>10.2f}")


inv = Inventory()
for args in [("A1", "pencil", 0.5, 100, ["school"]), ("B2", "notebook", 2.25, 40, ["school", "paper"]),
             ("C3", "stapler", 7.99, 5), ("D4", "printer paper", 4.75, 12, ["paper"]), ("E5", "glue", 1.2, 0)]:
    inv.add(Product(*args))
inv.report()

for sku, qty, day in [("A1", 30, "mon"), ("B2", 5, "mon"), ("C3", 6, "tue"), ("E5", 1, "tue"), ("D4", 12, "wed"),
                      ("A1", 25, "wed"), ("Z9", 1, "thu")]:
    try:
        inv.sell(sku, qty, day)
    except OutOfStock as e:
        print("cannot sell:", e)
    except KeyError as e:
        print("unknown product", e)

inv.restock(E5=10, C3=2)
try:
    inv.add(Product("A1", "pen", 1.0))
except KeyError as e:
    print("duplicate sku:", e.args[0])
inv.report()

per_day = {}
for sale in inv.sales:
    per_day[sale.day] = per_day.get(sale.day, 0) + sale.qty * inv.products[sale.sku].price
print(per_day)
print(max(inv.sales, key=lambda s: s.qty), inv.sales[0]._replace(qty=1))
print(inv.by_tag())
print(sorted(inv.products.values())[:2])
print(Product("A1", "pencil", 0.5) == inv.products["A1"], Product("A1", "pencil", 0.5) in inv.products.values())
print(len({inv.products["A1"], Product("A1", "pencil", 0.5)}))
cheap = [p.name for p in inv.products.values() if p.price < 2]
print(", ".join(cheap), "|", any(p.stock == 0 for p in inv.products.values()))
