def inner(n):
    for i in range(n):
        yield i
    return n * 10


def outer():
    r1 = yield from inner(2)
    r2 = yield from inner(3)
    yield r1 + r2


print(list(outer()))


def chain(*iterables):
    for it in iterables:
        yield from it


print(list(chain("ab", [1, 2], range(3, 5), (x * x for x in range(3)))))


def tree(node):
    if isinstance(node, list):
        for child in node:
            yield from tree(child)
    else:
        yield node


print(list(tree([1, [2, [3, 4]], [[5]]])))
