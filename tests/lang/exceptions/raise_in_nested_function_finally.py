log = []
def work(n):
    try:
        if n == 2:
            raise ValueError("n is 2")
        log.append(n)
    finally:
        log.append(-n)

for n in range(4):
    try:
        work(n)
    except ValueError as e:
        log.append(str(e))
print(log)
