/* port.c — the nRF51 implementation of core/port.h: clocks, the UART0 console
 * (interrupt-driven receive), the RTC0 millisecond tick, sleep, reset and the memory
 * regions of the generated linker layout. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../../core/port.h"
#include "../../core/port_io.h"
#include "../../core/protocol.h"
#include "nrf51.h"

extern uint8_t __script_start[], __script_end[];
extern uint8_t __heap_start[], __heap_end[];
extern uint8_t __stack_top[], __stack_limit[];

/* ---- clocks ---- */

/* The micro:bit v1 has no 32.768 kHz crystal: LFCLK is synthesised from the 16 MHz
 * crystal (as accurate as HFCLK, ~+-50 ppm), which is why HFCLK is started first.
 * A board with a 32 kHz crystal would define BOARD_LFCLKSRC as CLOCK_LFCLKSRC_XTAL. */
#ifndef BOARD_LFCLKSRC
#define BOARD_LFCLKSRC CLOCK_LFCLKSRC_SYNTH
#endif

static void clocks_start(void) {
    REG(BOARD_CLOCK_BASE, CLOCK_EVENTS_HFCLKSTARTED) = 0;
    REG(BOARD_CLOCK_BASE, CLOCK_TASKS_HFCLKSTART) = TRIGGER;
    while (REG(BOARD_CLOCK_BASE, CLOCK_EVENTS_HFCLKSTARTED) == 0) {
    }
    REG(BOARD_CLOCK_BASE, CLOCK_LFCLKSRC) = BOARD_LFCLKSRC;
    REG(BOARD_CLOCK_BASE, CLOCK_EVENTS_LFCLKSTARTED) = 0;
    REG(BOARD_CLOCK_BASE, CLOCK_TASKS_LFCLKSTART) = TRIGGER;
    while (REG(BOARD_CLOCK_BASE, CLOCK_EVENTS_LFCLKSTARTED) == 0) {
    }
}

/* ---- UART0 console ---- */

/* Received bytes wait here until port_read_byte() takes them. One producer (the IRQ
 * handler writes rx_head) and one consumer (rx_tail), so no locking is needed. */
#ifndef PORT_UART_RX_BUFFER
#define PORT_UART_RX_BUFFER 128 /* bytes of RAM; a power of two */
#endif
_Static_assert(PORT_UART_RX_BUFFER <= 256 && (PORT_UART_RX_BUFFER & (PORT_UART_RX_BUFFER - 1)) == 0,
               "PORT_UART_RX_BUFFER must be a power of two, at most 256 (the indices are bytes)");
static volatile uint8_t rx_buf[PORT_UART_RX_BUFFER];
static volatile uint8_t rx_head, rx_tail;
/* Bytes lost because the buffer was full (for a debugger; the protocol resends). */
volatile uint32_t port_uart_rx_dropped;

static void uart_init(void) {
    /* The chip wants TXD driven high (idle) as a GPIO output before the UART takes the
     * pin, and RXD an input with its buffer connected (a pull-up keeps it idle if the
     * interface chip is absent). */
    REG(BOARD_GPIO_BASE, GPIO_OUTSET) = 1u << BOARD_UART_TX_PIN;
    REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(BOARD_UART_TX_PIN)) = PIN_CNF_OUTPUT;
    REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(BOARD_UART_RX_PIN)) = PIN_CNF_INPUT_PULLUP;

    REG(BOARD_UART_BASE, UART_PSELTXD) = BOARD_UART_TX_PIN;
    REG(BOARD_UART_BASE, UART_PSELRXD) = BOARD_UART_RX_PIN;
    REG(BOARD_UART_BASE, UART_BAUDRATE) = BOARD_UART_BAUDRATE_REG;
    REG(BOARD_UART_BASE, UART_ENABLE) = UART_ENABLE_ENABLED;
    REG(BOARD_UART_BASE, UART_EVENTS_TXDRDY) = 0;
    REG(BOARD_UART_BASE, UART_EVENTS_RXDRDY) = 0;
    REG(BOARD_UART_BASE, UART_TASKS_STARTTX) = TRIGGER;
    REG(BOARD_UART_BASE, UART_TASKS_STARTRX) = TRIGGER;
    REG(BOARD_UART_BASE, UART_INTENSET) = UART_INT_RXDRDY;
    nvic_enable(BOARD_UART_IRQ);
}

