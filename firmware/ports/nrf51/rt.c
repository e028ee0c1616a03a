/* rt.c — the compiler's run-time helpers (__aeabi_*) that the firmware provides itself,
 * because the toolchain's own are much larger than needed (libgcc with gcc, compiler-rt
 * with zig's clang). The compiler calls these behind the code's back, so this file is
 * built without -flto (as libc.c is): link-time optimisation would drop them. */
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
 * NaN made quiet (when both are, as libgcc chooses: nan_of); an invalid operation (inf - inf, 0 * inf,
 * 0 / 0, inf / inf) gives the default NaN 0x7FF8000000000000, as libgcc's do.
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

static int clz64(uint64_t x) /* x != 0 */
{
    uint32_t hi = (uint32_t)(x >> 32);
    return hi ? __builtin_clz(hi) : 32 + __builtin_clz((uint32_t)x);
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
    if ((a ^ b) >> 63) {
        sa -= sb;
        if (sa == 0)
            return 0; /* x - x = +0 */
    } else {
        sa += sb;
    }
    int shift = clz64(sa) - 1; /* bring the leading 1 to bit 62 */
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

/* the 128-bit product of a and b: the high half, with the low half's bits ORed into bit 0 */
static uint64_t mul_sticky(uint64_t a, uint64_t b)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32), b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t lo = (uint64_t)a0 * b0, m1 = (uint64_t)a0 * b1, m2 = (uint64_t)a1 * b0;
    uint64_t hi = (uint64_t)a1 * b1;
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
    uint64_t q = 0; /* one bit a step, 63 steps: bits 62..0 of sa * 2**62 / sb */
    for (int i = 0; i < 63; i++) {
        q <<= 1;
        if (sa >= sb) {
            sa -= sb;
            q |= 1;
        }
        sa <<= 1;
    }
    return double_of(round_pack(sign, e, q | (sa != 0)));
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
            uint32_t x = r << 16 | (uint32_t)(n >> s) & 0xffff, qd = x / d32;
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
