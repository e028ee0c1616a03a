/* obj_int.c — int: small ints live in the object word; beyond 31 bits, exact big ints
 * on the heap with 16-bit digits (so every digit product fits 32 bits: no 64-bit
 * multiply or divide on the Cortex-M0). bool is an int here too. */
#include <string.h>

#include "gc.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_str.h"
#include "runtime.h"

/* A read-only view of any int as sign and magnitude; small ints use `buf`. */
typedef struct iv {
    const uint16_t *d;
    int n;
    bool neg;
    uint16_t buf[2];
} iv_t;

static void view(obj_t o, iv_t *v)
{
    if (obj_is_small(o) || obj_is_bool(o)) {
        int32_t x = obj_is_small(o) ? small_value(o) : (o == OBJ_TRUE);
        uint32_t m = x < 0 ? (uint32_t)0 - (uint32_t)x : (uint32_t)x;
        v->neg = x < 0;
        v->buf[0] = (uint16_t)m;
        v->buf[1] = (uint16_t)(m >> 16);
        v->d = v->buf;
        v->n = m == 0 ? 0 : (m >> 16) ? 2 : 1;
        return;
    }
    const bigint_t *b = obj_ptr(o);
    v->neg = b->size < 0;
    v->n = b->size < 0 ? -b->size : b->size;
    v->d = b->d;
}

bool int_check(obj_t o)
{
    if (obj_is_small(o) || obj_is_bool(o))
        return true;
    return obj_is_ptr(o) && type_of(o) == &types[T_INT];
}

static bigint_t *big_alloc(int n)
{
    bigint_t *b = gc_alloc(sizeof(bigint_t) + 2u * (size_t)(n ? n : 1));
    b->head = (uint32_t)(uintptr_t)&types[T_INT];
    b->alloc = (uint16_t)n;
    return b;
}

static int mag_len(const uint16_t *d, int n)
{
    while (n > 0 && d[n - 1] == 0)
        n--;
    return n;
}

/* Finish a result built in b (n digits, maybe leading zeros): a small int if it fits. */
static obj_t big_finish(bigint_t *b, int n, bool neg)
{
    n = mag_len(b->d, n);
    if (n <= 2) {
        uint32_t m = b->d[0] | ((uint32_t)(n > 1 ? b->d[1] : 0) << 16);
        if (m <= (uint32_t)SMALL_MAX + (neg ? 1u : 0u)) {
            gc_free(b);
            return small_obj(neg ? (int32_t)(0u - m) : (int32_t)m);
        }
    }
    b->size = (int16_t)(neg ? -n : n);
    return ptr_obj(b);
}

obj_t int_from_i32(int32_t v)
{
    if (small_fits(v))
        return small_obj(v);
    bigint_t *b = big_alloc(2);
    uint32_t m = v < 0 ? (uint32_t)0 - (uint32_t)v : (uint32_t)v;
    b->d[0] = (uint16_t)m;
    b->d[1] = (uint16_t)(m >> 16);
    return big_finish(b, 2, v < 0);
}

static int mag_cmp(const uint16_t *a, int an, const uint16_t *b, int bn)
{
    an = mag_len(a, an);
    bn = mag_len(b, bn);
    if (an != bn)
        return an < bn ? -1 : 1;
    while (an-- > 0)
        if (a[an] != b[an])
            return a[an] < b[an] ? -1 : 1;
    return 0;
}

/* r = a + b; r has room for max(an, bn) + 1 digits. */
static int mag_add(uint16_t *r, const uint16_t *a, int an, const uint16_t *b, int bn)
{
    if (an < bn) {
        const uint16_t *t = a; a = b; b = t;
        int tn = an; an = bn; bn = tn;
    }
    uint32_t c = 0;
    for (int i = 0; i < an; i++) {
        c += a[i] + (i < bn ? b[i] : 0u);
        r[i] = (uint16_t)c;
        c >>= 16;
    }
    r[an] = (uint16_t)c;
    return an + 1;
}

/* r = a - b with a >= b; r may be a. */
static void mag_sub(uint16_t *r, const uint16_t *a, int an, const uint16_t *b, int bn)
{
    int32_t c = 0;
    for (int i = 0; i < an; i++) {
        c += (int32_t)a[i] - (int32_t)(i < bn ? b[i] : 0u);
        r[i] = (uint16_t)c;
        c = c < 0 ? -1 : 0;
    }
}

