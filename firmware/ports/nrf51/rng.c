/* rng.c — port_random32 on the nRF51's RNG (Reference Manual v3.0, chapter 21): four
 * bytes from VALUE, each waited for on EVENTS_VALRDY, with bias correction (CONFIG.DERCEN;
 * about 120 us a byte on the chip). MicroPython seeds its random module the same way. */
#include <stdint.h>

#include "../../core/port.h"
#include "board.h"
#include "nrf51.h"

#define RNG_TASKS_START 0x000
#define RNG_TASKS_STOP 0x004
#define RNG_EVENTS_VALRDY 0x100
#define RNG_CONFIG 0x504 /* bit 0: DERCEN, bias correction */
#define RNG_VALUE 0x508  /* bits 0-7 */

uint32_t port_random32(void)
{
    uint32_t v = 0;
    REG(BOARD_RNG_BASE, RNG_CONFIG) = 1;
    REG(BOARD_RNG_BASE, RNG_EVENTS_VALRDY) = 0;
    REG(BOARD_RNG_BASE, RNG_TASKS_START) = TRIGGER;
    for (int i = 0; i < 4; i++) {
        while (REG(BOARD_RNG_BASE, RNG_EVENTS_VALRDY) == 0)
            ;
        REG(BOARD_RNG_BASE, RNG_EVENTS_VALRDY) = 0;
        v = v << 8 | (REG(BOARD_RNG_BASE, RNG_VALUE) & 0xffu);
    }
    REG(BOARD_RNG_BASE, RNG_TASKS_STOP) = TRIGGER;
    return v;
}
