caught = 0
for i in range(200):
    try:
        if i % 3 == 0:
            raise ValueError(i)
        x = 10 // (i % 3 - 1)
    except ValueError:
        caught += 1
    except ZeroDivisionError:
        caught += 100
print(caught)
