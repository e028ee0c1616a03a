/* nrf51.h — the nRF51 registers this port touches, as offsets from the peripheral bases
 * that the generated board.h takes from boards/<board>.toml.
 * Offsets and values are those of the nRF51 Series Reference Manual v3.0 (and, for the
 * NVIC and SCB, the ARMv6-M Architecture Reference Manual). */
#ifndef WISPY_NRF51_H
#define WISPY_NRF51_H

#include <stdint.h>

#include "board.h"

/* A 32-bit memory-mapped register at base + offset. */
#define REG(base, offset) (*(volatile uint32_t *)((uintptr_t)(base) + (offset)))

/* Tasks are triggered by writing 1; events read 1 once they happened and are cleared by
 * writing 0. After clearing an event in an interrupt handler, read it back: the write
 * reaches the peripheral late, and returning too soon would take the interrupt again. */
#define TRIGGER 1u

/* ---- CLOCK (shares its page with POWER) ---- */
#define CLOCK_TASKS_HFCLKSTART 0x000
#define CLOCK_TASKS_LFCLKSTART 0x008
#define CLOCK_EVENTS_HFCLKSTARTED 0x100
#define CLOCK_EVENTS_LFCLKSTARTED 0x104
#define CLOCK_LFCLKSRC 0x518       /* 0 = RC oscillator, 1 = crystal, 2 = synthesised from HFCLK */
#define CLOCK_LFCLKSRC_RC 0u
#define CLOCK_LFCLKSRC_XTAL 1u
#define CLOCK_LFCLKSRC_SYNTH 2u

/* ---- POWER (CLOCK's page) ---- */
#define POWER_RESETREAS 0x400      /* why the chip reset; a bit is cleared by writing 1 to it */
#define POWER_RESETREAS_LOCKUP (1u << 3)
#define POWER_GPREGRET 0x51C       /* 8 bits that every reset but power-on leaves alone */

/* ---- GPIO ---- */
#define GPIO_OUTSET 0x508
#define GPIO_PIN_CNF(n) (0x700 + 4 * (n))
/* PIN_CNF fields: DIR bit 0 (1 = output), INPUT bit 1 (1 = input buffer disconnected),
 * PULL bits 2-3 (0 none, 1 down, 3 up), DRIVE bits 8-10, SENSE bits 16-17. */
#define PIN_CNF_OUTPUT 0x1u
#define PIN_CNF_INPUT_PULLUP (3u << 2)

/* ---- UART ---- */
#define UART_TASKS_STARTRX 0x000
#define UART_TASKS_STARTTX 0x008
#define UART_EVENTS_RXDRDY 0x108   /* a byte is waiting in RXD */
#define UART_EVENTS_TXDRDY 0x11C   /* the byte written to TXD has been sent */
#define UART_EVENTS_ERROR 0x124
#define UART_INTENSET 0x304
#define UART_INT_RXDRDY (1u << 2)
#define UART_ERRORSRC 0x480        /* overrun, parity, framing, break: write 1s to clear */
#define UART_ENABLE 0x500
#define UART_ENABLE_ENABLED 4u     /* 4, not 1: the value that selects the UART */
#define UART_PSELTXD 0x50C
#define UART_PSELRXD 0x514
#define UART_RXD 0x518
#define UART_TXD 0x51C
#define UART_BAUDRATE 0x524
#define UART_BAUDRATE_115200 0x01D7E000u /* the register holds baud * 2**32 / 16 MHz, rounded */

/* ---- RTC (24-bit counter on LFCLK, divided by PRESCALER + 1) ---- */
#define RTC_TASKS_START 0x000
#define RTC_EVENTS_OVRFLW 0x104
#define RTC_EVENTS_COMPARE0 0x140
#define RTC_INTENSET 0x304
#define RTC_INTENCLR 0x308
#define RTC_INT_OVRFLW (1u << 1)
#define RTC_INT_COMPARE0 (1u << 16)
#define RTC_COUNTER 0x504
#define RTC_PRESCALER 0x508
#define RTC_CC0 0x540
#define RTC_COUNTER_MASK 0xFFFFFFu

/* ---- TIMER (on HFCLK: 16 MHz / 2**PRESCALER) ---- */
#define TIMER_TASKS_START 0x000
#define TIMER_TASKS_CLEAR 0x00C
#define TIMER_TASKS_CAPTURE1 0x044 /* copy the counter into CC[1] */
#define TIMER_EVENTS_COMPARE0 0x140
#define TIMER_SHORTS 0x200
#define TIMER_SHORTS_COMPARE0_CLEAR (1u << 0)
#define TIMER_INTENSET 0x304
#define TIMER_INT_COMPARE0 (1u << 16)
#define TIMER_MODE 0x504           /* 0 = timer, 1 = counter */
#define TIMER_BITMODE 0x508        /* 0 = 16, 1 = 8, 2 = 24, 3 = 32 bits */
#define TIMER_PRESCALER 0x510
#define TIMER_CC0 0x540
#define TIMER_CC1 0x544

/* ---- Cortex-M0 system control space ---- */
#define NVIC_ISER 0xE000E100u      /* write 1 to bit n: enable IRQ n */
#define NVIC_ICPR 0xE000E280u      /* write 1 to bit n: clear IRQ n's pending state */
#define SCB_AIRCR 0xE000ED0Cu
#define SCB_AIRCR_SYSRESETREQ 0x05FA0004u /* VECTKEY 0x05FA in the top half, SYSRESETREQ bit 2 */

static inline void nvic_enable(int irq) {
    REG(NVIC_ICPR, 0) = 1u << irq;
    REG(NVIC_ISER, 0) = 1u << irq;
}

/* Save PRIMASK and disable interrupts; restore it. */
static inline uint32_t irq_save(void) {
    uint32_t primask;
    __asm__ volatile("mrs %0, primask\n\tcpsid i" : "=r"(primask)::"memory");
    return primask;
}

static inline void irq_restore(uint32_t primask) {
    __asm__ volatile("msr primask, %0" ::"r"(primask) : "memory");
}

#endif
