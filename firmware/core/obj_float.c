/* obj_float.c — float: IEEE double precision, as CPython's, so that every result and every
 * repr matches CPython's. A heap float is 12 bytes (type word + 8 bytes of value, in two
 * 8-byte blocks: 16 B); a float literal is a record in the image (kind float), read in place.
 * Arithmetic is the compiler's soft-float (libgcc / compiler-rt: __aeabi_d*).
 *
 * Exactness: repr is the shortest string that reads back to the same double (Steele &
 * White / Dragon4 on small big numbers: the "fbn" below, 16-bit limbs, on the heap only
 * while a float is printed or parsed); float(str), int / int and float ** int are correctly
 * rounded (a quotient of two big numbers, rounded half to even). fmod and floor are exact
 * bit operations. */
#include <string.h>

#include "gc.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_str.h"
#include "runtime.h"

typedef union {
    double d;
    uint64_t u;
    uint32_t w[2];
} dbits_t;

static inline uint64_t bits_of(double d)
{
    dbits_t b;
    b.d = d;
    return b.u;
}
static inline double double_of(uint64_t u)
{
    dbits_t b;
    b.u = u;
    return b.d;
}

bool float_check(obj_t o) { return obj_is_ptr(o) && type_of(o) == &types[T_FLOAT]; }

_Static_assert(IMAGE_RECORD_FLOAT_SIZE == 12, "a float object is its image record (wispy.toml image.records): "
                                           "type word, then the double's two words");

double float_value(obj_t o)
{
    const uint32_t *p = obj_ptr(o);
    dbits_t b;
    b.w[0] = p[1];
    b.w[1] = p[2];
    return b.d;
}

obj_t float_new(double d)
{
    uint32_t *p = gc_alloc(12);
    dbits_t b;
    b.d = d;
    p[0] = (uint32_t)(uintptr_t)&types[T_FLOAT];
    p[1] = b.w[0];
    p[2] = b.w[1];
    return ptr_obj(p);
}

static bool is_nan(double d) { return (bits_of(d) << 1) > (0x7ffull << 53); }
static bool is_inf(double d) { return (bits_of(d) << 1) == (0x7ffull << 53); }
static bool is_finite(double d) { return ((bits_of(d) >> 52) & 0x7ff) != 0x7ff; }

/* A finite d's magnitude as m * 2**e, m an integer under 2**53 (its implicit bit set unless
 * d is subnormal) */
NOINLINE uint64_t float_mantissa(double d, int *e)
{
    uint64_t u = bits_of(d), m = u & ((1ull << 52) - 1);
    int be = (int)((u >> 52) & 0x7ff);
    *e = be ? be - 1075 : -1074;
    return be ? m | 1ull << 52 : m;
}

/* v (under 2**61) as an int object */
NOINLINE obj_t int_from_u61(uint64_t v)
{
    return int_binary(BINARY_ADD, int_binary(BINARY_LSHIFT, small_obj((int32_t)(v >> 31)), small_obj(31)),
                      int_from_i32((int32_t)(v & 0x7fffffff)));
}
#define INF_BITS 0x7ff0000000000000ull
#define NAN_BITS 0x7ff8000000000000ull

/* ---- small big numbers for exact conversions ------------------------------------------ */

#define FBN_MAX 100 /* 1600 bits: enough for every double scaled by a power of ten */
typedef struct fbn {
    int n;
    uint16_t d[FBN_MAX];
} fbn_t;

static NORETURN void fbn_overflow(void) { raise_msg(T_OverflowError, "number too large to convert exactly"); }

static void fbn_trim(fbn_t *a)
{
    while (a->n > 0 && a->d[a->n - 1] == 0)
        a->n--;
}

static void fbn_set_u64(fbn_t *a, uint64_t v)
{
    a->n = 0;
    while (v) {
        a->d[a->n++] = (uint16_t)v;
        v >>= 16;
    }
}

static void fbn_mul_small(fbn_t *a, uint32_t m)
{
    uint32_t carry = 0;
    for (int i = 0; i < a->n; i++) {
        uint32_t t = a->d[i] * m + carry;
        a->d[i] = (uint16_t)t;
        carry = t >> 16;
    }
    while (carry) {
        if (a->n >= FBN_MAX)
            fbn_overflow();
        a->d[a->n++] = (uint16_t)carry;
        carry >>= 16;
    }
}

static void fbn_add_small(fbn_t *a, uint32_t m)
{
    for (int i = 0; m && i < a->n; i++) {
        uint32_t t = a->d[i] + m;
        a->d[i] = (uint16_t)t;
        m = t >> 16;
    }
    if (m) {
        if (a->n >= FBN_MAX)
            fbn_overflow();
        a->d[a->n++] = (uint16_t)m;
    }
}

static void fbn_pow10(fbn_t *a, int k)
{
    for (; k >= 4; k -= 4)
        fbn_mul_small(a, 10000);
    while (k-- > 0)
        fbn_mul_small(a, 10);
}

static void fbn_shl(fbn_t *a, int k)
{
    if (a->n == 0 || k <= 0)
        return;
    int limbs = k / 16, bits = k % 16;
    if (a->n + limbs + 1 > FBN_MAX)
        fbn_overflow();
    a->d[a->n + limbs] = 0;
    for (int i = a->n - 1; i >= 0; i--) {
        uint32_t v = (uint32_t)a->d[i] << bits;
        a->d[i + limbs + 1] |= (uint16_t)(v >> 16);
        a->d[i + limbs] = (uint16_t)v;
    }
    for (int i = 0; i < limbs; i++)
        a->d[i] = 0;
    a->n += limbs + 1;
    fbn_trim(a);
}

static void fbn_shr1(fbn_t *a)
{
    for (int i = 0; i < a->n; i++)
        a->d[i] = (uint16_t)((a->d[i] >> 1) | (i + 1 < a->n ? (uint32_t)a->d[i + 1] << 15 : 0));
    fbn_trim(a);
}

