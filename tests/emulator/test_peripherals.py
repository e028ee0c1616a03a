"""Peripheral models on their own, driven through their registers with a stand-in machine
whose virtual clock the test sets: counters from time, compare events, shorts, IRQ lines."""

from __future__ import annotations

import pytest
from wispy.emulator.nvic import SystemControl
from wispy.emulator.peripherals import Gpio, Nvmc, Rtc, Timer, Uart

HZ = 16_000_000


class FakeNvic:
    def __init__(self):
        self.lines = {}

    def set_line(self, irq, level):
        self.lines[irq] = level


class FakeMachine:
    clock_hz = HZ
    lfclk_hz = 32768

    def __init__(self):
        self.cycle = 0
        self.nvic = FakeNvic()
        self.peripherals = {}
        self.warnings = []
        self.console = bytearray()
        self.interrupts = 0

    def now(self):
        return self.cycle

    def reschedule(self):
        pass

    def interrupt_requested(self):
        self.interrupts += 1

    def warn(self, message, key=None):
        self.warnings.append(message)

    def console_byte(self, byte):
        self.console.append(byte)

    def ipsr(self):
        return 0


@pytest.fixture
def machine():
    return FakeMachine()


def test_rtc_counts_lfclk_from_virtual_time(machine):
    rtc = Rtc(machine, "RTC0", 0x4000B000, 11)
    rtc.write(0x508, 4, 0)  # PRESCALER 0: 32768 Hz
    rtc.write(0x000, 4, 1)  # START
    machine.cycle = HZ  # one second later
    assert rtc.read(0x504, 4) == 32768
    rtc.write(0x004, 4, 1)  # STOP
    machine.cycle = 2 * HZ
    assert rtc.read(0x504, 4) == 32768


def test_rtc_compare_an_hour_ahead_is_one_event(machine):
    rtc = Rtc(machine, "RTC0", 0x4000B000, 11)
    rtc.write(0x508, 4, 4095)  # 8 Hz
    rtc.write(0x540, 4, 3600 * 8)  # CC[0]: one hour
    rtc.write(0x304, 4, 1 << 16)  # INTENSET COMPARE0
    rtc.write(0x000, 4, 1)
    at = rtc.next_event(0)
    assert at == 3600 * HZ
    rtc.sync(at - 1)
    assert rtc.read(0x140, 4) == 0 and not machine.nvic.lines.get(11)
    machine.cycle = at
    rtc.sync(at)
    assert rtc.read(0x140, 4) == 1 and machine.nvic.lines[11]
    rtc.write(0x140, 4, 0)  # the handler clears the event: the line drops
    assert not machine.nvic.lines[11]


def test_rtc_events_need_evten_or_inten(machine):
    rtc = Rtc(machine, "RTC0", 0x4000B000, 11)
    rtc.write(0x000, 4, 1)
    assert rtc.next_event(0) is None  # TICK and OVRFLW disabled: nothing to schedule
    machine.cycle = HZ
    assert rtc.read(0x100, 4) == 0
    rtc.write(0x344, 4, 1)  # EVTENSET TICK
    assert rtc.next_event(HZ) is not None
    machine.cycle = HZ + 1000
    assert rtc.read(0x100, 4) == 1


def test_timer_compare_with_clear_short_repeats(machine):
    timer = Timer(machine, "TIMER0", 0x40008000, 8)
    timer.write(0x510, 4, 4)  # 1 MHz
    timer.write(0x508, 4, 3)  # 32-bit
    timer.write(0x540, 4, 1000)  # CC[0] = 1 ms
    timer.write(0x200, 4, 1)  # SHORTS COMPARE0_CLEAR
    timer.write(0x304, 4, 1 << 16)
    timer.write(0x000, 4, 1)
    assert timer.next_event(0) == 16_000
    machine.cycle = 16_000
    timer.sync(machine.cycle)
    assert timer.read(0x140, 4) == 1 and machine.nvic.lines[8]
    timer.write(0x140, 4, 0)
    assert timer.next_event(machine.cycle) == 32_000
    machine.cycle = 16_000 + 16 * 250
    timer.write(0x040, 4, 1)  # CAPTURE[0] -> CC[0]... into CC[0]
    assert timer.read(0x540, 4) == 250


