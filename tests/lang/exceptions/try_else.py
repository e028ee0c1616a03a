def f(x):
    try:
        y = 10 // x
    except ZeroDivisionError:
        print("except")
    else:
        print("else", y)
    print("end")

f(2)
f(0)

for i in range(3):
    try:
        pass
    except Exception:
        pass
    else:
        print("else runs", i)
