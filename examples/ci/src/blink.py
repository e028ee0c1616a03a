# Blink an LED on pin0 once a second for ten seconds, then say so.
from microbit import pin0, sleep

for i in range(10):
    pin0.write_digital(1)
    sleep(500)
    pin0.write_digital(0)
    sleep(500)
print("blinked", i + 1, "times")