def test_timer_16_bit_wraps(machine):
    timer = Timer(machine, "TIMER1", 0x40009000, 9)
    timer.write(0x510, 4, 0)  # 16 MHz, BITMODE 16 by default
    timer.write(0x000, 4, 1)
    machine.cycle = 65536 + 5
    timer.write(0x040 + 4, 4, 1)  # CAPTURE[1]
    assert timer.read(0x544, 4) == 5


def test_uart_rx_fifo_one_byte_at_a_time(machine):
    uart = Uart(machine, "UART0", 0x40002000, 2)
    uart.write(0x500, 4, 4)  # ENABLE
    uart.write(0x304, 4, 1 << 2)  # INTENSET RXDRDY
    uart.feed(b"ab")
    assert uart.read(0x108, 4) == 0  # not receiving until STARTRX
    uart.write(0x000, 4, 1)
    assert uart.read(0x108, 4) == 1 and machine.nvic.lines[2]
    uart.write(0x108, 4, 0)
    assert uart.read(0x518, 4) == ord("a")
    assert uart.read(0x108, 4) == 1  # the next byte moved into RXD
    uart.write(0x108, 4, 0)
    assert uart.read(0x518, 4) == ord("b")
    assert uart.read(0x108, 4) == 0 and not machine.nvic.lines[2]


def test_uart_tx_rules(machine):
    uart = Uart(machine, "UART0", 0x40002000, 2)
    uart.write(0x51C, 4, ord("x"))  # not enabled: lost, with a warning
    assert machine.console == b"" and "not enabled" in machine.warnings[0]
    uart.write(0x500, 4, 4)
    uart.write(0x008, 4, 1)  # STARTTX
    uart.write(0x51C, 4, ord("y"))
    assert machine.console == b"y" and uart.read(0x11C, 4) == 1
    uart.write(0x11C, 4, 0)
    uart.write(0x51C, 4, ord("z"))  # after seeing TXDRDY: fine
    uart.write(0x51C, 4, ord("!"))  # without waiting: the chip would lose it
    assert machine.console == b"yz!"
    assert "without having seen TXDRDY" in machine.warnings[-1]


def test_gpio_input_buffer_and_pulls(machine):
    gpio = Gpio(machine, "GPIO", 0x50000000, -1, {"buttons": {"A": {"gpio": 17}}})
    assert gpio.read(0x510, 4) == 0  # PIN_CNF reset: every input buffer disconnected
    gpio.write(0x700 + 4 * 17, 4, 0)  # connect button A: idles high (external pull-up)
    gpio.write(0x700 + 4 * 3, 4, 3 << 2)  # P0.3: input with pull-up
    assert gpio.read(0x510, 4) == (1 << 17) | (1 << 3)
    gpio.set_input(17, 0)
    assert gpio.read(0x510, 4) == 1 << 3


def test_nvic_priorities_decide_preemption(machine):
    nvic = SystemControl(machine, "NVIC/SCB", 0xE000E000)
    nvic.write(0x400, 4, 0x40 << 16)  # IRQ 2 at priority 0x40; IRQ 0,1,3 at 0
    nvic.write(0x100, 4, 0b0101)  # enable IRQ 0 and 2
    nvic.set_line(2, True)
    assert nvic.deliverable(primask=False) == 18
    assert nvic.deliverable(primask=True) is None
    nvic.acknowledge(18)
    assert nvic.deliverable(False) is None  # active: not re-entered
    nvic.write(0x200, 4, 1)  # ISPR: IRQ 0 at priority 0 preempts
    assert nvic.deliverable(False) == 16
    assert nvic.read(0xD04, 4) >> 12 & 0x3F == 16  # ICSR.VECTPENDING


def test_nvmc_store_rules(machine):
    nvmc = Nvmc(machine, "NVMC", 0x4001E000)
    assert "REN" in nvmc.store_error(0x1000, 4)
    nvmc.write(0x504, 4, 1)  # CONFIG = WEN
    assert nvmc.store_error(0x1000, 4) is None
    assert "whole, aligned words" in nvmc.store_error(0x1001, 1)
