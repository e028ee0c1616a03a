/* display.c — the micro:bit's 5x5 LED display (port_io.h), multiplexed by TIMER1.
 *
 * The 25 LEDs are wired as a 3x9 matrix: an LED is lit while its row pin is high and its
 * column pin low. TIMER1 (1 MHz, 16 bits) makes a 2 ms slot per row, so the whole display
 * is refreshed every 6 ms (~167 Hz). COMPARE0 ends a slot: all columns off, the next row
 * on, and the columns of that row's lit LEDs low. COMPARE1 dims: an LED of brightness b
 * (1-8) is switched off b/9 of the way through its slot; 9 stays on for the whole slot.
 * At the start of each refresh (row 0) the interrupt copies the frame buffer into the
 * buffer it shows (so a change never appears half-drawn) and advances a scroll.
 * The timer stops when nothing is lit and nothing scrolls.
 *
 * RAM: two 25-byte buffers and a few words of state. */
#include <stdbool.h>
#include <stdint.h>

#include "nrf51_io.h"
#include "port.h"
#include "port_io.h"

#define ROWS 3
#define COLS 9
#define SLOT_US 2000u
#define NO_LED 255u
#define NEVER 0xFFFFu /* a CC1 the 16-bit counter never reaches (it is cleared at SLOT_US) */

static const uint8_t row_pin[ROWS] = BOARD_DISPLAY_ROWS;
static const uint8_t col_pin[COLS] = BOARD_DISPLAY_COLS;

/* led_at[row][col] = y * 5 + x of the LED at that matrix position (NO_LED: none), from
 * [display] map of boards/microbit-v1.toml (tests/board_io checks every LED). */
static const uint8_t led_at[ROWS][COLS] = {
    {0, 2, 4, 19, 18, 17, 16, 15, 11},
    {14, 10, 12, 1, 3, 23, 21, NO_LED, NO_LED},
    {22, 24, 20, 5, 6, 7, 8, 9, 13},
};

/* On-time of each brightness in its slot, in timer ticks (us): SLOT_US * b / 9. */
static const uint16_t on_us[PORT_DISPLAY_MAX_BRIGHTNESS + 1] = {
    0, 222, 444, 667, 889, 1111, 1333, 1556, 1778, SLOT_US};

static uint8_t frame[25];    /* what the API writes */
static uint8_t shown[25];    /* what the interrupt shows, copied from frame at row 0 */
static volatile bool dirty;  /* frame changed since the last copy */
static volatile bool running;
static uint8_t row;          /* the row lit now */
static uint8_t dimmed_to;    /* LEDs of brightness <= this are off in this slot */
static uint32_t row_mask, col_mask;
static uint16_t cc1;         /* CC1 as last written: a timer write costs a bus access */
static bool display_off;     /* display.off(): the refresh runs on, its pins are left alone */

/* The scroll: the text is a strip of columns (each character's, then one blank), shifted
 * in from the right one column per step, then 4 blank columns to shift it all out. */
static const char *scroll_text;
static uint16_t scroll_len, scroll_char;
static uint8_t scroll_col, scroll_tail;
static volatile bool scrolling;
/* An animation (show(..., wait=False)) runs as a scroll whose "text" is its frames, 25
 * levels each, one per step; either starts again at its end when it loops. */
static bool animating, looping;
static uint32_t scroll_next_ms, scroll_delay_ms;

#define GPIO(offset) REG(BOARD_GPIO_BASE, offset)
#define TIMER(offset) REG(BOARD_TIMER1_BASE, offset)

/* Switch off the LEDs of this row dimmer than the next level, and arm COMPARE1 for it. */
static void dim_next(void) {
    if (display_off) {
        return;
    }
    uint32_t off = 0;
    uint8_t next = PORT_DISPLAY_MAX_BRIGHTNESS;
    for (int c = 0; c < COLS; c++) {
        uint8_t led = led_at[row][c];
        if (led == NO_LED) {
            continue;
        }
        uint8_t b = shown[led];
        if (b && b <= dimmed_to) {
            off |= 1u << col_pin[c];
        } else if (b > dimmed_to && b < next) {
            next = b;
        }
    }
    if (off) {
        GPIO(GPIO_OUTSET) = off;
    }
    uint16_t at = NEVER;
    if (next < PORT_DISPLAY_MAX_BRIGHTNESS) {
        dimmed_to = next;
        at = on_us[next];
    }
    if (at != cc1) {
        cc1 = at;
        TIMER(TIMER_CC1) = at;
    }
}

