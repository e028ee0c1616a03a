/* board_pins.c (host port) — the nRF51 port's port_board_pin_gpio: one table for both. */
#include "../nrf51/board_pins.c"
