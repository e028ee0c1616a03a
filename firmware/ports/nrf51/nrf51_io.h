/* nrf51_io.h — the GPIO, GPIOTE and TIMER registers of the board I/O drivers (gpio.c,
 * display.c, uart_baud.c), as offsets from the bases in the generated board.h.
 * Offsets and field values are those of the nRF51 Series Reference Manual v3.0. */
#ifndef WISPY_NRF51_IO_H
#define WISPY_NRF51_IO_H

#include "nrf51.h"

/* ---- GPIO ---- */
#define GPIO_OUT 0x504
#define GPIO_OUTCLR 0x50C
#define GPIO_IN 0x510
#define GPIO_DIRSET 0x518
#define GPIO_DIRCLR 0x51C
#define PIN_CNF_DIR_OUTPUT (1u << 0)
#define PIN_CNF_INPUT_DISCONNECT (1u << 1)
#define PIN_CNF_PULL_SHIFT 2
#define PIN_CNF_SENSE_SHIFT 16
#define PIN_CNF_SENSE_MASK (3u << 16)
#define PIN_CNF_SENSE_HIGH (2u << 16)
#define PIN_CNF_SENSE_LOW (3u << 16)

/* ---- GPIOTE: four channels (event or task mode) and the PORT event ---- */
#define GPIOTE_EVENTS_IN(n) (0x100 + 4 * (n))
#define GPIOTE_EVENTS_PORT 0x17C
#define GPIOTE_INTENSET 0x304
#define GPIOTE_INTENCLR 0x308
#define GPIOTE_INT_IN(n) (1u << (n))
#define GPIOTE_INT_PORT (1u << 31)
#define GPIOTE_CONFIG(n) (0x510 + 4 * (n))
#define GPIOTE_CONFIG_MODE_EVENT 1u           /* MODE bits 0-1: 0 disabled, 1 event, 3 task */
#define GPIOTE_CONFIG_PSEL_SHIFT 8            /* bits 8-12 */
#define GPIOTE_CONFIG_POLARITY_SHIFT 16       /* bits 16-17: 1 LoToHi, 2 HiToLo, 3 Toggle */
#define GPIOTE_CHANNELS 4
/* A GPIOTE channel for a driver's task mode (pwm.c), taken from the top so that edge
 * interrupts (gpio.c) do not use it, or -1 if none is free; and given back. */
int gpiote_take(void);
void gpiote_give(int channel);

/* ---- TIMER (more of it than nrf51.h names) ---- */
#define TIMER_TASKS_STOP 0x004
#define TIMER_EVENTS_COMPARE1 0x144
#define TIMER_INTENCLR 0x308
#define TIMER_INT_COMPARE1 (1u << 17)
#define TIMER_CC1 0x544

/* ---- UART ---- */
#define UART_BAUDRATE_REG 0x524

static inline void nvic_enable_once(int irq) {
    if (!(REG(NVIC_ISER, 0) & (1u << irq))) {
        nvic_enable(irq);
    }
}

#endif