static uint8_t intr_half; /* attached: the first INTR of a Ctrl-C pair came */

void UART0_IRQHandler(void) {
    while (REG(BOARD_UART_BASE, UART_EVENTS_RXDRDY)) {
        /* Clear the event before reading RXD, so a byte arriving meanwhile raises it again. */
        REG(BOARD_UART_BASE, UART_EVENTS_RXDRDY) = 0;
        (void)REG(BOARD_UART_BASE, UART_EVENTS_RXDRDY);
        uint8_t byte = (uint8_t)REG(BOARD_UART_BASE, UART_RXD);
        if (byte == WISPY_INTR_BYTE) { /* Ctrl-C: KeyboardInterrupt at the next bytecode */
            /* A host tool (attached) sends Ctrl-C as two INTR bytes in a row, so that one
             * byte a noisy line turns into 0x03 is only a lost byte of a frame, which the
             * protocol resends, not an interrupt; a bare terminal's single Ctrl-C interrupts. */
            if (protocol_attached() && !intr_half) {
                intr_half = 1;
                continue;
            }
            intr_half = 0;
            protocol_ctrl_c();
            continue;
        }
        intr_half = 0;
        uint8_t next = (uint8_t)((rx_head + 1) & (PORT_UART_RX_BUFFER - 1));
        if (next == rx_tail) {
            port_uart_rx_dropped++;
        } else {
            rx_buf[rx_head] = byte;
            rx_head = next;
        }
    }
    if (REG(BOARD_UART_BASE, UART_EVENTS_ERROR)) {
        /* Overrun, parity, framing or break: reception goes on; clear the flags. */
        REG(BOARD_UART_BASE, UART_ERRORSRC) = REG(BOARD_UART_BASE, UART_ERRORSRC);
        REG(BOARD_UART_BASE, UART_EVENTS_ERROR) = 0;
    }
}

/* Program output: framed by the protocol while a host tool is attached, else raw. */
void port_write(const char *buf, size_t len) {
    if (!protocol_console_write(buf, len)) {
        port_uart_write(buf, len);
    }
}

void port_uart_write(const char *buf, size_t len) {
    for (size_t i = 0; i < len; i++) {
        REG(BOARD_UART_BASE, UART_TXD) = (uint8_t)buf[i];
        /* The next byte may only be written once this one has gone: TXDRDY. */
        while (REG(BOARD_UART_BASE, UART_EVENTS_TXDRDY) == 0) {
        }
        REG(BOARD_UART_BASE, UART_EVENTS_TXDRDY) = 0;
    }
}

size_t port_read_available(void) {
    return (uint8_t)(rx_head - rx_tail) & (PORT_UART_RX_BUFFER - 1);
}

int port_read_byte(void) {
    uint8_t tail = rx_tail;
    if (tail == rx_head) {
        return -1;
    }
    int byte = rx_buf[tail];
    rx_tail = (uint8_t)((tail + 1) & (PORT_UART_RX_BUFFER - 1));
    return byte;
}

/* ---- the millisecond tick ----
 * RTC0 counts LFCLK (32768 Hz, PRESCALER 0) in 24 bits, overflowing every 512 s; the
 * overflow interrupt counts the overflows, so ticks = overflows * 2**24 + COUNTER and
 * ms = ticks * 1000 / 32768 = ticks * 125 / 4096, exact (no drift, no rounding carried).
 *
 * QEMU's `microbit` machine (7.2) has no RTC: its COUNTER reads 0 for ever. port_init
 * notices that and falls back to TIMER0 with a 1 kHz compare interrupt, so the same
 * binary keeps time (less frugally) there too. */
static volatile uint32_t rtc_overflows;
static volatile uint32_t timer_ms; /* the TIMER0 fallback's count */
static bool tick_on_timer0;

