# generator.close() raises GeneratorExit at the yield (finally and with exits run);
# generator.throw() raises the exception there
def counter(log):
    try:
        n = 0
        while True:
            yield n
            n += 1
    finally:
        log.append('finally')

log = []
g = counter(log)
print(next(g), next(g))
print(g.close(), log)
print(g.close(), log)            # closing again: nothing runs
try:
    next(g)
except StopIteration:
    print('StopIteration after close')

# not started: close does not run the body
log = []
g = counter(log)
g.close()
print(log)
print(list(g))

# a with statement's __exit__ sees GeneratorExit
class CM:
    def __enter__(self):
        print('enter')
        return self
    def __exit__(self, t, v, tb):
        print('exit', t.__name__ if t else None, type(v).__name__)
        return False

def with_gen():
    with CM():
        yield 1
        yield 2

g = with_gen()
print(next(g))
g.close()

# catching GeneratorExit and returning is fine; yielding again is a RuntimeError
def polite():
    try:
        yield 1
    except GeneratorExit as e:
        print('caught', type(e).__name__, repr(e), e.args)
        return 'ignored value'

g = polite()
next(g)
print(g.close())

def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print('not closing')
    yield 2
    print('not reached')

g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print('RuntimeError', e)
print(g.close())                 # GeneratorExit at `yield 2`: finished this time

# another exception raised while closing goes to the caller
def raiser():
    try:
        yield 1
    finally:
        raise ValueError('from finally')

g = raiser()
next(g)
try:
    g.close()
except ValueError as e:
    print('ValueError', e)

# the hierarchy
print(issubclass(GeneratorExit, BaseException), issubclass(GeneratorExit, Exception))
print(GeneratorExit.__name__, GeneratorExit('x').args)
try:
    raise GeneratorExit
except Exception:
    print('wrong: caught as Exception')
except BaseException as e:
    print('BaseException', type(e).__name__)

# throw: a class or an instance, raised at the yield
def catcher():
    n = 0
    while True:
        try:
            x = yield n
            print('got', x)
        except ValueError as e:
            print('caught ValueError', e)
            n += 10
        except KeyError as e:
            print('caught KeyError', e)
            return 'done'

g = catcher()
print(next(g))
print(g.send('a'))
print(g.throw(ValueError('bad')))
print(g.throw(ValueError))
try:
    g.throw(KeyError('k'))
except StopIteration as e:
    print('StopIteration', e.value)
try:
    g.throw(ValueError('after the end'))
except ValueError as e:
    print('raised directly:', e)

# an exception the generator does not catch comes out of throw, and it is finished
def plain():
    yield 1
    yield 2

g = plain()
next(g)
try:
    g.throw(TypeError('boom'))
except TypeError as e:
    print('TypeError', e)
print(list(g))

# throw into a generator that has not started: raised without running it
g = plain()
try:
    g.throw(IndexError('early'))
except IndexError as e:
    print('IndexError', e)
print(list(g))

# a user exception class, and finally clauses on the way out
class MyErr(Exception):
    def __init__(self, msg='default'):
        super().__init__(msg)
        self.msg = msg

def fin():
    try:
        try:
            yield 'a'
        finally:
            print('inner finally')
    except MyErr as e:
        print('handled', e.msg)
        yield 'b'

g = fin()
print(next(g))
print(g.throw(MyErr))
print(next(g, 'end'))

# throw() arguments
g = plain()
next(g)
for bad in (5, 'x', None, int):
    try:
        g.throw(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    g.throw()
except TypeError:
    print('TypeError')
print(next(g))

# yield from passes close to the inner generator? (the outer's finally runs)
def outer():
    try:
        yield from counter(log)
    finally:
        print('outer finally')

log = []
g = outer()
next(g)
g.close()
print('closed outer')

# a generator expression can be closed and thrown into too
ge = (i * i for i in range(5))
print(next(ge))
ge.close()
print(list(ge))
ge = (i for i in range(3))
next(ge)
try:
    ge.throw(ValueError('in genexp'))
except ValueError as e:
    print('ValueError', e)
print(log)

# throw and close go through yield from to the innermost generator
def inner():
    try:
        x = yield 'i1'
        print('inner got', x)
        yield 'i2'
    except ValueError as e:
        print('inner caught', e)
        yield 'i3'
        return 'inner result'
    finally:
        print('inner finally')

def middle():
    try:
        r = yield from inner()
        print('middle got', r)
        yield 'm1'
    finally:
        print('middle finally')

g = middle()
print(next(g))
print(g.throw(ValueError('v')))   # inner catches, yields i3
print(next(g))                    # inner returns: middle goes on
g.close()

g = middle()
print(next(g))
try:
    g.throw(KeyError('nobody catches'))
except KeyError as e:
    print('KeyError', e)

g = middle()
next(g)
print(g.send('sent'))             # values sent through yield from? (CPython: yes)
g.close()

# the inner generator's exception while closing is raised in the outer one
def inner_bad():
    try:
        yield 1
    finally:
        raise IndexError('inner cleanup failed')

def outer_catch():
    try:
        yield from inner_bad()
    except IndexError as e:
        print('outer caught', e)

g = outer_catch()
next(g)
print(g.close())

# yield from over a list: throw is raised in the generator itself
def over_list():
    try:
        yield from [1, 2, 3]
    except ValueError:
        print('list delegation caught')
        yield 'after'

g = over_list()
next(g)
print(g.throw(ValueError))

# a for loop over a generator is no delegation
def loop():
    src = plain()
    try:
        for x in src:
            yield x
    except ValueError:
        print('loop caught')
    print(list(src))

g = loop()
next(g)
try:
    g.throw(ValueError)
except StopIteration:
    print('loop done')

# send goes through yield from (two levels) to the innermost generator
def echo():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

def relay():
    r = yield from echo()
    print('relay result', r)
    r2 = yield from echo()
    return r + r2

def top():
    v = yield from relay()
    print('top result', v)
    yield 'top end'

g = top()
print(next(g), g.send(1), g.send(2), next(g), g.send(10), next(g))
try:
    g.send(5)
except StopIteration:
    print('top finished')
