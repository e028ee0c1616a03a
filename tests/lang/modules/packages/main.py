import helper
from helper import double, VALUE as V
import helper as h2
import pkg.mod
from pkg import mod as m2
from pkg.mod import triple
print(__name__, helper.__name__, pkg.mod.__name__, pkg.__name__)
print(double(21), V, h2 is helper, m2 is pkg.mod, triple(3), pkg.NAME)
print(helper.counter)
helper.counter += 1
import helper
print(helper.counter, helper.bump(), helper.counter)
