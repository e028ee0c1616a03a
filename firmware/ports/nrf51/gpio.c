/* gpio.c — GPIO pins, edge interrupts through GPIOTE, and the micro:bit's buttons
 * (port_io.h). The GPIOTE interrupt only records edges (a pending bit per pin, press
 * counts); Python handlers run later, between bytecodes.
 *
 * Edges come from two GPIOTE sources. The first four pins with an irq get an IN channel
 * each (event mode, the polarity asked for). Every other watched pin (the buttons, and
 * irq pins beyond four) uses the PORT event: each such pin's PIN_CNF.SENSE is set to the
 * level it does not have, so any change raises DETECT and one PORT event; the handler
 * compares IN with the levels it saw last, and flips SENSE of the pins that changed. */
#include <stdbool.h>
#include <stdint.h>

#include "nrf51_io.h"
#include "port.h"
#include "port_io.h"

#define CNF(pin) REG(BOARD_GPIO_BASE, GPIO_PIN_CNF(pin))

volatile uint32_t port_pin_irq_pending;

static uint8_t channel_pin[GPIOTE_CHANNELS]; /* pin + 1 of each IN channel; 0: free */
static uint32_t sensed;                      /* pins watched through SENSE + PORT */
static uint32_t sensed_level;                /* their levels at the last scan */
static uint32_t irq_rising, irq_falling;     /* PORT-watched pins with an irq, by edge */

/* Buttons: index 0 = A, 1 = B. */
static const uint8_t button_pin[PORT_BUTTON_COUNT] = {BOARD_BUTTON_A_GPIO, BOARD_BUTTON_B_GPIO};
static bool buttons_on;
static uint8_t button_was;                     /* bit i: pressed since was_pressed(i) */
static uint16_t button_presses[PORT_BUTTON_COUNT];
static uint32_t button_up_since[PORT_BUTTON_COUNT]; /* ms of the last release */

/* ---- pins ---- */

int port_gpio_config(int pin, int mode, int pull) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT) {
        return -1;
    }
    if (pull != PORT_PULL_NONE && pull != PORT_PULL_DOWN && pull != PORT_PULL_UP) {
        return -1;
    }
    uint32_t cnf;
    switch (mode) {
    case PORT_GPIO_INPUT:
        cnf = (uint32_t)pull << PIN_CNF_PULL_SHIFT;
        break;
    case PORT_GPIO_OUTPUT:
        cnf = PIN_CNF_DIR_OUTPUT; /* input buffer connected: IN reads back the level */
        break;
    case PORT_GPIO_DISCONNECTED:
        cnf = PIN_CNF_INPUT_DISCONNECT;
        break;
    default:
        return -1;
    }
    uint32_t primask = irq_save(); /* the GPIOTE handler rewrites SENSE in the same word */
    CNF(pin) = cnf | (CNF(pin) & PIN_CNF_SENSE_MASK);
    irq_restore(primask);
    return 0;
}

void port_gpio_write(int pin, int level) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT) {
        return;
    }
    REG(BOARD_GPIO_BASE, level ? GPIO_OUTSET : GPIO_OUTCLR) = 1u << pin;
}

int port_gpio_read(int pin) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT) {
        return -1;
    }
    return (int)((REG(BOARD_GPIO_BASE, GPIO_IN) >> pin) & 1u);
}

/* ---- SENSE + PORT ---- */

/* Point the pin's SENSE at the level it does not have now. */
static void sense_away_from(int pin, uint32_t level) {
    uint32_t cnf = CNF(pin) & ~PIN_CNF_SENSE_MASK;
    CNF(pin) = cnf | (level ? PIN_CNF_SENSE_LOW : PIN_CNF_SENSE_HIGH);
}

