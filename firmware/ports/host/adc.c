/* adc.c (host port) — port_adc_read simulated: a pin with an analog input (the nRF51's
 * AIN0-7: P0.26, P0.27, P0.01-P0.06) reads its digital level at full scale (0 or 1023). */
#include "port_io.h"

int port_adc_read(int pin)
{
    if (!((pin >= 1 && pin <= 6) || pin == 26 || pin == 27))
        return -1;
    return port_gpio_read(pin) > 0 ? 1023 : 0;
}