static int fbn_cmp(const fbn_t *a, const fbn_t *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static void fbn_sub(fbn_t *a, const fbn_t *b) /* a -= b, a >= b */
{
    int32_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        int32_t t = (int32_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
        borrow = t < 0;
        a->d[i] = (uint16_t)t;
    }
    fbn_trim(a);
}

static void fbn_add(fbn_t *r, const fbn_t *a, const fbn_t *b) /* r = a + b */
{
    int n = a->n > b->n ? a->n : b->n;
    uint32_t carry = 0;
    for (int i = 0; i < n; i++) {
        carry += (i < a->n ? a->d[i] : 0u) + (i < b->n ? b->d[i] : 0u);
        r->d[i] = (uint16_t)carry;
        carry >>= 16;
    }
    r->n = n;
    if (carry) {
        if (n >= FBN_MAX)
            fbn_overflow();
        r->d[r->n++] = (uint16_t)carry;
    }
}

static int fbn_bits(const fbn_t *a)
{
    if (a->n == 0)
        return 0;
    int b = 16 * (a->n - 1);
    for (uint32_t top = a->d[a->n - 1]; top; top >>= 1)
        b++;
    return b;
}

/* The double nearest to (neg ? -1 : 1) * a / b * 2**e2 (half to even); a and b are
 * consumed. b > 0. Infinity when it is too large: the caller decides about OverflowError. */
static double fbn_ratio(fbn_t *a, fbn_t *b, int32_t e2, bool neg, fbn_t *t)
{
    if (a->n == 0)
        return neg ? -0.0 : 0.0;
    /* scale so that the quotient has 55 bits: q in [2**54, 2**56) */
    int sh = 55 - (fbn_bits(a) - fbn_bits(b));
    if (sh > 0)
        fbn_shl(a, sh);
    else
        fbn_shl(b, -sh);
    e2 -= sh;
    *t = *b;
    fbn_shl(t, 56);
    uint64_t q = 0;
    for (int i = 56; i >= 0; i--) {
        if (fbn_cmp(a, t) >= 0) {
            fbn_sub(a, t);
            q |= 1ull << i;
        }
        fbn_shr1(t);
    }
    bool sticky = a->n != 0;
    /* value = q * 2**e2 (+ sticky); q < 2**57 */
    int qb = 0;
    for (uint64_t x = q; x; x >>= 1)
        qb++;
    int32_t exp = e2 + qb - 1;    /* the value's binary exponent */
    int drop = qb - 53;           /* bits below the 53 kept */
    if (exp < -1022)
        drop += -1022 - exp;      /* subnormal: fewer bits kept */
    if (drop > 63) {
        sticky = sticky || q != 0;
        q = 0;
        drop = 0;
    }
    if (drop > 0) {
        uint64_t rest = q & ((1ull << drop) - 1), half = 1ull << (drop - 1);
        q >>= drop;
        e2 += drop;
        if (rest > half || (rest == half && (sticky || (q & 1))))
            q++;
    }
    /* now value = q * 2**e2 exactly, q < 2**54 */
    if (q == 0)
        return neg ? -0.0 : 0.0;
    qb = 0;
    for (uint64_t x = q; x; x >>= 1)
        qb++;
    exp = e2 + qb - 1;
    uint64_t bits;
    if (exp > 1023)
        bits = INF_BITS;
    else if (qb == 54) { /* rounding carried: 2**53 */
        bits = ((uint64_t)(exp + 1023) << 52) | ((q >> 1) & ((1ull << 52) - 1));
    } else if (exp >= -1022 && qb == 53)
        bits = ((uint64_t)(exp + 1023) << 52) | (q & ((1ull << 52) - 1));
    else /* subnormal: q * 2**e2 with e2 == -1074 */
        bits = q << (e2 + 1074);
    if (neg)
        bits |= 1ull << 63;
    return double_of(bits);
}

/* Heap room for a few fbn's while converting (never on the small C stack). */
static fbn_t *fbn_scratch(int k) { return gc_alloc(sizeof(fbn_t) * (size_t)k); }

static void fbn_from_int(fbn_t *a, obj_t i, bool *neg)
{
    if (obj_is_small(i) || obj_is_bool(i)) {
        int32_t v = obj_is_small(i) ? small_value(i) : (i == OBJ_TRUE);
        *neg = v < 0;
        fbn_set_u64(a, v < 0 ? (uint64_t)(-(int64_t)v) : (uint64_t)v);
        return;
    }
    const bigint_t *b = obj_ptr(i);
    int n = b->size < 0 ? -b->size : b->size;
    *neg = b->size < 0;
    if (n > FBN_MAX - 8)
        raise_msg(T_OverflowError, "int too large to convert to float");
    memcpy(a->d, b->d, 2u * (size_t)n);
    a->n = n;
    fbn_trim(a);
}

double int_to_double(obj_t i)
{
    if (obj_is_small(i))
        return (double)small_value(i);
    fbn_t *s = fbn_scratch(3);
    bool neg;
    fbn_from_int(&s[0], i, &neg);
    fbn_set_u64(&s[1], 1);
    double d = fbn_ratio(&s[0], &s[1], 0, neg, &s[2]);
    gc_free(s);
    if (is_inf(d))
        raise_msg(T_OverflowError, "int too large to convert to float");
    return d;
}

/* int / int, correctly rounded as CPython does. */
obj_t int_truediv(obj_t a, obj_t b)
{
    if (int_is_zero(b))
        raise_ZeroDivisionError("division by zero");
    if (obj_is_small(a) && obj_is_small(b)) {
        int32_t x = small_value(a), y = small_value(b);
        if (x > -(1 << 26) && x < (1 << 26) && y > -(1 << 26) && y < (1 << 26))
            return float_new((double)x / (double)y); /* both exact: one rounding */
    }
    fbn_t *s = fbn_scratch(3);
    bool na, nb;
    fbn_from_int(&s[0], a, &na);
    fbn_from_int(&s[1], b, &nb);
    double d = fbn_ratio(&s[0], &s[1], 0, na != nb, &s[2]);
    gc_free(s);
    if (is_inf(d))
        raise_msg(T_OverflowError, "integer division result too large for a float");
    return float_new(d);
}

/* ---- conversions --------------------------------------------------------------------- */

bool num_to_double(obj_t o, double *out)
{
    if (float_check(o)) {
        *out = float_value(o);
        return true;
    }
    if (int_check(o)) {
        *out = obj_is_bool(o) ? (double)(o == OBJ_TRUE) : int_to_double(o);
        return true;
    }
    return false;
}

/* The exact int value of an integral finite double. */
static obj_t int_of_integral(double d)
{
    if (d >= -1073741824.0 && d < 1073741824.0)
        return small_obj((int32_t)d);
    uint64_t u = bits_of(d);
    int e = (int)((u >> 52) & 0x7ff) - 1075;
    uint64_t m = (u & ((1ull << 52) - 1)) | (1ull << 52);
    obj_t r = int_binary(BINARY_ADD, int_binary(BINARY_LSHIFT, small_obj((int32_t)(m >> 26)), small_obj(26)),
                         small_obj((int32_t)(m & 0x3ffffff)));
    if (e > 0)
        r = int_binary(BINARY_LSHIFT, r, small_obj(e));
    else if (e < 0)
        r = int_binary(BINARY_RSHIFT, r, small_obj(-e));
    return (int64_t)u < 0 ? int_neg(r) : r;
}

double float_floor(double x)
{
    uint64_t u = bits_of(x);
    int e = (int)((u >> 52) & 0x7ff) - 1023;
    if (e >= 52)
        return x;
    if (e < 0) {
        if ((u << 1) == 0)
            return x;
        return (int64_t)u < 0 ? -1.0 : 0.0;
    }
    uint64_t mask = (1ull << (52 - e)) - 1;
    if ((u & mask) == 0)
        return x;
    if ((int64_t)u < 0)
        u += mask;
    return double_of(u & ~mask);
}

double float_trunc(double x) { return x < 0 ? -float_floor(-x) : float_floor(x); }
double float_ceil(double x) { return -float_floor(-x); }

obj_t float_to_int(double d)
{
    if (is_nan(d))
        raise_ValueError("cannot convert float NaN to integer");
    if (is_inf(d))
        raise_msg(T_OverflowError, "cannot convert float infinity to integer");
    return int_of_integral(float_trunc(d));
}

double float_fmod(double x, double y)
{
    uint64_t ux = bits_of(x), uy = bits_of(y), i;
    int ex = (int)((ux >> 52) & 0x7ff), ey = (int)((uy >> 52) & 0x7ff);
    uint64_t sx = ux >> 63;
    if ((uy << 1) == 0 || is_nan(y) || ex == 0x7ff)
        return double_of(NAN_BITS);
    if ((ux << 1) <= (uy << 1)) {
        if ((ux << 1) == (uy << 1))
            return 0 * x;
        return x;
    }
    if (!ex) {
        for (i = ux << 12; (i >> 63) == 0; ex--, i <<= 1)
            ;
        ux <<= -ex + 1;
    } else {
        ux &= (uint64_t)-1 >> 12;
        ux |= 1ull << 52;
    }
    if (!ey) {
        for (i = uy << 12; (i >> 63) == 0; ey--, i <<= 1)
            ;
        uy <<= -ey + 1;
    } else {
        uy &= (uint64_t)-1 >> 12;
        uy |= 1ull << 52;
    }
    for (; ex > ey; ex--) {
        i = ux - uy;
        if ((i >> 63) == 0) {
            if (i == 0)
                return 0 * x;
            ux = i;
        }
        ux <<= 1;
    }
    i = ux - uy;
    if ((i >> 63) == 0) {
        if (i == 0)
            return 0 * x;
        ux = i;
    }
    for (; (ux >> 52) == 0; ux <<= 1, ex--)
        ;
    if (ex > 0) {
        ux -= 1ull << 52;
        ux |= (uint64_t)ex << 52;
    } else {
        ux >>= -ex + 1;
    }
    ux |= sx << 63;
    return double_of(ux);
}

/* Correctly rounded square root (bit by bit on the 108-bit scaled mantissa). */
double float_sqrt(double x)
{
    if (x < 0)
        raise_ValueError("math domain error");
    if (x == 0 || !is_finite(x))
        return x;
    uint64_t u = bits_of(x);
    int e = (int)((u >> 52) & 0x7ff);
    uint64_t m = u & ((1ull << 52) - 1);
    if (e == 0) { /* subnormal */
        e = 1;
        while (!(m & (1ull << 52))) {
            m <<= 1;
            e--;
        }
    } else
        m |= 1ull << 52;
    e -= 1075; /* x = m * 2**e */
    if (e & 1) {
        m <<= 1;
        e--;
    }
    /* sqrt(m * 2**e) = sqrt(m * 2**54) * 2**((e - 54) / 2): the integer square root r of
     * m * 2**54 (in [2**106, 2**108): r has 54 bits, a rounding bit below the 53) digit by
     * digit, two bits of m * 2**54 a step from the top (t: the bits of m not taken yet, at
     * the top of its word); the remainder stays under 2 * r + 1, so 64 bits hold it */
    uint64_t r = 0, rem = 0, t = m << 10;
    for (int i = 0; i < 54; i++, t <<= 2) {
        rem = (rem << 2) | (t >> 62);
        uint64_t trial = (r << 2) | 1u;
        r <<= 1;
        if (rem >= trial) {
            rem -= trial;
            r |= 1u;
        }
    }
    int32_t e2 = (e - 54) / 2 + 1;
    bool half = r & 1u; /* round to nearest, ties to even; rem != 0: above the half */
    r >>= 1;
    if (half && (rem != 0 || (r & 1u)))
        r++;
    if (r >> 53) {
        r >>= 1;
        e2++;
    }
    return double_of(((uint64_t)(e2 + 52 + 1023) << 52) | (r & ((1ull << 52) - 1)));
}

/* x * 2**n, exact unless it overflows or becomes subnormal */
double float_ldexp(double x, int n)
{
    while (n > 1000) {
        x *= double_of(0x7e70000000000000ull); /* 2**1000 */
        n -= 1000;
    }
    while (n < -1000) {
        x *= double_of(0x0170000000000000ull); /* 2**-1000 */
        n += 1000;
    }
    if (n >= -1022)
        return x * double_of((uint64_t)(n + 1023) << 52);
    return x * double_of(1ull << (n + 1074));
}

/* ---- parsing ------------------------------------------------------------------------- */

static bool is_space_c(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static bool word_is(const char *p, size_t n, const char *w)
{
    size_t k = strlen(w);
    if (n != k)
        return false;
    for (size_t i = 0; i < n; i++)
        if ((p[i] | 0x20) != w[i])
            return false;
    return true;
}

/* Parse a float literal (CPython's float() syntax, underscores between digits allowed);
 * false if it is not one. */
bool float_parse(const char *p, size_t n, double *out)
{
    while (n && is_space_c(*p))
        p++, n--;
    while (n && is_space_c(p[n - 1]))
        n--;
    bool neg = false;
    if (n && (*p == '+' || *p == '-')) {
        neg = *p == '-';
        p++, n--;
    }
    if (word_is(p, n, "inf") || word_is(p, n, "infinity")) {
        *out = double_of(INF_BITS | (neg ? 1ull << 63 : 0));
        return true;
    }
    if (word_is(p, n, "nan")) {
        *out = double_of(NAN_BITS);
        return true;
    }
    /* digits: up to 40 significant kept exactly, the rest only as "something nonzero" */
    uint8_t dig[40];
    int nd = 0, dexp = 0, ndigits = 0;
    bool dot = false, lost = false, prev_digit = false;
    size_t i = 0;
    for (; i < n; i++) {
        char c = p[i];
        if (c >= '0' && c <= '9') {
            ndigits++;
            prev_digit = true;
            if (nd == 0 && c == '0') {
                if (dot)
                    dexp--;
                continue;
            }
            if (nd < 40)
                dig[nd++] = (uint8_t)(c - '0');
            else {
                lost |= c != '0';
                if (!dot)
                    dexp++;
                continue;
            }
            if (dot)
                dexp--;
        } else if (c == '_' && prev_digit && i + 1 < n && p[i + 1] >= '0' && p[i + 1] <= '9') {
            continue;
        } else if (c == '.' && !dot) {
            dot = true;
            prev_digit = false;
        } else
            break;
    }
    if (ndigits == 0)
        return false;
    if (i < n && (p[i] == 'e' || p[i] == 'E')) {
        i++;
        bool eneg = false;
        if (i < n && (p[i] == '+' || p[i] == '-'))
            eneg = p[i++] == '-';
        if (i >= n)
            return false;
        int32_t ev = 0;
        bool any = false, prev = false;
        for (; i < n; i++) {
            if (p[i] >= '0' && p[i] <= '9') {
                if (ev < 100000)
                    ev = ev * 10 + (p[i] - '0');
                any = prev = true;
            } else if (p[i] == '_' && prev && i + 1 < n && p[i + 1] >= '0' && p[i + 1] <= '9')
                prev = false;
            else
                return false;
        }
        if (!any)
            return false;
        dexp += eneg ? -ev : ev;
    }
    if (i != n)
        return false;
    if (nd == 0) {
        *out = neg ? -0.0 : 0.0;
        return true;
    }
    int top = dexp + nd; /* value = 0.d1d2... * 10**top */
    if (top > 310) {
        *out = double_of(INF_BITS | (neg ? 1ull << 63 : 0));
        return true;
    }
    if (top < -330) {
        *out = neg ? -0.0 : 0.0;
        return true;
    }
    fbn_t *s = fbn_scratch(3);
    s[0].n = 0;
    for (int k = 0; k < nd; k++) {
        fbn_mul_small(&s[0], 10);
        fbn_add_small(&s[0], dig[k]);
    }
    if (lost) { /* a nonzero digit beyond the 40th: one more digit, 1, as a sticky bit */
        fbn_mul_small(&s[0], 10);
        fbn_add_small(&s[0], 1);
        dexp--;
    }
    fbn_set_u64(&s[1], 1);
    if (dexp >= 0)
        fbn_pow10(&s[0], dexp);
    else
        fbn_pow10(&s[1], -dexp);
    *out = fbn_ratio(&s[0], &s[1], 0, neg, &s[2]);
    gc_free(s);
    return true;
}

/* ---- printing: the shortest repr ------------------------------------------------------ */

/* Shortest digits of a positive finite x: writes up to 17 digits to buf, returns their
 * count; *decpt: x = 0.d1d2... * 10**decpt. */
static int shortest_digits(double x, char *buf, int *decpt)
{
    uint64_t u = bits_of(x);
    int be = (int)((u >> 52) & 0x7ff);
    uint64_t m = u & ((1ull << 52) - 1);
    int e;
    if (be == 0)
        e = -1074;
    else {
        m |= 1ull << 52;
        e = be - 1075;
    }
    bool even = (m & 1) == 0;
    bool lower_closer = be > 1 && m == (1ull << 52);
    fbn_t *s = fbn_scratch(5);
    fbn_t *r = &s[0], *S = &s[1], *mp = &s[2], *mm = &s[3], *t = &s[4];
    /* x = r / S, the gap to the next double above mp / S, below mm / S */
    fbn_set_u64(r, m);
    if (e >= 0) {
        fbn_shl(r, e + 1 + (lower_closer ? 1 : 0));
        fbn_set_u64(S, lower_closer ? 4 : 2);
        fbn_set_u64(mp, 1);
        fbn_shl(mp, e + (lower_closer ? 1 : 0));
        fbn_set_u64(mm, 1);
        fbn_shl(mm, e);
    } else {
        fbn_shl(r, 1 + (lower_closer ? 1 : 0));
        fbn_set_u64(S, 1);
        fbn_shl(S, -e + 1 + (lower_closer ? 1 : 0));
        fbn_set_u64(mp, lower_closer ? 2 : 1);
        fbn_set_u64(mm, 1);
    }
    /* k: an estimate of ceil(log10(x)), corrected below */
    int bits = (be == 0 ? 0 : 53) + e; /* about log2(x) + 1 */
    if (be == 0) {
        int mb = 0;
        for (uint64_t v = m; v; v >>= 1)
            mb++;
        bits = mb + e;
    }
    int k = (int)((bits - 1) * 30103L / 100000L); /* floor-ish of log10 */
    if (bits - 1 < 0)
        k = -(int)((1 - bits) * 30103L / 100000L) - 1;
    if (k >= 0)
        fbn_pow10(S, k);
    else {
        fbn_pow10(r, -k);
        fbn_pow10(mp, -k);
        fbn_pow10(mm, -k);
    }
    /* fix k so that (r + mp) / S < 1 (<= 1 when even) and >= 1/10 */
    for (;;) {
        fbn_add(t, r, mp);
        int c = fbn_cmp(t, S);
        if (c > 0 || (even && c == 0)) {
            fbn_mul_small(S, 10);
            k++;
            continue;
        }
        break;
    }
    for (;;) {
        fbn_add(t, r, mp);
        fbn_mul_small(t, 10);
        int c = fbn_cmp(t, S);
        if (c < 0 || (!even && c == 0)) {
            fbn_mul_small(r, 10);
            fbn_mul_small(mp, 10);
            fbn_mul_small(mm, 10);
            k--;
            continue;
        }
        break;
    }
    *decpt = k;
    int nd = 0;
    for (;;) {
        fbn_mul_small(r, 10);
        fbn_mul_small(mp, 10);
        fbn_mul_small(mm, 10);
        int d = 0;
        while (fbn_cmp(r, S) >= 0) {
            fbn_sub(r, S);
            d++;
        }
        int c1 = fbn_cmp(r, mm);
        bool low = c1 < 0 || (even && c1 == 0);
        fbn_add(t, r, mp);
        int c2 = fbn_cmp(t, S);
        bool high = c2 > 0 || (even && c2 == 0);
        if (!low && !high && nd < 17) {
            buf[nd++] = (char)('0' + d);
            continue;
        }
        if (low && high) {
            fbn_add(t, r, r);
            int c = fbn_cmp(t, S);
            if (c > 0 || (c == 0 && (d & 1)))
                d++;
        } else if (high)
            d++;
        buf[nd++] = (char)('0' + d);
        break;
    }
    gc_free(s);
    /* a carry (a digit of 10) propagates left */
    for (int i = nd - 1; i > 0 && buf[i] > '9'; i--) {
        buf[i] = '0';
        buf[i - 1]++;
    }
    if (buf[0] > '9') {
        buf[0] = '1';
        (*decpt)++;
    }
    while (nd > 1 && buf[nd - 1] == '0')
        nd--;
    return nd;
}

void float_print_double(sink_t *s, double x)
{
    if (is_nan(x)) {
        sink_str(s, "nan");
        return;
    }
    if ((int64_t)bits_of(x) < 0) {
        sink_write(s, "-", 1);
        x = -x;
    }
    if (is_inf(x)) {
        sink_str(s, "inf");
        return;
    }
    if (x == 0) {
        sink_str(s, "0.0");
        return;
    }
    char d[18];
    int decpt;
    int nd = shortest_digits(x, d, &decpt);
    if (decpt > -4 && decpt <= 16) {
        if (decpt <= 0) {
            sink_write(s, "0.", 2);
            for (int i = decpt; i < 0; i++)
                sink_write(s, "0", 1);
            sink_write(s, d, (size_t)nd);
        } else if (nd <= decpt) {
            sink_write(s, d, (size_t)nd);
            for (int i = nd; i < decpt; i++)
                sink_write(s, "0", 1);
            sink_write(s, ".0", 2);
        } else {
            sink_write(s, d, (size_t)decpt);
            sink_write(s, ".", 1);
            sink_write(s, d + decpt, (size_t)(nd - decpt));
        }
        return;
    }
    sink_write(s, d, 1);
    if (nd > 1) {
        sink_write(s, ".", 1);
        sink_write(s, d + 1, (size_t)(nd - 1));
    }
    int x10 = decpt - 1;
    sink_write(s, x10 < 0 ? "e-" : "e+", 2);
    if (x10 < 0)
        x10 = -x10;
    if (x10 < 10)
        sink_write(s, "0", 1);
    sink_int(s, x10);
}

void float_print(sink_t *s, obj_t o) { float_print_double(s, float_value(o)); }

/* ---- arithmetic ---------------------------------------------------------------------- */

static NORETURN void float_zero_div(const char *msg) { raise_ZeroDivisionError(msg); }

/* x ** n for an int n: exact via big ints when |x| is a double m * 2**e (correct
 * rounding), else by squaring. */
static double pow_int(double x, obj_t n)
{
    int32_t k;
    if (!int_to_i32(n, &k) || k > 100000 || k < -100000) {
        /* huge exponents: only 0, 1, -1 and overflow/underflow matter */
        double ax = double_abs(x);
        bool odd = obj_truth(int_binary(BINARY_AND, n, small_obj(1)));
        bool posn = int_cmp(n, small_obj(0)) > 0;
        if (ax == 1.0)
            return double_negative(x) && odd ? -1.0 : 1.0;
        if ((ax > 1.0) == posn)
            raise_msg(T_OverflowError, "(34, 'Numerical result out of range')");
        return double_negative(x) && odd ? -0.0 : 0.0;
    }
    if (k == 0)
        return 1.0;
    if (double_zero(x)) {
        if (k < 0)
            float_zero_div("0.0 cannot be raised to a negative power");
        return (k & 1) ? x : 0.0;
    }
    if (!is_finite(x)) { /* (x is no NaN: pow_body returned those; its sign is its bit) */
        double r = k < 0 ? 0.0 : double_negative(x) && !(k & 1) ? -x : x;
        return (k & 1) || k < 0 ? (k < 0 && double_negative(x) && (k & 1) ? -0.0 : r) : r;
    }
    bool neg = (int64_t)bits_of(x) < 0 && (k & 1);
    int e;
    uint64_t m = float_mantissa(x, &e);
    while (!(m & 1)) {
        m >>= 1;
        e++;
    }
    int ak = k < 0 ? -k : k;
    /* m**ak as a big int; give up on exactness when it is too big for an fbn */
    int mbits = 0;
    for (uint64_t v = m; v; v >>= 1)
        mbits++;
    if ((int32_t)mbits * ak > 16 * (FBN_MAX - 10) - 120) {
        double r = 1.0, b = double_abs(x);
        for (int i = ak; i; i >>= 1) {
            if (i & 1)
                r *= b;
            b *= b;
        }
        if (k < 0)
            r = 1.0 / r;
        if (is_inf(r))
            raise_msg(T_OverflowError, "(34, 'Numerical result out of range')");
        return neg ? -r : r;
    }
    obj_t p = int_binary(BINARY_POW, int_from_u61(m), small_obj(ak));
    fbn_t *s = fbn_scratch(3);
    bool dummy;
    fbn_from_int(&s[0], p, &dummy);
    fbn_set_u64(&s[1], 1);
    int32_t e2 = e * ak;
    double r;
    if (k > 0) {
        r = fbn_ratio(&s[0], &s[1], e2, neg, &s[2]);
    } else {
        fbn_t tmp = s[0];
        s[0] = s[1];
        s[1] = tmp;
        r = fbn_ratio(&s[0], &s[1], -e2, neg, &s[2]);
    }
    gc_free(s);
    if (is_inf(r))
        raise_msg(T_OverflowError, "(34, 'Numerical result out of range')");
    return r;
}

/* pow_body's frame (288 B with pow_int inlined) comes after the stack check: a check
 * inside it would run with the frame already taken (docs/memory.md "The C stack"). */
static NOINLINE double pow_body(double x, double y);

double float_pow(double x, double y)
{
    stack_check();
    return pow_body(x, y);
}

/* Past the NaNs, a sign or a zero is read from the bits (runtime.h's double_negative). */
static NOINLINE double pow_body(double x, double y)
{
    if (double_zero(y))
        return 1.0;
    if (x == 1.0)
        return 1.0;
    if (is_nan(x) || is_nan(y))
        return double_of(NAN_BITS);
    if (float_floor(y) == y && double_abs(y) < 1e9)
        return pow_int(x, small_obj((int32_t)y));
    if (y == 0.5 && is_finite(x) && !double_negative(x))
        return float_sqrt(x);
    if (double_zero(x)) {
        if (double_negative(y))
            float_zero_div("0.0 cannot be raised to a negative power");
        return 0.0;
    }
    if (double_negative(x) && float_floor(y) == y) { /* y integral past pow_int's range, or infinite */
        double r = pow_body(-x, y);
        return is_finite(y) && float_fmod(y, 2.0) != 0 ? -r : r;
    }
    if (double_negative(x))
        return double_of(NAN_BITS); /* the caller makes a complex error */
    if (is_inf(x))
        return !double_negative(y) ? x : 0.0;
    if (is_inf(y))
        return (x > 1.0) == !double_negative(y) ? y * y : 0.0;
    double r = float_exp(y * float_log(x));
    if (is_inf(r))
        raise_msg(T_OverflowError, "(34, 'Numerical result out of range')");
    return r;
}

obj_t float_binary(unsigned op, obj_t a, obj_t b)
{
    double x, y;
    if (!num_to_double(a, &x) || !num_to_double(b, &y))
        return OBJ_NULL;
    double r;
    switch (op) {
    case BINARY_ADD:
        r = x + y;
        break;
    case BINARY_SUB:
        r = x - y;
        break;
    case BINARY_MUL:
        r = x * y;
        break;
    case BINARY_TRUEDIV:
        if (y == 0)
            float_zero_div("float division by zero");
        r = x / y;
        break;
    case BINARY_FLOORDIV:
    case BINARY_MOD: {
        if (y == 0)
            float_zero_div(op == BINARY_MOD ? "float modulo" : "float floor division by zero");
        double mod = float_fmod(x, y);
        double div = (x - mod) / y;
        if (mod != 0) { /* the signs from the bits (y is no 0; a NaN stays a NaN) */
            if (double_negative(y) != double_negative(mod)) {
                mod += y;
                div -= 1.0;
            }
        } else
            mod = double_negative(y) ? -0.0 : 0.0;
        if (op == BINARY_MOD) {
            r = mod;
            break;
        }
        double fd;
        if (div != 0) {
            fd = float_floor(div);
            if (div - fd > 0.5)
                fd += 1.0;
        } else
            fd = double_of(bits_of(x / y) & (1ull << 63)); /* a zero with the quotient's sign */
        r = fd;
        break;
    }
    case BINARY_POW:
        if (x < 0 && float_floor(y) != y && is_finite(y))
            raise_ValueError("negative number cannot be raised to a fractional power");
        if (x == 0 && y < 0)
            float_zero_div("0.0 cannot be raised to a negative power");
        r = float_pow(x, y);
        break;
    default:
        return OBJ_NULL;
    }
    return float_new(r);
}

/* a op b where a or b is a float (the other a float or an int): exact, as CPython. */
int float_num_cmp(obj_t a, obj_t b, bool *unordered)
{
    *unordered = false;
    if (float_check(a) && float_check(b)) {
        double x = float_value(a), y = float_value(b);
        if (is_nan(x) || is_nan(y)) {
            *unordered = true;
            return 0;
        }
        return x < y ? -1 : x > y ? 1 : 0;
    }
    bool swap = !float_check(a);
    double f = float_value(swap ? b : a);
    obj_t i = swap ? a : b;
    int c;
    if (is_nan(f)) {
        *unordered = true;
        return 0;
    }
    if (is_inf(f))
        c = f > 0 ? 1 : -1;
    else if (float_floor(f) == f)
        c = int_cmp(int_of_integral(f), obj_is_bool(i) ? small_obj(i == OBJ_TRUE) : i);
    else {
        /* not integral: compare with floor(f); f > floor(f) */
        int c2 = int_cmp(int_of_integral(float_floor(f)), obj_is_bool(i) ? small_obj(i == OBJ_TRUE) : i);
        c = c2 >= 0 ? 1 : -1;
    }
    return swap ? -c : c;
}

obj_t float_hash(double d)
{
    /* CPython: integral values hash as the int; others by the value mod 2**61 - 1 */
    if (is_nan(d))
        return small_obj(0);
    if (is_inf(d))
        return int_from_i32(d > 0 ? 314159 : -314159);
    if (float_floor(d) == d)
        return obj_hash(int_of_integral(d));
    /* m * 2**e mod P, P = 2**61 - 1: 2**e is a rotation of 61 bits */
    int e;
    uint64_t m = float_mantissa(d, &e);
    const uint64_t P = (1ull << 61) - 1;
    int sh = ((e % 61) + 61) % 61;
    uint64_t h = ((m << sh) & P) | (m >> (61 - sh));
    if (h >= P)
        h -= P;
    int64_t v = (int64_t)h;
    if (d < 0)
        v = -v;
    if (v == -1)
        v = -2;
    if (v >= SMALL_MIN && v <= SMALL_MAX)
        return small_obj((int32_t)v);
    obj_t r = int_from_u61((uint64_t)(v < 0 ? -v : v));
    return v < 0 ? int_neg(r) : r;
}

/* ---- exp and log (for ** with a fractional exponent and the math module) -------------- */

/* c[0] + x * (c[1] + x * (... + x * c[n - 1])): the kernels' polynomials, the same
 * operations in the same order as written out (n > 0) */
double float_poly(double x, const double *c, int n)
{
    double r = c[--n];
    while (n > 0)
        r = c[--n] + x * r;
    return r;
}

double float_exp(double x)
{
    if (is_nan(x))
        return x;
    if (x > 709.8)
        return double_of(INF_BITS);
    if (x < -745.2)
        return 0.0;
    /* x = k ln2 + r, |r| <= ln2/2; exp(r) by its series */
    const double ln2hi = 6.93147180369123816490e-01, ln2lo = 1.90821492927058770002e-10;
    double kf = float_floor(x * 1.44269504088896338700 + 0.5);
    int k = (int)kf;
    double hi = x - kf * ln2hi, lo = kf * ln2lo, r = hi - lo;
    static const double P[] = {1.66666666666666019037e-01, -2.77777777770155933842e-03, 6.61375632143793436117e-05,
                               -1.65339022054652515390e-06, 4.13813679705723846039e-08};
    double t = r * r;
    double c = r - t * float_poly(t, P, 5);
    double y = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
    return float_ldexp(y, k);
}

double float_log(double x)
{
    if (is_nan(x) || x < 0)
        return double_of(NAN_BITS);
    if (x == 0)
        return -double_of(INF_BITS);
    if (is_inf(x))
        return x;
    /* x = 2**k * (1 + f), sqrt(2)/2 < 1 + f < sqrt(2) */
    uint64_t u = bits_of(x);
    int k = 0;
    if ((u >> 52) == 0) {
        x *= 18014398509481984.0; /* 2**54 */
        k -= 54;
        u = bits_of(x);
    }
    k += (int)((u >> 52) & 0x7ff) - 1023;
    u = (u & ((1ull << 52) - 1)) | (0x3ffull << 52);
    double m = double_of(u);
    if (m > 1.41421356237309504880) {
        m *= 0.5;
        k++;
    }
    double f = m - 1.0, s = f / (2.0 + f), z = s * s, w = z * z;
    static const double L[] = {3.999999999940941908e-01, 2.222219843214978396e-01, 1.531383769920937332e-01,
                               6.666666666666735130e-01, 2.857142874366239149e-01, 1.818357216161805012e-01,
                               1.479819860511658591e-01};
    double t1 = w * float_poly(w, L, 3);
    double t2 = z * float_poly(w, L + 3, 4);
    double R = t2 + t1, hfsq = 0.5 * f * f;
    double dk = (double)k;
    return dk * 6.93147180369123816490e-01 - ((hfsq - (s * (hfsq + R) + dk * 1.90821492927058770002e-10)) - f);
}

/* ---- float(), round() ------------------------------------------------------------------ */

obj_t float_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0)
        raise_TypeError("float() takes no keyword arguments");
    if (n > 1)
        raise_TypeError("float expected at most 1 argument, got %s", small_obj((int32_t)n));
    if (n == 0)
        return float_new(0.0);
    obj_t x = class_native(args[0]) != OBJ_NULL ? class_native(args[0]) : args[0]; /* float(F(1.5)) */
    if (float_check(x))
        return x;
    if (int_check(x))
        return float_new(obj_is_bool(x) ? (double)(x == OBJ_TRUE) : int_to_double(x));
    if (str_check(x) || bytes_check(x) || bytearray_check(x)) { /* float(b"1.5") too */
        size_t len;
        const char *p = str_check(x) ? str_data(x, &len) : (const char *)bytes_data(x, &len);
        double d;
        if (!float_parse(p, len, &d))
            raise_ValueError("could not convert string to float: %r", x);
        return float_new(d);
    }
    obj_t r = class_convert(x, T_FLOAT); /* __float__, __index__ */
    if (r != OBJ_NULL)
        return r;
    raise_TypeError("float() argument must be a string or a real number, not '%t'", x);
}

