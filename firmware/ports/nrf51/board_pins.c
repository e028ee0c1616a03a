/* board_pins.c — port_board_pin_gpio: the edge connector's pins of the board file
 * ([pins], BOARD_PIN_GPIO_TABLE in the generated board.h), for the microbit module. The
 * host port includes this file too (its build has the default board's board.h). */
#include <stdint.h>

#include "board.h"
#include "port_io.h"

int port_board_pin_gpio(int n)
{
    static const uint8_t gpio[BOARD_PIN_COUNT] = BOARD_PIN_GPIO_TABLE; /* 255: no such pin */
    return n >= 0 && n < BOARD_PIN_COUNT && gpio[n] != 255 ? gpio[n] : -1;
}
