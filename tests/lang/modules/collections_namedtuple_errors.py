from collections import namedtuple
Point = namedtuple('Point', 'x y')
for f in [lambda: Point(1), lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, z=3), lambda: Point(1, x=2),
          lambda: Point(1, 2)._replace(z=1), lambda: Point._make([1]), lambda: namedtuple('P3', 'a b c')()]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
p = Point(1, 2)
try:
    p.z
except AttributeError as e:
    print('AttributeError')
try:
    p[2]
except IndexError as e:
    print(e)
