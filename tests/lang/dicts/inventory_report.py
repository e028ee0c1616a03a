stock = {}
deliveries = [("apple", 10), ("pear", 4), ("apple", 5), ("plum", 0), ("pear", 6)]
for item, n in deliveries:
    stock[item] = stock.get(item, 0) + n
sales = {"apple": 12, "pear": 3}
for item, n in sales.items():
    stock[item] -= n
print(stock)
low = sorted(k for k, v in stock.items() if v < 5)
print("low:", low)
report = "\n".join(f"{k:<6}{v:>4}" for k, v in sorted(stock.items(), key=lambda kv: (-kv[1], kv[0])))
print(report)
print(sum(stock.values()), max(stock, key=stock.get), {k: v for k, v in stock.items() if v})