/* q = a / d (q has an digits), returns the remainder. q may be a. */
static uint16_t mag_divmod_digit(uint16_t *q, const uint16_t *a, int an, uint16_t d)
{
    uint32_t rem = 0;
    for (int i = an - 1; i >= 0; i--) {
        uint32_t cur = (rem << 16) | a[i];
        q[i] = (uint16_t)(cur / d);
        rem = cur % d;
    }
    return (uint16_t)rem;
}

/* q = a / b, r = a % b by shift and subtract; q has an digits, r has bn + 1, zeroed. */
static void mag_divmod(uint16_t *q, uint16_t *r, const uint16_t *a, int an, const uint16_t *b, int bn)
{
    for (int i = an * 16 - 1; i >= 0; i--) {
        uint32_t carry = (a[i >> 4] >> (i & 15)) & 1u;
        for (int k = 0; k <= bn; k++) {
            uint32_t x = ((uint32_t)r[k] << 1) | carry;
            r[k] = (uint16_t)x;
            carry = x >> 16;
        }
        if (mag_cmp(r, bn + 1, b, bn) >= 0) {
            mag_sub(r, r, bn + 1, b, bn);
            q[i >> 4] |= (uint16_t)(1u << (i & 15));
        }
    }
}

static obj_t big_add(const iv_t *a, const iv_t *b)
{
    int n = (a->n > b->n ? a->n : b->n) + 1;
    bigint_t *r = big_alloc(n);
    if (a->neg == b->neg) {
        mag_add(r->d, a->d, a->n, b->d, b->n);
        return big_finish(r, n, a->neg);
    }
    if (mag_cmp(a->d, a->n, b->d, b->n) >= 0) {
        mag_sub(r->d, a->d, a->n, b->d, b->n);
        return big_finish(r, a->n, a->neg);
    }
    mag_sub(r->d, b->d, b->n, a->d, a->n);
    return big_finish(r, b->n, b->neg);
}

static obj_t big_mul(const iv_t *a, const iv_t *b)
{
    int n = a->n + b->n;
    bigint_t *r = big_alloc(n);
    for (int i = 0; i < a->n; i++) {
        uint32_t c = 0;
        for (int j = 0; j < b->n; j++) {
            c += (uint32_t)a->d[i] * b->d[j] + r->d[i + j];
            r->d[i + j] = (uint16_t)c;
            c >>= 16;
        }
        r->d[i + b->n] = (uint16_t)c;
    }
    return big_finish(r, n, a->neg != b->neg);
}

/* Floor division and modulo with Python's signs; b is not zero. */
static obj_t big_divmod(const iv_t *a, const iv_t *b, bool want_mod)
{
    bigint_t *q = big_alloc(a->n);
    bigint_t *r = big_alloc(b->n + 1);
    int rn = b->n + 1;
    if (b->n == 1) {
        r->d[0] = mag_divmod_digit(q->d, a->d, a->n, b->d[0]);
    } else {
        mag_divmod(q->d, r->d, a->d, a->n, b->d, b->n);
    }
    bool rzero = mag_len(r->d, rn) == 0;
    if (a->neg != b->neg && !rzero) {
        /* floor: q = -(|q| + 1), r = |b| - |r| (taking b's sign) */
        for (int i = 0; i < a->n; i++)
            if (++q->d[i] != 0)
                break;
        bigint_t *t = big_alloc(rn);
        memcpy(t->d, b->d, 2u * (size_t)b->n);
        mag_sub(t->d, t->d, rn, r->d, rn);
        gc_free(r);
        r = t;
    }
    if (want_mod) {
        gc_free(q);
        return big_finish(r, rn, b->neg && !rzero);
    }
    gc_free(r);
    return big_finish(q, a->n, a->neg != b->neg);
}

bool int_is_zero(obj_t a) { return a == small_obj(0) || a == OBJ_FALSE; }

static obj_t int_pow(obj_t a, obj_t b)
{
    iv_t vb;
    view(b, &vb);
    if (vb.neg) {
        if (int_is_zero(a))
            raise_ZeroDivisionError("0.0 cannot be raised to a negative power");
        return float_binary(BINARY_POW, a, b);
    }
    int32_t e;
    if (!int_to_i32(b, &e)) {
        iv_t va;
        view(a, &va);
        if (va.n == 0 || (va.n == 1 && va.d[0] == 1 && !va.neg))
            return small_obj(va.n);
        raise_MemoryError();
    }
    obj_t result = small_obj(1);
    obj_t base = a;
    while (e > 0) {
        if (e & 1)
            result = int_binary(BINARY_MUL, result, base);
        e >>= 1;
        if (e > 0)
            base = int_binary(BINARY_MUL, base, base);
    }
    return result;
}

