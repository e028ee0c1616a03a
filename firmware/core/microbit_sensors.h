/* microbit_sensors.h — the `microbit` members of the accelerometer, compass and I2C part
 * (docs/boards.md): `i2c` is mod_i2c.c's ROM object; `accelerometer` and `compass` are
 * library modules written in Python (firmware/lib/accelerometer.py, compass.py), imported
 * when first read: a member named as its module is the module itself (mod_import.c). */
#ifndef WISPY_MICROBIT_SENSORS_H
#define WISPY_MICROBIT_SENSORS_H

#include "module.h"

struct microbit_i2c {
    const type_t *type;
};
extern const struct microbit_i2c microbit_i2c;

/* the members, for mod_microbit.c's table */
#define MICROBIT_SENSOR_MEMBERS                                                        \
    MEMBER_INT(accelerometer, MARK_LIBRARY + Q_accelerometer), MEMBER_INT(compass, MARK_LIBRARY + Q_compass), \
        MEMBER_OBJ(i2c, &microbit_i2c)

#endif
