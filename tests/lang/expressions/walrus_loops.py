# assignment expressions in while loops, comprehensions and conditions
data = [3, 1, 4, 1, 5, 9, 2, 6]
it = iter(data)
total = 0
while (n := next(it, None)) is not None:
    if n > 4:
        continue
    total += n
print(total, n)
print([y for x in data if (y := x * 2) > 8], y)
if (count := len(data)) > 5:
    print("long", count)
values = [(name, length) for name in ["ab", "abcd", "abc"] if (length := len(name)) > 2]
print(values, length)
chunks, pos = [], 0
while chunk := data[pos:pos + 3]:
    chunks.append(chunk)
    pos += 3
print(chunks)


def f():
    if any((hit := v) > 4 for v in data):
        return hit
    return None


print(f())