static obj_t pow2(int32_t n)
{
    bigint_t *r = big_alloc(n / 16 + 1);
    r->d[n / 16] = (uint16_t)(1u << (n % 16));
    return big_finish(r, n / 16 + 1, false);
}

/* Digit i of x in two's complement (infinitely sign-extended); *carry starts at 1. */
static uint16_t twos_digit(const iv_t *x, int i, uint32_t *carry)
{
    uint32_t d = i < x->n ? x->d[i] : 0;
    if (!x->neg)
        return (uint16_t)d;
    uint32_t v = (~d & 0xffffu) + *carry;
    *carry = v >> 16;
    return (uint16_t)v;
}

/* &, |, ^ as on two's complement numbers, as Python defines them for negative ints. */
static obj_t bitwise(unsigned op, const iv_t *a, const iv_t *b)
{
    int n = (a->n > b->n ? a->n : b->n) + 1;
    bool neg = op == BINARY_AND ? (a->neg && b->neg) : op == BINARY_OR ? (a->neg || b->neg) : (a->neg != b->neg);
    bigint_t *r = big_alloc(n);
    uint32_t ca = 1, cb = 1, cr = 1;
    for (int i = 0; i < n; i++) {
        uint16_t x = twos_digit(a, i, &ca), y = twos_digit(b, i, &cb);
        uint32_t v = op == BINARY_AND ? (x & y) : op == BINARY_OR ? (x | y) : (x ^ y);
        if (neg) { /* back to a magnitude: negate the two's complement */
            v = (~v & 0xffffu) + cr;
            cr = v >> 16;
        }
        r->d[i] = (uint16_t)v;
    }
    return big_finish(r, n, neg);
}

/* The fast paths for two small ints; OBJ_NULL when the result needs the general path. */
static obj_t small_binary(unsigned op, int32_t x, int32_t y)
{
    switch (op) {
    case BINARY_ADD:
        return int_from_i32(x + y);
    case BINARY_SUB:
        return int_from_i32(x - y);
    case BINARY_MUL:
        if (x >= -0x7fff && x <= 0x7fff && y >= -0x7fff && y <= 0x7fff)
            return small_obj(x * y);
        return OBJ_NULL;
    case BINARY_FLOORDIV: {
        int32_t q = x / y;
        if ((x % y != 0) && ((x < 0) != (y < 0)))
            q--;
        return int_from_i32(q);
    }
    case BINARY_MOD: {
        int32_t m = x % y;
        if (m != 0 && ((m < 0) != (y < 0)))
            m += y;
        return small_obj(m);
    }
    case BINARY_AND:
        return small_obj(x & y);
    case BINARY_OR:
        return small_obj(x | y);
    case BINARY_XOR:
        return small_obj(x ^ y);
    case BINARY_RSHIFT:
        return small_obj(y > 31 ? (x < 0 ? -1 : 0) : x >> y);
    case BINARY_LSHIFT:
        if (y < 31 && x >= -(1L << (30 - y)) && x < (1L << (30 - y)))
            return small_obj((int32_t)((uint32_t)x << y));
        return OBJ_NULL;
    }
    return OBJ_NULL;
}

/* a op b for two ints (bools included). */
static NOINLINE obj_t binary_body(unsigned op, obj_t a, obj_t b);

/* The stack check comes before binary_body's 152-byte frame (int_binary nests for the
 * hashes, powers and formatting of big ints); the leaf margin: at most 324 B were
 * measured below it (docs/memory.md). */
obj_t int_binary(unsigned op, obj_t a, obj_t b)
{
    stack_check_leaf();
    return binary_body(op, a, b);
}

