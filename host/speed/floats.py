# Floats: arithmetic in a loop, division, Newton's square root, int() of the results.
def bench():
    x = 0.0
    s = 0.0
    for i in range(300):
        x = x * 0.5 + i / 7
        s += x * x
    r = 2.0
    for i in range(20):
        r = (r + 2.0 / r) / 2
    return int(s), int(r * 1000000)
