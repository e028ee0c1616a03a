/* probe.c — a stand-in wispy_main that drives the board I/O drivers (port_io.h) the way
 * the machine and microbit modules will, built with the real nRF51 port by
 * tests/board_io. The first input line chooses what it does; it reports on the console. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "port.h"
#include "port_io.h"

void port_idle_until(uint32_t deadline_ms); /* nrf51 port, proposed for port.h */

volatile uint8_t wispy_console_stream;
/* What the port may ask of the core's console protocol (a probe has no core): weak, so a
 * port's or a later core's own definitions win. Not handled: the port writes raw bytes. */
__attribute__((weak)) volatile uint8_t wispy_interrupt_pending;
__attribute__((weak)) bool protocol_console_write(const char *buf, size_t len);
__attribute__((weak)) bool protocol_console_write(const char *buf, size_t len) {
    (void)buf;
    (void)len;
    return false;
}
__attribute__((weak)) bool protocol_attached(void) { return false; } /* never attached */
__attribute__((weak)) void protocol_ctrl_c(void) { wispy_interrupt_pending = 1; }
__attribute__((weak)) void protocol_fault(const uint32_t w[4]) { (void)w; }
__attribute__((noinline, used)) void wispy_program_done(int status) { __asm__ volatile("" ::"r"(status)); }
__attribute__((noinline, used)) void wispy_no_program(int reason) { __asm__ volatile("" ::"r"(reason)); }

#define REG(addr) (*(volatile uint32_t *)(addr))
#define UART_ERRORSRC REG(0x40002480u)
#define UART_BAUDRATE REG(0x40002524u)
#define GPIO_OUT REG(0x50000504u)

static void put(const char *s) { port_write(s, strlen(s)); }
static void putu(uint32_t v) {
    char b[12];
    int i = 11;
    b[i] = 0;
    do { b[--i] = (char)('0' + v % 10); v /= 10; } while (v);
    put(b + i);
}
static void puti(int32_t v) {
    if (v < 0) { put("-"); v = -v; }
    putu((uint32_t)v);
}
static void puthex(uint32_t v) {
    char b[11] = "0x";
    for (int i = 0; i < 8; i++) b[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 15];
    b[10] = 0;
    put(b);
}

static void sleep_until(uint32_t deadline) {
    while ((int32_t)(deadline - port_ticks_ms()) > 0) port_idle_until(deadline);
}
static void sleep_ms(uint32_t ms) { sleep_until(port_ticks_ms() + ms); }

static int read_line(char *buf, int size) {
    int n = 0;
    for (;;) {
        int c = port_read_byte();
        if (c < 0) { port_idle(); continue; }
        if (c == '\r') continue;
        if (c == '\n') break;
        if (n < size - 1) buf[n++] = (char)c;
    }
    buf[n] = 0;
    return n;
}

static uint32_t number_after(const char *line, uint32_t fallback) {
    const char *p = strchr(line, ' ');
    if (!p) return fallback;
    uint32_t v = 0;
    for (p++; *p >= '0' && *p <= '9'; p++) v = v * 10 + (uint32_t)(*p - '0');
    return v;
}

/* P0.3 (edge pin 0) toggled every 500 ms, 20 times: 10 s. */
static void blink(void) {
    port_gpio_config(3, PORT_GPIO_OUTPUT, PORT_PULL_NONE);
    port_gpio_write(3, 0);
    uint32_t t = port_ticks_ms();
    for (int k = 1; k <= 20; k++) {
        t += 500;
        sleep_until(t);
        port_gpio_write(3, k & 1);
    }
    put("blink done\r\n");
}

/* Button A's pin on a GPIOTE channel (falling edges) and button B's on another (both
 * edges), next to the button driver's own counting on the PORT event. */
