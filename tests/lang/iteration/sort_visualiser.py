def show(values, mark=()):
    for i, v in enumerate(values):
        bar = "#" * v
        print(f"{i:2} {'>' if i in mark else ' '} {bar}")
    print("-" * 12)


def bubble(values):
    v = list(values)
    swaps = 0
    for end in range(len(v) - 1, 0, -1):
        for i in range(end):
            if v[i] > v[i + 1]:
                v[i], v[i + 1] = v[i + 1], v[i]
                swaps += 1
        show(v, mark=(end,))
    return v, swaps


def insertion(values):
    v = list(values)
    for i in range(1, len(v)):
        key = v[i]
        j = i - 1
        while j >= 0 and v[j] > key:
            v[j + 1] = v[j]
            j -= 1
        v[j + 1] = key
    return v


data = [5, 2, 8, 1, 6]
result, swaps = bubble(data)
print(result, swaps, insertion(data) == sorted(data))
