/* port_io.h — the board I/O a port offers to the `machine` and `microbit` modules: GPIO,
 * edge interrupts, buttons, the 5x5 LED display and the UART's baud rate.
 * Implemented by ports/nrf51 (gpio.c, display.c, font.c, uart_baud.c, on the nRF51's
 * registers) and, simulated, by ports/host/io.c. Nothing here runs Python: interrupt
 * handlers only record what happened; the VM asks for it between bytecodes. */
#ifndef WISPY_PORT_IO_H
#define WISPY_PORT_IO_H

#include <stdbool.h>
#include <stdint.h>

/* ---- GPIO: pins are nRF51 GPIO numbers P0.0-P0.31 ---- */

#define PORT_GPIO_COUNT 32

enum port_gpio_mode { PORT_GPIO_INPUT = 0, PORT_GPIO_OUTPUT = 1, PORT_GPIO_DISCONNECTED = 2 };
enum port_gpio_pull { PORT_PULL_NONE = 0, PORT_PULL_DOWN = 1, PORT_PULL_UP = 3 };

/* Configure a pin: an input (buffer connected, with the pull), an output (push-pull,
 * standard drive; the pull is ignored) or disconnected (the reset state: input buffer off,
 * lowest power). Returns 0, or -1 for a pin above 31, an unknown mode or an unknown pull
 * (the caller raises ValueError naming the argument). Keeps the pin's SENSE setting. */
int port_gpio_config(int pin, int mode, int pull);

/* Drive an output pin high (level != 0) or low. A pin that is not an output keeps the
 * value in OUT and drives it when it becomes one. Pins above 31 are ignored. */
void port_gpio_write(int pin, int level);

/* The level on a pin (0 or 1) as the input buffer sees it: an output reads what it
 * drives; a disconnected input reads 0. -1 for a pin above 31. */
int port_gpio_read(int pin);

/* ---- edge interrupts (GPIOTE) ----
 * A pin with an edge interrupt sets its bit in port_pin_irq_pending when the edge
 * happens. The VM checks the word between bytecodes (one load) and, when it is not zero,
 * takes it with port_pin_irq_take() and runs the Python handlers. The first four pins get
 * a GPIOTE IN channel each (an event per edge, however short the pulse); more pins share
 * the PORT event (SENSE on each pin, flipped after every edge: a pulse shorter than the
 * interrupt's latency can be missed). */

#define PORT_IRQ_RISING 1u
#define PORT_IRQ_FALLING 2u

extern volatile uint32_t port_pin_irq_pending;

/* Call for the given edges (PORT_IRQ_RISING | PORT_IRQ_FALLING) of a pin; trigger 0
 * turns the pin's interrupt off. Returns 0, or -1 for a pin above 31 or another trigger
 * value. The pin should be configured as an input first. */
int port_pin_irq(int pin, uint32_t trigger);

/* The pending pins as a bit mask (bit n: P0.n), cleared atomically, together with
 * WISPY_PENDING_PIN in wispy_interrupt_pending (port.h), which the interrupt sets with
 * the bits. */
uint32_t port_pin_irq_take(void);

/* ---- buttons (micro:bit: A = P0.17, B = P0.26, active low) ----
 * Presses are counted in the GPIOTE interrupt (PORT event), so none is lost while
 * Python is busy. A press counts when the button goes down after having been up for at
 * least PORT_BUTTON_DEBOUNCE_MS (contact bounce on the real buttons). */

#define PORT_BUTTON_COUNT 2
#define PORT_BUTTON_DEBOUNCE_MS 10u

/* Start watching the buttons (configures their pins and the PORT event). Called once by
 * port_init at boot, so presses count from boot as on MicroPython; calling it again does
 * nothing. */
void port_buttons_init(void);

/* Is button `index` (0 = A, 1 = B) held down now? False for another index. */
bool port_button_is_pressed(int index);

/* Presses since the last call (or since init), and the counter reset to 0:
 * microbit's get_presses(). */
uint32_t port_button_get_presses(int index);

/* Was the button pressed since the last call (or since init)? Clears the flag, not the
 * count: microbit's was_pressed(). */
bool port_button_was_pressed(int index);

/* ---- the 5x5 LED display ----
 * The frame buffer is 25 brightness levels 0-9 (x across 0-4, y down 0-4). A timer
 * interrupt (TIMER1 on the nRF51) lights one matrix row at a time, each for ~2 ms; an LED
 * of brightness b is on for b/9 of its row's slot. The timer runs only while something is
 * lit or scrolling. */

#define PORT_DISPLAY_SIZE 5
#define PORT_DISPLAY_MAX_BRIGHTNESS 9

/* Set one LED (x, y in 0-4, b in 0-9). Returns 0, or -1 for an argument out of range. */
int port_display_set_pixel(int x, int y, int brightness);

