import gc
gc.collect()
junk = [[i] * 10 for i in range(50)]
del junk
print(gc.collect() is None or isinstance(gc.collect(), int))
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled())
