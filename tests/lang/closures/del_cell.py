# `del` of a variable a nested function uses (a cell): the cell is emptied, so the nested
# function sees it unbound; reading or deleting an empty cell raises CPython's errors.
def outer():
    x = 1
    def get():
        return x
    print(get())
    del x
    try:
        get()
    except NameError as e:
        print(type(e).__name__, e)
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    try:
        del x
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    x = 2
    print(get())


outer()


def counter():
    n = 0
    def step():
        nonlocal n
        n += 1
        return n
    def drop():
        nonlocal n
        del n
    return step, drop


step, drop = counter()
print(step(), step())
drop()
try:
    step()
except NameError as e:
    print(type(e).__name__, e)
try:
    drop()
except NameError as e:
    print(type(e).__name__, e)


def before_assignment():
    def g():
        return y
    try:
        print(y)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    y = 5
    return g()


print(before_assignment())


def handler_name_is_deleted():
    try:
        1 / 0
    except ZeroDivisionError as err:
        def show():
            return err
        print(type(show()).__name__)
    try:
        show()
    except NameError as e:
        print(type(e).__name__, e)


handler_name_is_deleted()
