/* rt.c — the compiler's run-time helpers (__aeabi_*) that the firmware provides itself,
 * because the toolchain's own are much larger than needed (libgcc with gcc, compiler-rt
 * with zig's clang): sizes, speed and how they are checked in docs/building.md. The
 * compiler calls these behind the code's back: were -flto ever used, this file (as
 * libc.c) would have to be built without it, or link-time optimisation drops them. */
#include <stdint.h>

/* Bits of a double and back, without aliasing the two types. */
static inline uint64_t bits_of(double d)
{
    union { double d; uint64_t u; } v = {.d = d};
    return v.u;
}

static inline double double_of(uint64_t u)
{
    union { double d; uint64_t u; } v = {.u = u};
    return v.d;
}

/* ---- addition, subtraction, multiplication and division of doubles ----
 *
 * IEEE 754 binary64, rounded to nearest, ties to even, with subnormals, as libgcc's
 * (1,724 + 1,416 + 1,592 B; these take about a third of that). A NaN operand gives that
 * NaN made quiet (when both are, the one libgcc chooses: nan_of); an invalid operation
 * (inf - inf, 0 * inf, 0 / 0, inf / inf) gives the default NaN 0x7FF8000000000000, as
 * libgcc's do.
 *
 * The working form of a finite result is (sign, e, sig): sig holds the significand with
 * its leading 1 at bit 62 and 10 more bits below the 53 kept (round bits, the lowest
 * also "sticky": set when any bit shifted out was), and the value is
 * sig * 2**(e + 1 - 1023 - 62): e is one less than the biased exponent, because packing
 * adds the leading 1 (bit 52 after rounding) into the exponent field. */

#define FRAC_MASK 0x000FFFFFFFFFFFFFull
#define HIDDEN (1ull << 52)
#define QUIET (1ull << 51)
#define DEFAULT_NAN 0x7FF8000000000000ull
#define INF 0x7FF0000000000000ull

/* the leading zero bits of x != 0, by halves (Cortex-M0 has no CLZ: __builtin_clz would
 * call libgcc's __clzsi2, 60 B) */
__attribute__((noinline)) static int clz32(uint32_t x)
{
    int n = 0;
    if (!(x >> 16))
        n = 16, x <<= 16;
    if (!(x >> 24))
        n += 8, x <<= 8;
    if (!(x >> 28))
        n += 4, x <<= 4;
    if (!(x >> 30))
        n += 2, x <<= 2;
    return n + !(x >> 31);
}

static int clz64(uint64_t x) /* x != 0 */
{
    uint32_t hi = (uint32_t)(x >> 32);
    return hi ? clz32(hi) : 32 + clz32((uint32_t)x);
}

/* x >> n, with a 1 in bit 0 when any bit shifted out was 1 */
static uint64_t shift_right_sticky(uint64_t x, int n)
{
    if (n <= 0)
        return x;
    if (n >= 64)
        return x != 0;
    return x >> n | (x << (64 - n) != 0);
}

static uint64_t round_pack(uint64_t sign, int e, uint64_t sig)
{
    if ((unsigned)e >= 0x7FD) {
        if (e > 0x7FD || (e == 0x7FD && (int64_t)(sig + 0x200) < 0))
            return sign | INF; /* overflow */
        if (e < 0) { /* subnormal: the exponent field 0 */
            sig = shift_right_sticky(sig, -e);
            e = 0;
        }
    }
    uint32_t round = (uint32_t)sig & 0x3FF;
    sig = (sig + 0x200) >> 10;
    if (round == 0x200) /* exactly half way: to even */
        sig &= ~1ull;
    if (sig == 0)
        e = 0;
    return sign + ((uint64_t)e << 52) + sig;
}

/* The NaN a NaN operand gives (a or b is a NaN), made quiet: a's, unless a is not a NaN
 * or a is a quiet NaN and b a signalling one (libgcc's choice, the ARM rule). */
static uint64_t nan_of(uint64_t a, uint64_t b)
{
    const uint64_t inf2 = INF << 1;
    int b_signals = (b << 1) > inf2 && !(b & QUIET);
    return ((a << 1) > inf2 && !((a & QUIET) && b_signals) ? a : b) | QUIET;
}

/* The significand of a finite nonzero double with its leading 1 at bit 52, and its
 * exponent (a subnormal's as if it were normalised: 1 or below). */