static void scroll_step(void) {
    uint32_t now = port_ticks_ms();
    if ((int32_t)(now - scroll_next_ms) < 0) {
        return;
    }
    scroll_next_ms += scroll_delay_ms;
    if (animating) {
        if (scroll_char == scroll_len) {
            scroll_char = 0;
            scrolling = looping;
        }
        if (scrolling) {
            const uint8_t *f = (const uint8_t *)scroll_text + 25u * scroll_char++;
            for (int i = 0; i < 25; i++) {
                frame[i] = f[i];
            }
        }
        dirty = true;
        return;
    }
    uint8_t column = 0; /* bit y: the LED of row y in the column coming in */
    if (scroll_char < scroll_len) {
        char ch = scroll_text[scroll_char];
        int width = port_font_width(ch);
        if (scroll_col < width) {
            uint32_t g = port_font_rows(ch);
            for (int y = 0; y < 5; y++) {
                column |= (uint8_t)(((g >> (5 * y + 4 - scroll_col)) & 1u) << y);
            }
        }
        if (++scroll_col > width) { /* the blank column after the character is done */
            scroll_col = 0;
            scroll_char++;
        }
    } else if (++scroll_tail >= 4) {
        scrolling = looping;
        scroll_char = scroll_tail = 0;
    }
    for (int y = 0; y < 5; y++) {
        uint8_t *line = &frame[y * 5];
        for (int x = 0; x < 4; x++) {
            line[x] = line[x + 1];
        }
        line[4] = (column >> y) & 1u ? PORT_DISPLAY_MAX_BRIGHTNESS : 0;
    }
    dirty = true;
}

static void stop(void) {
    TIMER(TIMER_TASKS_STOP) = TRIGGER;
    running = false;
}

/* A new slot: everything off, then the next row with its lit columns. */
static void next_slot(void) {
    GPIO(GPIO_OUTSET) = col_mask;
    GPIO(GPIO_OUTCLR) = row_mask;
    row = (uint8_t)((row + 1) % ROWS);
    if (row == 0) {
        if (scrolling) {
            scroll_step();
        }
        if (dirty) {
            dirty = false;
            bool lit = false;
            for (int i = 0; i < 25; i++) {
                shown[i] = frame[i];
                lit |= frame[i] != 0;
            }
            if (!lit && !scrolling) {
                stop();
                return;
            }
        }
    }
    if (display_off) {
        return;
    }
    uint32_t on = 0;
    for (int c = 0; c < COLS; c++) {
        uint8_t led = led_at[row][c];
        if (led != NO_LED && shown[led]) {
            on |= 1u << col_pin[c];
        }
    }
    GPIO(GPIO_OUTSET) = 1u << row_pin[row];
    GPIO(GPIO_OUTCLR) = on;
    dimmed_to = 0;
    dim_next();
}

void TIMER1_IRQHandler(void) {
    if (TIMER(TIMER_EVENTS_COMPARE1)) { /* belongs to the slot now ending: handle it first */
        TIMER(TIMER_EVENTS_COMPARE1) = 0;
        (void)TIMER(TIMER_EVENTS_COMPARE1);
        dim_next();
    }
    if (TIMER(TIMER_EVENTS_COMPARE0)) {
        TIMER(TIMER_EVENTS_COMPARE0) = 0;
        (void)TIMER(TIMER_EVENTS_COMPARE0);
        next_slot();
    }
}

/* Every matrix pin: its LEDs off (rows low, columns high), then PIN_CNF = cnf. */
static void matrix_pins(uint32_t cnf) {
    GPIO(GPIO_OUTCLR) = row_mask;
    GPIO(GPIO_OUTSET) = col_mask;
    for (int r = 0; r < ROWS; r++) {
        REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(row_pin[r])) = cnf;
    }
    for (int c = 0; c < COLS; c++) {
        REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(col_pin[c])) = cnf;
    }
}

/* Mark the frame changed and make sure the refresh runs. */
static void changed(void) {
    dirty = true;
    if (running) {
        return;
    }
    if (!row_mask) {
        for (int r = 0; r < ROWS; r++) {
            row_mask |= 1u << row_pin[r];
        }
        for (int c = 0; c < COLS; c++) {
            col_mask |= 1u << col_pin[c];
        }
        /* rows low (off), columns high (off), then all of them outputs */
        matrix_pins(display_off ? PIN_CNF_INPUT_DISCONNECT : PIN_CNF_OUTPUT);
    }
    row = ROWS - 1; /* the first slot is row 0 */
    TIMER(TIMER_TASKS_STOP) = TRIGGER;
    TIMER(TIMER_MODE) = 0;      /* timer */
    TIMER(TIMER_BITMODE) = 0;   /* 16 bits */
    TIMER(TIMER_PRESCALER) = 4; /* 16 MHz / 2**4 = 1 MHz */
    TIMER(TIMER_CC0) = SLOT_US;
    TIMER(TIMER_CC1) = cc1 = NEVER;
    TIMER(TIMER_SHORTS) = TIMER_SHORTS_COMPARE0_CLEAR;
    TIMER(TIMER_EVENTS_COMPARE0) = 0;
    TIMER(TIMER_EVENTS_COMPARE1) = 0;
    TIMER(TIMER_INTENSET) = TIMER_INT_COMPARE0 | TIMER_INT_COMPARE1;
    nvic_enable_once(BOARD_TIMER1_IRQ);
    running = true;
    TIMER(TIMER_TASKS_CLEAR) = TRIGGER;
    TIMER(TIMER_TASKS_START) = TRIGGER;
}

