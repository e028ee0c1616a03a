/* probe.c — a small firmware that exercises what the emulator models (UART TX/RX with IRQ,
 * GPIO, NVMC, RTC0 and TIMER0 interrupts with WFI, SVC, reset, faults) and prints what it saw.
 * Built by tests/emulator/test_probe.py; the last input line chooses how it ends. */
#include <stdint.h>

#define REG(addr) (*(volatile uint32_t *)(addr))

/* CLOCK / POWER */
#define CLOCK_HFCLKSTART REG(0x40000000)
#define CLOCK_LFCLKSTART REG(0x40000008)
#define CLOCK_HFSTARTED  REG(0x40000100)
#define CLOCK_LFSTARTED  REG(0x40000104)
#define POWER_RESETREAS  REG(0x40000400)
#define POWER_GPREGRET   REG(0x4000051C)
/* UART0 */
#define UART_STARTRX REG(0x40002000)
#define UART_STARTTX REG(0x40002008)
#define UART_RXDRDY  REG(0x40002108)
#define UART_TXDRDY  REG(0x4000211C)
#define UART_INTENSET REG(0x40002304)
#define UART_ENABLE  REG(0x40002500)
#define UART_PSELTXD REG(0x4000250C)
#define UART_PSELRXD REG(0x40002514)
#define UART_RXD     REG(0x40002518)
#define UART_TXD     REG(0x4000251C)
#define UART_BAUD    REG(0x40002524)
/* GPIO */
#define GPIO_OUTSET REG(0x50000508)
#define GPIO_OUTCLR REG(0x5000050C)
#define GPIO_IN     REG(0x50000510)
#define GPIO_DIRSET REG(0x50000518)
#define GPIO_PIN_CNF(n) REG(0x50000700 + 4 * (n))
/* NVMC */
#define NVMC_READY     REG(0x4001E400)
#define NVMC_CONFIG    REG(0x4001E504)
#define NVMC_ERASEPAGE REG(0x4001E508)
/* FICR */
#define FICR_CODEPAGESIZE REG(0x10000010)
#define FICR_CODESIZE     REG(0x10000014)
#define FICR_DEVICEID0    REG(0x10000060)
/* TIMER0 */
#define T0_START   REG(0x40008000)
#define T0_STOP    REG(0x40008004)
#define T0_COMPARE0 REG(0x40008140)
#define T0_SHORTS  REG(0x40008200)
#define T0_INTENSET REG(0x40008304)
#define T0_BITMODE REG(0x40008508)
#define T0_PRESCALER REG(0x40008510)
#define T0_CC0     REG(0x40008540)
/* RTC0 */
#define RTC_START    REG(0x4000B000)
#define RTC_STOP     REG(0x4000B004)
#define RTC_COMPARE0 REG(0x4000B140)
#define RTC_INTENSET REG(0x4000B304)
#define RTC_COUNTER  REG(0x4000B504)
#define RTC_CC0      REG(0x4000B540)
/* NVIC / SCB */
#define NVIC_ISER REG(0xE000E100)
#define NVIC_ISPR REG(0xE000E200)
#define NVIC_IPR(n) REG(0xE000E400 + 4 * (n))
#define SCB_AIRCR REG(0xE000ED0C)
#define IRQ_SWI0 20 /* SWI0..2: software interrupts, pended through ISPR */

#define IRQ_UART0 2
#define IRQ_TIMER0 8
#define IRQ_RTC0 11

volatile uint8_t wispy_console_stream;
struct { uint32_t heap_bytes, used_bytes, high_water, collections, free_after_boot, largest_free; }
    gc_stats = {12000, 100, 200, 3, 11900, 11800};

__attribute__((noinline, used)) void wispy_program_done(int status) { __asm volatile("" ::"r"(status)); }
__attribute__((noinline, used)) void wispy_no_program(int reason) { __asm volatile("" ::"r"(reason)); }

static void putc_(char c)
{
    UART_TXDRDY = 0;
    UART_TXD = (uint8_t)c;
    while (!UART_TXDRDY) {
    }
}
static void puts_(const char *s) { while (*s) putc_(*s++); }
static void putu(uint32_t v)
{
    char buf[12];
    int n = 0;
    do { buf[n++] = '0' + v % 10; v /= 10; } while (v);
    while (n) putc_(buf[--n]);
}
static void puthex(uint32_t v)
{
    puts_("0x");
    for (int i = 28; i >= 0; i -= 4) putc_("0123456789abcdef"[(v >> i) & 15]);
}

