/* mod_random.c — the `random` module on a xorshift32 generator. */
#include "module.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "port.h"
#include "runtime.h"

#define arg_float module_arg_float
#define arg_int module_arg_int
#define FN MODULE_FN
#define A MODULE_ATTR

/* ---- random: xorshift32 (CPython's Mersenne Twister would need 2.5 KB of RAM) ----------
 * Seeded from the chip's hardware RNG (port_random32) on first use, as MicroPython seeds
 * at boot: a state of 0 (xorshift's one fixed point, never reached otherwise) means not
 * seeded yet. random.seed() and random.seed(None) reseed from it, as CPython from the OS. */

static uint32_t rng_state;

__attribute__((noinline)) static void rng_seed(uint32_t s)
{
    rng_state = s * 2654435761u + 0x9e3779b9u;
    if (rng_state == 0)
        rng_state = 1;
}

static uint32_t rng_next(void)
{
    if (rng_state == 0)
        rng_seed(port_random32());
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}

/* a uniform integer in [0, n) (n > 0), without modulo bias */
static uint32_t rng_below(uint32_t n)
{
    uint32_t mask = n - 1;
    mask |= mask >> 1, mask |= mask >> 2, mask |= mask >> 4, mask |= mask >> 8, mask |= mask >> 16;
    uint32_t r;
    do
        r = rng_next() & mask;
    while (r >= n);
    return r;
}

FN(random, seed)
{
    (void)kw;
    rng_seed(n == 0 || a[0] == OBJ_NONE ? port_random32() : obj_hash32(a[0]));
    for (int i = 0; i < 4; i++)
        rng_next();
    return OBJ_NONE;
}
static double rng_float(void)
{
    uint32_t hi = rng_next() >> 5, lo = rng_next() >> 6; /* 27 + 26 bits, as CPython */
    return ((double)hi * 67108864.0 + (double)lo) * (1.0 / 9007199254740992.0);
}
FN(random, random)
{
    (void)a, (void)kw;
    return float_new(rng_float());
}
FN(random, getrandbits)
{
    (void)kw;
    int32_t k = arg_int(a[0]);
    if (k < 0)
        raise_ValueError("number of bits must be non-negative");
    obj_t r = small_obj(0);
    for (int32_t done = 0; done < k; done += 16) {
        int32_t bits = k - done < 16 ? k - done : 16;
        r = int_binary(BINARY_OR, int_binary(BINARY_LSHIFT, r, small_obj(bits)),
                       small_obj((int32_t)(rng_next() >> (32 - bits))));
    }
    return r;
}
static obj_t randrange3(int32_t start, int32_t stop, int32_t step)
{
    if (step == 0)
        raise_ValueError("zero step for randrange()");
    int32_t n = step > 0 ? (stop - start + step - 1) / step : (start - stop - step - 1) / -step;
    if (n <= 0)
        raise_ValueError("empty range for randrange() (%s, %s)", small_obj(start), small_obj(stop));
    return int_from_i32(start + step * (int32_t)rng_below((uint32_t)n));
}
FN(random, randrange)
{
    (void)kw;
    if (n == 1)
        return randrange3(0, arg_int(a[0]), 1);
    return randrange3(arg_int(a[0]), arg_int(a[1]), n == 3 ? arg_int(a[2]) : 1);
}
FN(random, randint)
{
    (void)kw;
    int32_t lo = arg_int(a[0]), hi = arg_int(a[1]);
    return randrange3(lo, hi + 1, 1);
}
FN(random, choice)
{
    (void)kw;
    size_t len = obj_len(a[0]);
    if (len == 0)
        raise_IndexError("Cannot choose from an empty sequence");
    return obj_subscr(a[0], small_obj((int32_t)rng_below((uint32_t)len)));
}
FN(random, uniform)
{
    (void)kw;
    double lo = arg_float(a[0]), hi = arg_float(a[1]);
    return float_new(lo + (hi - lo) * rng_float());
}
FN(random, shuffle)
{
    (void)kw;
    size_t len = obj_len(a[0]);
    for (size_t i = len; i > 1; i--) {
        obj_t j = small_obj((int32_t)rng_below((uint32_t)i)), k = small_obj((int32_t)i - 1);
        obj_t x = obj_subscr(a[0], j), y = obj_subscr(a[0], k);
        obj_store_subscr(a[0], j, y);
        obj_store_subscr(a[0], k, x);
    }
    return OBJ_NONE;
}
static const modattr_t random_attrs[] = {A(random, choice), A(random, getrandbits), A(random, randint),
                                         A(random, random), A(random, randrange), A(random, seed),
                                         A(random, shuffle), A(random, uniform)};


MODULE_DEF(random);
