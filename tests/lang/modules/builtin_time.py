import time
t0 = time.ticks_ms() if hasattr(time, 'ticks_ms') else 0
time.sleep(0.01)
if hasattr(time, 'sleep_ms'):
    time.sleep_ms(5)
    d = time.ticks_diff(time.ticks_ms(), t0)
    ok = d >= 10
else:
    ok = True
print(ok)
