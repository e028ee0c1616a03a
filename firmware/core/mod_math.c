/* mod_math.c — the `math` module: CPython's functions on doubles, with its errors; the
 * kernels are the firmware's own (obj_float.c's float_poly and friends). */
#include <string.h>

#include "module.h"
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"

#define arg_float module_arg_float
#define arg_int module_arg_int
#define FN MODULE_FN
#define A MODULE_ATTR

/* ---- math --------------------------------------------------------------------------- */

static const double PI = 3.14159265358979311600e+00;

/* sin and cos: reduction by pi/2 in three parts, then fdlibm's kernels */
static double k_sin(double x)
{
    static const double S[] = {-1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04,
                               2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10};
    double z = x * x;
    return x + x * z * float_poly(z, S, 6);
}
static double k_cos(double x)
{
    static const double C[] = {4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05,
                               -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11};
    double z = x * x;
    double r = z * float_poly(z, C, 6);
    double hz = 0.5 * z, w = 1.0 - hz;
    return w + (((1.0 - w) - hz) + z * r);
}
static double trig(double x, int want_cos)
{
    if (!double_finite(x) && !double_nan(x)) /* an infinity has no sine; a NaN's is a NaN */
        raise_ValueError("math domain error");
    if (double_abs(x) < 0.7853981633974483)
        return want_cos ? k_cos(x) : k_sin(x);
    double nf = float_floor(x * 6.36619772367581382433e-01 + 0.5);
    double y = x - nf * 1.57079632673412561417e+00;
    y -= nf * 6.07710050630396597660e-11;
    y -= nf * 2.02226624879595063154e-21;
    int32_t k = (int32_t)float_fmod(nf, 4.0);
    if (k < 0)
        k += 4;
    k = (k + want_cos) & 3;
    switch (k) {
    case 0:
        return k_sin(y);
    case 1:
        return k_cos(y);
    case 2:
        return -k_sin(y);
    default:
        return -k_cos(y);
    }
}

static double atan_small(double x) /* |x| <= 1 */
{
    /* two halvings: atan(x) = 2 atan(x / (1 + sqrt(1 + x*x))) */
    double t = x / (1.0 + float_sqrt(1.0 + x * x));
    t = t / (1.0 + float_sqrt(1.0 + t * t));
    double z = t * t, s = 0, p = 1;
    for (int k = 31; k >= 1; k -= 2)
        s = 1.0 / k - z * s;
    (void)p;
    return 4.0 * t * s;
}
static double m_atan_d(double x)
{
    if (double_nan(x))
        return x;
    if (x > 1)
        return PI / 2 - atan_small(1 / x);
    if (x < -1)
        return -PI / 2 - atan_small(1 / x);
    return atan_small(x);
}
static double m_atan2_d(double y, double x)
{
    if (x == 0 && y == 0)
        return double_negative(x) ? (double_negative(y) ? -PI : PI) : y;
    if (x > 0)
        return m_atan_d(y / x);
    if (x < 0)
        return !double_negative(y) ? m_atan_d(y / x) + PI : m_atan_d(y / x) - PI;
    return y > 0 ? PI / 2 : -PI / 2;
}

FN(math, sqrt)
{
    (void)kw;
    return float_new(float_sqrt(arg_float(a[0])));
}
/* floor, ceil and trunc: of an int the int (a bool's 0 or 1), of an instance its
 * __floor__, __ceil__ or __trunc__, of anything else f of its float as an int */
static obj_t rounding(obj_t x, uint32_t q, double (*f)(double))
{
    if (int_check(x))
        return obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
    obj_t r = class_call_special(x, q);
    if (r != OBJ_NULL)
        return r;
    double d = arg_float(x);
    return float_to_int(f ? f(d) : d);
}
FN(math, floor)
{
    (void)kw;
    return rounding(a[0], Q___floor__, float_floor);
}
FN(math, ceil)
{
    (void)kw;
    return rounding(a[0], Q___ceil__, float_ceil);
}
FN(math, trunc)
{
    (void)kw;
    return rounding(a[0], Q___trunc__, NULL);
}

/* fabs, copysign, isnan, isinf and isfinite read and set the argument's bits (runtime.h's
 * double_bits) */
