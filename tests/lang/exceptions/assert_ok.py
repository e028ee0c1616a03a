assert True
assert 1 + 1 == 2, "math"
x = [1]
assert x
try:
    assert False, "caught message"
except AssertionError as e:
    print("AssertionError:", e, e.args)
try:
    assert 0
except AssertionError as e:
    print("no message:", e.args)
print("fine")
