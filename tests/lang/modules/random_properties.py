import random
random.seed(42)
a = [random.random() for _ in range(5)]
random.seed(42)
b = [random.random() for _ in range(5)]
print(a == b, all(0 <= x < 1 for x in a))
print(all(1 <= random.randint(1, 6) <= 6 for _ in range(100)))
print(all(random.randrange(0, 10, 2) % 2 == 0 for _ in range(50)))
print(random.choice("abc") in "abc", 0 <= random.getrandbits(8) < 256)
u = random.uniform(2, 3)
print(2 <= u <= 3)
deck = list(range(10))
random.shuffle(deck)
print(sorted(deck) == list(range(10)), len(deck))
