# // and % follow the divisor's sign, for small and big ints
vals = [7, -7, 0, 1, -1, 13, 2**31, -(2**31), 2**64 + 3, -(2**64 + 3)]
divs = [1, -1, 2, -2, 3, -3, 7, -7, 2**32, -(2**32), 2**65, -(2**65)]
for a in vals:
    print(a, [(a // b, a % b) for b in divs])
for a in vals[:4]:
    print([divmod(a, b) == (a // b, a % b) for b in divs])