/* ---- interrupt handlers ---- */
static volatile uint32_t svc_count, timer_ticks, rtc_fired;
static volatile char rx_buf[64];
static volatile uint32_t rx_len, rx_lines;

void svc_handler(void) { svc_count++; }
void timer0_handler(void) { T0_COMPARE0 = 0; timer_ticks++; }
void rtc0_handler(void) { RTC_COMPARE0 = 0; rtc_fired++; }
void uart0_handler(void)
{
    while (UART_RXDRDY) {
        UART_RXDRDY = 0;
        char c = (char)UART_RXD;
        if (rx_len < sizeof rx_buf - 1) rx_buf[rx_len++] = c;
        if (c == '\n') rx_lines++;
    }
}

/* Nesting: SWI0 and SWI2 at low priority, SWI1 at high priority; each handler logs. */
static volatile char nest_log[16];
static volatile uint32_t nest_len;
static void nlog(char c) { nest_log[nest_len++] = c; }
#define BARRIER() __asm volatile("dsb\n\tisb" ::: "memory")
void swi0_handler(void)
{
    nlog('L');
    NVIC_ISPR = 1u << (IRQ_SWI0 + 1); /* higher priority: preempts at once */
    BARRIER();
    nlog('l');
    NVIC_ISPR = 1u << (IRQ_SWI0 + 2); /* same priority: waits, then tail-chains */
    BARRIER();
}
void swi1_handler(void) { nlog('H'); }
void swi2_handler(void) { nlog('S'); }

static int streq(const volatile char *a, const char *b)
{
    while (*b) if (*a++ != *b++) return 0;
    return 1;
}

__attribute__((noinline)) void do_fault(void) { REG(0x30000000) = 0xdead; }
__attribute__((noinline)) uint32_t spin(uint32_t n)
{
    uint32_t x = 1;
    for (uint32_t i = 0; i < n; i++) x = x * 1664525u + 1013904223u + i / 7;
    return x;
}

