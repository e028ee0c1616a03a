# dict | and |= (PEP 584): a new dict, the right side wins, |= takes any mapping or pairs
a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print(a | b, b | a, a)
c = a.copy()
c |= b
print(c)
c |= [('w', 0)]
print(c)
for bad in ([1, 2], 5):
    try:
        c |= bad
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
try:
    a | [('q', 1)]
except TypeError as ex:
    print(type(ex).__name__, ex)
print({} | {}, {1: 1} | {1: 2})
