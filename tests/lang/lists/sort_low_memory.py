# A sort with little heap left for its scratch (at 16 KB the list takes most of it): the
# merge sort takes a smaller scratch or none and inserts instead; the result is the same.
x = 3
L = [0] * 2300
for i in range(2300):
    x = (x * 75 + 74) % 65537
    L[i] = x
L.sort()
print(all(L[i] <= L[i + 1] for i in range(len(L) - 1)), L[0], L[1150], L[-1])
L.sort(reverse=True)
print(all(L[i] >= L[i + 1] for i in range(len(L) - 1)), L[0], L[1150], L[-1])