/* One LED's brightness, or -1 for x or y out of range. */
int port_display_get_pixel(int x, int y);

/* Every LED off; stops a scroll. */
void port_display_clear(void);

/* Show 25 brightness levels, row by row (image[y * 5 + x]); values above 9 are taken
 * as 9. Stops a scroll. */
void port_display_show_image(const uint8_t image[25]);

/* Show one character of the built-in font at full brightness (unknown ones as '?'). */
void port_display_show_char(char c);

/* Scroll `text` (len bytes) from right to left, one column every `delay_ms` ms,
 * starting from and ending at a blank display, and over again if `loop`. Returns at once;
 * the text is read while it scrolls, so it must stay valid (the module keeps the string
 * object reachable) until port_display_scrolling() is false. */
void port_display_scroll(const char *text, uint32_t len, uint32_t delay_ms, bool loop);

/* Show n frames (25 levels 0-9 each) one after another, each for delay_ms, the first at
 * once, and from the first again if `loop`; the last stays. Runs in the background like a
 * scroll (port_display_scrolling() while it runs; the frames must stay valid as long). */
void port_display_animate(const uint8_t *frames, uint32_t n, uint32_t delay_ms, bool loop);

/* True while a scroll or an animation is in progress. */
bool port_display_scrolling(void);

/* The font: 5 rows of 5 bits (bit 4 = leftmost column), row y at bits 5y-5y+4, for
 * characters 32-126, and the width in columns used when scrolling. */
uint32_t port_font_rows(char c);
int port_font_width(char c);

/* ---- UART ---- */

/* Set the console UART's baud rate. Only the rates the nRF51 can make are accepted
 * (1200, 2400, 4800, 9600, 14400, 19200, 28800, 38400, 57600, 76800, 115200, 230400,
 * 250000, 460800, 921600, 1000000); returns 0, or -1 for any other rate (ValueError).
 * The console and machine.UART(0) share UART0: a new rate applies to both. */
int port_uart_set_baudrate(uint32_t baud);

/* The rate set last (the board's console rate at boot). */
uint32_t port_uart_baudrate(void);

/* The console UART's pins (the board file's [uart] tx_pin, rx_pin). */
void port_uart_pins(int *tx, int *rx);

/* ---- the chip ---- */

/* The chip's 64-bit unique id, as 8 bytes (nRF51: FICR DEVICEID[0] then DEVICEID[1],
 * each little-endian, as they lie in memory). */
void port_unique_id(uint8_t id[8]);

/* The CPU clock in Hz (16 MHz on the nRF51). */
uint32_t port_cpu_hz(void);

/* ---- the board's edge connector (ports/nrf51/board_pins.c) ---- */

/* The GPIO of edge-connector pin n (the board file's [pins] pinN), or -1 if it has none. */
int port_board_pin_gpio(int n);

/* ---- analog input (the nRF51's ADC, ports/nrf51/adc.c) ---- */

/* One 10-bit conversion of the voltage on GPIO `pin`: 0 (0 V) to 1023 (the supply), or
 * -1 for a pin with no analog input (on the nRF51: AIN0-7 = P0.26, P0.27, P0.01-P0.06).
 * Waits for the conversion (68 us). */
int port_adc_read(int pin);

/* ---- the rest of microbit's board (issue 16 item 1): TEMP, display power, light, PWM ---- */

/* The chip's temperature in quarter degrees Celsius (the nRF51's TEMP, ports/nrf51/temp.c),
 * or PORT_NO_TEMPERATURE when the sensor does not answer within ~1 ms. */
#define PORT_NO_TEMPERATURE INT32_MIN
int32_t port_temperature(void);

/* The display off: its LEDs dark and its pins disconnected, free for other uses; what it
 * shows or scrolls goes on unseen. On: shown again. is_on: which (on at boot). */
void port_display_power(bool on);
bool port_display_is_on(void);

/* The light falling on the display, 0 (dark) to 255, sensed with its LEDs (display.c). */
int port_display_light(void);

/* PWM on a GPIO (ports/nrf51/pwm.c: TIMER2 counts the period, PPI connects its compares to
 * GPIOTE tasks that toggle the pin, so the CPU does nothing while it runs): the pin high
 * for duty/1024 of each period (duty 1-1023); duty 0 or 1024 stops it and leaves the pin a
 * GPIO output, low or high. One period for every PWM pin: period_us (256 us - 1 s), or 0
 * to keep the one set last (20 ms at first); gpio -1 sets the period alone. Returns 0, or
 * -1 when every PWM channel is in use (three pins at a time). */
int port_pwm(int gpio, uint32_t period_us, uint32_t duty);
uint32_t port_pwm_period(void); /* us */

#endif
