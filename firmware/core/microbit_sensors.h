/* microbit_sensors.h — the `microbit` members of the accelerometer, compass and I2C part
 * (docs/boards.md): `i2c` is mod_i2c.c's ROM object; `accelerometer` and `compass` are
 * written in Python (firmware/lib/_sensors.py) and imported when first read. */
#ifndef WISPY_MICROBIT_SENSORS_H
#define WISPY_MICROBIT_SENSORS_H

#include "module.h"

struct microbit_i2c {
    const type_t *type;
};
extern const struct microbit_i2c microbit_i2c;

/* the members, for mod_microbit.c's table */
#define MICROBIT_SENSOR_MEMBERS                                                        \
    MEMBER_INT(accelerometer, MARK_LIBRARY + Q__sensors), MEMBER_INT(compass, MARK_LIBRARY + Q__sensors), \
        MEMBER_OBJ(i2c, &microbit_i2c)

#endif
