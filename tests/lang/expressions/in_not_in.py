print(2 in [1, 2, 3], 4 not in [1, 2, 3], "b" in "abc", "bc" in "abc", "" in "x")
print(1 in (1,), 3 in {1: 2, 3: 4}, 4 in {1: 2, 3: 4}, 2 in {1, 2})
print(5 in range(0, 10, 5), 6 in range(0, 10, 5), -1 in range(3))
print(b"b" in b"abc", 98 in b"abc", 1.0 in [1], True in [1])
print("k" in {"k": 1}.keys(), 1 in {"k": 1}.values(), ("k", 1) in {"k": 1}.items())
print([1] in [[1], [2]], None in [0, False], not 1 in [2])


class Shelf:
    def __init__(self, books):
        self.books = books

    def __contains__(self, title):
        return title.lower() in self.books


shelf = Shelf(["dune", "emma"])
print("Dune" in shelf, "Ulysses" not in shelf)