static uint64_t bits_of(obj_t x) { return double_bits(arg_float(x)); }
static obj_t float_of_bits(uint64_t u)
{
    union {
        uint64_t u;
        double d;
    } b = {u};
    return float_new(b.d);
}
#define SIGN_BIT (1ull << 63)
#define EXP_ALL (0x7ffull << 52)

FN(math, fabs)
{
    (void)kw;
    return float_of_bits(bits_of(a[0]) & ~SIGN_BIT);
}
FN(math, fmod)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    if (y == 0)
        raise_ValueError("math domain error");
    return float_new(float_fmod(x, y));
}
FN(math, copysign)
{
    (void)kw;
    uint64_t x = bits_of(a[0]);
    return float_of_bits((x & ~SIGN_BIT) | (bits_of(a[1]) & SIGN_BIT));
}
/* isnan, isinf, isfinite: 0, 1, 2 */
static obj_t classify(obj_t x, int which)
{
    uint64_t u = bits_of(x) & ~SIGN_BIT;
    bool special = u >= EXP_ALL;
    return bool_obj(which == 2 ? !special : special && (u > EXP_ALL) == (which == 0));
}
FN(math, isnan)
{
    (void)kw;
    return classify(a[0], 0);
}
FN(math, isinf)
{
    (void)kw;
    return classify(a[0], 1);
}
FN(math, isfinite)
{
    (void)kw;
    return classify(a[0], 2);
}
FN(math, exp)
{
    (void)kw;
    double x = arg_float(a[0]), r = float_exp(x);
    if (double_finite(x) && !double_finite(r)) /* (a finite x gives no NaN) */
        raise_msg(T_OverflowError, "math range error");
    return float_new(r);
}
static double log_of(obj_t x)
{
    double d = arg_float(x);
    if (d <= 0)
        raise_ValueError(d == 0 ? "math domain error" : "math domain error");
    return float_log(d);
}
FN(math, log)
{
    (void)kw;
    double r = log_of(a[0]);
    if (n == 2)
        r = r / log_of(a[1]);
    return float_new(r);
}
FN(math, log2)
{
    (void)kw;
    double d = arg_float(a[0]);
    if (d > 0 && double_finite(d)) { /* exact for powers of two: m * 2**e with one bit in m */
        int e;
        uint64_t m = float_mantissa(d, &e);
        if ((m & (m - 1)) == 0) {
            for (; m > 1; m >>= 1)
                e++;
            return float_new((double)e);
        }
    }
    return float_new(log_of(a[0]) * 1.44269504088896338700);
}
FN(math, log10)
{
    (void)kw;
    double d = arg_float(a[0]);
    if (d > 0) { /* exact for powers of ten */
        double p = 1;
        for (int e = 0; e < 23; e++, p *= 10)
            if (p == d)
                return float_new((double)e);
    }
    return float_new(log_of(a[0]) * 4.34294481903251816668e-01);
}
FN(math, pow)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    if ((x < 0 && float_floor(y) != y && double_finite(y)) || (x == 0 && y < 0))
        raise_ValueError("math domain error");
    return float_new(float_pow(x, y));
}
FN(math, sin)
{
    (void)kw;
    return float_new(trig(arg_float(a[0]), 0));
}
FN(math, cos)
{
    (void)kw;
    return float_new(trig(arg_float(a[0]), 1));
}
FN(math, tan)
{
    (void)kw;
    double x = arg_float(a[0]);
    return float_new(trig(x, 0) / trig(x, 1));
}
FN(math, atan)
{
    (void)kw;
    return float_new(m_atan_d(arg_float(a[0])));
}
FN(math, atan2)
{
    (void)kw;
    return float_new(m_atan2_d(arg_float(a[0]), arg_float(a[1])));
}
FN(math, asin)
{
    (void)kw;
    double x = arg_float(a[0]);
    if (x > 1 || x < -1)
        raise_ValueError("math domain error");
    return float_new(m_atan2_d(x, float_sqrt((1 - x) * (1 + x))));
}
FN(math, acos)
{
    (void)kw;
    double x = arg_float(a[0]);
    if (x > 1 || x < -1)
        raise_ValueError("math domain error");
    return float_new(m_atan2_d(float_sqrt((1 - x) * (1 + x)), x));
}
FN(math, degrees)
{
    (void)kw;
    return float_new(arg_float(a[0]) * (180.0 / PI));
}
FN(math, radians)
{
    (void)kw;
    return float_new(arg_float(a[0]) * (PI / 180.0));
}
FN(math, hypot)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    x = double_abs(x);
    y = double_abs(y);
    double m = x > y ? x : y, s = x > y ? y : x;
    if (m == 0)
        return float_new(0.0);
    double r = s / m;
    return float_new(m * float_sqrt(1 + r * r));
}
FN(math, gcd)
{
    (void)kw;
    if (nkw)
        raise_TypeError("gcd() takes no keyword arguments");
    obj_t g = small_obj(0);
    for (size_t i = 0; i < n; i++) {
        if (!int_check(a[i]))
            raise_TypeError("'%t' object cannot be interpreted as an integer", a[i]);
        obj_t x = a[i], y = g;
        if (int_cmp(x, small_obj(0)) < 0)
            x = int_neg(x);
        while (!int_is_zero(y)) {
            obj_t t = int_binary(BINARY_MOD, x, y);
            x = y;
            y = t;
        }
        g = obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
    }
    return g;
}
FN(math, factorial)
{
    (void)kw;
    if (float_check(a[0]))
        raise_TypeError("'float' object cannot be interpreted as an integer");
    int32_t k = arg_int(a[0]);
    if (k < 0)
        raise_ValueError("factorial() not defined for negative values");
    obj_t r = small_obj(1);
    for (int32_t i = 2; i <= k; i++)
        r = int_binary(BINARY_MUL, r, small_obj(i));
    return r;
}
FN(math, modf)
{
    (void)kw;
    double x = arg_float(a[0]);
    bool finite = double_finite(x);
    double ip = finite ? float_trunc(x) : x;
    double fp = finite ? x - ip : double_nan(x) ? x : 0.0;
    if (fp == 0 && double_negative(x)) /* the fraction has x's sign, as CPython's (C's modf) */
        fp = -0.0;
    obj_t t[2] = {float_new(fp), float_new(ip)};
    return tuple_new(2, t);
}
FN(math, ldexp)
{
    (void)kw;
    return float_new(float_ldexp(arg_float(a[0]), (int)arg_int(a[1])));
}
FN(math, isclose)
{
    double rel = 1e-09, abs_tol = 0.0;
    for (size_t i = 0; i < nkw; i++) {
        size_t len;
        const char *p = str_data(kw[2 * i], &len);
        if (len == 7 && memcmp(p, "rel_tol", 7) == 0)
            rel = arg_float(kw[2 * i + 1]);
        else if (len == 7 && memcmp(p, "abs_tol", 7) == 0)
            abs_tol = arg_float(kw[2 * i + 1]);
        else
            raise_TypeError("isclose() got an unexpected keyword argument '%s'", kw[2 * i]);
    }
    if (n != 2)
        raise_TypeError("isclose() takes exactly 2 positional arguments (%s given)", small_obj((int32_t)n));
    double x = arg_float(a[0]), y = arg_float(a[1]);
    if (x == y)
        return OBJ_TRUE;
    if (!double_finite(x - y)) /* an infinity is close to itself only (a NaN to nothing) */
        return OBJ_FALSE;
    double d = double_abs(x - y);
    return bool_obj(d <= rel * double_abs(y) || d <= rel * double_abs(x) || d <= abs_tol);
}

static const modattr_t math_attrs[] = {
    A(math, acos), A(math, asin), A(math, atan), A(math, atan2), A(math, ceil), A(math, copysign),
    A(math, cos), A(math, degrees), {.c = {NULL, MEMBER_E, MEMBER_INT, {.i = MARK_FLOAT + 1}}}, A(math, exp), A(math, fabs), A(math, factorial),
    A(math, floor), A(math, fmod), A(math, gcd), A(math, hypot), MEMBER_INT(inf, MARK_FLOAT + 3), A(math, isclose),
    A(math, isfinite), A(math, isinf), A(math, isnan), A(math, ldexp), A(math, log), A(math, log10),
    A(math, log2), A(math, modf), MEMBER_INT(nan, MARK_FLOAT + 4), MEMBER_INT(pi, MARK_FLOAT + 0), A(math, pow), A(math, radians),
    A(math, sin), A(math, sqrt), A(math, tan), MEMBER_INT(tau, MARK_FLOAT + 2), A(math, trunc),
};


MODULE_DEF(math);
