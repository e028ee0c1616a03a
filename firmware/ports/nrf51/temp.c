/* temp.c — port_temperature on the nRF51's TEMP peripheral (Reference Manual v3.0, chapter
 * TEMP): START, wait for DATARDY (36 us on the chip), read TEMP (two's complement, 0.25 °C
 * steps), then STOP (PAN #30: the analog front end stays powered until STOP). A chip whose
 * TEMP never answers (QEMU's `microbit` has none) gives up after ~1 ms. */
#include "nrf51.h"
#include "port_io.h"

#define TEMP_TASKS_START 0x000
#define TEMP_TASKS_STOP 0x004
#define TEMP_EVENTS_DATARDY 0x100
#define TEMP_TEMP 0x508

int32_t port_temperature(void)
{
    REG(BOARD_TEMP_BASE, TEMP_EVENTS_DATARDY) = 0;
    REG(BOARD_TEMP_BASE, TEMP_TASKS_START) = TRIGGER;
    int32_t t = PORT_NO_TEMPERATURE;
    for (uint32_t i = 0; i < 2000u; i++) /* > 1 ms at >= 8 cycles a round */
        if (REG(BOARD_TEMP_BASE, TEMP_EVENTS_DATARDY)) {
            t = (int32_t)REG(BOARD_TEMP_BASE, TEMP_TEMP);
            break;
        }
    REG(BOARD_TEMP_BASE, TEMP_EVENTS_DATARDY) = 0;
    REG(BOARD_TEMP_BASE, TEMP_TASKS_STOP) = TRIGGER;
    return t;
}
