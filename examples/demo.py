# A first wispy script: it runs on the emulated BBC micro:bit.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print("Hello from wispy on the micro:bit!")
for i in range(10):
    print("fib(" + str(i) + ") =", fib(i))
print("2**100 =", 2 ** 100)
