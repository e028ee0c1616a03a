"""machine and time on the host build of the core (ports/host: pins remember their levels,
no edge ever happens, real time passes), under AddressSanitizer and UBSan, with a collection
at every allocation: the module's objects and its GC root hold up."""

from __future__ import annotations

from conftest import compile_to, run_vm

SCRIPT = """
import machine, time
Pin = machine.Pin
p = Pin(3, Pin.OUT)
p.on(); a = p.value(); p.off(); b = p.value(); p.value(7); c = p.value()
print(p, a, b, c, Pin(4, Pin.IN, Pin.PULL_UP).value(), Pin(5, Pin.IN, Pin.PULL_DOWN).value())

def install(tag):
    Pin(17, Pin.IN).irq(lambda pin: print(tag), Pin.IRQ_FALLING)
install("t" + str(17))            # the handler and the Pin: only vm.pin_irqs holds them
junk = [[i] * 8 for i in range(50)]
q = Pin(17)
print(q, q is Pin(17), Pin(16) is Pin(16))
q.irq(None)
print(Pin(17) is q)

u = machine.UART(0, baudrate=9600)
print(u, u.any(), u.read(), u.write(b"raw\\n"), u.write("text\\n"))
machine.UART(0, 115200)
print(len(machine.unique_id()), machine.freq())

t = time.ticks_us()
time.sleep_ms(30)
print(time.ticks_diff(time.ticks_us(), t) >= 30000, time.ticks_diff(time.ticks_add(5, -10), 5))
for bad in (lambda: Pin(32), lambda: Pin(1, 9), lambda: machine.UART(0, 300)):
    try:
        bad()
    except ValueError as e:
        print(e)
"""


def test_machine_and_time_on_the_host_build(host_vm, tmp_path):
    r = run_vm(host_vm, compile_to(tmp_path, SCRIPT), "--gc-every-alloc")
    assert r.status == 0, r.stderr
    assert r.stdout.splitlines() == [
        "Pin(3) 1 0 1 1 0",
        "Pin(17) True False",
        "False",  # irq(None) forgot it: Pin(17) is a new object again
        "raw",
        "text",
        "UART(0, baudrate=9600) 0 None 4 5",
        "8 16000000",
        "True -10",
        "invalid pin 32: pin must be 0-31",
        "invalid mode 9: use Pin.IN or Pin.OUT",
        "baudrate 300 is not one the nRF51 can make",
    ]