static void buttons_edges(uint32_t rises, uint32_t falls) {
    for (int i = 0; i < PORT_BUTTON_COUNT; i++) {
        uint32_t bit = 1u << button_pin[i];
        if (!(sensed & bit) || !((rises | falls) & bit)) {
            continue;
        }
        uint32_t now = port_ticks_ms();
        if (rises & bit) {
            button_up_since[i] = now; /* released (active low) */
        } else if (now - button_up_since[i] >= PORT_BUTTON_DEBOUNCE_MS) {
            if (button_presses[i] != UINT16_MAX) {
                button_presses[i]++;
            }
            button_was |= (uint8_t)(1u << i);
        }
    }
}

/* Compare the watched pins with their last levels until nothing changed between two
 * reads of IN: SENSE then points away from every pin's level, so DETECT is low and the
 * next change makes a new PORT event. Runs in the GPIOTE handler (or with it masked). */
static void port_scan(void) {
    for (;;) {
        uint32_t in = REG(BOARD_GPIO_BASE, GPIO_IN) & sensed;
        uint32_t changed = in ^ sensed_level;
        if (!changed) {
            return;
        }
        sensed_level = in;
        for (int pin = 0; pin < PORT_GPIO_COUNT; pin++) {
            if (changed & (1u << pin)) {
                sense_away_from(pin, in & (1u << pin));
            }
        }
        uint32_t rises = changed & in, falls = changed & ~in;
        port_pin_irq_pending |= (rises & irq_rising) | (falls & irq_falling);
        buttons_edges(rises, falls);
    }
}

static void sense_add(int pin) {
    uint32_t bit = 1u << pin;
    uint32_t primask = irq_save();
    if (!(sensed & bit)) {
        uint32_t level = REG(BOARD_GPIO_BASE, GPIO_IN) & bit;
        sensed |= bit;
        sensed_level = (sensed_level & ~bit) | level;
        sense_away_from(pin, level);
    }
    REG(BOARD_GPIOTE_BASE, GPIOTE_INTENSET) = GPIOTE_INT_PORT;
    nvic_enable_once(BOARD_GPIOTE_IRQ);
    irq_restore(primask);
}

static void sense_remove(int pin) {
    uint32_t bit = 1u << pin;
    uint32_t primask = irq_save();
    sensed &= ~bit;
    CNF(pin) &= ~PIN_CNF_SENSE_MASK;
    if (!sensed) {
        REG(BOARD_GPIOTE_BASE, GPIOTE_INTENCLR) = GPIOTE_INT_PORT;
    }
    irq_restore(primask);
}

static bool is_button_pin(int pin) {
    if (!buttons_on) {
        return false;
    }
    for (int i = 0; i < PORT_BUTTON_COUNT; i++) {
        if (button_pin[i] == pin) {
            return true;
        }
    }
    return false;
}

/* ---- edge interrupts ---- */

#define TAKEN 0xFFu /* channel_pin[n] of a channel gpiote_take() gave a driver */

int gpiote_take(void) {
    for (int n = GPIOTE_CHANNELS - 1; n >= 0; n--) {
        if (!channel_pin[n]) {
            channel_pin[n] = TAKEN;
            return n;
        }
    }
    return -1;
}

void gpiote_give(int channel) {
    channel_pin[channel] = 0;
}

void GPIOTE_IRQHandler(void) {
    for (int n = 0; n < GPIOTE_CHANNELS; n++) {
        if (REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_IN(n))) {
            REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_IN(n)) = 0;
            (void)REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_IN(n));
            if (channel_pin[n]) { /* (a TAKEN channel is in task mode: it makes no IN event) */
                port_pin_irq_pending |= 1u << (channel_pin[n] - 1);
            }
        }
    }
    if (REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_PORT)) {
        REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_PORT) = 0;
        (void)REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_PORT);
        port_scan();
    }
    if (port_pin_irq_pending) { /* the VM's one test between bytecodes (port.h) */
        wispy_interrupt_pending |= WISPY_PENDING_PIN;
    }
}