#define RTC_TICKS_PER_MS_CEIL 33u /* ceil(32768 / 1000) */

void RTC0_IRQHandler(void) {
    if (REG(BOARD_RTC0_BASE, RTC_EVENTS_OVRFLW)) {
        REG(BOARD_RTC0_BASE, RTC_EVENTS_OVRFLW) = 0;
        (void)REG(BOARD_RTC0_BASE, RTC_EVENTS_OVRFLW);
        rtc_overflows++;
    }
    if (REG(BOARD_RTC0_BASE, RTC_EVENTS_COMPARE0)) {
        /* port_idle's wake-up: one-shot */
        REG(BOARD_RTC0_BASE, RTC_INTENCLR) = RTC_INT_COMPARE0;
        REG(BOARD_RTC0_BASE, RTC_EVENTS_COMPARE0) = 0;
        (void)REG(BOARD_RTC0_BASE, RTC_EVENTS_COMPARE0);
    }
}

void TIMER0_IRQHandler(void) {
    if (REG(BOARD_TIMER0_BASE, TIMER_EVENTS_COMPARE0)) {
        REG(BOARD_TIMER0_BASE, TIMER_EVENTS_COMPARE0) = 0;
        (void)REG(BOARD_TIMER0_BASE, TIMER_EVENTS_COMPARE0);
        timer_ms++;
    }
}

static void tick_init(void) {
    REG(BOARD_RTC0_BASE, RTC_PRESCALER) = 0;
    REG(BOARD_RTC0_BASE, RTC_EVENTS_OVRFLW) = 0;
    REG(BOARD_RTC0_BASE, RTC_INTENSET) = RTC_INT_OVRFLW;
    nvic_enable(BOARD_RTC0_IRQ);
    REG(BOARD_RTC0_BASE, RTC_TASKS_START) = TRIGGER;

    /* Wait for the counter to move: ~2 LFCLK periods (61 us) on the chip. The bound is
     * about 4 ms at 16 MHz, far more than a working RTC needs. */
    for (uint32_t i = 0; i < 8000; i++) {
        if (REG(BOARD_RTC0_BASE, RTC_COUNTER) != 0) {
            return;
        }
    }
    /* No RTC: TIMER0 in 32-bit timer mode at 16 MHz / 2**4 = 1 MHz, compare at 1000 us,
     * cleared by the COMPARE0->CLEAR shortcut, one interrupt per millisecond. */
    tick_on_timer0 = true;
    REG(BOARD_TIMER0_BASE, TIMER_MODE) = 0;
    REG(BOARD_TIMER0_BASE, TIMER_BITMODE) = 3;
    REG(BOARD_TIMER0_BASE, TIMER_PRESCALER) = 4;
    REG(BOARD_TIMER0_BASE, TIMER_CC0) = 1000;
    REG(BOARD_TIMER0_BASE, TIMER_SHORTS) = TIMER_SHORTS_COMPARE0_CLEAR;
    REG(BOARD_TIMER0_BASE, TIMER_INTENSET) = TIMER_INT_COMPARE0;
    nvic_enable(BOARD_TIMER0_IRQ);
    REG(BOARD_TIMER0_BASE, TIMER_TASKS_CLEAR) = TRIGGER;
    REG(BOARD_TIMER0_BASE, TIMER_TASKS_START) = TRIGGER;
}

/* LFCLK ticks since boot. The overflow count and the counter are read as one value: with
 * interrupts off, an overflow that happened but is not yet counted shows as a pending
 * OVRFLW event; the counter is then read again, after the wrap. */
static uint64_t rtc_ticks(void) {
    uint32_t primask = irq_save();
    uint32_t overflows = rtc_overflows;
    uint32_t counter = REG(BOARD_RTC0_BASE, RTC_COUNTER);
    if (REG(BOARD_RTC0_BASE, RTC_EVENTS_OVRFLW)) {
        overflows++;
        counter = REG(BOARD_RTC0_BASE, RTC_COUNTER);
    }
    irq_restore(primask);
    return ((uint64_t)overflows << 24) | counter;
}

