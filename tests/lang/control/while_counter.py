n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps", steps)
balance = 100
years = 0
while balance < 200:
    balance *= 1.07
    years += 1
print(years, round(balance, 2))
