# ram: 64K
# L.sort() of 2,000 random small ints (the list is made outside bench()); with sort_4000,
# shows how sorting grows with n (n log n: x2.18 from 2,000 to 4,000; n squared: x4).
N = 2000
L = [0] * N
x = 12345
for i in range(N):
    x = (x * 1103515245 + 12345) & 0x3FFFFFFF
    L[i] = x


def bench():
    L.sort()
    return L[0], L[N // 3], L[N // 2], L[-1]
