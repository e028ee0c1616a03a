# The VM's small-int fast paths (issue 14: * // % & | ^ >> and their in-place forms without
# the generic dispatch) at the edges of the 31-bit small range, of 16-bit magnitudes (where
# the product is exact in 32 bits) and of signs, against CPython: every pair of operands.
vals = [0, 1, -1, 2, -2, 3, -7, 75, 255, -256, 32767, -32768, 46340, -46341, 65535, -65535,
        65536, -65536, 99991, 2**29, -2**29, 2**30 - 1, -2**30]
ops = ["*", "//", "%", "&", "|", "^", ">>"]
for op in ops:
    total = 0
    count = 0
    first = []
    for i in range(len(vals)):
        for j in range(len(vals)):
            a, b = vals[i], vals[j]
            if op in ("//", "%") and b == 0:
                continue
            if op == ">>":
                b = abs(b) % 40
            if op == "*":
                r = a * b
            elif op == "//":
                r = a // b
            elif op == "%":
                r = a % b
            elif op == "&":
                r = a & b
            elif op == "|":
                r = a | b
            elif op == "^":
                r = a ^ b
            else:
                r = a >> b
            c = a
            if op == "*":
                c *= b
            elif op == "//":
                c //= b
            elif op == "%":
                c %= b
            elif op == "&":
                c &= b
            elif op == "|":
                c |= b
            elif op == "^":
                c ^= b
            else:
                c >>= b
            if c != r:
                print("in-place differs", a, op, b, r, c)
            total += r * (i * 31 + j + 1)
            count += 1
            if len(first) < 6 and (i + j) % 7 == 3:
                first.append(r)
    print(op, count, total, first)
try:
    print(5 // (vals[0]))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(5 % vals[0])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(5 >> -vals[1])
except ValueError as e:
    print("ValueError:", e)
print(-2**30 // -1, (-2**30) * -1, 65536 * 16384, 65535 * 16384, -65535 * 16385)