static void buttons(uint32_t ms) {
    port_buttons_init();
    port_pin_irq(17, PORT_IRQ_FALLING);
    port_pin_irq(26, PORT_IRQ_RISING | PORT_IRQ_FALLING);
    uint32_t edges_a = 0, edges_b = 0;
    uint32_t deadline = port_ticks_ms() + ms;
    while ((int32_t)(deadline - port_ticks_ms()) > 0) {
        uint32_t pending = port_pin_irq_take();
        edges_a += (pending >> 17) & 1u;
        edges_b += (pending >> 26) & 1u;
        if (!port_pin_irq_pending) port_idle_until(deadline);
    }
    edges_a += (port_pin_irq_take() >> 17) & 1u;
    put("A irq="); putu(edges_a);
    put(" is="); putu(port_button_is_pressed(0));
    put(" was="); putu(port_button_was_pressed(0));
    put(" presses="); putu(port_button_get_presses(0));
    put(" then was="); putu(port_button_was_pressed(0));
    put(" presses="); putu(port_button_get_presses(0));
    put("\r\nB irq="); putu(edges_b);
    put(" is="); putu(port_button_is_pressed(1));
    put(" was="); putu(port_button_was_pressed(1));
    put(" presses="); putu(port_button_get_presses(1));
    put("\r\n");
}

/* Six pins with irqs: P0.0-P0.3 take the four GPIOTE channels, P0.4 and P0.5 the PORT
 * event. Inputs with pull-downs; the test drives them. */
static void irqs(uint32_t ms) {
    static const uint32_t trig[6] = {PORT_IRQ_RISING, PORT_IRQ_FALLING, PORT_IRQ_RISING | PORT_IRQ_FALLING,
                                     PORT_IRQ_RISING, PORT_IRQ_RISING, PORT_IRQ_RISING | PORT_IRQ_FALLING};
    uint32_t count[6] = {0};
    for (int p = 0; p < 6; p++) {
        port_gpio_config(p, PORT_GPIO_INPUT, PORT_PULL_DOWN);
        port_pin_irq(p, trig[p]);
    }
    put("irqs ready\r\n");
    uint32_t deadline = port_ticks_ms() + ms;
    while ((int32_t)(deadline - port_ticks_ms()) > 0) {
        uint32_t pending = port_pin_irq_take();
        for (int p = 0; p < 6; p++) count[p] += (pending >> p) & 1u;
        if (!port_pin_irq_pending) port_idle_until(deadline);
    }
    for (int p = 0; p < 6; p++) {
        put("P0."); putu((uint32_t)p); put("="); putu(count[p]); put(p == 5 ? "\r\n" : " ");
    }
    port_pin_irq(0, 0);
    put("bad pin="); puti(port_pin_irq(32, PORT_IRQ_RISING));
    put(" bad trigger="); puti(port_pin_irq(1, 4)); put("\r\n");
}

static void gpio(void) {
    put("gpio");
    port_gpio_config(1, PORT_GPIO_INPUT, PORT_PULL_UP);
    put(" up="); puti(port_gpio_read(1));
    port_gpio_config(1, PORT_GPIO_INPUT, PORT_PULL_DOWN);
    put(" down="); puti(port_gpio_read(1));
    port_gpio_config(1, PORT_GPIO_OUTPUT, PORT_PULL_NONE);
    port_gpio_write(1, 1);
    put(" out1="); puti(port_gpio_read(1));
    port_gpio_write(1, 0);
    put(" out0="); puti(port_gpio_read(1));
    port_gpio_write(1, 1);
    port_gpio_config(1, PORT_GPIO_DISCONNECTED, PORT_PULL_NONE);
    put(" disc="); puti(port_gpio_read(1));
    put(" badpin="); puti(port_gpio_config(32, PORT_GPIO_INPUT, PORT_PULL_NONE));
    put(" badmode="); puti(port_gpio_config(1, 7, PORT_PULL_NONE));
    put(" badpull="); puti(port_gpio_config(1, PORT_GPIO_INPUT, 2));
    put(" readbad="); puti(port_gpio_read(-1));
    put("\r\n");
}

static void baud(void) {
    static const uint32_t rates[] = {1200, 2400, 4800, 9600, 14400, 19200, 28800, 38400, 57600,
                                     76800, 115200, 230400, 250000, 460800, 921600, 1000000,
                                     0, 300, 9601, 31250, 56000, 2000000};
    for (unsigned i = 0; i < sizeof rates / sizeof rates[0]; i++) {
        int r = port_uart_set_baudrate(rates[i]);
        uint32_t reg = UART_BAUDRATE;
        port_uart_set_baudrate(115200); /* to print at the console's rate */
        put("baud "); putu(rates[i]); put(" "); puti(r);
        if (r == 0) { put(" "); puthex(reg); }
        put("\r\n");
    }
    put("baud now "); putu(port_uart_baudrate()); put("\r\n");
}

