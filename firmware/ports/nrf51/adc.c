/* adc.c — port_adc_read on the nRF51's ADC (Reference Manual v3.0, chapter 31): one 10-bit
 * conversion of an analog input, polled. Input and reference are both a third of their
 * voltage (CONFIG INPSEL = AnalogInputOneThirdPrescaling, REFSEL = SupplyOneThirdPrescaling),
 * so 0 V reads 0 and VDD reads 1023 whatever the supply, as MicroPython's read_analog. */
#include <stdint.h>

#include "board.h"
#include "nrf51.h"
#include "port_io.h"

#define ADC_TASKS_START 0x000
#define ADC_EVENTS_END 0x100
#define ADC_ENABLE 0x500
#define ADC_CONFIG 0x504
#define ADC_RESULT 0x508
#define ADC_CONFIG_RES_10BIT 2u              /* bits 0-1 */
#define ADC_CONFIG_INPSEL_IN_THIRD (2u << 2) /* bits 2-4 */
#define ADC_CONFIG_REFSEL_VDD_THIRD (3u << 5) /* bits 5-6 */
#define ADC_CONFIG_PSEL_SHIFT 8              /* bits 8-15: one bit per AIN */

/* The chip's analog inputs: AIN0-AIN7 are P0.26, P0.27, P0.01-P0.06. */
static int ain_of(int pin)
{
    if (pin >= 1 && pin <= 6)
        return pin + 1;
    return pin == 26 ? 0 : pin == 27 ? 1 : -1;
}

int port_adc_read(int pin)
{
    int ain = ain_of(pin);
    if (ain < 0)
        return -1;
    REG(BOARD_ADC_BASE, ADC_ENABLE) = 1;
    REG(BOARD_ADC_BASE, ADC_CONFIG) = ADC_CONFIG_RES_10BIT | ADC_CONFIG_INPSEL_IN_THIRD | ADC_CONFIG_REFSEL_VDD_THIRD |
                                      (1u << (ADC_CONFIG_PSEL_SHIFT + (unsigned)ain));
    REG(BOARD_ADC_BASE, ADC_EVENTS_END) = 0;
    REG(BOARD_ADC_BASE, ADC_TASKS_START) = TRIGGER;
    while (REG(BOARD_ADC_BASE, ADC_EVENTS_END) == 0) /* 68 us at 10 bits */
        ;
    REG(BOARD_ADC_BASE, ADC_EVENTS_END) = 0;
    int v = (int)(REG(BOARD_ADC_BASE, ADC_RESULT) & 0x3ffu);
    REG(BOARD_ADC_BASE, ADC_ENABLE) = 0; /* the pin is a GPIO again */
    return v;
}