/* q = a / b, a = a mod b (b > 0) */
static void fbn_divmod(fbn_t *a, const fbn_t *b, fbn_t *q, fbn_t *t)
{
    q->n = 0;
    int sh = fbn_bits(a) - fbn_bits(b);
    if (sh < 0)
        return;
    *t = *b;
    fbn_shl(t, sh);
    for (int i = sh; i >= 0; i--) {
        if (fbn_cmp(a, t) >= 0) {
            fbn_sub(a, t);
            int limb = i / 16;
            while (q->n <= limb)
                q->d[q->n++] = 0;
            q->d[limb] |= (uint16_t)(1u << (i % 16));
        }
        fbn_shr1(t);
    }
    fbn_trim(q);
}

/* s[2] = m * 2**e * 10**n rounded to an integer, an exact half to even (s: 4 scratch
 * numbers; s[3] is left holding twice the remainder): round()'s and float_digits' digits. */
static fbn_t *fbn_scaled_round(fbn_t *s, uint64_t m, int e, int n)
{
    fbn_t *A = &s[0], *B = &s[1], *Q = &s[2], *T = &s[3];
    fbn_set_u64(A, m);
    fbn_set_u64(B, 1);
    fbn_shl(e >= 0 ? A : B, e >= 0 ? e : -e);
    fbn_pow10(n >= 0 ? A : B, n >= 0 ? n : -n);
    fbn_divmod(A, B, Q, T);
    fbn_add(T, A, A);
    int c = fbn_cmp(T, B);
    if (c > 0 || (c == 0 && Q->n > 0 && (Q->d[0] & 1)))
        fbn_add_small(Q, 1);
    return Q;
}