/* Echo every byte until EOT (4); report how many and over how many ms. */
static void echo(uint32_t rate) {
    if (rate) port_uart_set_baudrate(rate);
    uint32_t n = 0, first = 0, last = 0;
    for (;;) {
        int c = port_read_byte();
        if (c < 0) { port_idle(); continue; }
        last = port_ticks_ms();
        if (n == 0) first = last;
        if (c == 4) break;
        char ch = (char)c;
        port_write(&ch, 1);
        n++;
    }
    port_uart_set_baudrate(115200);
    put("\r\necho n="); putu(n); put(" ms="); putu(last - first); put("\r\n");
}

/* Interrupts masked for 20 ms while bytes arrive: the 6-byte FIFO overruns. */
static void overrun(void) {
    sleep_until(40);
    __asm__ volatile("cpsid i" ::: "memory");
    while ((int32_t)(60 - port_ticks_ms()) > 0) {}
    uint32_t errorsrc = UART_ERRORSRC;
    __asm__ volatile("cpsie i" ::: "memory");
    sleep_ms(5);
    uint32_t got = 0;
    while (port_read_byte() >= 0) got++;
    put("overrun errorsrc="); putu(errorsrc); put(" got="); putu(got); put("\r\n");
}

static void scroll(const char *text, uint32_t delay) {
    port_display_scroll(text, strlen(text), delay, false);
    while (port_display_scrolling()) sleep_ms(10);
    sleep_ms(100);
    put("scroll done\r\n");
}

/* Each LED alone, at brightness 1 + i % 9, for 30 ms. */
static void pixels(void) {
    for (int i = 0; i < 25; i++) {
        port_display_clear();
        port_display_set_pixel(i % 5, i / 5, 1 + i % 9);
        sleep_ms(30);
    }
    port_display_clear();
    put("get="); puti(port_display_get_pixel(0, 0)); put(",");
    port_display_set_pixel(4, 4, 9);
    puti(port_display_get_pixel(4, 4));
    put(" bad="); puti(port_display_set_pixel(5, 0, 1)); put(","); puti(port_display_set_pixel(0, 0, 10));
    put(","); puti(port_display_get_pixel(0, -1));
    port_display_clear();
    sleep_ms(30);
    put("\r\npixels done\r\n");
}

/* The display's timer on its own: do all three rows take their turn? (for QEMU) */
static void rows(void) {
    port_display_show_char('W');
    uint32_t seen = 0, deadline = port_ticks_ms() + 50;
    while ((int32_t)(deadline - port_ticks_ms()) > 0) {
        uint32_t out = GPIO_OUT;
        for (int r = 0; r < 3; r++) {
            if (out & (1u << (13 + r))) seen |= 1u << r;
        }
    }
    port_display_clear();
    sleep_ms(20); /* the clear shows at the next refresh */
    put("rows seen="); putu(seen); put("\r\n");
}

void wispy_main(void) {
    put("board_io probe\r\n");
    char line[32];
    read_line(line, sizeof line);
    if (!strcmp(line, "blink")) blink();
    else if (!memcmp(line, "buttons", 7)) buttons(number_after(line, 3000));
    else if (!memcmp(line, "irqs", 4)) irqs(number_after(line, 1000));
    else if (!strcmp(line, "gpio")) gpio();
    else if (!strcmp(line, "baud")) baud();
    else if (!memcmp(line, "echo", 4)) echo(number_after(line, 0));
    else if (!strcmp(line, "overrun")) overrun();
    else if (!memcmp(line, "scroll", 6)) scroll(strchr(line, ' ') ? strchr(line, ' ') + 1 : "HELLO", 150);
    else if (!strcmp(line, "pixels")) pixels();
    else if (!strcmp(line, "rows")) rows();
    else put("unknown mode\r\n");
    wispy_program_done(0);
    for (;;) port_idle();
}
