/* mod_time.c — the `time` module: sleeps that idle the CPU (WFI until the deadline or an
 * interrupt, port_idle_until_us) while still answering Ctrl-C and running pin handlers,
 * and MicroPython's wrapping tick counters. */
#include "module.h"
#include "obj_float.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

#define TICKS_MASK 0x3fffffffu /* ticks_ms/ticks_us/ticks_add wrap at 2**30: small ints */

/* Sleep us microseconds. The deadline lives in port_ticks_us()'s 32-bit ring, reached in
 * steps of at most 2**30 us (so any length works). Each time round, the pending events
 * are served first (KeyboardInterrupt leaves from here; pin handlers run here), then the
 * CPU sleeps until the deadline or the next interrupt. The deadline is counted from the
 * call, so a loop of sleeps drifts by the time its body takes (use ticks_add/ticks_diff
 * for a steady period). */
void time_sleep_us(uint64_t us)
{
    uint32_t at = port_ticks_us();
    do {
        uint32_t step = us > 0x40000000u ? 0x40000000u : (uint32_t)us;
        at += step;
        us -= step;
        for (;;) {
            vm_pending();
            if ((int32_t)(at - port_ticks_us()) <= 0)
                break;
            port_idle_until_us(at);
        }
    } while (us != 0);
}

MODULE_FN(time, sleep)
{
    (void)kw;
    double s = module_arg_float(a[0]);
    if (s < 0)
        raise_ValueError("sleep length must be non-negative");
    /* the microseconds as an integer, without the toolchains' double -> uint64 helpers
     * (120 B of libgcc): m * 2**e; a NaN, an infinity or more than 2**64 sleeps forever */
    double us = s * 1e6 + 0.5;
    int e;
    uint64_t m = float_mantissa(us, &e);
    time_sleep_us(!(us < 18446744073709551616.0) ? UINT64_MAX : e >= 0 ? m << e : e > -64 ? m >> -e : 0);
    return OBJ_NONE;
}

/* sleep_ms(n), sleep_us(n): n <= 0 returns at once (MicroPython's behaviour). */
static obj_t sleep_scaled(const obj_t *a, uint32_t scale)
{
    int32_t v = module_arg_int(a[0]);
    if (v > 0)
        time_sleep_us((uint64_t)(uint32_t)v * scale);
    return OBJ_NONE;
}
MODULE_FN(time, sleep_ms) { return (void)kw, sleep_scaled(a, 1000); }
MODULE_FN(time, sleep_us) { return (void)kw, sleep_scaled(a, 1); }

MODULE_FN(time, ticks_ms)
{
    (void)a, (void)kw;
    return small_obj((int32_t)(port_ticks_ms() & TICKS_MASK));
}
MODULE_FN(time, ticks_us)
{
    (void)a, (void)kw;
    return small_obj((int32_t)(port_ticks_us() & TICKS_MASK));
}
MODULE_FN(time, ticks_add)
{
    (void)kw;
    return small_obj((int32_t)(((uint32_t)module_arg_int(a[0]) + (uint32_t)module_arg_int(a[1])) & TICKS_MASK));
}
MODULE_FN(time, ticks_diff)
{
    (void)kw;
    /* ticks wrap at 2**30: the signed difference in that ring */
    uint32_t d = ((uint32_t)module_arg_int(a[0]) - (uint32_t)module_arg_int(a[1])) & TICKS_MASK;
    return small_obj((int32_t)(d << 2) >> 2);
}
MODULE_FN(time, time)
{
    (void)a, (void)kw;
    return float_new(port_ticks_ms() / 1000.0);
}

static const modattr_t time_attrs[] = {MODULE_ATTR(time, sleep),      MODULE_ATTR(time, sleep_ms),
                                       MODULE_ATTR(time, sleep_us),   MODULE_ATTR(time, ticks_add),
                                       MODULE_ATTR(time, ticks_diff), MODULE_ATTR(time, ticks_ms),
                                       MODULE_ATTR(time, ticks_us),   MODULE_ATTR(time, time)};
MODULE_DEF(time);
