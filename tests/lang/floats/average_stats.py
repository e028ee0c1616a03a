data = [12.5, 7.25, 3.0, 9.75, 15.5]
mean = sum(data) / len(data)
var = sum((x - mean) ** 2 for x in data) / len(data)
print(mean, round(var, 4), round(var ** 0.5, 4), min(data), max(data))
print(sorted(data)[len(data) // 2], f"{mean:.3f}", round(mean, 1))
