/* obj_float.h — floats (obj_float.c): IEEE doubles, CPython's results and repr, the
 * conversions between ints and doubles, and the libm functions math and ** use. */
#ifndef WISPY_OBJ_FLOAT_H
#define WISPY_OBJ_FLOAT_H

#include "runtime.h"

bool float_check(obj_t o);
double float_value(obj_t o); /* o a float */
/* A double's bits (binary64: the sign bit 63, the exponent bits 52-62, all of them set for
 * an infinity or a NaN), read instead of comparing: each comparison of doubles is a call of
 * the soft-float's. A NaN's sign is its bit too. */
static inline uint64_t double_bits(double d)
{
    union {
        double d;
        uint64_t u;
    } b = {d};
    return b.u;
}
static inline bool double_negative(double d) { return double_bits(d) >> 63; }
static inline bool double_finite(double d) { return double_bits(d) << 1 < 0x7ffull << 53; }
static inline bool double_nan(double d) { return double_bits(d) << 1 > 0x7ffull << 53; }
static inline bool double_zero(double d) { return double_bits(d) << 1 == 0; } /* 0.0 or -0.0 */
static inline double double_abs(double d) /* the sign bit cleared: fabs */
{
    union {
        uint64_t u;
        double d;
    } b = {double_bits(d) & ~(1ull << 63)};
    return b.d;
}
obj_t float_new(double d);
bool num_to_double(obj_t o, double *out); /* an int or a float; false otherwise */
double int_to_double(obj_t i);            /* correctly rounded; OverflowError if too big */
obj_t int_truediv(obj_t a, obj_t b);
obj_t float_to_int(double d);             /* truncated; ValueError/OverflowError for nan/inf */
obj_t float_binary(unsigned op, obj_t a, obj_t b); /* OBJ_NULL: not numbers */
int float_num_cmp(obj_t a, obj_t b, bool *unordered); /* a or b a float, the other a number */
obj_t float_hash(double d);
void float_print(sink_t *s, obj_t o);
void float_print_double(sink_t *s, double d);
bool float_parse(const char *p, size_t n, double *out);
double float_floor(double x);
double float_ceil(double x);
double float_trunc(double x);
double float_fmod(double x, double y);
double float_sqrt(double x);
double float_ldexp(double x, int n);
double float_exp(double x);
double float_log(double x);
double float_poly(double x, const double *c, int n); /* c[0] + x * (c[1] + ...) */
uint64_t float_mantissa(double d, int *e);            /* finite |d| = m * 2**e, m < 2**53 */
obj_t int_from_u61(uint64_t v);                        /* v < 2**61 as an int */
double float_pow(double x, double y);
obj_t float_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t float_round_obj(obj_t x, obj_t ndigits);
int float_digits(double x, int p, char *buf); /* p correctly rounded digits, the exponent */

#endif
