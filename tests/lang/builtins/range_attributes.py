# a range's start, stop and step, and what they are not
r = range(2, 20, 3)
print(r.start, r.stop, r.step, range(5).start, range(5).step, range(9, 1, -2).step)
print(r[1:3].start, r[1:3].stop, r[::-1].start, r[::-1].step, len(r))
try:
    r.start = 1
except AttributeError as e:
    print(type(e).__name__)
try:
    r.size
except AttributeError as e:
    print(type(e).__name__, e)