static uint64_t unpack(uint64_t a, int *e)
{
    int ea = (int)(a >> 52) & 0x7FF;
    uint64_t frac = a & FRAC_MASK;
    if (ea) {
        *e = ea;
        return frac | HIDDEN;
    }
    int shift = clz64(frac) - 11;
    *e = 1 - shift;
    return frac << shift;
}

static uint64_t add_bits(uint64_t a, uint64_t b)
{
    const uint64_t inf2 = INF << 1;
    if ((a << 1) >= inf2 || (b << 1) >= inf2) {
        if ((a << 1) > inf2 || (b << 1) > inf2)
            return nan_of(a, b);
        if ((b << 1) != inf2)
            return a; /* inf + finite */
        if ((a << 1) != inf2 || a == b)
            return b;
        return DEFAULT_NAN; /* inf - inf */
    }
    if ((a << 1) < (b << 1)) { /* |a| >= |b| from here */
        uint64_t t = a;
        a = b;
        b = t;
    }
    uint64_t sign = a & (1ull << 63);
    if ((b << 1) == 0) /* x + 0: x (and -0 + -0 = -0, but +0 + -0 = +0) */
        return (a << 1) ? a : a & b;
    int ea, eb;
    uint64_t sa = unpack(a, &ea) << 9, sb = unpack(b, &eb) << 9; /* leading 1 at bit 61 */
    sb = shift_right_sticky(sb, ea - eb);
    int shift; /* to bring the leading 1 to bit 62 */
    if ((a ^ b) >> 63) {
        sa -= sb;
        if (sa == 0)
            return 0; /* x - x = +0 */
        shift = clz64(sa) - 1;
    } else {
        sa += sb;
        shift = !(sa >> 62); /* a sum's leading 1 is at bit 61 or 62 */
    }
    return round_pack(sign, ea - shift, sa << shift);
}

double __aeabi_dadd(double a, double b)
{
    return double_of(add_bits(bits_of(a), bits_of(b)));
}

/* a - b is a + (-b), negation being one bit (so a - NaN is that NaN with its sign
 * flipped, as the firmware's subtraction has always given) */
double __aeabi_dsub(double a, double b)
{
    return double_of(add_bits(bits_of(a), bits_of(b) ^ (1ull << 63)));
}

/* a * b in 64 bits from four 16 x 16 products (MULS; the run-time's 64 x 64 multiply,
 * __aeabi_lmul, would take twice the instructions) */
static uint64_t mul32(uint32_t a, uint32_t b)
{
    uint32_t al = a & 0xFFFF, ah = a >> 16, bl = b & 0xFFFF, bh = b >> 16;
    uint32_t ll = al * bl, hh = ah * bh, m1 = al * bh, mid = m1 + ah * bl;
    hh += (uint32_t)(mid < m1) << 16 | mid >> 16;
    uint32_t lo = ll + (mid << 16);
    hh += lo < ll;
    return (uint64_t)hh << 32 | lo;
}

/* a * b modulo 2**64 (C's 64-bit multiply): mul32 of the low words, and the cross terms'
 * low words, which MULS gives (libgcc's __muldi3 is 92 B) */
uint64_t __aeabi_lmul(uint64_t a, uint64_t b)
{
    uint32_t cross = (uint32_t)a * (uint32_t)(b >> 32) + (uint32_t)(a >> 32) * (uint32_t)b;
    return mul32((uint32_t)a, (uint32_t)b) + ((uint64_t)cross << 32);
}

/* the 128-bit product of a and b: the high half, with the low half's bits ORed into bit 0 */
static uint64_t mul_sticky(uint64_t a, uint64_t b)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32), b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t lo = mul32(a0, b0), m1 = mul32(a0, b1), m2 = mul32(a1, b0);
    uint64_t hi = mul32(a1, b1);
    uint64_t mid = m1 + m2;
    hi += (uint64_t)(mid < m1) << 32;
    hi += mid >> 32;
    uint64_t lo2 = lo + (mid << 32);
    hi += lo2 < lo;
    return hi | (lo2 != 0);
}

