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

/* libgcc's soft-float subtraction is a second copy of its addition (1.8 KB): a - b is
 * a + (-b), negation being one bit (NaNs stay NaNs: their sign is not looked at). */
double __aeabi_dadd(double a, double b);
double __aeabi_dsub(double a, double b)
{
    return __aeabi_dadd(a, double_of(bits_of(b) ^ (1ull << 63)));
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
