import random
random.seed(42)
a = [random.randint(1, 6) for _ in range(20)]
random.seed(42)
b = [random.randint(1, 6) for _ in range(20)]
print(a == b, all(1 <= x <= 6 for x in a))
xs = [random.random() for _ in range(50)]
print(all(0 <= x < 1 for x in xs), random.choice([7]), random.randrange(5, 6), random.randrange(3) in (0, 1, 2))
print(0 <= random.getrandbits(8) < 256, 2.0 <= random.uniform(2, 3) <= 3.0)
l = [1, 2, 3, 4]
random.shuffle(l)
print(sorted(l))
