# throw: caught inside (the generator goes on), not caught (it propagates), before the start
def g():
    n = 0
    while True:
        try:
            yield n
        except ValueError as e:
            print("caught", e)
            n += 100
        n += 1


it = g()
print(next(it), next(it))
print(it.throw(ValueError("boom")))
print(next(it))
try:
    it.throw(KeyError("k"))
except KeyError as e:
    print("out", type(e).__name__, e)
try:
    next(it)
except StopIteration:
    print("finished")
fresh = g()
try:
    fresh.throw(ValueError("early"))
except ValueError as e:
    print("early", e)
try:
    next(fresh)
except StopIteration:
    print("fresh finished")
it2 = g()
next(it2)
try:
    it2.throw(ValueError)
    print(it2.throw(ValueError))
except Exception as e:
    print(type(e).__name__)
