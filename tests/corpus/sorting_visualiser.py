# Sorting algorithms shown step by step as bars of '#' on the serial console.

def show(values, marks=(), label=""):
    width = max(values)
    for i, v in enumerate(values):
        bar = "#" * v + " " * (width - v)
        pointer = "<" if i in marks else ""
        print("%2d |%s| %s" % (v, bar, pointer))
    if label:
        print(label)
    print("-" * (width + 6))


def bubble_sort(items, verbose=True):
    a = list(items)
    swaps = 0
    for end in range(len(a) - 1, 0, -1):
        swapped = False
        for i in range(end):
            if a[i] > a[i + 1]:
                a[i], a[i + 1] = a[i + 1], a[i]
                swaps += 1
                swapped = True
        if verbose:
            show(a, marks=(end,), label="bubble: pass ending at %d" % end)
        if not swapped:
            break
    return a, swaps


def insertion_sort(items):
    a = items[:]
    moves = 0
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
            moves += 1
        a[j + 1] = key
    show(a, label="insertion sort done")
    return a, moves


def selection_sort(items):
    a = items.copy()
    for i in range(len(a)):
        smallest = min(range(i, len(a)), key=lambda k: a[k])
        a[i], a[smallest] = a[smallest], a[i]
    return a


def quicksort(a):
    if len(a) <= 1:
        return a
    pivot = a[len(a) // 2]
    less = [x for x in a if x < pivot]
    equal = [x for x in a if x == pivot]
    more = [x for x in a if x > pivot]
    return quicksort(less) + equal + quicksort(more)


def merge_sort(a):
    if len(a) < 2:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out


data = [7, 3, 9, 1, 5, 8, 2, 6, 4]
show(data, label="start")
result, swaps = bubble_sort(data)
print("bubble sort:", result, "swaps:", swaps)
result, moves = insertion_sort(data)
print("insertion sort:", result, "moves:", moves)
print("selection sort:", selection_sort(data))
print("quicksort:", quicksort(data))
print("merge sort:", merge_sort(data))

# a bigger list, checked against sorted()
nums = [(i * 37 + 11) % 50 for i in range(40)]
for algorithm in (lambda a: bubble_sort(a, verbose=False)[0], quicksort, merge_sort, selection_sort):
    assert algorithm(nums) == sorted(nums)
print("all algorithms agree on", len(nums), "numbers")
words = "pear apple fig banana cherry kiwi".split()
print(sorted(words), sorted(words, key=len), sorted(words, key=lambda w: w[-1], reverse=True))