uint32_t port_ticks_ms(void) {
    if (tick_on_timer0) {
        return timer_ms;
    }
    return (uint32_t)((rtc_ticks() * 125u) >> 12);
}

/* us = ticks * 10**6 / 32768 = ticks * 15625 / 512, rounded down (steps of 30.52 us).
 * On TIMER0: the milliseconds plus the counter (1 MHz) captured into CC[1]; a compare
 * that cleared the counter but is not yet counted shows as a pending COMPARE0 event. */
uint32_t port_ticks_us(void) {
    if (!tick_on_timer0) {
        return (uint32_t)((rtc_ticks() * 15625u) >> 9);
    }
    uint32_t primask = irq_save();
    uint32_t ms = timer_ms;
    REG(BOARD_TIMER0_BASE, TIMER_TASKS_CAPTURE1) = TRIGGER;
    uint32_t us = REG(BOARD_TIMER0_BASE, TIMER_CC1);
    if (REG(BOARD_TIMER0_BASE, TIMER_EVENTS_COMPARE0)) {
        ms++;
        REG(BOARD_TIMER0_BASE, TIMER_TASKS_CAPTURE1) = TRIGGER;
        us = REG(BOARD_TIMER0_BASE, TIMER_CC1);
    }
    irq_restore(primask);
    return ms * 1000u + us;
}

/* Arm RTC0's one-shot COMPARE0 `ticks` LFCLK ticks ahead (2 <= ticks < 2**24: CC must lie
 * at least 2 ticks ahead of COUNTER for the event to fire), then sleep with WFI. */
static void rtc_sleep_ticks(uint32_t ticks) {
    /* With interrupts masked, an interrupt that becomes pending between arming and WFI
     * still ends the WFI (ARMv6-M wakes on pending, masked or not); its handler runs
     * when the mask is restored. So the wake-up cannot be missed. An event the VM must
     * see (Ctrl-C, a pin edge) that came before the mask is seen here: no sleep then. */
    uint32_t primask = irq_save();
    if (!wispy_interrupt_pending) {
        uint32_t when = (REG(BOARD_RTC0_BASE, RTC_COUNTER) + ticks) & RTC_COUNTER_MASK;
        REG(BOARD_RTC0_BASE, RTC_EVENTS_COMPARE0) = 0;
        REG(BOARD_RTC0_BASE, RTC_CC0) = when;
        REG(BOARD_RTC0_BASE, RTC_INTENSET) = RTC_INT_COMPARE0;
        __asm__ volatile("dsb\n\twfi" ::: "memory");
    }
    irq_restore(primask);
}

/* WFI unless the VM has an event waiting (checked with interrupts masked, as above). */
static void wfi_unless_pending(void) {
    uint32_t primask = irq_save();
    if (!wispy_interrupt_pending) {
        __asm__ volatile("dsb\n\twfi" ::: "memory");
    }
    irq_restore(primask);
}

/* port.h: the emulator finds this function by its symbol (noinline, used: it keeps one). */
__attribute__((noinline, used)) void port_wait_input(void) {
    uint32_t primask = irq_save();
    if (!wispy_interrupt_pending && rx_head == rx_tail) {
        __asm__ volatile("dsb\n\twfi" ::: "memory");
    }
    irq_restore(primask);
}

/* Sleep until the next interrupt, and at most about a millisecond: a one-shot RTC0
 * compare is armed first, so a caller that polls port_ticks_ms() in a port_idle() loop
 * (a sleep, a receive timeout) wakes in time even when nothing else happens. On the
 * TIMER0 fallback its 1 kHz interrupt does the same. */
void port_idle(void) {
    if (tick_on_timer0) {
        __asm__ volatile("dsb\n\twfi" ::: "memory");
    } else {
        rtc_sleep_ticks(RTC_TICKS_PER_MS_CEIL);
    }
}