static obj_t float_round(double x, obj_t nd)
{
    if (nd == OBJ_NONE) {
        if (!is_finite(x))
            return float_to_int(x);
        double f = float_floor(x), diff = x - f;
        if (diff > 0.5 || (diff == 0.5 && float_fmod(f, 2.0) != 0))
            f += 1.0;
        return float_to_int(f);
    }
    if (!int_check(nd))
        raise_TypeError("'%t' object cannot be interpreted as an integer", nd);
    int32_t n;
    if (!int_to_i32(nd, &n))
        n = int_cmp(nd, small_obj(0)) > 0 ? 100000 : -100000;
    if (!is_finite(x) || x == 0 || n > 330)
        return float_new(x);
    bool neg = x < 0;
    if (n < -330)
        return float_new(neg ? -0.0 : 0.0);
    int e;
    uint64_t m = float_mantissa(x, &e);
    if (e >= 0 && n >= 0)
        return float_new(x);
    if (e < 0 && n <= -17)
        return float_new(neg ? -0.0 : 0.0);
    fbn_t *s = fbn_scratch(4);
    fbn_t *B = &s[1], *Q = fbn_scaled_round(s, m, e, n), *T = &s[3];
    fbn_set_u64(B, 1);
    if (n >= 0)
        fbn_pow10(B, n);
    else
        fbn_pow10(Q, -n);
    double r = fbn_ratio(Q, B, 0, neg, T);
    gc_free(s);
    if (is_inf(r))
        raise_msg(T_OverflowError, "rounded value too large to represent");
    return float_new(r);
}

