# 300 LCG numbers appended, L.sort(), every 7th summed (issue 14).
def bench():
    x = 1
    L = []
    for i in range(300):
        x = (x * 75 + 74) % 65537
        L.append(x)
    L.sort()
    s = 0
    for i in range(0, 300, 7):
        s += L[i]
    return s
