# `s = 0; for i in range(20001): s += i` (issue 14): a for over a range, small-int adds.
def bench():
    s = 0
    for i in range(20001):
        s += i
    return s
