def total(*nums):
    s = 0
    for n in nums:
        s += n
    return s

print(total(), total(1), total(1, 2, 3, 4))

def head_tail(first, *rest):
    return first, rest

print(head_tail(1))
print(head_tail(1, 2, 3))

def show(*args):
    print(len(args), args, type(args) is tuple)

show()
show("a", "b")
