"""The emulated board: a Unicorn Cortex-M0 built from a board description and a firmware ELF,
with the NVIC, exception entry/return, the virtual clock and the run loop.

How a run goes: the loop runs the CPU in slices that end at the next timer event (the native
virtual clock stops Unicorn there), brings the timed peripherals up to date, takes pending
interrupts at the slice boundary (the only place the PC is exact), and when the firmware
executes WFI jumps virtual time to the next event. Nothing depends on the wall clock, so the
same firmware, image and input give the same output at the same virtual times.
"""

from __future__ import annotations

import logging
import os
import struct
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from unicorn import (
    UC_ARCH_ARM,
    UC_HOOK_INTR,
    UC_HOOK_MEM_FETCH_UNMAPPED,
    UC_HOOK_MEM_READ_UNMAPPED,
    UC_HOOK_MEM_WRITE,
    UC_HOOK_MEM_WRITE_PROT,
    UC_HOOK_MEM_WRITE_UNMAPPED,
    UC_MEM_FETCH_UNMAPPED,
    UC_MEM_READ_UNMAPPED,
    UC_MEM_WRITE_UNMAPPED,
    UC_MODE_MCLASS,
    UC_MODE_THUMB,
    UC_PROT_ALL,
    UC_PROT_EXEC,
    UC_PROT_READ,
    Uc,
    UcError,
)
from unicorn import arm_const as A
from wispy import boards
from wispy.gen.records import RECORDS
from wispy.records import declared

from .bus import PERIPHERAL_SPACE, Bus
from .elf import FirmwareElf
from .errors import EmulatorError, FirmwareFault
from .nvic import HARDFAULT, SVCALL, SystemControl
from .peripherals import MODELS, Unmodelled
from .peripherals.clock import SREQ
from .sensors import SensorInputs, attach_i2c_devices
from .stimuli import Stimuli
from .thumb import find_access
from .vclock import make_clock

log = logging.getLogger("wispy.emulator")
# A library does not print: warnings are kept in Board.warnings and go to whoever configures
# logging (python -m wispy.emulator does), never to stderr by Python's last-resort handler.
log.addHandler(logging.NullHandler())

SCS_BASE = 0xE000_E000
NEVER = 0xFFFF_FFFE  # an `until` address the PC never reaches
MAX_SLICE = 1 << 23  # cycles (~0.5 s virtual) between returns to Python at most
MASKED_POLL = 1  # while an IRQ waits behind PRIMASK: look again at every block boundary
GC_STATS = declared("gc_stats")  # firmware/defs/records.toml, as the firmware's gc_stats_t

# Registers stacked on exception entry, in frame order (then the return address and xPSR).
FRAME = (
    A.UC_ARM_REG_R0,
    A.UC_ARM_REG_R1,
    A.UC_ARM_REG_R2,
    A.UC_ARM_REG_R3,
    A.UC_ARM_REG_R12,
    A.UC_ARM_REG_LR,
)
REPORT_REGS = [(f"r{i}", getattr(A, f"UC_ARM_REG_R{i}")) for i in range(13)] + [
    ("sp", A.UC_ARM_REG_SP),
    ("lr", A.UC_ARM_REG_LR),
    ("pc", A.UC_ARM_REG_PC),
    ("xpsr", A.UC_ARM_REG_XPSR),
    ("primask", A.UC_ARM_REG_PRIMASK),
]

# QEMU's exception numbers as Unicorn's UC_HOOK_INTR reports them.
INTR_SWI, INTR_EXCEPTION_EXIT = 2, 8
INTR_NAMES = {
    1: "undefined instruction",
    3: "prefetch abort",
    4: "data abort",
    7: "breakpoint (BKPT)",
    18: "invalid state (Thumb bit clear)",
    22: "unaligned access",
}

UNMAPPED_KINDS = {
    UC_MEM_READ_UNMAPPED: "unmapped read",
    UC_MEM_WRITE_UNMAPPED: "unmapped write",
    UC_MEM_FETCH_UNMAPPED: "unmapped fetch",
}
UC_FAULT_KINDS = {
    "UC_ERR_READ_UNMAPPED": "unmapped read",
    "UC_ERR_WRITE_UNMAPPED": "unmapped write",
    "UC_ERR_FETCH_UNMAPPED": "unmapped fetch",
    "UC_ERR_INSN_INVALID": "invalid instruction",
    "UC_ERR_WRITE_PROT": "write to read-only memory",
    "UC_ERR_READ_UNALIGNED": "unaligned read",
    "UC_ERR_WRITE_UNALIGNED": "unaligned write",
    "UC_ERR_FETCH_PROT": "fetch from non-executable memory",
    "UC_ERR_EXCEPTION": "unhandled CPU exception",
}


@dataclass
class RunResult:
    status: int | None  # the script's exit status (wispy_program_done), else None
    reason: str  # "done" | "no-program" | "timeout" | "idle" | "input" (waits for input that no one sends) | "until" (run(until=...))
    instructions: int  # executed Thumb halfwords since power-on (BL counts 2)
    virtual_time: float  # seconds since power-on
    heap: dict | None  # gc_stats at the end, or None without the symbol
    stdout: bytes = b""  # what this run wrote to each stream
    stderr: bytes = b""
    wall_time: float = 0.0  # host seconds this run took
    cpu_time: float = 0.0  # host CPU seconds of this process during the run (the load of a
    # shared machine slows wall time, not this)

    @property
    def mips(self) -> float:
        """Emulated instructions per host microsecond over this run (rough; for reports)."""
        return 0.0 if not self.wall_time else self.instructions / self.wall_time / 1e6


