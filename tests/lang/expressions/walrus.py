data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long list", n)
values = iter([5, 3, 0, 7])
while (v := next(values)) != 0:
    print("got", v)
print([y for x in data if (y := x * 2) > 6])
print(y)
total = 0
print([total := total + x for x in data], total)


def first_big(items):
    for i in items:
        if (big := i) > 5:
            return big
    return None


print(first_big(data), (z := 10) + z)
