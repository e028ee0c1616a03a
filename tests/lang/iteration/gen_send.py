def averager():
    total = 0
    count = 0
    avg = None
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count


a = averager()
print(next(a))
print(a.send(10), a.send(20), a.send(30))


def echo():
    received = yield "ready"
    while received != "stop":
        received = yield "got " + str(received)
    return "finished"


e = echo()
print(e.send(None), e.send(1), e.send("x"))
try:
    e.send("stop")
except StopIteration as s:
    print("StopIteration", s.value)
