for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
print("done")

i = 0
while True:
    i += 1
    try:
        try:
            if i > 2:
                break
        finally:
            print("inner", i)
    finally:
        print("outer", i)
print("i =", i)
