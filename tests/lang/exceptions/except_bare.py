def risky(n):
    if n % 2:
        raise ValueError(n)
    return n

count = 0
for i in range(6):
    try:
        risky(i)
    except:
        count += 1
print("errors:", count)