static NOINLINE obj_t binary_body(unsigned op, obj_t a, obj_t b)
{
    if (op == BINARY_TRUEDIV) {
        return int_truediv(a, b);
    }
    if ((op == BINARY_FLOORDIV || op == BINARY_MOD) && int_is_zero(b))
        raise_ZeroDivisionError(op == BINARY_MOD ? "integer modulo by zero" : "integer division or modulo by zero");
    if (op == BINARY_POW)
        return int_pow(a, b);
    if ((op == BINARY_LSHIFT || op == BINARY_RSHIFT)) {
        iv_t vb;
        view(b, &vb);
        if (vb.neg)
            raise_ValueError("negative shift count");
    }
    bool sa = obj_is_small(a) || obj_is_bool(a), sb = obj_is_small(b) || obj_is_bool(b);
    if (sa && sb) {
        int32_t x = obj_is_small(a) ? small_value(a) : (a == OBJ_TRUE);
        int32_t y = obj_is_small(b) ? small_value(b) : (b == OBJ_TRUE);
        obj_t r = small_binary(op, x, y);
        if (r != OBJ_NULL)
            return r;
    }
    iv_t va, vb;
    view(a, &va);
    view(b, &vb);
    switch (op) {
    case BINARY_ADD:
        return big_add(&va, &vb);
    case BINARY_SUB:
        vb.neg = !vb.neg && vb.n != 0;
        return big_add(&va, &vb);
    case BINARY_MUL:
        return big_mul(&va, &vb);
    case BINARY_FLOORDIV:
    case BINARY_MOD:
        return big_divmod(&va, &vb, op == BINARY_MOD);
    case BINARY_LSHIFT:
    case BINARY_RSHIFT: {
        int32_t n;
        if (!int_to_i32(b, &n) || n > 0x7fff * 16) {
            if (op == BINARY_RSHIFT)
                return small_obj(va.neg ? -1 : 0);
            raise_MemoryError();
        }
        obj_t p = pow2(n);
        return int_binary(op == BINARY_LSHIFT ? BINARY_MUL : BINARY_FLOORDIV, a, p);
    }
    case BINARY_AND:
    case BINARY_OR:
    case BINARY_XOR:
        return bitwise(op, &va, &vb);
    }
    raise_binary_types(op, a, b);
}

obj_t int_neg(obj_t a)
{
    if (obj_is_small(a) || obj_is_bool(a))
        return int_from_i32(-(obj_is_small(a) ? small_value(a) : (a == OBJ_TRUE)));
    iv_t v;
    view(a, &v);
    bigint_t *r = big_alloc(v.n);
    memcpy(r->d, v.d, 2u * (size_t)v.n);
    return big_finish(r, v.n, !v.neg);
}

obj_t int_invert(obj_t a) { return int_binary(BINARY_SUB, int_neg(a), small_obj(1)); }

int int_cmp(obj_t a, obj_t b)
{
    iv_t va, vb;
    view(a, &va);
    view(b, &vb);
    if (va.neg != vb.neg)
        return va.neg ? -1 : 1;
    int c = mag_cmp(va.d, va.n, vb.d, vb.n);
    return va.neg ? -c : c;
}

bool int_to_i32(obj_t a, int32_t *out)
{
    if (obj_is_small(a) || obj_is_bool(a)) {
        *out = obj_is_small(a) ? small_value(a) : (a == OBJ_TRUE);
        return true;
    }
    if (!int_check(a)) /* every caller wants an integer: a wrong type is never read as one */
        raise_TypeError("'%t' object cannot be interpreted as an integer", a);
    iv_t v;
    view(a, &v);
    if (v.n > 2)
        return false;
    uint32_t m = v.d[0] | ((uint32_t)(v.n > 1 ? v.d[1] : 0) << 16);
    if (m > 0x7fffffffu + (v.neg ? 1u : 0u))
        return false;
    *out = v.neg ? (int32_t)(0u - m) : (int32_t)m;
    return true;
}

size_t int_max_digits(obj_t a, unsigned base)
{
    iv_t v;
    view(a, &v);
    /* bits * log(2) / log(base), rounded up: 256/256 78/256 86/256 64/256 */
    return 16u * (size_t)v.n * (base == 2 ? 256u : base == 10 ? 78u : base == 8 ? 86u : 64u) / 256u + 2u;
}

size_t int_digits(obj_t a, unsigned base, bool upper, char *end)
{
    iv_t v;
    view(a, &v);
    /* divided by chunks of base**k < 65536 (one 16-bit digit), least significant first */
    unsigned k = base == 10 ? 4 : base == 16 ? 3 : base == 8 ? 5 : 15, chunk = 1;
    for (unsigned i = 0; i < k; i++)
        chunk *= base;
    bigint_t *t = v.n > 2 ? big_alloc(v.n) : NULL;
    uint16_t small[2], *m = t != NULL ? t->d : small;
    memcpy(m, v.d, 2u * (size_t)v.n);
    int n = v.n;
    char *o = end;
    do {
        unsigned c = n != 0 ? mag_divmod_digit(m, m, n, (uint16_t)chunk) : 0;
        n = mag_len(m, n);
        for (unsigned i = 0; i < k && (c != 0 || n != 0 || o == end); i++, c /= base) /* the last: no zeros first */
            *--o = (char)(c % base < 10 ? '0' + c % base : (upper ? 'A' : 'a') + c % base - 10);
    } while (n != 0);
    if (t != NULL)
        gc_free(t);
    return (size_t)(end - o);
}

