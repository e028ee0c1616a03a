s = {1}
try:
    s.remove(5)
except KeyError as e:
    print('KeyError', e)
try:
    {[1]}
except TypeError as e:
    print('TypeError', e)
try:
    set().pop()
except KeyError as e:
    print('KeyError', e)
try:
    hash({1})
except TypeError as e:
    print('TypeError', e)
try:
    frozenset([1]).add(2)
except AttributeError as e:
    print('AttributeError', e)
print(s.pop(), s)
{1} + {2}
