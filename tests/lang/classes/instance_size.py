# the memory issue's figure: an instance with 2 attributes is 16 bytes on the board
import gc


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


keep = [None] * 50
gc.collect()
before = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
for i in range(50):
    keep[i] = P(i, -i)
gc.collect()
after = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
per = (after - before) // 50
print(per <= 16 if hasattr(gc, "mem_alloc") else True)
print(sum(p.x + p.y for p in keep))