void int_print(sink_t *s, obj_t a)
{
    if (obj_is_small(a)) {
        sink_int(s, small_value(a));
        return;
    }
    size_t cap = int_max_digits(a, 10) + 1;
    char *buf = gc_alloc(cap), *end = buf + cap, *p = end - int_digits(a, 10, false, end);
    if (((const bigint_t *)obj_ptr(a))->size < 0)
        *--p = '-';
    sink_write(s, p, (size_t)(end - p));
    gc_free(buf);
}

static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

obj_t int_parse(const char *p, size_t n, int base)
{
    while (n > 0 && is_space(*p))
        p++, n--;
    while (n > 0 && is_space(p[n - 1]))
        n--;
    bool neg = false;
    if (n > 0 && (*p == '-' || *p == '+')) {
        neg = *p == '-';
        p++, n--;
    }
    if (n >= 2 && p[0] == '0') {
        char c = (char)(p[1] | 0x20);
        int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
        if (pb != 0 && (base == 0 || base == pb)) {
            base = pb;
            p += 2, n -= 2;
            if (n > 0 && *p == '_')
                p++, n--;
        } else if (base == 0) {
            for (size_t i = 0; i < n; i++)
                if (p[i] != '0' && p[i] != '_')
                    return OBJ_NULL;
        }
    }
    if (base == 0)
        base = 10;
    if (n == 0 || p[n - 1] == '_')
        return OBJ_NULL;
    int nd = (int)(n * 6 / 16) + 2;
    bigint_t *r = big_alloc(nd);
    bool prev_us = true;
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (c == '_') {
            if (prev_us)
                return OBJ_NULL;
            prev_us = true;
            continue;
        }
        prev_us = false;
        int dv = (c >= '0' && c <= '9') ? c - '0' : ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ? (c | 0x20) - 'a' + 10 : 99;
        if (dv >= base)
            return OBJ_NULL;
        uint32_t carry = (uint32_t)dv;
        for (int k = 0; k < nd; k++) {
            carry += (uint32_t)r->d[k] * (uint32_t)base;
            r->d[k] = (uint16_t)carry;
            carry >>= 16;
        }
    }
    return big_finish(r, nd, neg);
}

obj_t int_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t base = OBJ_NULL;
    if (n == 2)
        base = args[1];
    for (size_t i = 0; i < nkw; i++) {
        if (kw[2 * i] != qstr_obj(Q_base))
            raise_TypeError("'%s' is an invalid keyword argument for int()", kw[2 * i]);
        base = kw[2 * i + 1];
    }
    if (n > 2 || n + nkw > 2)
        raise_TypeError("int() takes at most 2 arguments (%s given)", small_obj((int32_t)(n + nkw)));
    if (n == 0) {
        if (base != OBJ_NULL)
            raise_TypeError("int() missing string argument");
        return small_obj(0);
    }
    obj_t x = class_native(args[0]) != OBJ_NULL ? class_native(args[0]) : args[0]; /* int(I(5)) */
    int32_t b = 10;
    bool text = str_check(x) || bytes_check(x) || bytearray_check(x); /* parsed */
    if (base != OBJ_NULL) { /* the base first, as CPython */
        if (!int_to_i32(base, &b) || (b != 0 && (b < 2 || b > 36)))
            raise_ValueError("int() base must be >= 2 and <= 36, or 0");
        if (!text)
            raise_TypeError("int() can't convert non-string with explicit base");
    }
    if (int_check(x))
        return obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
    if (float_check(x) && base == OBJ_NULL)
        return float_to_int(float_value(x));
    if (text) {
        size_t len;
        const char *p = str_check(x) ? str_data(x, &len) : (const char *)bytes_data(x, &len);
        obj_t r = int_parse(p, len, (int)b);
        if (r == OBJ_NULL)
            raise_ValueError("invalid literal for int() with base %s: %r", small_obj(b), x);
        return r;
    }
    obj_t r = base == OBJ_NULL ? class_convert(x, T_INT) : OBJ_NULL; /* __int__, __index__ */
    if (r != OBJ_NULL)
        return r;
    raise_TypeError("int() argument must be a string, a bytes-like object or a real number, not '%t'", x);
}

obj_t bool_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0)
        raise_TypeError("bool() takes no keyword arguments");
    if (n > 1)
        raise_TypeError("bool expected at most 1 argument, got %s", small_obj((int32_t)n));
    return bool_obj(n == 1 && obj_truth(args[0]));
}
