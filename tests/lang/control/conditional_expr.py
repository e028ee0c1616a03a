for n in range(4):
    print("even" if n % 2 == 0 else "odd")
x = 7
print(x if x > 5 else -x, (x if x < 5 else -x))
