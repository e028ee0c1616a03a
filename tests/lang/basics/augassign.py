n = 10
n += 5
print(n)
n -= 3
print(n)
n *= 4
print(n)
n //= 5
print(n)
n %= 4
print(n)
n **= 3
print(n)
n <<= 2
print(n)
n >>= 1
print(n)
n |= 5
n &= 13
n ^= 6
print(n)
s = "ab"
s += "cd"
s *= 2
print(s)