double __aeabi_dmul(double x, double y)
{
    uint64_t a = bits_of(x), b = bits_of(y), sign = (a ^ b) & (1ull << 63);
    const uint64_t inf2 = INF << 1;
    if ((a << 1) > inf2 || (b << 1) > inf2)
        return double_of(nan_of(a, b));
    if ((a << 1) == inf2 || (b << 1) == inf2)
        return double_of((a << 1) == 0 || (b << 1) == 0 ? DEFAULT_NAN : sign | INF);
    if ((a << 1) == 0 || (b << 1) == 0)
        return double_of(sign);
    int ea, eb;
    uint64_t sa = unpack(a, &ea) << 10, sb = unpack(b, &eb) << 11; /* bits 62 and 63 */
    uint64_t sig = mul_sticky(sa, sb); /* leading 1 at bit 61 or 62 */
    int e = ea + eb - 0x3FF;
    if ((int64_t)(sig << 1) >= 0) {
        sig <<= 1;
        e--;
    }
    return double_of(round_pack(sign, e, sig));
}

double __aeabi_ddiv(double x, double y)
{
    uint64_t a = bits_of(x), b = bits_of(y), sign = (a ^ b) & (1ull << 63);
    const uint64_t inf2 = INF << 1;
    if ((a << 1) > inf2 || (b << 1) > inf2)
        return double_of(nan_of(a, b));
    if ((a << 1) == inf2)
        return double_of((b << 1) == inf2 ? DEFAULT_NAN : sign | INF);
    if ((b << 1) == inf2)
        return double_of(sign);
    if ((b << 1) == 0)
        return double_of((a << 1) == 0 ? DEFAULT_NAN : sign | INF);
    if ((a << 1) == 0)
        return double_of(sign);
    int ea, eb;
    uint64_t sa = unpack(a, &ea), sb = unpack(b, &eb);
    int e = ea - eb + 0x3FE;
    if (sa < sb) { /* so that the quotient's leading 1 is at bit 62 */
        sa <<= 1;
        e--;
    }
    /* One quotient bit a step, 55 steps: the 53 bits kept and 2 more (so bit 9 of sig,
     * half an ulp, is exact; round_pack needs only whether anything is below it, the
     * sticky bit: the remainder). Two 32-bit halves: 64-bit shifts cost more on Thumb-1. */
    uint32_t qhi = 0, qlo = 0;
    for (int i = 0; i < 55; i++) {
        qhi = qhi << 1 | qlo >> 31;
        qlo <<= 1;
        if (sa >= sb) {
            sa -= sb;
            qlo |= 1;
        }
        sa <<= 1;
    }
    uint64_t q = ((uint64_t)qhi << 32 | qlo) << 8;
    return double_of(round_pack(sign, e, q | (sa != 0)));
}

/* ---- conversions ---- */

/* an integer's magnitude m to a double with the given sign: exact (53 bits hold 32); the
 * leading 1, moved to bit 52, adds one to the exponent field */
static uint64_t from_u32(uint64_t sign, uint32_t m)
{
    if (m == 0)
        return sign;
    int z = clz32(m);
    return sign + ((uint64_t)(1023 + 30 - z) << 52) + ((uint64_t)m << (21 + z));
}

double __aeabi_ui2d(uint32_t m) { return double_of(from_u32(0, m)); }

double __aeabi_i2d(int32_t i)
{
    return double_of(i < 0 ? from_u32(1ull << 63, 0u - (uint32_t)i) : from_u32(0, (uint32_t)i));
}

/* float (its bits in r0: the soft-float ABI) to double: exact; a NaN keeps its payload's
 * top bits and is made quiet, as libgcc's */
double __aeabi_f2d(uint32_t f)
{
    uint64_t sign = (uint64_t)(f >> 31) << 63;
    int e = (int)(f >> 23) & 0xFF;
    uint32_t frac = f & 0x7FFFFF;
    if (e == 0xFF)
        return double_of(sign | INF | (uint64_t)frac << 29 | (frac ? QUIET : 0));
    if (e == 0) {
        if (frac == 0)
            return double_of(sign);
        int z = clz32(frac) - 8; /* a subnormal: its leading 1 to bit 23 */
        frac = (frac << z) & 0x7FFFFF;
        e = 1 - z;
    }
    return double_of(sign | (uint64_t)(e + 1023 - 127) << 52 | (uint64_t)frac << 29);
}

/* double to float, rounded to nearest even (as round_pack, for 24 bits: sig's leading 1
 * at bit 30, 7 round bits, e one less than the biased exponent); a NaN keeps its payload's
 * top bits and is made quiet, as libgcc's */
