# fib(18), the recursive one (issue 14): 8,361 Python calls of one argument.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def bench():
    return fib(18)
