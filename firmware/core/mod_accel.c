/* mod_accel.c — `microbit.accelerometer`: the board's MMA8653 at I2C address 0x1D, read
 * through port_i2c.h, and the gestures by the rules of MicroPython's micro:bit (those of the
 * micro:bit DAL it is built on), applied to each new sample of the chip. As there, the chip
 * is read when the program asks (get_x(), was_gesture()...): at 50 Hz a new sample is ready
 * every 20 ms, and each new one feeds the gesture rules once. A ROM object of a native type;
 * its state is a heap block from the program's first use (28 B). docs/boards.md has the
 * rules and their constants. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "image.h"
#include "microbit_sensors.h"
#include "module.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port_i2c.h"
#include "runtime.h"

#define FN(name) static obj_t name(MAYBE_UNUSED size_t n, MAYBE_UNUSED const obj_t *a, MAYBE_UNUSED size_t nkw, MAYBE_UNUSED const obj_t *kw)

#define MMA8653 0x1D
/* MMA8653 registers: STATUS (ZYXDR: bit 3), OUT_X_MSB.., XYZ_DATA_CFG (FS), CTRL_REG1 (DR, ACTIVE) */
#define STATUS 0x00
#define XYZ_DATA_CFG 0x0E
#define CTRL_REG1 0x2A
#define CTRL_REG1_50HZ_ACTIVE 0x21 /* DR = 4 (50 Hz), ACTIVE */

/* The gestures, numbered as the DAL numbers its events (0: none). */
enum { NONE, UP, DOWN, LEFT, RIGHT, FACE_UP, FACE_DOWN, FREEFALL, G3, G6, G8, SHAKE, N_GESTURES };
static const uint16_t gesture_names[N_GESTURES] = {
    Q_empty, Q_up, Q_down, Q_left, Q_right, Q_face_up, Q_face_down, Q_freefall, Q_3g, Q_6g, Q_8g, Q_shake,
};
/* The DAL's constants (MicroBitAccelerometer.h), in mg and samples. */
#define TILT 800           /* 1000 - TILT_TOLERANCE */
#define FREEFALL_SQ 160000 /* FREEFALL_TOLERANCE 400, squared */
#define SHAKE_MG 400       /* SHAKE_TOLERANCE */
#define SHAKES 4           /* SHAKE_COUNT_THRESHOLD zero crossings make a shake */
#define SHAKE_DAMPING 10   /* samples after which an unfinished crossing count decays */
#define SHAKE_RTX 30       /* samples before another shake can be told */
#define DAMPING 5          /* GESTURE_DAMPING: samples a posture must hold */

typedef struct {
    int16_t v[3];     /* the last sample (mg) */
    uint8_t fs;       /* XYZ_DATA_CFG.FS: the range is 2 << fs g */
    uint8_t started;  /* the chip was set up; 2: a sample came */
    uint8_t g, cand, age;       /* the gesture, the posture seen, for how many samples */
    uint8_t impulses, since;    /* 3g/6g/8g told (bits), samples since the last impulse */
    uint8_t sides, crossings, timer, shaken; /* the shake detector */
    uint8_t n_history;
    uint16_t seen;              /* was_gesture's bits */
    uint8_t history[8];         /* get_gestures' list: 8 as MicroPython's GESTURE_LIST_SIZE */
} accel_t;

/* The state, a heap block held by vm.accel from the program's first use of the
 * accelerometer (static RAM is taken from the heap of every program; this is taken only
 * from those that use it). A new program starts afresh: the chip set up again, 2 g. */
static accel_t *state(void)
{
    if (vm.accel == OBJ_NULL)
        vm.accel = ptr_obj(gc_alloc(sizeof(accel_t)));
    return obj_ptr(vm.accel);
}

static void told(accel_t *s, int g)
{
    s->seen |= (uint16_t)(1u << g);
    if (s->n_history < sizeof s->history)
        s->history[s->n_history++] = (uint8_t)g;
}

/* The posture of one sample, and the shake detector (the DAL's instantaneousPosture). */
static int posture(accel_t *s, const int16_t *v, int32_t force)
{
    bool crossed = false;
    for (int i = 0; i < 3; i++) { /* a swing past 400 mg the other way is a zero crossing */
        bool side = s->sides >> i & 1;
        if ((v[i] < -SHAKE_MG && side) || (v[i] > SHAKE_MG && !side)) {
            crossed = true;
            s->sides ^= (uint8_t)(1u << i);
        }
    }
    if (crossed && s->crossings < SHAKES) {
        if (++s->crossings == 1)
            s->timer = 0;
        if (s->crossings == SHAKES) {
            s->shaken = 1;
            s->timer = 0;
            return SHAKE;
        }
    }
    if (s->crossings > 0) {
        s->timer++;
        if (s->shaken && s->timer >= SHAKE_RTX)
            s->shaken = s->timer = s->crossings = 0;
        else if (!s->shaken && s->timer >= SHAKE_DAMPING) {
            s->timer = 0;
            s->crossings--;
        }
    }
    if (force < FREEFALL_SQ)
        return FREEFALL;
    /* x, y, z in turn, each below -TILT then above TILT */
    static const uint8_t result[6] = {LEFT, RIGHT, DOWN, UP, FACE_UP, FACE_DOWN};
    for (int k = 0; k < 6; k++) {
        int32_t x = v[k >> 1];
        if (k & 1 ? x > TILT : x < -TILT)
            return result[k];
    }
    return NONE;
}