uint32_t __aeabi_d2f(double d)
{
    uint64_t u = bits_of(d);
    uint32_t sign = (uint32_t)(u >> 32) & 0x80000000u;
    int e = (int)(u >> 52) & 0x7FF;
    uint64_t frac = u & FRAC_MASK;
    if (e == 0x7FF)
        return sign | 0x7F800000u | (frac ? 0x400000u | (uint32_t)(frac >> 29) : 0);
    if (e == 0) /* a double subnormal is far below half the least float: +-0 */
        return sign;
    uint32_t sig = (uint32_t)shift_right_sticky(frac | HIDDEN, 22);
    e += 127 - 1023 - 1;
    if ((unsigned)e >= 0xFD) {
        if (e > 0xFD || (e == 0xFD && (int32_t)(sig + 0x40) < 0))
            return sign | 0x7F800000u; /* overflow */
        if (e < 0) {
            sig = (uint32_t)shift_right_sticky(sig, -e);
            e = 0;
        }
    }
    uint32_t round = sig & 0x7F;
    sig = (sig + 0x40) >> 7;
    if (round == 0x40)
        sig &= ~1u;
    if (sig == 0)
        e = 0;
    return sign + ((uint32_t)e << 23) + sig;
}

/* double to int32, toward zero; beyond the range (and a NaN) the nearest end by the sign
 * bit, as libgcc's and compiler-rt's (a C cast of such a value is undefined anyway) */
int32_t __aeabi_d2iz(double d)
{
    uint64_t u = bits_of(d);
    int e = (int)(u >> 52 & 0x7FF) - 1023; /* |d| = 1.f * 2**e */
    if (e < 0)
        return 0;
    if (e > 30)
        return (int64_t)u < 0 ? INT32_MIN : INT32_MAX;
    uint32_t v = ((uint32_t)(u >> 21) | 0x80000000u) >> (31 - e);
    return (int64_t)u < 0 ? -(int32_t)v : (int32_t)v;
}

/* ---- comparisons of doubles ---- */

/* -1, 0 or 1 as a < b, a == b or a > b; 2 when either is a NaN (unordered). A double's
 * bits, with negative numbers' bits inverted and positive ones' sign bit set, sort as
 * unsigned integers in the order of the numbers; -0 and +0 are equal. */
static int dcmp(uint64_t a, uint64_t b)
{
    const uint64_t inf2 = 0x7ffull << 53; /* infinity's bits shifted past the sign */
    if (a << 1 > inf2 || b << 1 > inf2)
        return 2;
    if (((a | b) << 1) == 0)
        return 0;
    a = (int64_t)a < 0 ? ~a : a | 1ull << 63;
    b = (int64_t)b < 0 ? ~b : b | 1ull << 63;
    return a < b ? -1 : a > b;
}

/* The run-time ABI's comparisons (each true or false; false when unordered, except
 * dcmpun, which is true exactly then). libgcc's take 728 B, compiler-rt's 346 B. */
int __aeabi_dcmpeq(double a, double b) { return dcmp(bits_of(a), bits_of(b)) == 0; }
int __aeabi_dcmplt(double a, double b) { return dcmp(bits_of(a), bits_of(b)) < 0; }
int __aeabi_dcmple(double a, double b) { return dcmp(bits_of(a), bits_of(b)) <= 0; }
int __aeabi_dcmpgt(double a, double b) { return dcmp(bits_of(a), bits_of(b)) == 1; }
int __aeabi_dcmpge(double a, double b) { return (unsigned)dcmp(bits_of(a), bits_of(b)) <= 1; }
int __aeabi_dcmpun(double a, double b) { return dcmp(bits_of(a), bits_of(b)) == 2; }

/* ---- 32-bit division (the Cortex-M0 has no divide instruction) ---- */

/* With clang only: compiler-rt's is 326 B and slower than this one (2 % fewer instructions
 * on a loop of % and //); libgcc's is 726 B but ~2x faster than this one (which would make
 * such a loop 10 % slower), so gcc builds keep it.
 *
 * n / d in the low word and n % d in the high one: r0 and r1, as the run-time ABI's
 * __aeabi_uidivmod returns them. Shift and subtract, a step per bit of the quotient.
 * d == 0 gives 0 and n (the firmware never divides by zero: Python raises
 * ZeroDivisionError first). */