@dataclass(frozen=True)
class Region:
    start: int
    size: int
    page_size: int = 1024

    def __contains__(self, address: int) -> bool:
        return self.start <= address < self.start + self.size


def load_board(board: str | Path | dict) -> dict:
    """A board description: a name from wispy.boards (`microbit-v1`), a TOML file path, or
    an already parsed description (a variant such as wispy.build.board_with_ram's); the
    loader is wispy.boards', which the build uses too."""
    try:
        return boards.load_board(board)
    except boards.BoardError as e:
        raise EmulatorError(str(e)) from None


class Board(SensorInputs):
    """An emulated board running a firmware ELF. See docs/emulator.md."""

    def __init__(self, elf_path, board: str | Path | dict = "microbit-v1", *, seed: int = 0):
        self.config = load_board(board)
        self.seed = seed  # the RNG peripheral's: the same seed, the same random bytes
        self.elf = FirmwareElf.cached(elf_path)  # read once per process
        self.clock_hz = int(self.config["board"].get("clock_hz", 16_000_000))
        self.lfclk_hz = int(self.config.get("tick", {}).get("lfclk_hz", 32768))
        memory = self.config["memory"]
        self.flash = Region(
            memory["flash"]["start"],
            memory["flash"]["size"],
            memory["flash"].get("page_size", 1024),
        )
        self.ram = Region(memory["ram"]["start"], memory["ram"]["size"])
        top = self.elf.symbols.get("__stack_top")
        if top is not None and top > self.ram.start + self.ram.size:
            raise EmulatorError(
                f"the firmware was linked for {(top - self.ram.start) // 1024} KB of RAM but the board "
                f"{self.config['board']['name']} has {self.ram.size // 1024} KB (`wispy run --ram "
                f"{(top - self.ram.start) // 1024}K` gives the board that much)"
            )
        scripts = self.config.get("flash_layout", {}).get("scripts")
        self.script_region = Region(scripts["start"], scripts["size"]) if scripts else None

        self.warnings: list[str] = []
        self._warned: set[str] = set()
        self.uc = uc = Uc(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS)
        uc.ctl_set_cpu_model(A.UC_CPU_ARM_CORTEX_M0)  # before any mapping (unicorn-notes Q1)
        uc.mem_map(self.flash.start, self.flash.size, UC_PROT_READ | UC_PROT_EXEC)
        uc.mem_map(self.ram.start, self.ram.size, UC_PROT_ALL)
        uc.mem_write(self.flash.start, b"\xff" * self.flash.size)

        self.bus = Bus(self)
        self.peripherals: dict = {}
        for name, spec in self.config.get("peripherals", {}).items():
            model = MODELS.get(name)
            if model is None:
                continue
            shared = self.bus.pages.get(spec["base"])
            if shared is not None and type(shared) is model:
                self.peripherals[name] = shared  # POWER is the CLOCK model's other half
                continue
            instance = model(self, name, spec["base"], spec.get("irq", -1), self.config)
            self.peripherals[name] = instance
            self.bus.attach(instance)
        by_base = {
            spec["base"]: name
            for name, spec in self.config.get("peripherals", {}).items()
            if name not in self.peripherals
        }
        self.bus.fill(
            *PERIPHERAL_SPACE,
            lambda base: Unmodelled(
                self, by_base.get(base, f"the peripheral page at {base:#010x}"), base
            ),
        )
        self.nvic = SystemControl(self, "NVIC/SCB", SCS_BASE)
        self.bus.attach(self.nvic)
        self.uart = self.peripherals.get(self.config.get("uart", {}).get("instance", "UART0"))
        self.gpio = self.peripherals.get("GPIO")
        self.nvmc = self.peripherals.get("NVMC")
        self.uicr = self.peripherals.get("UICR")
        self.power = self.peripherals.get("POWER")
        self.timed = [p for p in dict.fromkeys(self.peripherals.values()) if p.timed]
        self.gpiote = self.peripherals.get("GPIOTE")
        if self.gpiote is not None and self.gpio is not None:
            self.gpiote.connect(self.gpio)
        self.stimuli = Stimuli(self)  # inputs driven at virtual times (press(at=...), ...)
        self.timed.append(self.stimuli)
        self.motion = attach_i2c_devices(self)  # the accelerometer and compass (sensors.py)

        uc.hook_add(UC_HOOK_INTR, self._on_intr)
        uc.hook_add(
            UC_HOOK_MEM_READ_UNMAPPED | UC_HOOK_MEM_WRITE_UNMAPPED | UC_HOOK_MEM_FETCH_UNMAPPED,
            self._on_unmapped,
        )
        uc.hook_add(
            UC_HOOK_MEM_WRITE_PROT,
            self._on_flash_store,
            begin=self.flash.start,
            end=self.flash.start + self.flash.size - 1,
        )
        self._stream_address = self.elf.symbols.get("wispy_console_stream")
        if os.environ.get("WISPY_STACK_GUARD", "") not in ("", "0"):
            self.guard_stack()

        self.clock = make_clock(uc)
        if hasattr(self.clock, "fast_ram"):  # RAM stores on Unicorn's fast path (fastram.py)
            self.clock.fast_ram(uc, self.ram.start, self.ram.size)
        self._watch("wispy_program_done", "done")
        self._watch("wispy_no_program", "no-program")
        # Waiting for input: asleep on the WFI inside port_wait_input (port.h), until an
        # interrupt wakes the CPU. So asleep, with no byte pending, `on_input_wait()` is
        # asked for some (a callable returning True if it sent any, False to sleep on);
        # without one, run() returns reason "input": nothing will ever come.
        self._input_wait = False
        self.on_input_wait: Callable[[], bool] | None = None
        wait_input = self.elf.symbols.get("port_wait_input")
        self._wait_input_code = (
            range(wait_input & ~1, (wait_input & ~1) + self.elf.sizes.get("port_wait_input", 0))
            if wait_input is not None else range(0)
        )  # fmt: skip
        self.idle_cycles = 0  # virtual cycles spent asleep (WFI jumps)
        self._emulating = False
        self._fault = None  # (kind, detail, address, pc) recorded by a hook
        self._hook_error = None
        self._finished = None  # (reason, status) set by a firmware hook
        self._skip_watch_at = None
        self._reset_requested = False
        self._sleeping = False
        self._off = False
        self._stdout = self._stderr = None
        self._collect = None
        self._until = None  # run(until=...)'s predicate while it runs
        self._out: list[tuple[int, bytes]] = []  # (stream, byte) waiting to be flushed
        self.output_log: list[tuple[int, int, bytes]] = []  # (cycle, stream, bytes)
        self.resets = 0
        self.injected_faults = 0  # fault_at()'s HardFaults taken
        # An observer of the running program (emulator/profiler.py): the loop ends a slice
        # at its `next_sample` cycle and calls its `sample()` after every slice. Ending
        # slices early changes no instruction count or virtual time (see profiler.py).
        self.sampler = None

        for segment in self.elf.segments:
            try:
                uc.mem_write(segment.address, segment.data)
            except UcError:
                raise EmulatorError(
                    f"{self.elf.path}: a segment of {len(segment.data)} bytes at "
                    f"{segment.address:#x} lies outside the board's memory"
                ) from None
        self._cpu_reset()

    # ------------------------------------------------------------------ public API

    def load_image(self, data: bytes) -> None:
        """Write an image into the script region, as if it had been flashed."""
        region = self.script_region
        if region is None:
            raise EmulatorError("the board description has no [flash_layout.scripts] region")
        if len(data) > region.size:
            raise EmulatorError(
                f"the image is {len(data)} bytes; the script region holds {region.size}"
            )
        self.uc.mem_write(region.start, bytes(data) + b"\xff" * (region.size - len(data)))

    def send(self, data: bytes) -> None:
        """Queue bytes on the UART's RX pin; the firmware receives them in order."""
        self.uart.feed(bytes(data))

    def symbol(self, name: str) -> int | None:
        """A firmware symbol's address (Thumb functions keep bit 0 set), or None."""
        return self.elf.symbols.get(name)

    def guard_stack(self, span: int = 4096) -> None:
        """Fault as soon as the C stack grows out of its region into the heap: a store into
        the `span` bytes below __heap_end (the stack's lowest address) while SP is below it.
        Off by default (the hook costs a little on every store there); WISPY_STACK_GUARD=1
        turns it on for every Board. Without it an overflow silently overwrites the heap's
        top blocks."""
        limit = self.symbol("__heap_end")
        top = self.symbol("__stack_top")
        if limit is None or top is None:
            raise EmulatorError("the firmware has no __heap_end/__stack_top symbols to guard the stack with")

        def on_store(uc, access, address, size, value, user_data):
            sp = uc.reg_read(A.UC_ARM_REG_SP)
            if sp < limit:
                self.fail(
                    "C stack overflow",
                    f"SP {sp:#010x} is {limit - sp} B below the stack's end {limit:#010x}: "
                    f"the {top - limit}-byte C stack ran into the heap",
                    address,
                )

        self.uc.hook_add(UC_HOOK_MEM_WRITE, on_store, begin=max(self.ram.start, limit - span), end=limit - 1)

    def fault_at(self, symbol: str) -> None:
        """From now on the core takes a HardFault each time it reaches the first instruction
        of the firmware function `symbol`, as the chip does when an instruction faults: an
        ARMv6-M fault is precise (the stacked pc is the faulting instruction's) and leaves no
        other trace (no fault status registers), so the firmware's handler sees what a bus
        fault there would show it. For tests of that handler (docs/emulator.md, "Faults"); a
        fault the firmware really makes stays the emulator's own report (FirmwareFault)."""
        address = self.symbol(symbol)
        if address is None or not address & 1:
            raise EmulatorError(f"{self.elf.path}: the firmware has no function {symbol!r}")
        if not self.clock.exact:
            raise EmulatorError("fault injection needs the native clock (emulator/vclock.c, built "
                                "with the host's C compiler)")
        self.clock.watch(self.uc, address & ~1, self._inject_fault)

    def _inject_fault(self, address: int) -> None:
        self.injected_faults += 1
        self._enter(HARDFAULT, address)
        self.clock.forget_stop()  # the entry did not run: the next call faults again

    def heap_stats(self) -> dict | None:
        """The firmware's gc_stats struct, read without running any firmware code."""
        address = self.symbol(RECORDS["gc_stats"]["symbol"])
        if address is None:
            return None
        return GC_STATS.unpack_from(bytes(self.uc.mem_read(address, GC_STATS.size)))

    @property
    def pin_log(self):
        """Every change of a driven GPIO pin: PinChange(time, cycle, pin, level)."""
        return self.gpio.log if self.gpio else []

    @property
    def input_log(self):
        """Every change of a level driven from outside: PinChange(time, cycle, pin, level)."""
        return self.gpio.input_log if self.gpio else []

    def set_pin(self, pin: int, level: int | None, *, at: float | None = None) -> None:
        """Drive a GPIO pin from outside (None: let it float), now or at `at` virtual
        seconds since power-on."""
        if not (isinstance(pin, int) and 0 <= pin < 32):
            raise EmulatorError(f"there is no pin P0.{pin}: the nRF51's GPIOs are P0.0-P0.31")
        if at is None:
            self.gpio.set_input(pin, level)
        else:
            self.stimuli.add(
                self._cycle_at(at), lambda: self.gpio.set_input(pin, level), f"P0.{pin}={level}"
            )

    def press(
        self,
        button: str,
        pressed: bool = True,
        *,
        at: float | None = None,
        duration: float | None = None,
    ) -> None:
        """Press (or release) a board button by name (`A`, `B`): buttons are active low.
        With `at`, at that virtual time (seconds since power-on); with `duration`, released
        that many seconds later."""
        buttons = self.config.get("buttons", {})
        if button not in buttons:
            have = ", ".join(buttons) or "none"
            raise EmulatorError(f"the board has no button {button!r} (it has {have})")
        pin = buttons[button]["gpio"]
        if at is None and duration is None:
            self.set_pin(pin, 0 if pressed else 1)
            return
        start = self.now() if at is None else self._cycle_at(at)
        state = "down" if pressed else "up"
        self.stimuli.add(
            start, lambda: self.gpio.set_input(pin, 0 if pressed else 1), f"button {button} {state}"
        )
        if duration is not None:
            end = start + max(1, round(duration * self.clock_hz))
            self.stimuli.add(end, lambda: self.gpio.set_input(pin, 1), f"button {button} up")

    def uart_input(self, data: bytes, *, at: float | None = None) -> None:
        """Send bytes to the UART's RX pin with modelled timing: from `at` virtual seconds
        (default now), one byte per 10 bit-times at the rate in BAUDRATE, into the 6-byte
        receive FIFO (a byte arriving while it is full is an overrun, as on the chip).
        `send()` is the untimed way."""
        self.uart.feed_timed(bytes(data), self.now() if at is None else self._cycle_at(at))

    def set_temperature(self, celsius: float, *, at: float | None = None) -> None:
        """The die temperature (°C) the TEMP peripheral measures from now, or from `at`
        virtual seconds since power-on (peripherals/temp.py)."""
        temp = self.peripherals.get("TEMP")
        if temp is None:
            raise EmulatorError(f"the board {self.config['board']['name']} has no TEMP sensor")
        celsius = float(celsius)
        if not -40.0 <= celsius <= 85.0:  # the nRF51's operating range
            raise EmulatorError(f"{celsius} °C is outside the nRF51's range, -40 to 85 °C")
        if at is None:
            temp.celsius = celsius
        else:
            self.stimuli.add(self._cycle_at(at), lambda: setattr(temp, "celsius", celsius),
                             f"temperature {celsius} °C")

    def set_light_level(self, level: int, *, at: float | None = None) -> None:
        """The light on the display, 0 (dark) to 255, as display.read_light_level() senses
        it: the voltage its LEDs' photocurrent leaves on the sensing columns (P0.4-P0.6,
        AIN5-7) after the firmware's discharge time, on MicroBitLightSensor's scale (338 of
        1023 dark, 75 bright). Unset, the columns read 0 V: full light."""
        adc = self.peripherals.get("ADC")
        if adc is None or "display" not in self.config:
            raise EmulatorError(f"the board {self.config['board']['name']} has no LED display to sense light")
        if not (isinstance(level, int) and 0 <= level <= 255):
            raise EmulatorError(f"a light level is an int 0-255, not {level!r}")
        fraction = (338 - level * (338 - 75) / 255) / 1023

        def apply():
            for gpio in self.config["display"]["cols"][:3]:
                adc.set_voltage(gpio, fraction)

        if at is None:
            apply()
        else:
            self.stimuli.add(self._cycle_at(at), apply, f"light {level}")

    def at(self, seconds: float, action: Callable[[], object], description: str = "") -> None:
        """Call `action()` when virtual time reaches `seconds` since power-on."""
        self.stimuli.add(self._cycle_at(seconds), action, description)

    def _cycle_at(self, seconds: float) -> int:
        if seconds < 0:
            raise EmulatorError(f"a virtual time must not be negative (got {seconds} s)")
        return round(seconds * self.clock_hz)

    def pin_edges(self, pin: int) -> list:
        """The changes of one GPIO, driven by the chip or from outside, in time order:
        [PinChange(time, cycle, pin, level)] (level None: let float)."""
        changes = [c for c in self.pin_log if c.pin == pin] + [
            c for c in self.input_log if c.pin == pin
        ]
        return sorted(changes, key=lambda c: c.cycle)

    def display_frames(self):
        """The LED matrix decoded from the pin log: [Frame(time, cycle, pixels)], one per
        change of what the display shows (see emulator/display.py); `frame.text` is the
        5x5 brightness digits."""
        from .display import decode_frames

        return decode_frames(self.pin_log, self.config, self.clock_hz, self.now())

    def write_vcd(self, path, pins=None) -> None:
        """The pin log (outputs and inputs driven from outside) as a VCD file."""
        from .vcd import pin_names, write_vcd

        write_vcd(
            path,
            self.pin_log,
            self.input_log,
            self.clock_hz,
            self.now(),
            names=pin_names(self.config),
            pins=pins,
        )

    def now(self) -> int:
        """Virtual CPU cycles since power-on (executed halfwords + time asleep)."""
        return self.clock.bytes // 2 + self.idle_cycles

    @property
    def virtual_time(self) -> float:
        return self.now() / self.clock_hz

    @property
    def waiting_for_input(self) -> bool:
        """Asleep in port_wait_input with no byte on its way: only input can wake it soon."""
        return self._input_wait and self._sleeping and not (self.uart and self.uart.input_waiting)

    def next_event_time(self) -> float | None:
        """Virtual seconds from now to the next timed event (a timer, the RTC, a stimulus)."""
        now = self.now()
        times = [t for t in (model.next_event(now) for model in self.timed) if t is not None]
        return None if not times else max(0, min(times) - now) / self.clock_hz

    def run(
        self,
        timeout: float | None = None,
        on_stdout: Callable[[bytes], object] | None = None,
        on_stderr: Callable[[bytes], object] | None = None,
        until: Callable[[], bool] | None = None,
    ) -> RunResult:
        """Run until the program ends, the firmware reports no program, `timeout` virtual
        seconds pass, or the firmware sleeps with nothing left that could wake it; with
        `until`, also as soon as `until()` is true after output (reason "until"): it is
        asked after each byte the console sends has been given to the callbacks, so a
        caller waiting for a text stops at the byte that completes it.
        Raises FirmwareFault if the firmware crashes."""
        self._stdout = on_stdout if on_stdout is not None else _write_to(sys.stdout)
        self._stderr = on_stderr if on_stderr is not None else _write_to(sys.stderr)
        collected = {0: bytearray(), 1: bytearray()}
        self._collect = collected
        limit = None if timeout is None else self.now() + max(0, round(timeout * self.clock_hz))
        self._finished = None
        self._until = until
        started, cpu_started = time.perf_counter(), time.process_time()
        try:
            reason = self._loop(limit)
        finally:
            self._flush()
            self._collect = None
            self._until = None
        status = self._finished[1] if self._finished and reason == "done" else None
        return RunResult(
            status=status,
            reason=reason,
            instructions=self.clock.bytes // 2,
            virtual_time=self.virtual_time,
            heap=self.heap_stats(),
            stdout=bytes(collected[0]),
            stderr=bytes(collected[1]),
            wall_time=time.perf_counter() - started,
            cpu_time=time.process_time() - cpu_started,
        )

    # ------------------------------------------------------------------ run loop

    def _loop(self, limit: int | None) -> str:
        uc = self.uc
        while True:
            if self._reset_requested:
                self._system_reset()
            now = self.now()
            for model in self.timed:
                model.sync(now)
            primask = bool(uc.reg_read(A.UC_ARM_REG_PRIMASK))
            number = self.nvic.deliverable(primask)
            while number is not None:
                self._sleeping = self._input_wait = False
                self._enter(number, uc.reg_read(A.UC_ARM_REG_PC))
                if self._fault is not None:  # the entry itself failed (stack, vector)
                    raise self._fault_report(None)
                number = self.nvic.deliverable(primask)
            if self._sleeping and not self._off and self.nvic.deliverable(False) is not None:
                self._sleeping = self._input_wait = False  # WFI wakes on a pending IRQ even behind PRIMASK
            if self._finished:
                return self._finished[0]
            if limit is not None and now >= limit:
                return "timeout"
            next_event = None
            for model in self.timed:
                at = model.next_event(now)
                if at is not None and (next_event is None or at < next_event):
                    next_event = at
            if self._sleeping:
                # Waiting for input: a stimulus still to come (a press, a pin, timed UART
                # bytes) may wake it first, so time runs on to it; only with none left is
                # the input asked for (on_input_wait) or the wait hopeless ("input").
                if self.waiting_for_input and not self._off and self.stimuli.next_event(now) is None:
                    if self.on_input_wait is None:
                        return "input"
                    if self.on_input_wait():
                        continue  # the bytes' interrupt wakes the CPU
                if next_event is None or self._off:
                    return "idle"
                if limit is not None and next_event > limit:
                    self.idle_cycles += limit - now
                    return "timeout"
                self.idle_cycles += max(next_event - now, 1)  # always forward
                continue
            deadline = now + MAX_SLICE
            if next_event is not None:
                deadline = min(deadline, next_event)
            if limit is not None:
                deadline = min(deadline, limit)
            if primask and self.nvic.next_pending() is not None:
                deadline = min(deadline, now + MASKED_POLL)
            if self.sampler is not None:
                deadline = min(deadline, self.sampler.next_sample)
            self._slice(deadline)
            if self.sampler is not None:
                self.sampler.sample()

    def _slice(self, deadline: int) -> None:
        uc = self.uc
        pc = uc.reg_read(A.UC_ARM_REG_PC)
        self._emulating = True
        try:
            self.clock.run(uc, pc, (deadline - self.idle_cycles) * 2)
        except UcError as error:
            self._emulating = False
            if self._hook_error is not None:
                self._raise_hook_error()
            raise self._fault_report(error) from None
        finally:
            self._emulating = False
        self._flush()
        if self._hook_error is not None:
            self._raise_hook_error()
        if self._fault is not None:
            raise self._fault_report(None)
        pc = uc.reg_read(A.UC_ARM_REG_PC)
        if self.clock.stopped_after_wfi(uc, pc):
            self._sleeping = True
            self._input_wait = pc in self._wait_input_code

    def reschedule(self) -> None:
        """A model's next event moved: end the slice so the deadline is recomputed."""
        self._stop()

    def interrupt_requested(self) -> None:
        """An IRQ may have become deliverable: end the slice so it is taken."""
        self._stop()

    def _stop(self) -> None:
        if self._emulating:
            self.clock.request_stop()

    # ------------------------------------------------------------------ exceptions

    def ipsr(self) -> int:
        return self.uc.reg_read(A.UC_ARM_REG_XPSR) & 0x3F

    def _enter(self, number: int, return_pc: int) -> None:
        """Exception entry (ARMv6-M B1.5.6): stack the frame, set LR, IPSR and PC."""
        uc = self.uc
        self.nvic.acknowledge(number)
        sp = uc.reg_read(A.UC_ARM_REG_SP)
        xpsr = uc.reg_read(A.UC_ARM_REG_XPSR)
        align = sp & 4
        frame_sp = (sp - 32 - align) & ~7
        if frame_sp not in self.ram or frame_sp + 32 > self.ram.start + self.ram.size:
            self.fail(
                "stack overflow on exception entry",
                f"stacking the frame for exception {number} needs SP={frame_sp:#010x}, "
                "outside RAM (HardFault; the chip would lock up)",
                frame_sp,
            )
            return
        frame = [uc.reg_read(r) for r in FRAME] + [
            return_pc & ~1,
            (xpsr & ~0x200) | (0x200 if align else 0) | (1 << 24),
        ]
        uc.mem_write(frame_sp, struct.pack("<8I", *frame))
        uc.reg_write(A.UC_ARM_REG_SP, frame_sp)
        uc.reg_write(A.UC_ARM_REG_LR, 0xFFFFFFF1 if xpsr & 0x3F else 0xFFFFFFF9)
        uc.reg_write(A.UC_ARM_REG_XPSR, (xpsr & ~0x3F) | number | (1 << 24))
        vector = struct.unpack("<I", uc.mem_read(self.flash.start + 4 * number, 4))[0]
        if vector in (0, 0xFFFFFFFF) or not vector & 1:
            self.fail(
                "bad exception vector",
                f"exception {number} has vector {vector:#010x} (HardFault)",
                vector,
            )
            return
        uc.reg_write(A.UC_ARM_REG_PC, vector | 1)

    def _return(self, exc_return: int) -> None:
        """Exception return (ARMv6-M B1.5.8): unstack the frame Unicorn does not."""
        uc = self.uc
        if exc_return not in (0xFFFFFFF1, 0xFFFFFFF9):
            self.fail(
                "bad exception return",
                f"EXC_RETURN {exc_return:#010x} is not supported (PSP is not modelled)",
                exc_return,
            )
            return
        if not self.nvic.active:
            self.fail(
                "bad exception return", "an exception return with no active exception", exc_return
            )
            return
        self.nvic.active.pop()
        to_thread = exc_return == 0xFFFFFFF9
        if to_thread and self.nvic.active:
            self.fail(
                "bad exception return",
                "an exception return to thread mode while exceptions are still active "
                "(INVPC: HardFault)",
                exc_return,
            )
            return
        sp = uc.reg_read(A.UC_ARM_REG_SP)
        words = struct.unpack("<8I", uc.mem_read(sp, 32))
        for reg, value in zip(FRAME, words[:6]):
            uc.reg_write(reg, value)
        uc.reg_write(A.UC_ARM_REG_SP, sp + 32 + (4 if words[7] & 0x200 else 0))
        uc.reg_write(A.UC_ARM_REG_XPSR, words[7] & ~0x200)
        uc.reg_write(A.UC_ARM_REG_PC, words[6] | 1)
        # Tail-chain: take what became deliverable now rather than at the next boundary.
        primask = bool(uc.reg_read(A.UC_ARM_REG_PRIMASK))
        number = self.nvic.deliverable(primask)
        if number is not None:
            self._enter(number, words[6])
        elif to_thread and self.nvic.reg("SCR") & 2:  # SLEEPONEXIT
            self._sleeping = True
            self._stop()

    def _on_intr(self, uc, intno, user_data):
        try:
            if intno == INTR_SWI:
                pc = uc.reg_read(A.UC_ARM_REG_PC)  # already the return address
                primask = bool(uc.reg_read(A.UC_ARM_REG_PRIMASK))
                if self.nvic.exception_priority(SVCALL) >= self.nvic.execution_priority(primask):
                    self.fail(
                        "HardFault",
                        "SVC executed where SVCall cannot preempt (PRIMASK "
                        "set or a handler of equal or higher priority is running)",
                        None,
                    )
                    return
                self._enter(SVCALL, pc)
            elif intno == INTR_EXCEPTION_EXIT:
                self._return(uc.reg_read(A.UC_ARM_REG_PC) | 1)
            else:
                name = INTR_NAMES.get(intno, f"CPU exception {intno}")
                self.fail("HardFault", f"{name} (HardFault)", None)
        except BaseException as error:  # noqa: BLE001
            self.hook_failed(error)

    # ------------------------------------------------------------------ firmware hooks

    def _watch(self, name: str, reason: str) -> None:
        address = self.elf.symbols.get(name)
        if address is not None:
            self.clock.watch(self.uc, address & ~1, lambda at: self._firmware_says(reason, at))

    def _firmware_says(self, reason: str, address: int) -> None:
        """The firmware entered one of its emulator hooks; r0 is its argument."""
        if self._skip_watch_at == address:
            self._skip_watch_at = None  # resuming after this very stop (slice clock)
            return
        status = self.uc.reg_read(A.UC_ARM_REG_R0)
        if status & 0x80000000:
            status -= 1 << 32
        self._finished = (reason, status)
        if not self.clock.exact:
            self._skip_watch_at = address
        self._stop()

    def console_byte(self, byte: int) -> None:
        """UART0 sent a byte: route it by wispy_console_stream (0 stdout, 1 stderr)."""
        stream = 0
        if self._stream_address is not None:
            stream = 1 if self.uc.mem_read(self._stream_address, 1)[0] == 1 else 0
        self._out.append((stream, byte))
        if self._until is not None:
            self._stop()  # end the slice at this byte, so `until` sees it before the next

    def _flush(self) -> None:
        if not self._out:
            return
        out, self._out = self._out, []
        now = self.now()
        chunk, stream = bytearray(), out[0][0]
        for s, byte in out + [(-1, 0)]:
            if s != stream:
                data = bytes(chunk)
                self.output_log.append((now, stream, data))
                if self._collect is not None:
                    self._collect[stream] += data
                callback = self._stdout if stream == 0 else self._stderr
                if callback is not None:
                    callback(data)
                chunk, stream = bytearray(), s
            chunk.append(byte)
        if self._until is not None and self._finished is None and self._until():
            self._finished = ("until", None)  # the loop returns at its next turn

    # ------------------------------------------------------------------ memory hooks

    def _on_unmapped(self, uc, access, address, size, value, user_data):
        kind = UNMAPPED_KINDS.get(access, "unmapped access")
        detail = f"{size}-byte access at {address:#010x}, where the board has no memory"
        if kind == "unmapped write":
            detail = (
                f"storing {value & 0xFFFFFFFF:#x} ({size} bytes) at {address:#010x}, "
                "where the board has no memory"
            )
        self._fault = (kind, detail, address, uc.reg_read(A.UC_ARM_REG_PC))
        return False

    def _on_flash_store(self, uc, access, address, size, value, user_data):
        try:
            error = self.nvmc.store_error(address, size) if self.nvmc else "there is no NVMC"
            if error:
                self._fault = ("flash write refused", error, address, None)
                return False
            old = struct.unpack("<I", uc.mem_read(address, 4))[0]
            uc.mem_write(address, struct.pack("<I", old & value & 0xFFFFFFFF))
            self.nvmc.writes += 1
            self.flash_changed(address, 4)
            return True  # the callback's value stands; Unicorn does not redo the store
        except BaseException as error:  # noqa: BLE001
            self.hook_failed(error)
            return True

    def flash_changed(self, address: int, size: int) -> None:
        """Flash was erased or programmed: drop translated code that may have come from it."""
        self.uc.ctl_remove_cache(address, address + size)

    # ------------------------------------------------------------------ faults

    def fail(self, kind: str, detail: str, address: int | None) -> None:
        """A hook found a firmware fault: record it and end the slice; the loop raises it."""
        if self._fault is None:
            self._fault = (kind, detail, address, self.uc.reg_read(A.UC_ARM_REG_PC))
        self._stop()

    def hook_failed(self, error: BaseException) -> None:
        if self._hook_error is None:
            self._hook_error = error
        self._stop()

    def _raise_hook_error(self):
        error, self._hook_error = self._hook_error, None
        raise error

    def _fault_report(self, error: UcError | None) -> FirmwareFault:
        uc = self.uc
        if self._fault is not None:
            kind, detail, address, pc = self._fault
        else:
            name = _uc_error_name(error)
            kind, detail, address, pc = UC_FAULT_KINDS.get(name, name), str(error), None, None
            if name == "UC_ERR_INSN_INVALID":
                at = uc.reg_read(A.UC_ARM_REG_PC)
                try:
                    half = struct.unpack("<H", uc.mem_read(at, 2))[0]
                    detail = (
                        f"the halfword {half:#06x} at {at:#010x} is no ARMv6-M instruction "
                        "(UDF, or code that is not code)"
                    )
                except UcError:
                    pass
        self._fault = None
        registers = {name: uc.reg_read(reg) for name, reg in REPORT_REGS}
        if pc is None:
            pc = registers["pc"]
        exact = True
        if kind in ("unmapped read", "unmapped write", "flash write refused") and address:
            # Unicorn gives memory hooks the PC of the translated block, not of the access.
            found = find_access(self._read_halfword, self._reg_by_number, pc, address)
            exact = found is not None
            pc = found if exact else pc
        registers["pc"] = pc
        ipsr = registers["xpsr"] & 0x3F
        lines = [
            f"firmware fault: {kind} at pc {pc:#010x} ({self.elf.describe(pc)})",
            f"  {detail}",
        ]
        if not exact:
            lines.append("  (the pc is the start of the block of code that made the access)")
        if address is not None:
            lines.append(f"  faulting address: {address:#010x}")
        mode = "thread mode" if not ipsr else f"handler mode, exception {ipsr}"
        lines.append(
            f"  in {mode}; lr {registers['lr']:#010x} "
            f"({self.elf.describe(registers['lr'])}); virtual time "
            f"{self.virtual_time:.6f} s"
        )
        names = [name for name, _ in REPORT_REGS]
        for i in range(0, len(names), 4):
            lines.append("  " + "  ".join(f"{n:>7} {registers[n]:08x}" for n in names[i : i + 4]))
        return FirmwareFault("\n".join(lines), kind, pc, address, registers)

    def _read_halfword(self, address: int) -> int:
        return struct.unpack("<H", self.uc.mem_read(address, 2))[0]

    def _reg_by_number(self, number: int) -> int:
        return self.uc.reg_read(
            A.UC_ARM_REG_SP if number == 13 else getattr(A, f"UC_ARM_REG_R{number}")
        )

    # ------------------------------------------------------------------ reset

    def request_reset(self) -> None:
        """AIRCR.SYSRESETREQ: the system resets at the end of this slice."""
        self._reset_requested = True
        self._stop()

    def system_off(self) -> None:
        self._off = self._sleeping = True
        self._stop()

    def _system_reset(self) -> None:
        self._reset_requested = False
        self._sleeping = self._off = self._input_wait = False
        self.resets += 1
        for model in dict.fromkeys([*self.peripherals.values(), self.nvic]):
            model.reset()
        if self.power is not None:
            self.power.resetreas |= SREQ
        self._cpu_reset()

    def _cpu_reset(self) -> None:
        uc = self.uc
        sp, pc = struct.unpack("<2I", uc.mem_read(self.flash.start, 8))
        for i in range(13):
            uc.reg_write(getattr(A, f"UC_ARM_REG_R{i}"), 0)
        uc.reg_write(A.UC_ARM_REG_PRIMASK, 0)
        uc.reg_write(A.UC_ARM_REG_CONTROL, 0)
        uc.reg_write(A.UC_ARM_REG_XPSR, 1 << 24)
        uc.reg_write(A.UC_ARM_REG_LR, 0xFFFFFFFF)
        uc.reg_write(A.UC_ARM_REG_SP, sp)
        uc.reg_write(A.UC_ARM_REG_PC, pc | 1)
        self._skip_watch_at = None
        self.clock.forget_stop()

    # ------------------------------------------------------------------ misc

    def warn(self, message: str, key: str | None = None) -> None:
        """Say something about the firmware's use of the hardware, once."""
        key = key or message
        if key in self._warned:
            return
        self._warned.add(key)
        self.warnings.append(message)
        log.warning("%s", message)


def _write_to(stream):
    buffer = getattr(stream, "buffer", None)

    def write(data: bytes) -> None:
        if buffer is not None:
            buffer.write(data)
        else:
            stream.write(data.decode("utf-8", "replace"))
        stream.flush()

    return write


def _uc_error_name(error: UcError | None) -> str:
    if error is None:
        return "unknown"
    import unicorn.unicorn_const as C

    for name in dir(C):
        if name.startswith("UC_ERR_") and getattr(C, name) == error.errno:
            return name
    return str(error)


def run_image(
    image: bytes,
    elf=None,
    timeout: float | None = 10.0,
    board: str = "microbit-v1",
    input: bytes = b"",
    on_stdout=None,
    on_stderr=None,
) -> RunResult:
    """Run one image on a fresh emulated board. `elf` defaults to wispy.build.firmware_elf()."""
    if elf is None:
        from wispy.build import firmware_elf  # the build driver owns where the ELF lives

        elf = firmware_elf()
    machine = Board(elf, board)
    machine.load_image(image)
    if input:
        machine.send(input)
    return machine.run(timeout=timeout, on_stdout=on_stdout, on_stderr=on_stderr)