/* A new sample: the impulses, then the posture, filtered (the DAL's updateGesture). */
static void update_gesture(accel_t *s, const int16_t *v)
{
    int32_t force = v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
    if (force > 3072 * 3072) {
        static const int32_t limits[3] = {3072 * 3072, 6144 * 6144, 8192 * 8192};
        for (int k = 0; k < 3; k++)
            if (force > limits[k] && !(s->impulses >> k & 1)) {
                s->impulses |= (uint8_t)(1u << k);
                told(s, G3 + k);
            }
        s->since = 0;
    }
    if (s->since < DAMPING)
        s->since++;
    else
        s->impulses = 0;
    int g = posture(s, v, force);
    if (g == SHAKE) {
        s->g = SHAKE;
        told(s, SHAKE);
        return;
    }
    if (g == s->cand) {
        if (s->age < DAMPING)
            s->age++;
    } else {
        s->cand = (uint8_t)g;
        s->age = 0;
    }
    if (s->cand != s->g && s->age >= DAMPING) {
        s->g = s->cand;
        told(s, s->g);
    }
}

static void answered(int err)
{
    if (err != PORT_I2C_OK)
        raise_msg(T_OSError, "the accelerometer does not answer");
}

static void set_register(uint8_t reg, uint8_t value)
{
    uint8_t b[2] = {reg, value};
    answered(port_i2c_transfer(MMA8653, b, 2, 0));
}

/* The last sample, after taking a new one if the chip has it (the first call sets the chip
 * up and waits for its first sample, 20 ms). */
static const int16_t *sample(accel_t *s)
{
    if (!s->started) { /* standby, the range, then 50 Hz and active */
        set_register(CTRL_REG1, 0);
        set_register(XYZ_DATA_CFG, s->fs);
        set_register(CTRL_REG1, CTRL_REG1_50HZ_ACTIVE);
        s->started = 1;
    }
    for (;;) {
        uint8_t d[7] = {STATUS}; /* STATUS, then X, Y, Z: 10 bits left-justified in MSB:LSB */
        answered(port_i2c_transfer(MMA8653, d, 1, PORT_I2C_REPEAT));
        answered(port_i2c_transfer(MMA8653, d, 7, PORT_I2C_READ));
        if (d[0] & 8) {
            for (int i = 0; i < 3; i++) /* (2 << fs) g over 2**15: mg = s * 1000 >> (14 - fs) */
                s->v[i] = (int16_t)((int16_t)(d[1 + 2 * i] << 8 | d[2 + 2 * i]) * 1000 >> (14 - s->fs));
            s->started = 2;
            update_gesture(s, s->v);
        }
        if (s->started == 2)
            return s->v;
        time_sleep_us(5000);
    }
}

/* A gesture's number from its name (ValueError for any other). */
static int gesture_of(obj_t name)
{
    if (str_check(name)) {
        size_t len, k;
        const char *p = str_data(name, &len);
        for (int i = 1; i < N_GESTURES; i++) {
            const char *q = qstr_data(gesture_names[i], &k);
            if (k == len && memcmp(p, q, len) == 0)
                return i;
        }
    }
    raise_ValueError("invalid gesture %r", name);
}

FN(acc_get_x) { return small_obj(sample(state())[0]); }
FN(acc_get_y) { return small_obj(sample(state())[1]); }
FN(acc_get_z) { return small_obj(sample(state())[2]); }
FN(acc_get_values)
{
    const int16_t *v = sample(state());
    obj_t xyz[3] = {small_obj(v[0]), small_obj(v[1]), small_obj(v[2])};
    return tuple_new(3, xyz);
}
FN(acc_current_gesture)
{
    accel_t *s = state();
    sample(s);
    return qstr_obj(gesture_names[s->g]);
}
FN(acc_is_gesture)
{
    int g = gesture_of(a[1]);
    accel_t *s = state();
    sample(s);
    return bool_obj(s->g == g);
}
/* True if the gesture was told since the last call for it; the history is cleared too, as
 * MicroPython does. */
FN(acc_was_gesture)
{
    int g = gesture_of(a[1]);
    accel_t *s = state();
    sample(s);
    bool was = s->seen >> g & 1;
    s->seen &= (uint16_t)~(1u << g);
    s->n_history = 0;
    return bool_obj(was);
}
FN(acc_get_gestures)
{
    accel_t *s = state();
    sample(s);
    obj_t names[sizeof s->history];
    size_t k = s->n_history;
    for (size_t i = 0; i < k; i++)
        names[i] = qstr_obj(gesture_names[s->history[i]]);
    s->n_history = 0;
    return tuple_new(k, names);
}
/* set_range(g): 2, 4 or 8 g, the nearest the chip has (MicroPython's V2 API) */
FN(acc_set_range)
{
    int32_t g = module_arg_int(a[1]);
    accel_t *s = state();
    s->fs = g < 3 ? 0 : g < 6 ? 1 : 2;
    s->started = 0;
    return OBJ_NONE;
}

static const builtin_t acc_methods[] = {NATIVE_METHODS_MicroBitAccelerometer(X_METHOD)};
static const native_type_t acc_type = {
    {&types[T_TYPE], Q_MicroBitAccelerometer, TYPE_NATIVE, T_OBJECT, NULL},
    acc_methods, NATIVE_METHODS_MicroBitAccelerometer_COUNT, NULL, NULL, NULL,
};
const struct rom_object microbit_accelerometer = {&acc_type.t};
