/* io.c (host port) — port_io.h simulated on a PC, so the machine and microbit modules
 * run under the sanitizers: pins are an array of levels (outputs read back what they
 * drive, inputs their pull), no edge ever happens, the buttons are never pressed, the
 * display is a frame buffer nobody sees and a scroll ends at once. The baud rates
 * accepted are the nRF51's, so a bad rate is refused here too. */
#include <stdbool.h>
#include <stdint.h>

#include "port.h"
#include "port_io.h"

/* The font is the nRF51 port's: one table for both. */
#include "../nrf51/font.c"

static uint8_t pin_mode[PORT_GPIO_COUNT], pin_pull[PORT_GPIO_COUNT];
static uint32_t pin_out;
static uint8_t frame[25];
static uint32_t baudrate = 115200;

volatile uint32_t port_pin_irq_pending;

int port_gpio_config(int pin, int mode, int pull) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT || (mode != PORT_GPIO_INPUT && mode != PORT_GPIO_OUTPUT &&
                                              mode != PORT_GPIO_DISCONNECTED) ||
        (pull != PORT_PULL_NONE && pull != PORT_PULL_DOWN && pull != PORT_PULL_UP)) {
        return -1;
    }
    pin_mode[pin] = (uint8_t)mode;
    pin_pull[pin] = (uint8_t)pull;
    return 0;
}

void port_gpio_write(int pin, int level) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT) {
        return;
    }
    pin_out = level ? pin_out | (1u << pin) : pin_out & ~(1u << pin);
}

int port_gpio_read(int pin) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT) {
        return -1;
    }
    switch (pin_mode[pin]) {
    case PORT_GPIO_OUTPUT:
        return (int)((pin_out >> pin) & 1u);
    case PORT_GPIO_INPUT:
        return pin_pull[pin] == PORT_PULL_UP;
    default:
        return 0;
    }
}

int port_pin_irq(int pin, uint32_t trigger) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT || trigger > (PORT_IRQ_RISING | PORT_IRQ_FALLING)) {
        return -1;
    }
    return 0;
}

uint32_t port_pin_irq_take(void) {
    uint32_t pending = port_pin_irq_pending;
    port_pin_irq_pending = 0;
    wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_PIN;
    return pending;
}

void port_buttons_init(void) {}

bool port_button_is_pressed(int index) {
    (void)index;
    return false;
}

uint32_t port_button_get_presses(int index) {
    (void)index;
    return 0;
}

bool port_button_was_pressed(int index) {
    (void)index;
    return false;
}

int port_display_set_pixel(int x, int y, int brightness) {
    if (x < 0 || x >= PORT_DISPLAY_SIZE || y < 0 || y >= PORT_DISPLAY_SIZE || brightness < 0 ||
        brightness > PORT_DISPLAY_MAX_BRIGHTNESS) {
        return -1;
    }
    frame[y * PORT_DISPLAY_SIZE + x] = (uint8_t)brightness;
    return 0;
}

int port_display_get_pixel(int x, int y) {
    if (x < 0 || x >= PORT_DISPLAY_SIZE || y < 0 || y >= PORT_DISPLAY_SIZE) {
        return -1;
    }
    return frame[y * PORT_DISPLAY_SIZE + x];
}

void port_display_clear(void) {
    for (int i = 0; i < 25; i++) {
        frame[i] = 0;
    }
}

void port_display_show_image(const uint8_t image[25]) {
    for (int i = 0; i < 25; i++) {
        frame[i] = image[i] > PORT_DISPLAY_MAX_BRIGHTNESS ? PORT_DISPLAY_MAX_BRIGHTNESS : image[i];
    }
}

void port_display_show_char(char c) {
    uint32_t g = port_font_rows(c);
    for (int y = 0; y < 5; y++) {
        for (int x = 0; x < 5; x++) {
            frame[y * 5 + x] = (g >> (5 * y + 4 - x)) & 1u ? PORT_DISPLAY_MAX_BRIGHTNESS : 0;
        }
    }
}

/* Nobody watches: the scroll is over at once and leaves the display blank. */
void port_display_scroll(const char *text, uint32_t len, uint32_t delay_ms, bool loop) {
    (void)loop;
    (void)text;
    (void)len;
    (void)delay_ms;
    port_display_clear();
}

bool port_display_scrolling(void) {
    return false;
}

int port_uart_set_baudrate(uint32_t baud) {
    static const uint32_t rates[] = {1200,  2400,  4800,   9600,   14400,  19200,  28800,  38400,
                                     57600, 76800, 115200, 230400, 250000, 460800, 921600, 1000000};
    for (unsigned i = 0; i < sizeof rates / sizeof rates[0]; i++) {
        if (rates[i] == baud) {
            baudrate = baud;
            return 0;
        }
    }
    return -1;
}

uint32_t port_uart_baudrate(void) {
    return baudrate;
}

void port_uart_pins(int *tx, int *rx) {
    *tx = 24;
    *rx = 25;
}

/* The id the emulator's FICR reports for microbit-v1 (boards/microbit-v1.toml). */
void port_unique_id(uint8_t id[8]) {
    static const uint8_t fake[8] = {0x78, 0x56, 0x34, 0x12, 0xf0, 0xde, 0xbc, 0x9a};
    for (int i = 0; i < 8; i++) {
        id[i] = fake[i];
    }
}

uint32_t port_cpu_hz(void) { return 16000000u; }
