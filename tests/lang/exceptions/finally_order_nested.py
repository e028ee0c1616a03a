def f():
    try:
        try:
            try:
                print("body")
                return "value"
            finally:
                print("finally 1")
        finally:
            print("finally 2")
    finally:
        print("finally 3")

print(f())

def g():
    for i in range(2):
        try:
            for j in range(3):
                try:
                    if j == 1:
                        break
                finally:
                    print("inner", i, j)
        finally:
            print("outer", i)

g()