int port_display_set_pixel(int x, int y, int brightness) {
    if (x < 0 || x >= PORT_DISPLAY_SIZE || y < 0 || y >= PORT_DISPLAY_SIZE || brightness < 0 ||
        brightness > PORT_DISPLAY_MAX_BRIGHTNESS) {
        return -1;
    }
    frame[y * PORT_DISPLAY_SIZE + x] = (uint8_t)brightness;
    changed();
    return 0;
}

int port_display_get_pixel(int x, int y) {
    if (x < 0 || x >= PORT_DISPLAY_SIZE || y < 0 || y >= PORT_DISPLAY_SIZE) {
        return -1;
    }
    return frame[y * PORT_DISPLAY_SIZE + x];
}

void port_display_clear(void) {
    scrolling = false;
    for (int i = 0; i < 25; i++) {
        frame[i] = 0;
    }
    if (running) {
        dirty = true; /* the interrupt blanks the display and stops itself */
    }
}

void port_display_show_image(const uint8_t image[25]) {
    scrolling = false;
    for (int i = 0; i < 25; i++) {
        frame[i] = image[i] > PORT_DISPLAY_MAX_BRIGHTNESS ? PORT_DISPLAY_MAX_BRIGHTNESS : image[i];
    }
    changed();
}

void port_display_show_char(char c) {
    uint32_t g = port_font_rows(c);
    uint8_t image[25];
    for (int y = 0; y < 5; y++) {
        for (int x = 0; x < 5; x++) {
            image[y * 5 + x] = (g >> (5 * y + 4 - x)) & 1u ? PORT_DISPLAY_MAX_BRIGHTNESS : 0;
        }
    }
    port_display_show_image(image);
}

void port_display_animate(const uint8_t *frames, uint32_t n, uint32_t delay_ms, bool loop) {
    port_display_scroll((const char *)frames, n, delay_ms, loop);
    animating = true;
}

void port_display_scroll(const char *text, uint32_t len, uint32_t delay_ms, bool loop) {
    scrolling = animating = false;
    looping = loop;
    for (int i = 0; i < 25; i++) {
        frame[i] = 0;
    }
    scroll_text = text;
    scroll_len = len > UINT16_MAX ? UINT16_MAX : (uint16_t)len;
    scroll_char = 0;
    scroll_col = scroll_tail = 0;
    scroll_delay_ms = delay_ms ? delay_ms : 1;
    scroll_next_ms = port_ticks_ms();
    scrolling = true;
    changed();
}

bool port_display_scrolling(void) {
    return scrolling;
}

/* display.off(): the LEDs dark and their pins disconnected (free for the program, as
 * MicroPython's); the frame, a scroll or an animation go on, unseen. on(): shown again. */
void port_display_power(bool on) {
    if (on == !display_off) {
        return;
    }
    display_off = !on;
    row_mask = col_mask = 0; /* changed() sets the pins up afresh */
    if (running) {
        stop();
    }
    changed();
}

bool port_display_is_on(void) {
    return !display_off;
}

/* The light on the display (port_io.h): the LEDs of columns 1-3 as photodiodes. Rows low
 * and columns high charge their reverse-biased junctions; the columns then float and the
 * light's photocurrent discharges them; after one conversion's time (a first, discarded
 * ADC read: 68 us) the ADC reads what is left on each (P0.4-P0.6 are AIN5-AIN7). Less
 * voltage left, more light: MicroBitLightSensor's scale, 338 (dark) to 75 (bright) of 1023
 * mapped onto 0-255. The refresh waits meanwhile (interrupts off for ~0.3 ms), and its next
 * slot drives the pins again. */
#define LIGHT_DARK 338
#define LIGHT_BRIGHT 75

int port_display_light(void) {
    uint32_t primask = irq_save();
    uint32_t rows = 1u << row_pin[0] | 1u << row_pin[1] | 1u << row_pin[2];
    uint32_t cols = 1u << col_pin[0] | 1u << col_pin[1] | 1u << col_pin[2];
    GPIO(GPIO_OUTCLR) = rows;
    GPIO(GPIO_OUTSET) = cols;
    GPIO(GPIO_DIRSET) = rows | cols;
    GPIO(GPIO_DIRCLR) = cols; /* floating: the photocurrent discharges them */
    (void)port_adc_read(col_pin[0]); /* the wait */
    int sum = 0;
    for (int c = 0; c < 3; c++) {
        sum += port_adc_read(col_pin[c]);
    }
    GPIO(display_off ? GPIO_DIRCLR : GPIO_DIRSET) = display_off ? rows : cols;
    irq_restore(primask);
    int v = sum / 3;
    v = v > LIGHT_DARK ? LIGHT_DARK : v < LIGHT_BRIGHT ? LIGHT_BRIGHT : v;
    return (LIGHT_DARK - v) * 255 / (LIGHT_DARK - LIGHT_BRIGHT);
}
