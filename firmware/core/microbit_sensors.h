/* microbit_sensors.h — the `microbit` members of the accelerometer, compass and I2C part
 * (docs/boards.md): `accelerometer` (mod_accel.c) and `i2c` (mod_i2c.c) are ROM objects of
 * native types; `compass` is the frozen library's module compass.py, imported when first
 * read (a library member named as its module is the module itself: mod_import.c). */
#ifndef WISPY_MICROBIT_SENSORS_H
#define WISPY_MICROBIT_SENSORS_H

#include "module.h"

struct rom_object {
    const type_t *type;
};
extern const struct rom_object microbit_accelerometer, microbit_i2c;

/* the members, for mod_microbit.c's table */
#define MICROBIT_SENSOR_MEMBERS                                                                         \
    MEMBER_OBJ(accelerometer, &microbit_accelerometer), MEMBER_INT(compass, MARK_LIBRARY + Q_compass), \
        MEMBER_OBJ(i2c, &microbit_i2c)

#endif