int port_pin_irq(int pin, uint32_t trigger) {
    if (pin < 0 || pin >= PORT_GPIO_COUNT || trigger > (PORT_IRQ_RISING | PORT_IRQ_FALLING)) {
        return -1;
    }
    uint32_t bit = 1u << pin;
    uint32_t primask = irq_save();
    int free = -1, mine = -1;
    for (int n = 0; n < GPIOTE_CHANNELS; n++) {
        if (channel_pin[n] == pin + 1) {
            mine = n;
        } else if (!channel_pin[n] && free < 0) {
            free = n;
        }
    }
    irq_rising &= ~bit;
    irq_falling &= ~bit;
    port_pin_irq_pending &= ~bit;
    if (trigger == 0) {
        if (mine >= 0) {
            REG(BOARD_GPIOTE_BASE, GPIOTE_INTENCLR) = GPIOTE_INT_IN(mine);
            REG(BOARD_GPIOTE_BASE, GPIOTE_CONFIG(mine)) = 0;
            channel_pin[mine] = 0;
        } else if (!is_button_pin(pin)) {
            sense_remove(pin);
        }
    } else if (mine >= 0 || free >= 0) {
        /* POLARITY: 1 LoToHi, 2 HiToLo, 3 Toggle: the same bits as PORT_IRQ_* */
        int n = mine >= 0 ? mine : free;
        REG(BOARD_GPIOTE_BASE, GPIOTE_CONFIG(n)) = GPIOTE_CONFIG_MODE_EVENT |
                                                   ((uint32_t)pin << GPIOTE_CONFIG_PSEL_SHIFT) |
                                                   (trigger << GPIOTE_CONFIG_POLARITY_SHIFT);
        REG(BOARD_GPIOTE_BASE, GPIOTE_EVENTS_IN(n)) = 0;
        channel_pin[n] = (uint8_t)(pin + 1);
        REG(BOARD_GPIOTE_BASE, GPIOTE_INTENSET) = GPIOTE_INT_IN(n);
        nvic_enable_once(BOARD_GPIOTE_IRQ);
    } else {
        if (trigger & PORT_IRQ_RISING) {
            irq_rising |= bit;
        }
        if (trigger & PORT_IRQ_FALLING) {
            irq_falling |= bit;
        }
        sense_add(pin);
    }
    irq_restore(primask);
    return 0;
}

uint32_t port_pin_irq_take(void) {
    uint32_t primask = irq_save();
    uint32_t pending = port_pin_irq_pending;
    port_pin_irq_pending = 0;
    wispy_interrupt_pending &= (uint8_t)~WISPY_PENDING_PIN;
    irq_restore(primask);
    return pending;
}

/* ---- buttons ---- */

void port_buttons_init(void) {
    if (buttons_on) {
        return;
    }
    uint32_t now = port_ticks_ms();
    for (int i = 0; i < PORT_BUTTON_COUNT; i++) {
        /* the board has external pull-ups on both buttons */
        port_gpio_config(button_pin[i], PORT_GPIO_INPUT, PORT_PULL_NONE);
        button_up_since[i] = now - PORT_BUTTON_DEBOUNCE_MS;
        sense_add(button_pin[i]);
    }
    buttons_on = true;
}

bool port_button_is_pressed(int index) {
    if (index < 0 || index >= PORT_BUTTON_COUNT) {
        return false;
    }
    return port_gpio_read(button_pin[index]) == 0;
}

uint32_t port_button_get_presses(int index) {
    if (index < 0 || index >= PORT_BUTTON_COUNT) {
        return 0;
    }
    uint32_t primask = irq_save();
    uint32_t n = button_presses[index];
    button_presses[index] = 0;
    irq_restore(primask);
    return n;
}

bool port_button_was_pressed(int index) {
    if (index < 0 || index >= PORT_BUTTON_COUNT) {
        return false;
    }
    uint32_t primask = irq_save();
    bool was = (button_was >> index) & 1u;
    button_was &= (uint8_t)~(1u << index);
    irq_restore(primask);
    return was;
}
