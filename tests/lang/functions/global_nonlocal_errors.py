total = 0


def add(n):
    global total
    total += n


add(5)
add(7)
print(total)


def broken():
    counter += 1


try:
    broken()
except UnboundLocalError as e:
    print("UnboundLocalError")
counter = 0
broken()