int main(void)
{
    CLOCK_HFCLKSTART = 1;
    while (!CLOCK_HFSTARTED) {}
    CLOCK_LFCLKSTART = 1;
    while (!CLOCK_LFSTARTED) {}

    UART_PSELTXD = 24;
    UART_PSELRXD = 25;
    UART_BAUD = 0x01D7E000;
    UART_ENABLE = 4;
    UART_STARTTX = 1;
    UART_STARTRX = 1;
    puts_("probe start resetreas=");
    putu(POWER_RESETREAS);
    puts_(" gpregret=");
    putu(POWER_GPREGRET);
    puts_("\n");
    POWER_RESETREAS = 0xFFFFFFFF;

    wispy_console_stream = 1;
    puts_("to stderr\n");
    wispy_console_stream = 0;

    puts_("ficr page=");
    putu(FICR_CODEPAGESIZE);
    puts_(" pages=");
    putu(FICR_CODESIZE);
    puts_(" id=");
    puthex(FICR_DEVICEID0);
    puts_("\n");

    /* GPIO: drive ROW1 (P0.13) high then low, read it back and button A (P0.17, pulled up). */
    GPIO_PIN_CNF(17) = 0;      /* input, buffer connected, no pull (the board pulls up) */
    GPIO_PIN_CNF(13) = 1;      /* output, input buffer connected: reads back its level */
    GPIO_DIRSET = 1u << 13;
    GPIO_OUTSET = 1u << 13;
    uint32_t in_high = (GPIO_IN >> 13) & 1;
    GPIO_OUTCLR = 1u << 13;
    uint32_t in_low = (GPIO_IN >> 13) & 1;
    puts_("gpio row1 ");
    putu(in_high);
    putu(in_low);
    puts_(" buttonA=");
    putu((GPIO_IN >> 17) & 1);
    puts_("\n");

    /* NVMC: erase the last page, program a word twice (AND-only). */
    volatile uint32_t *word = (volatile uint32_t *)0x3FC00;
    NVMC_CONFIG = 2;
    NVMC_ERASEPAGE = 0x3FC00;
    while (!NVMC_READY) {}
    uint32_t erased = *word;
    NVMC_CONFIG = 1;
    *word = 0x12345678;
    *word = 0xFFFF0000;
    NVMC_CONFIG = 0;
    puts_("nvmc erased=");
    puthex(erased);
    puts_(" word=");
    puthex(*word);
    puts_("\n");

    __asm volatile("svc 0");
    __asm volatile("svc 1");
    puts_("svc count=");
    putu(svc_count);
    puts_("\n");

    NVIC_IPR(5) = 0xC0u | (0x40u << 8) | (0xC0u << 16);
    NVIC_ISER = 7u << IRQ_SWI0;
    NVIC_ISPR = 1u << IRQ_SWI0;
    BARRIER();
    nlog('T');
    __asm volatile("cpsid i" ::: "memory");
    NVIC_ISPR = 1u << (IRQ_SWI0 + 1);
    BARRIER();
    nlog('a');
    __asm volatile("cpsie i" ::: "memory");
    nlog('b');
    nest_log[nest_len] = 0;
    puts_("nest ");
    puts_((const char *)nest_log);
    puts_("\n");

    /* TIMER0: 1 MHz, compare every 1000 us with CLEAR, 5 interrupts, sleeping in between. */
    T0_PRESCALER = 4;
    T0_BITMODE = 3;
    T0_CC0 = 1000;
    T0_SHORTS = 1;
    T0_INTENSET = 1u << 16;
    NVIC_ISER = 1u << IRQ_TIMER0;
    uint32_t wakeups = 0;
    T0_START = 1;
    while (timer_ticks < 5) {
        __asm volatile("wfi");
        wakeups++;
    }
    T0_STOP = 1;
    puts_("timer ticks=");
    putu(timer_ticks);
    puts_(" wakeups=");
    putu(wakeups);
    puts_("\n");

    /* RTC0: compare at 4096 LFCLK ticks (125 ms). */
    RTC_CC0 = 4096;
    RTC_INTENSET = 1u << 16;
    NVIC_ISER = 1u << IRQ_RTC0;
    RTC_START = 1;
    while (!rtc_fired) __asm volatile("wfi");
    uint32_t counter = RTC_COUNTER;
    RTC_STOP = 1;
    puts_("rtc fired=");
    putu(rtc_fired);
    puts_(" counter>=4096:");
    putu(counter >= 4096 && counter < 4200);
    puts_("\n");

    /* UART RX by interrupt: wait (asleep) for a line, then act on it. */
    UART_INTENSET = 1u << 2;
    NVIC_ISER = 1u << IRQ_UART0;
    puts_("ready>\n");
    while (!rx_lines) __asm volatile("wfi");
    puts_("got ");
    for (uint32_t i = 0; i < rx_len; i++) putc_(rx_buf[i]);

    if (streq(rx_buf, "fault")) do_fault();
    if (streq(rx_buf, "flash")) { *word = 0; }  /* CONFIG is REN: refused */
    if (streq(rx_buf, "spin")) for (;;) spin(1000);
    if (streq(rx_buf, "bench")) { puthex(spin(2000000)); puts_("\n"); }
    if (streq(rx_buf, "reset")) {
        if (POWER_RESETREAS == 0) {}
        POWER_GPREGRET = 0x1A5; /* 8 bits: 0xA5 survives the reset */
        SCB_AIRCR = 0x05FA0004;
        for (;;) {}
    }
    if (streq(rx_buf, "badirq")) { /* SWI3 has no vector: entry fails */
        NVIC_ISER = 1u << (IRQ_SWI0 + 3);
        NVIC_ISPR = 1u << (IRQ_SWI0 + 3);
        BARRIER();
    }
    if (streq(rx_buf, "svcmasked")) __asm volatile("cpsid i\n\tsvc 3"); /* HardFault on the chip */
        if (streq(rx_buf, "none")) wispy_no_program(2);
    if (streq(rx_buf, "sleep")) for (;;) __asm volatile("wfi");
    wispy_program_done(7);
    for (;;) __asm volatile("wfi");
}

/* ---- startup ---- */
extern uint32_t _sdata, _edata, _ldata, _sbss, _ebss, _estack;

void reset_handler(void)
{
    uint32_t *src = &_ldata;
    for (uint32_t *dst = &_sdata; dst < &_edata;) *dst++ = *src++;
    for (uint32_t *dst = &_sbss; dst < &_ebss;) *dst++ = 0;
    main();
    for (;;) {}
}

void hardfault_handler(void) { for (;;) {} }
void default_handler(void) { for (;;) {} }

__attribute__((section(".vectors"), used)) void (*const vectors[16 + 32])(void) = {
    [0] = (void (*)(void))&_estack,
    [1] = reset_handler,
    [2] = default_handler,
    [3] = hardfault_handler,
    [11] = svc_handler,
    [14] = default_handler,
    [16 + IRQ_UART0] = uart0_handler,
    [16 + IRQ_TIMER0] = timer0_handler,
    [16 + IRQ_RTC0] = rtc0_handler,
    [16 + IRQ_SWI0] = swi0_handler,
    [16 + IRQ_SWI0 + 1] = swi1_handler,
    [16 + IRQ_SWI0 + 2] = swi2_handler,
};