#if defined(__clang__) || defined(RT_ALL_HELPERS) /* (RT_ALL_HELPERS: the host test) */
uint64_t __aeabi_uidivmod(uint32_t n, uint32_t d)
{
    uint32_t q = 0, bit = 1;
    if (d == 0)
        return (uint64_t)n << 32;
    while (d < n && !(d >> 31)) {
        d <<= 1;
        bit <<= 1;
    }
    do {
        if (n >= d) {
            n -= d;
            q |= bit;
        }
        d >>= 1;
    } while (bit >>= 1);
    return (uint64_t)n << 32 | q;
}

uint32_t __aeabi_uidiv(uint32_t n, uint32_t d) { return (uint32_t)__aeabi_uidivmod(n, d); }

/* truncating, as C's: the quotient's sign is the operands' product's, the remainder's n's */
uint64_t __aeabi_idivmod(int32_t n, int32_t d)
{
    uint64_t qr = __aeabi_uidivmod(n < 0 ? 0u - (uint32_t)n : (uint32_t)n, d < 0 ? 0u - (uint32_t)d : (uint32_t)d);
    uint32_t q = (uint32_t)qr, r = (uint32_t)(qr >> 32);
    if ((n ^ d) < 0)
        q = 0u - q;
    if (n < 0)
        r = 0u - r;
    return (uint64_t)r << 32 | q;
}

int32_t __aeabi_idiv(int32_t n, int32_t d) { return (int32_t)__aeabi_idivmod(n, d); }
#endif

/* ---- 64-bit division ---- */

/* n / d, and n % d into *rem when rem is not NULL (what __aeabi_uldivmod and the signed
 * 64-bit divisions of both toolchains call). libgcc's is 408 B, compiler-rt's 504 B.
 * Three ways, fastest first: a divisor below 2**16 (two or four 32-bit divisions, one
 * per 16 bits of n: the remainder carried is below 2**16, so each step fits 32 bits);
 * both in 32 bits (one 32-bit division); else shift and subtract, one step per bit of
 * the quotient (none when d > n). d == 0 gives what the 32-bit division by zero gives (the firmware never
 * divides by zero: Python raises ZeroDivisionError first). */
uint64_t __udivmoddi4(uint64_t n, uint64_t d, uint64_t *rem)
{
    uint64_t q = 0;
    if (d >> 16 == 0) {
        uint32_t d32 = (uint32_t)d, r = 0;
        int s = n >> 32 ? 48 : 16;
        for (; s >= 0; s -= 16) {
            uint32_t x = r << 16 | ((uint32_t)(n >> s) & 0xffff), qd = x / d32;
            r = x - qd * d32;
            q = q << 16 | qd;
        }
        n = r;
    } else if ((n | d) >> 32 == 0) {
        uint32_t n32 = (uint32_t)n, d32 = (uint32_t)d;
        q = n32 / d32;
        n = n32 - (uint32_t)q * d32;
    } else if (d <= n) {
        int shift = 0;
        while (d << shift >> 63 == 0 && d << shift <= n >> 1)
            shift++;
        d <<= shift;
        for (;;) {
            q <<= 1;
            if (n >= d) {
                n -= d;
                q |= 1;
            }
            if (shift-- == 0)
                break;
            d >>= 1;
        }
    }
    if (rem)
        *rem = n;
    return q;
}

/* __aeabi_uldivmod: n (r0:r1) / d (r2:r3), the quotient back in r0:r1 and the remainder
 * in r2:r3, which C cannot return: __udivmoddi4 writes the remainder into 8 bytes of
 * stack. Here rather than the toolchain's so that zig's calls this __udivmoddi4 too. */
#if defined(__arm__) /* (tests/build/test_rt.py compiles the C above for the host too) */
__asm__(
    "  .section .text.__aeabi_uldivmod,\"ax\",%progbits\n"
    "  .global __aeabi_uldivmod\n"
    "  .type __aeabi_uldivmod, %function\n"
    "  .thumb_func\n"
    "__aeabi_uldivmod:\n"
    "  push {r4, lr}\n"
    "  sub sp, #16\n"
    "  add r4, sp, #8\n"
    "  str r4, [sp]\n"
    "  bl __udivmoddi4\n"
    "  ldr r2, [sp, #8]\n"
    "  ldr r3, [sp, #12]\n"
    "  add sp, #16\n"
    "  pop {r4, pc}\n"
    "  .size __aeabi_uldivmod, . - __aeabi_uldivmod\n"
    "  .text\n");
#endif
