def power_set(items, i=0, current=None, out=None):
    if current is None:
        current = []
    if out is None:
        out = []
    if i == len(items):
        out.append(list(current))
        return out
    power_set(items, i + 1, current, out)
    current.append(items[i])
    power_set(items, i + 1, current, out)
    del current[len(current) - 1]
    return out

print(power_set([1, 2, 3]))

def depth(n, acc=0, *, step=1):
    return acc if n == 0 else depth(n - 1, acc + step, step=step)

print(depth(50), depth(10, step=3))
