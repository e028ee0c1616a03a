# Functions without defaults or closures cost no heap (docs/object-model.md): each still
# runs in the globals of the module that defined it, whichever module calls it.
import counter
import shapes
from counter import bump, total

x = "main's x"


def show():
    return x


def call(f, *args):
    return f(*args)


bump()
bump()
print(total(), counter.count, call(counter.bump), counter.count)
print(show(), counter.show(), shapes.show(), call(shapes.show))
print(shapes.area(shapes.Square(3)), shapes.Square(2).area(), shapes.Square.unit().side)
print(bump.__name__, bump.__qualname__, shapes.Square.area.__qualname__)
print(type(bump).__name__, callable(bump), bump is counter.bump, bump == counter.bump)
handlers = {bump: "bump", show: "show"}
print(handlers[counter.bump], handlers[show], len(handlers))
print(sorted([3, 1, 2], key=shapes.negate), list(map(shapes.negate, (1, 2))))
print(repr(show).startswith("<function show at 0x"), str(counter.bump).startswith("<function bump"))
print([g(2) for g in shapes.table()])
x = "main's x, changed"
counter.x = "counter's x, changed"
print(show(), counter.show(), shapes.show())
try:
    bump(1)
except TypeError as e:
    print(e)
try:
    shapes.area(side=1)
except TypeError as e:
    print(e)
