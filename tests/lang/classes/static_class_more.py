class Pizza:
    count = 0

    def __init__(self, toppings):
        self.toppings = toppings
        Pizza.count += 1

    @classmethod
    def margherita(cls):
        return cls(["tomato", "mozzarella"])

    @staticmethod
    def is_vegetarian(toppings):
        return "ham" not in toppings

    @classmethod
    def made(cls):
        return cls.count


class BigPizza(Pizza):
    pass


p = Pizza.margherita()
b = BigPizza.margherita()
print(p.toppings, type(b).__name__, Pizza.made(), b.made())
print(Pizza.is_vegetarian(["ham"]), p.is_vegetarian(p.toppings))