/* Sleep until an interrupt or until port_ticks_ms() reaches deadline_ms, with one wake-up
 * however long the wait (up to 256 s at a time), so a long sleep costs no periodic
 * interrupts (and the emulator skips it in one step). Returns at once if the deadline has
 * passed; the caller loops until its condition holds:
 *     while ((int32_t)(deadline - port_ticks_ms()) > 0) port_idle_until(deadline);
 * The port probes of tests/ use it; the core uses port_idle_until_us (port.h). */
void port_idle_until(uint32_t deadline_ms) {
    int32_t left = (int32_t)(deadline_ms - port_ticks_ms());
    if (left <= 0) {
        return;
    }
    if (tick_on_timer0) {
        wfi_unless_pending();
        return;
    }
    /* ceil(left * 32768 / 1000) ticks, one more for the partial tick already counted */
    uint32_t ticks = left >= 256000 ? (1u << 23) : (uint32_t)(((uint64_t)left * 4096u + 124u) / 125u) + 1u;
    rtc_sleep_ticks(ticks);
}

/* port.h: one RTC0 compare at the first tick at which port_ticks_us() >= deadline_us.
 * n ticks from now move port_ticks_us() by at least n * 30.52 - 1 us (it rounds down),
 * so n = ceil((left + 1) * 512 / 15625); at most 2**23 ticks (256 s) at a time (the
 * caller loops). A deadline nearer than 2 ticks (CC's minimum distance) is left to the
 * caller to spin out. On the TIMER0 fallback, its 1 kHz interrupt ends each WFI. */
void port_idle_until_us(uint32_t deadline_us) {
    int32_t left = (int32_t)(deadline_us - port_ticks_us());
    if (left <= 0) {
        return;
    }
    if (tick_on_timer0) {
        wfi_unless_pending();
        return;
    }
    uint32_t ticks = left >= 256000000 ? (1u << 23) : (uint32_t)(((uint64_t)left * 512u + 512u + 15624u) / 15625u);
    if (ticks >= 2) {
        rtc_sleep_ticks(ticks);
    }
}

/* ---- reset, memory regions, init ---- */

/* port.h: POWER.GPREGRET keeps the boot note through every reset but power-on's, in its
 * low 4 bits; its top 4 say the note is ours (QEMU's nRF51 reads every CLOCK and POWER
 * register as 1, and a power-on leaves 0). */
#define NOTE_MARK 0xA0u

uint32_t port_boot_note(void) {
    uint32_t r = REG(BOARD_POWER_BASE, POWER_GPREGRET);
    return (r & 0xF0u) == NOTE_MARK ? r & 0x0Fu : 0;
}

void port_set_boot_note(uint32_t note) {
    REG(BOARD_POWER_BASE, POWER_GPREGRET) = NOTE_MARK | note;
}

void port_reset(void) {
    __asm__ volatile("dsb" ::: "memory");
    REG(SCB_AIRCR, 0) = SCB_AIRCR_SYSRESETREQ;
    __asm__ volatile("dsb" ::: "memory");
    for (;;) {
    }
}

const uint8_t *port_script_region(size_t *size) {
    *size = (size_t)(__script_end - __script_start);
    return __script_start;
}

void port_heap_region(uintptr_t *start, uintptr_t *end) {
    *start = ((uintptr_t)__heap_start + 3u) & ~(uintptr_t)3u;
    *end = (uintptr_t)__heap_end & ~(uintptr_t)3u;
}

uintptr_t port_stack_top(void) {
    return (uintptr_t)__stack_top;
}

uintptr_t port_stack_limit(void) {
    return (uintptr_t)__stack_limit;
}

void port_init(void) {
    if (REG(BOARD_POWER_BASE, POWER_RESETREAS) & POWER_RESETREAS_LOCKUP) {
        REG(BOARD_POWER_BASE, POWER_RESETREAS) = POWER_RESETREAS_LOCKUP; /* cleared by a 1 */
        port_set_boot_note(BOOT_LOCKUP);
    }
    clocks_start();
    uart_init();
    tick_init();
    port_buttons_init(); /* presses count from boot, as MicroPython's (issue 16) */
}
