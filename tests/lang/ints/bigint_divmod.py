big = 3 ** 50
print(big // 7, big % 7)
print(big // 12345678901, big % 12345678901)
print(-big // 1000, -big % 1000)
print(big // -99, big % -99)
print((2 ** 100) // (2 ** 40), (2 ** 100) % (2 ** 40 + 1))
print(10 ** 30 // 10 ** 15)
