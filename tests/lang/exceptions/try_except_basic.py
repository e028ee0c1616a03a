def div(a, b):
    try:
        return a // b
    except ZeroDivisionError:
        return "div by zero"

print(div(7, 2))
print(div(7, 0))
try:
    print("before")
    x = [1, 2][5]
    print("not reached")
except IndexError:
    print("index error caught")
print("after")