obj_t float_round_obj(obj_t x, obj_t nd) { return float_round(float_value(x), nd); }

/* The p (1..17) significant digits of a positive finite x, correctly rounded (an exact tie
 * to even), into buf; returns the decimal exponent of the first digit: x ~ d1.d2... * 10**E.
 * For the e and g formats. E is first taken from the shortest repr, and corrected by one
 * when rounding to p digits carries (9.99 -> 10.0) or the shortest repr had carried. */
int float_digits(double x, int p, char *buf)
{
    char tmp[20];
    int decpt;
    shortest_digits(x, tmp, &decpt);
    int E = decpt - 1;
    uint64_t lo = 1, q = 0;
    for (int i = 1; i < p; i++)
        lo *= 10;
    int e;
    uint64_t m = float_mantissa(x, &e);
    for (int pass = 0; pass < 2; pass++) {
        int n = p - 1 - E; /* x * 10**n rounded has p digits */
        fbn_t *s = fbn_scratch(4), *Q = fbn_scaled_round(s, m, e, n);
        q = 0;
        for (int i = Q->n - 1; i >= 0; i--)
            q = q << 16 | Q->d[i];
        gc_free(s);
        if (q >= lo * 10) { /* rounding carried into a new digit: exactly 10**p */
            q = lo;
            E++;
        }
        if (q >= lo)
            break;
        E--; /* the shortest repr had carried: one digit short */
    }
    for (int i = p - 1; i >= 0; i--, q /= 10)
        buf[i] = (char)('0' + q % 10);
    return E;
}
