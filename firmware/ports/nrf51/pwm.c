/* pwm.c — port_pwm on the nRF51 as MicroPython's micro:bit does it, without a PWM peripheral
 * (the nRF51 has none): TIMER2 counts one period (COMPARE3 clears it); for each of up to
 * three pins, GPIOTE channel g in task mode toggles the pin, and two PPI channels connect
 * TIMER2's COMPARE[i] (the end of the high part) and COMPARE3 (the end of the period) to
 * GPIOTE's OUT[g]. The CPU takes no interrupt. Reference Manual v3.0: TIMER, GPIOTE, PPI. */
#include "nrf51_io.h"
#include "port_io.h"

#define PWM_CHANNELS 3 /* TIMER2's CC0-CC2; CC3 is the period */
#define TIMER_EVENTS_COMPARE(i) (0x140 + 4 * (i))
#define TIMER_CC(i) (0x540 + 4 * (i))
#define TIMER_SHORTS_COMPARE3_CLEAR (1u << 3)
#define GPIOTE_TASKS_OUT(g) (4 * (g))
#define GPIOTE_CONFIG_TASK_TOGGLE_HIGH (3u | 3u << GPIOTE_CONFIG_POLARITY_SHIFT | 1u << 20) /* OUTINIT high */
#define PPI_CHENSET 0x504
#define PPI_CHENCLR 0x508
#define PPI_EEP(n) (0x510 + 8 * (n))
#define PPI_TEP(n) (0x514 + 8 * (n))

static uint8_t pwm_pin[PWM_CHANNELS];   /* gpio + 1 of each channel; 0: free */
static uint8_t pwm_gpiote[PWM_CHANNELS];
static uint16_t pwm_duty[PWM_CHANNELS]; /* 1-1023 of 1024 */
static uint32_t period_us = 20000;

#define TIMER(offset) REG(BOARD_TIMER2_BASE, offset)
#define PPI(offset) REG(BOARD_PPI_BASE, offset)

/* Restart every channel in phase: the timer cleared, each pin high (OUTINIT) until its
 * compare, then low until the period's end. MODE and BITMODE keep their reset values
 * (timer, 16 bits): TIMER2 is this file's alone. */
static void restart(void)
{
    TIMER(TIMER_TASKS_STOP) = TRIGGER;
    TIMER(TIMER_TASKS_CLEAR) = TRIGGER;
    uint32_t prescaler = 4, ticks = period_us; /* 1 MHz at 4; slower for long periods */
    while (ticks > 0xFFFFu) {
        ticks >>= 1;
        prescaler++;
    }
    TIMER(TIMER_PRESCALER) = prescaler;
    TIMER(TIMER_CC(3)) = ticks;
    TIMER(TIMER_SHORTS) = TIMER_SHORTS_COMPARE3_CLEAR;
    for (int i = 0; i < PWM_CHANNELS; i++) {
        if (pwm_pin[i]) {
            uint32_t high = ticks * pwm_duty[i] >> 10;
            TIMER(TIMER_CC(i)) = high ? high : 1;
            REG(BOARD_GPIOTE_BASE, GPIOTE_CONFIG(pwm_gpiote[i])) =
                GPIOTE_CONFIG_TASK_TOGGLE_HIGH | (uint32_t)(pwm_pin[i] - 1) << GPIOTE_CONFIG_PSEL_SHIFT;
        }
    }
    TIMER(TIMER_TASKS_START) = TRIGGER; /* (with no channel it counts on, harmlessly) */
}

int port_pwm(int gpio, uint32_t period, uint32_t duty)
{
    if (period)
        period_us = period;
    int i = 0, free = -1;
    while (i < PWM_CHANNELS && (gpio < 0 || pwm_pin[i] != gpio + 1))
        if (!pwm_pin[i++] && free < 0)
            free = i - 1;
    if (gpio >= 0 && (duty == 0 || duty >= 1024)) { /* a steady level: the pin the GPIO's again */
        port_gpio_write(gpio, duty != 0);
        port_gpio_config(gpio, PORT_GPIO_OUTPUT, PORT_PULL_NONE);
        if (i == PWM_CHANNELS)
            return 0; /* the other pins' PWM runs on undisturbed */
        PPI(PPI_CHENCLR) = 3u << (2 * i);
        REG(BOARD_GPIOTE_BASE, GPIOTE_CONFIG(pwm_gpiote[i])) = 0;
        gpiote_give(pwm_gpiote[i]);
        pwm_pin[i] = 0;
    } else if (gpio >= 0) {
        if (i == PWM_CHANNELS) { /* a new channel: its two PPI channels, once */
            int g = free < 0 ? -1 : gpiote_take();
            if (g < 0)
                return -1;
            i = free;
            pwm_pin[i] = (uint8_t)(gpio + 1);
            pwm_gpiote[i] = (uint8_t)g;
            PPI(PPI_EEP(2 * i)) = BOARD_TIMER2_BASE + TIMER_EVENTS_COMPARE(i);
            PPI(PPI_EEP(2 * i + 1)) = BOARD_TIMER2_BASE + TIMER_EVENTS_COMPARE(3);
            PPI(PPI_TEP(2 * i)) = PPI(PPI_TEP(2 * i + 1)) = BOARD_GPIOTE_BASE + GPIOTE_TASKS_OUT(g);
            PPI(PPI_CHENSET) = 3u << (2 * i);
        }
        pwm_duty[i] = (uint16_t)duty;
    }
    restart();
    return 0;
}

uint32_t port_pwm_period(void) { return period_us; }
