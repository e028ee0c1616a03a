import time
t0 = time.time()
time.sleep(0.01)
print(time.time() >= t0, isinstance(time.time(), (int, float)))
