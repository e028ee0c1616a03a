/* obj_bytes.c — bytes and bytearray.
 *
 * bytes: {type, u16 len, data} (6 bytes of header, as a run-time str), the same layout
 * as a bytes record of the image (whose word 0 is the record tag): literals are read in
 * place. bytearray: {type, vec}, vec a heap block {len as a small int, data}, grown by half
 * again. Slices go through the slice object's indices (obj_slice.c). */
#define OBJ_IS_STATIC /* obj.h: bytearray_check and deque_check run at many dict and sequence operations */
#include <string.h>

#include "args.h"
#include "obj_array.h"
#include "gc.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"

typedef struct bytearray {
    const type_t *type;
    obj_t *vec; /* vec[0]: the length (small int); the bytes follow */
} bytearray_t;

bool bytes_check(obj_t o) { return obj_is_ptr(o) && type_of(o) == &types[T_BYTES]; }
bool bytearray_check(obj_t o) { return obj_is(o, T_BYTEARRAY); }
static bool is_bin(obj_t o) { return bytes_check(o) || bytearray_check(o); }

const uint8_t *bytes_data(obj_t o, size_t *len)
{
    if (bytearray_check(o)) {
        const bytearray_t *b = obj_ptr(o);
        if (b->vec == NULL) {
            *len = 0;
            return (const uint8_t *)"";
        }
        *len = (size_t)small_value(b->vec[0]);
        return (const uint8_t *)(b->vec + 1);
    }
    const uint8_t *p = obj_ptr(o);
    *len = (size_t)(p[4] | (p[5] << 8));
    return p + 6;
}

_Static_assert(IMAGE_RECORD_BYTES_SIZE == 6, "a bytes object is its image record (wispy.toml image.records): "
                                           "type word, u16 length at 4, the bytes at 6");

obj_t bytes_new(const uint8_t *p, size_t n)
{
    /* the image record's layout on every host: u32 type word, u16 length, the bytes */
    if (n > 0xffff)
        raise_MemoryError();
    uint8_t *b = gc_alloc(6 + n);
    uint32_t head = (uint32_t)(uintptr_t)&types[T_BYTES];
    memcpy(b, &head, 4);
    b[4] = (uint8_t)n;
    b[5] = (uint8_t)(n >> 8);
    if (p)
        memcpy(b + 6, p, n);
    return ptr_obj(b);
}

static void ba_reserve(bytearray_t *b, size_t n)
{
    size_t have = b->vec ? gc_size(b->vec) - 4 : 0;
    if (n <= have && b->vec)
        return;
    size_t want = 4 + n + n / 2 + 4;
    b->vec = b->vec ? gc_realloc(b->vec, want) : gc_alloc(want);
}

void bytearray_reserve(obj_t o, size_t n) { ba_reserve(obj_ptr(o), n); } /* an array's too (obj_array.c) */

static obj_t bytearray_new(const uint8_t *p, size_t n)
{
    bytearray_t *b = gc_alloc(sizeof(bytearray_t));
    b->type = &types[T_BYTEARRAY];
    obj_t o = ptr_obj(b);
    ba_reserve(b, n);
    b->vec[0] = small_obj((int32_t)n);
    if (p)
        memcpy(b->vec + 1, p, n);
    return o;
}

static void ba_append(obj_t o, uint8_t x)
{
    bytearray_t *b = obj_ptr(o);
    size_t n = b->vec ? (size_t)small_value(b->vec[0]) : 0;
    if (b->vec == NULL || !gc_holds(b->vec, 4 + n + 1)) /* one bitmap read, not a walk of the run */
        ba_reserve(b, n + 1);
    ((uint8_t *)(b->vec + 1))[n] = x;
    b->vec[0] = small_obj((int32_t)(n + 1));
}

/* Bytes [a, b) of bytearray o replaced by m bytes: src's (not inside o), or, src NULL, left
 * for the caller to fill (the bytes after b move; o's block grows where it must) */
static uint8_t *ba_splice(obj_t o, size_t a, size_t b, const uint8_t *src, size_t m)
{
    bytearray_t *ba = obj_ptr(o);
    size_t n;
    bytes_data(o, &n);
    size_t len = n - (b - a) + m;
    if (len > n || ba->vec == NULL)
        ba_reserve(ba, len);
    uint8_t *p = (uint8_t *)(ba->vec + 1);
    memmove(p + a + m, p + b, n - b);
    if (src)
        memcpy(p + a, src, m);
    ba->vec[0] = small_obj((int32_t)len);
    return p + a;
}

static uint8_t byte_value_msg(obj_t x, const char *msg)
{
    if (!int_check(x))
        raise_TypeError("'%t' object cannot be interpreted as an integer", x);
    int32_t v;
    if (!int_to_i32(x, &v) || v < 0 || v > 255)
        raise_ValueError(msg);
    return (uint8_t)v;
}
static uint8_t byte_value(obj_t x) { return byte_value_msg(x, "byte must be in range(0, 256)"); }

/* index (an int) into n bytes, or IndexError with CPython's message */
static size_t position(obj_t o, obj_t index, size_t n)
{
    int32_t i;
    if (!int_to_i32(index, &i))
        i = int_cmp(index, small_obj(0)) < 0 ? -0x7fffffff : 0x7fffffff;
    if (i < 0)
        i += (int32_t)n;
    if (i < 0 || (size_t)i >= n)
        raise_IndexError(bytearray_check(o) ? "bytearray index out of range" : "index out of range");
    return (size_t)i;
}

/* an index argument as an int32 (CPython's Py_ssize_t: beyond it clamped, which no
 * bytearray of this board can tell from the truth) */
static int32_t index_arg(obj_t x)
{
    int32_t i;
    if (!int_check(x))
        raise_TypeError("'%t' object cannot be interpreted as an integer", x);
    if (!int_to_i32(x, &i))
        i = int_cmp(x, small_obj(0)) < 0 ? -0x3fffffff : 0x3fffffff;
    return i;
}

/* the bytes of any argument bytes() accepts, as a bytearray being built */
static obj_t collect(size_t n, const obj_t *args, uint32_t name)
{
    if (n == 0)
        return bytearray_new(NULL, 0);
    obj_t x = args[0];
    if (str_check(x)) {
        if (n < 2)
            raise_TypeError("string argument without an encoding");
        size_t len;
        const char *p = str_data(x, &len);
        return bytearray_new((const uint8_t *)p, len);
    }
    if (n > 1)
        raise_TypeError("encoding without a string argument");
    size_t len;
    unsigned code;
    const uint8_t *p = array_data(x, &len, &code); /* bytes, bytearray, array, memoryview */
    if (p != NULL)
        return bytearray_new(p, len);
    if (int_check(x)) {
        int32_t k;
        if (!int_to_i32(x, &k))
            raise_msg(T_OverflowError, "cannot fit 'int' into an index-sized integer");
        if (k < 0)
            raise_ValueError("negative count");
        obj_t r = bytearray_new(NULL, (size_t)k);
        memset(((bytearray_t *)obj_ptr(r))->vec + 1, 0, (size_t)k);
        return r;
    }
    if (float_check(x))
        raise_TypeError("cannot convert 'float' object to %q", qstr_obj(name));
    obj_t r = bytearray_new(NULL, 0);
    obj_t it = obj_getiter_or_null(x);
    if (it == OBJ_NULL)
        raise_TypeError("cannot convert '%t' object to %q", x, qstr_obj(name));
    for (obj_t v; (v = obj_iternext(it)) != OBJ_NULL;)
        ba_append(r, byte_value_msg(v, name == Q_bytes ? "bytes must be in range(0, 256)" : "byte must be in range(0, 256)"));
    return r;
}

obj_t bytes_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n > 3)
        raise_TypeError("bytes() takes at most 3 arguments");
    if (n == 1 && bytes_check(args[0]))
        return args[0];
    obj_t r = n == 1 ? class_convert(args[0], T_BYTES) : OBJ_NULL; /* __bytes__ */
    if (r != OBJ_NULL)
        return r;
    obj_t b = collect(n, args, Q_bytes);
    size_t len;
    const uint8_t *p = bytes_data(b, &len);
    return bytes_new(p, len);
}

obj_t bytearray_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n > 3)
        raise_TypeError("bytearray() takes at most 3 arguments");
    return collect(n, args, Q_bytearray);
}

static obj_t same_kind(obj_t like, const uint8_t *p, size_t n)
{
    return bytearray_check(like) ? bytearray_new(p, n) : bytes_new(p, n);
}

/* ---- operations ---- */

static obj_t bin_slice(obj_t o, obj_t sl)
{
    size_t n;
    bytes_data(o, &n);
    /* the slice's positions, as the slice of range(n): no position is stored (a tuple of
     * them took 4 bytes of heap per byte of o, so a slice of 3 KB of bytes did not fit) */
    range_t *all = gc_alloc(sizeof(range_t)); /* on the heap: a host build's objects must be */
    *all = (range_t){(uint32_t)(uintptr_t)&types[T_RANGE], small_obj(0), small_obj((int32_t)n), small_obj(1)};
    obj_t picked = slice_subscr(ptr_obj(all), sl);
    const range_t *r = obj_ptr(picked);
    size_t k = range_len(picked);
    int32_t at = small_value(r->start), step = small_value(r->step);
    obj_t res = same_kind(o, NULL, k);
    const uint8_t *src = bytes_data(o, &n);
    uint8_t *dst = (uint8_t *)bytes_data(res, &n);
    for (size_t i = 0; i < k; i++, at += step)
        dst[i] = src[at];
    return res;
}

obj_t bytes_subscr(obj_t o, obj_t index)
{
    if (!int_check(index) && !obj_is(index, T_SLICE))
        index = class_index(index); /* an instance's __index__() */
    if (!int_check(index)) {
        if (type_of(index)->name != Q_slice)
            raise_TypeError(bytearray_check(o) ? "bytearray indices must be integers or slices, not %t"
                                               : "byte indices must be integers or slices, not %t", index);
        return bin_slice(o, index);
    }
    size_t n;
    const uint8_t *p = bytes_data(o, &n);
    return small_obj(p[position(o, index, n)]);
}

void bytes_store(obj_t o, obj_t index, obj_t value)
{
    size_t n;
    uint8_t *p = (uint8_t *)bytes_data(o, &n);
    if (!int_check(index) && !int_check(index = class_index(index))) /* or an instance's __index__() */
        raise_TypeError("bytearray indices must be integers or slices, not %t", index);
    size_t i = position(o, index, n);
    p[i] = byte_value(value);
}

/* b[sl] = value, or del b[sl] (value OBJ_NULL), in place, as CPython's
 * bytearray_ass_subscript; false: o is no bytearray */
bool bytes_store_slice(obj_t o, obj_t sl, obj_t value)
{
    if (!bytearray_check(o))
        return false;
    size_t n, m = 0;
    bytes_data(o, &n);
    int32_t a, b, st;
    int32_t count = slice_indices(sl, (int32_t)n, &a, &b, &st);
    const uint8_t *src = NULL;
    if (value != OBJ_NULL) {
        if (int_check(value) || str_check(value))
            raise_TypeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        src = bytes_data(collect(1, &value, Q_bytearray), &m); /* a copy: b[:] = b reads what it writes */
    }
    if (st == 1) {
        ba_splice(o, (size_t)a, (size_t)(b < a ? a : b), src, m);
        return true;
    }
    if (src && m != (size_t)count)
        raise_ValueError("attempt to assign bytes of size %s to extended slice of size %s", small_obj((int32_t)m),
                         small_obj(count));
    uint8_t *p = (uint8_t *)bytes_data(o, &n);
    if (src) {
        for (int32_t i = 0; i < count; i++)
            p[a + i * st] = src[i];
        return true;
    }
    if (count == 0)
        return true;
    if (st < 0) /* the same bytes, taken from the lowest */
        a += (count - 1) * st, st = -st;
    size_t w = (size_t)a; /* keep the bytes not picked, in order */
    for (size_t r = w; r < n; r++)
        if ((r - (size_t)a) % (size_t)st != 0 || (r - (size_t)a) / (size_t)st >= (size_t)count)
            p[w++] = p[r];
    ((bytearray_t *)obj_ptr(o))->vec[0] = small_obj((int32_t)w);
    return true;
}

/* del b[index] (an int or a slice); false: o is no bytearray */
bool bytes_delete(obj_t o, obj_t index)
{
    if (!bytearray_check(o))
        return false;
    if (obj_is(index, T_SLICE))
        return bytes_store_slice(o, index, OBJ_NULL);
    size_t n;
    bytes_data(o, &n);
    if (!int_check(index) && !int_check(index = class_index(index))) /* or an instance's __index__() */
        raise_TypeError("bytearray indices must be integers or slices, not %t", index);
    size_t i = position(o, index, n);
    ba_splice(o, i, i + 1, NULL, 0);
    return true;
}

bool bytes_contains(obj_t c, obj_t x)
{
    size_t n, m;
    const uint8_t *p = bytes_data(c, &n);
    if (int_check(x)) {
        uint8_t v = byte_value(x);
        return memchr(p, v, n) != NULL;
    }
    if (!is_bin(x))
        raise_TypeError("a bytes-like object is required, not '%t'", x);
    const uint8_t *q = bytes_data(x, &m);
    for (size_t i = 0; i + m <= n; i++)
        if (memcmp(p + i, q, m) == 0)
            return true;
    return false;
}

static int bin_cmp(obj_t a, obj_t b)
{
    size_t n, m;
    const uint8_t *p = bytes_data(a, &n), *q = bytes_data(b, &m);
    int c = memcmp(p, q, n < m ? n : m);
    return c != 0 ? (c < 0 ? -1 : 1) : n == m ? 0 : n < m ? -1 : 1;
}

/* bytes or bytearray == bytes or bytearray; -1 (not decided here) for anything else */
int bytes_equal(obj_t a, obj_t b)
{
    if (!is_bin(a) || !is_bin(b))
        return -1;
    return bin_cmp(a, b) == 0;
}

obj_t bytes_compare(unsigned op, obj_t a, obj_t b)
{
    if (!is_bin(a) || !is_bin(b))
        return OBJ_NULL;
    int c = bin_cmp(a, b);
    switch (op) {
    case COMPARE_LT:
        return bool_obj(c < 0);
    case COMPARE_LE:
        return bool_obj(c <= 0);
    case COMPARE_GT:
        return bool_obj(c > 0);
    case COMPARE_GE:
        return bool_obj(c >= 0);
    }
    return OBJ_NULL;
}

/* A str holding o's bytes, for str's methods */
static obj_t as_str(obj_t o)
{
    size_t len;
    const uint8_t *p = bytes_data(o, &len);
    return str_new((const char *)p, len);
}

obj_t bytes_binary(unsigned op, obj_t a, obj_t b)
{
    unsigned base = op >= BINARY_INPLACE_BASE ? op - BINARY_INPLACE_BASE : op;
    if (base == BINARY_ADD && is_bin(a) && is_bin(b)) {
        size_t n, m, rn;
        bytes_data(a, &n);
        bytes_data(b, &m);
        if (op != base && bytearray_check(a)) { /* b += x: in place (b += b too: it only grows) */
            uint8_t *d = ba_splice(a, n, n, NULL, m);
            memcpy(d, bytes_data(b, &m), m);
            return a;
        }
        obj_t r = same_kind(a, NULL, n + m);
        const uint8_t *p = bytes_data(a, &n), *q = bytes_data(b, &m);
        uint8_t *d = (uint8_t *)bytes_data(r, &rn);
        memcpy(d, p, n);
        memcpy(d + n, q, m);
        return r;
    }
    if (base == BINARY_MOD && is_bin(a)) {
        size_t len;
        const char *p = str_data(bytes_percent(as_str(a), b), &len);
        return same_kind(a, (const uint8_t *)p, len);
    }
    if (base == BINARY_MUL && (is_bin(a) || is_bin(b))) {
        obj_t s = is_bin(a) ? a : b, k = is_bin(a) ? b : a;
        if (!int_check(k))
            return OBJ_NULL;
        int32_t times;
        if (!int_to_i32(k, &times))
            raise_MemoryError();
        if (times < 0)
            times = 0;
        size_t n;
        bytes_data(s, &n);
        obj_t r = same_kind(s, NULL, n * (size_t)times);
        const uint8_t *p = bytes_data(s, &n);
        size_t rn;
        uint8_t *d = (uint8_t *)bytes_data(r, &rn);
        for (int32_t i = 0; i < times; i++)
            memcpy(d + (size_t)i * n, p, n);
        if (op != base && bytearray_check(a)) { /* b *= k: b itself, as CPython */
            bytes_data(a, &n);
            ba_splice(a, 0, n, d, rn);
            return a;
        }
        return r;
    }
    return OBJ_NULL;
}

void bytes_print(sink_t *s, obj_t o)
{
    size_t n;
    const uint8_t *p = bytes_data(o, &n);
    bool ba = bytearray_check(o);
    bool dq = memchr(p, '\'', n) != NULL && memchr(p, '"', n) == NULL;
    if (ba)
        sink_str(s, "bytearray(");
    sink_str(s, dq ? "b\"" : "b'");
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        char buf[4];
        if (c == '\\' || (c == '\'' && (!dq || ba))) { /* CPython's bytearray repr escapes ' in "..." too */
            buf[0] = '\\';
            buf[1] = (char)c;
            sink_write(s, buf, 2);
        } else if (c == '\n' || c == '\r' || c == '\t') {
            buf[0] = '\\';
            buf[1] = c == '\n' ? 'n' : c == '\r' ? 'r' : 't';
            sink_write(s, buf, 2);
        } else if (c < 32 || c >= 127) {
            buf[0] = '\\', buf[1] = 'x', buf[2] = "0123456789abcdef"[c >> 4], buf[3] = "0123456789abcdef"[c & 15];
            sink_write(s, buf, 4);
        } else
            sink_write(s, (const char *)&c, 1);
    }
    sink_str(s, dq ? "\"" : "'");
    if (ba)
        sink_str(s, ")");
}

/* iteration: T_DICT_ITER with kind 3 (obj_dict.c calls back here) */
obj_t bytes_iter_next(obj_t it_o)
{
    iter_t *it = obj_ptr(it_o);
    size_t n;
    const uint8_t *p = bytes_data(it->a, &n);
    uint32_t pos = (uint32_t)small_value(it->b);
    if (pos >= n)
        return OBJ_NULL;
    it->b = small_obj((int32_t)pos + 1);
    return small_obj(p[pos]);
}

/* ---- methods ---- */

static obj_t m_decode(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    size_t len;
    const uint8_t *p = bytes_data(a[0], &len);
    return str_new((const char *)p, len);
}

/* b.hex(sep=None, bytes_per_sep=1): sep (a one-character str or bytes) between groups of
 * bytes_per_sep bytes counted from the right, or from the left when it is negative */
static obj_t m_hex(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    size_t len, k;
    obj_t sep = n > 1 ? a[1] : OBJ_NONE;
    int32_t every = n > 2 ? index_arg(a[2]) : 1;
    const uint8_t *sp = NULL;
    if (sep != OBJ_NONE) {
        if (str_check(sep))
            sp = (const uint8_t *)str_data(sep, &k);
        else if (is_bin(sep))
            sp = bytes_data(sep, &k);
        else
            raise_TypeError("object of type '%t' has no len()", sep); /* CPython's, asked for len(sep) */
        if (k != 1)
            raise_ValueError("sep must be length 1.");
        if (*sp > 127)
            raise_ValueError("sep must be ASCII.");
    }
    bytes_data(a[0], &len);
    size_t group = every < 0 ? (size_t)-every : (size_t)every;
    size_t seps = sp == NULL || group == 0 || len == 0 ? 0 : (len - 1) / group;
    rstr_t *s = str_alloc(2 * len + seps);
    const uint8_t *p = bytes_data(a[0], &len);
    char *o = s->data;
    for (size_t i = 0; i < len; i++) { /* the literal: one copy for every file */
        if (i > 0 && seps && (every > 0 ? len - i : i) % group == 0)
            *o++ = (char)*sp;
        *o++ = "0123456789abcdef"[p[i] >> 4];
        *o++ = "0123456789abcdef"[p[i] & 15];
    }
    return ptr_obj(s);
}

static obj_t m_append(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    ba_append(a[0], byte_value(a[1]));
    return OBJ_NONE;
}

static obj_t m_extend(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    obj_t src = collect(1, a + 1, Q_bytearray);
    size_t len;
    bytes_data(src, &len);
    for (size_t i = 0; i < len; i++) {
        size_t l2;
        const uint8_t *p = bytes_data(src, &l2);
        ba_append(a[0], p[i]);
    }
    return OBJ_NONE;
}

obj_t m_encode_str(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    size_t len;
    const char *p = str_data(a[0], &len);
    return bytes_new((const uint8_t *)p, len);
}

/* ---- the str-like methods. Positions are bytes; a bytearray's give bytearrays. ---- */

/* start and end arguments (args[first], args[first + 1]) as byte offsets, as a slice's;
 * *from > *to when nothing can match */
static void span_args(size_t len, size_t n, const obj_t *a, size_t first, size_t *from, size_t *to)
{
    int32_t se[2] = {0, (int32_t)len};
    for (size_t i = 0; i < 2; i++) {
        obj_t v = n > first + i ? a[first + i] : OBJ_NONE;
        if (v == OBJ_NONE)
            continue;
        if (!int_check(v))
            raise_TypeError("slice indices must be integers or None or have an __index__ method");
        if (!int_to_i32(v, &se[i]))
            se[i] = int_cmp(v, small_obj(0)) < 0 ? 0 : (int32_t)len;
        if (se[i] < 0)
            se[i] = se[i] + (int32_t)len < 0 ? 0 : se[i] + (int32_t)len;
    }
    *from = (size_t)se[0];
    *to = se[1] > (int32_t)len ? len : (size_t)se[1];
}

/* find rfind index rindex count: how bit 0 from the end, bit 1 raise if absent, bit 2 count.
 * The sub is bytes-like or a byte's value; the search is str's (str_find_bytes). */
static obj_t finder(size_t n, const obj_t *a, size_t nkw, unsigned how, const char *name)
{
    (void)name, (void)nkw;
    uint8_t one;
    size_t len, m;
    const uint8_t *sub = &one;
    if (int_check(a[1])) {
        int32_t v;
        if (!int_to_i32(a[1], &v) || v < 0 || v > 255)
            raise_ValueError("byte must be in range(0, 256)");
        one = (uint8_t)v;
        m = 1;
    } else if (is_bin(a[1])) {
        sub = bytes_data(a[1], &m);
    } else {
        raise_TypeError("argument should be integer or bytes-like object, not '%t'", a[1]);
    }
    const char *s = (const char *)bytes_data(a[0], &len);
    size_t from, to;
    span_args(len, n, a, 2, &from, &to);
    if (how & 4) {
        if (from > to)
            return small_obj(0);
        if (m == 0)
            return small_obj((int32_t)(to - from + 1));
        int32_t k = 0;
        for (int32_t at; (at = str_find_bytes(s, len, (const char *)sub, m, from, to, false)) >= 0; k++)
            from = (size_t)at + m;
        return small_obj(k);
    }
    int32_t at = from > to ? -1 : str_find_bytes(s, len, (const char *)sub, m, from, to, how & 1);
    if (at < 0 && (how & 2))
        raise_ValueError("subsection not found");
    return small_obj(at);
}

#define METHOD(name) static obj_t m_##name(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, MAYBE_UNUSED const obj_t *kw)
METHOD(find) { (void)kw; return finder(n, a, nkw, 0, "find"); }
METHOD(rfind) { (void)kw; return finder(n, a, nkw, 1, "rfind"); }
METHOD(index) { (void)kw; return finder(n, a, nkw, 2, "index"); }
METHOD(rindex) { (void)kw; return finder(n, a, nkw, 3, "rindex"); }
METHOD(count) { (void)kw; return finder(n, a, nkw, 4, "count"); }

static obj_t fix_with(size_t n, const obj_t *a, size_t nkw, bool end)
{
    (void)nkw;
    size_t len, from, to, k = 1;
    bytes_data(a[0], &len);
    span_args(len, n, a, 2, &from, &to);
    const obj_t *subs = obj_is(a[1], T_TUPLE) ? seq_items(a[1], &k) : &a[1];
    for (size_t i = 0; i < k; i++) {
        if (!is_bin(subs[i]))
            raise_TypeError(end ? "endswith first arg must be bytes or a tuple of bytes, not %t"
                                : "startswith first arg must be bytes or a tuple of bytes, not %t", subs[i]);
        size_t m;
        const uint8_t *sub = bytes_data(subs[i], &m), *s = bytes_data(a[0], &len);
        if (from <= to && m <= to - from && memcmp(s + (end ? to - m : from), sub, m) == 0)
            return OBJ_TRUE;
    }
    return OBJ_FALSE;
}

METHOD(startswith) { (void)kw; return fix_with(n, a, nkw, false); }
METHOD(endswith) { (void)kw; return fix_with(n, a, nkw, true); }

METHOD(join)
{
    (void)kw;
    obj_t parts = list_new(0, NULL), it = obj_getiter(a[1]);
    size_t total = 0, sl, k = 0;
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL; k++) {
        if (!is_bin(x))
            raise_TypeError("sequence item %s: expected a bytes-like object, %t found", small_obj((int32_t)k), x);
        bytes_data(x, &sl);
        total += sl;
        list_append(parts, x);
    }
    bytes_data(a[0], &sl);
    obj_t out = same_kind(a[0], NULL, total + (k ? k - 1 : 0) * sl);
    uint8_t *d = (uint8_t *)bytes_data(out, &total);
    const obj_t *items = seq_items(parts, &k);
    for (size_t i = 0; i < k; i++) {
        const uint8_t *p;
        if (i != 0) { /* the separator */
            p = bytes_data(a[0], &sl);
            memcpy(d, p, sl);
            d += sl;
        }
        p = bytes_data(items[i], &sl);
        memcpy(d, p, sl);
        d += sl;
    }
    return out;
}

/* split rsplit strip lstrip rstrip replace upper lower: str's method (str_method_fn) run on a str
 * of the same bytes, with the bytes-like arguments as strs, and what it makes turned back:
 * their loops go byte by byte over ASCII white space, case and separators, so the bytes
 * are the same as bytes' own methods give (a replace of b'' goes between UTF-8 characters,
 * not bytes, where the bytes are not ASCII). */
static obj_t via_str(size_t n, const obj_t *a, size_t nkw, const obj_t *kw, native_fn fn, const builtin_t *check)
{
    obj_t v[8];
    if (n + 2 * nkw > 8)
        raise_TypeError("too many arguments"); /* builtin_check let no more through */
    for (size_t i = 0; i < n + 2 * nkw; i++) {
        obj_t x = i < n ? a[i] : kw[i - n];
        if (is_bin(x))
            x = as_str(x);
        else if (i != 0 && (i < n || (i - n) & 1) && !int_check(x) && x != OBJ_NONE)
            raise_TypeError("a bytes-like object is required, not '%t'", x);
        v[i] = x;
    }
    if (check != NULL) { /* str's method: its arguments checked as str's are */
        builtin_check(check, n, v, nkw, v + n);
        fn = check->fn;
    }
    obj_t r = fn(n, v, nkw, v + n);
    if (str_check(r)) {
        size_t len; /* read before the call: C leaves the order of its arguments open */
        const char *p = str_data(r, &len);
        return same_kind(a[0], (const uint8_t *)p, len);
    }
    if (!obj_is(r, T_TUPLE) && !obj_is(r, T_LIST))
        return r; /* isdigit() ... */
    size_t k; /* the new list (split) or tuple (partition) of strs becomes one of bytes */
    seq_items(r, &k);
    for (size_t i = 0; i < k; i++) {
        size_t len;
        const char *p = str_data(seq_items(r, &k)[i], &len);
        obj_t b = same_kind(a[0], (const uint8_t *)p, len);
        ((obj_t *)seq_items(r, &k))[i] = b;
    }
    return r;
}

METHOD(split) { return via_str(n, a, nkw, kw, str_bytes_split, NULL); }
METHOD(rsplit) { return via_str(n, a, nkw, kw, str_bytes_rsplit, NULL); }
METHOD(strip) { return via_str(n, a, nkw, kw, str_bytes_strip, NULL); }
METHOD(lstrip) { return via_str(n, a, nkw, kw, str_bytes_lstrip, NULL); }
METHOD(rstrip) { return via_str(n, a, nkw, kw, str_bytes_rstrip, NULL); }
METHOD(replace) { return via_str(n, a, nkw, kw, str_method_fn(Q_replace), NULL); }
METHOD(upper) { return via_str(n, a, nkw, kw, str_method_fn(Q_upper), NULL); }
METHOD(lower) { return via_str(n, a, nkw, kw, str_method_fn(Q_lower), NULL); }

/* The methods of str that bytes have and their tables do not declare (center, partition,
 * isdigit, title, splitlines, ...: all of str's but those of str_only) run as via_str runs
 * split: builtin_method finds them through bytes_str_method as a bound method of via_any
 * whose self is str's method (a builtin_t in flash), called with the bytes and the
 * arguments. (Not its name: a name made at run time is QSTR_RUNTIME, which no object keeps.) */
static obj_t via_any(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    return via_str(n - 1, a + 1, nkw, kw, NULL, obj_ptr(a[0]));
}
static const builtin_t b_via_any = {&types[T_BUILTIN], Q_str, 0, via_any};

/* str's methods bytes have not */
static const uint16_t str_only[] = {Q_encode, Q_format, Q_casefold, Q_isdecimal, Q_isnumeric, Q_isidentifier, Q_isprintable};

obj_t bytes_str_method(uint32_t q)
{
    obj_t m = type_method(&types[T_STR], q);
    for (size_t i = 0; m != OBJ_NULL && i < sizeof(str_only) / sizeof(str_only[0]); i++)
        if (q == str_only[i])
            return OBJ_NULL;
    if (m == OBJ_NULL)
        return OBJ_NULL;
    bound_t *b = gc_alloc(sizeof(bound_t));
    *b = (bound_t){&types[T_BOUND_METHOD], ptr_obj(&b_via_any), m};
    return ptr_obj(b);
}

/* ---- bytearray's list-like methods ---- */

METHOD(pop)
{
    size_t len;
    const uint8_t *p = bytes_data(a[0], &len);
    int32_t i = n > 1 ? index_arg(a[1]) : -1;
    if (len == 0)
        raise_IndexError("pop from empty bytearray");
    if (i < 0)
        i += (int32_t)len;
    if (i < 0 || (size_t)i >= len)
        raise_IndexError("pop index out of range");
    obj_t x = small_obj(p[i]);
    ba_splice(a[0], (size_t)i, (size_t)i + 1, NULL, 0);
    return x;
}

METHOD(insert)
{
    size_t len;
    bytes_data(a[0], &len);
    int32_t i = index_arg(a[1]);
    uint8_t x = byte_value(a[2]);
    if (i < 0 && (i += (int32_t)len) < 0) /* list.insert's clamping */
        i = 0;
    *ba_splice(a[0], (size_t)i > len ? len : (size_t)i, (size_t)i > len ? len : (size_t)i, NULL, 1) = x;
    return OBJ_NONE;
}

METHOD(remove)
{
    size_t len;
    uint8_t x = byte_value(a[1]);
    const uint8_t *p = bytes_data(a[0], &len), *at = memchr(p, x, len);
    if (at == NULL)
        raise_ValueError("value not found in bytearray");
    ba_splice(a[0], (size_t)(at - p), (size_t)(at - p) + 1, NULL, 0);
    return OBJ_NONE;
}

METHOD(reverse)
{
    size_t len;
    uint8_t *p = (uint8_t *)bytes_data(a[0], &len);
    for (size_t i = 0; i < len / 2; i++) {
        uint8_t t = p[i];
        p[i] = p[len - 1 - i];
        p[len - 1 - i] = t;
    }
    return OBJ_NONE;
}

METHOD(clear)
{
    size_t len;
    bytes_data(a[0], &len);
    ba_splice(a[0], 0, len, NULL, 0);
    return OBJ_NONE;
}

METHOD(copy)
{
    size_t len;
    const uint8_t *p = bytes_data(a[0], &len);
    return bytearray_new(p, len);
}

/* bytes.fromhex(s), bytearray.fromhex(s): hex digit pairs, ASCII white space before any pair
 * (CPython's rule: "0 a" is refused at the a) */
static obj_t fromhex(size_t n, const obj_t *a, size_t nkw, bool array)
{
    if (n != 1 || nkw != 0)
        raise_TypeError(nkw ? "%q.fromhex() takes no keyword arguments" : "%q.fromhex() takes exactly one argument (%s given)",
                        qstr_obj(array ? Q_bytearray : Q_bytes), small_obj((int32_t)n));
    obj_t s = a[0];
    if (!str_check(s))
        raise_TypeError("fromhex() argument must be str, not %t", s);
    obj_t r = bytearray_new(NULL, 0);
    size_t len;
    for (size_t i = 0;; i++) {
        const char *p = str_data(s, &len);
        if (i < len && (p[i] == ' ' || (p[i] >= '\t' && p[i] <= '\r')))
            continue;
        if (i >= len)
            break;
        int v = 0;
        for (int k = 0; k < 2; k++, i++) {
            char c = i < len ? (char)(p[i] | 0x20) : 0; /* lower case (digits keep theirs) */
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (d < 0 || (p[i] >= '0' && p[i] <= '9' && c != p[i]))
                raise_ValueError("non-hexadecimal number found in fromhex() arg at position %s",
                                 small_obj((int32_t)i));
            v = v * 16 + d;
        }
        i--;
        ba_append(r, (uint8_t)v);
    }
    if (array)
        return r;
    const uint8_t *p = bytes_data(r, &len);
    return bytes_new(p, len);
}
static obj_t m_fromhex_bytes(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return fromhex(n, a, nkw, false);
}
static obj_t m_fromhex_bytearray(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return fromhex(n, a, nkw, true);
}
static const builtin_t b_fromhex[2] = {{&types[T_BUILTIN], Q_fromhex, 0, m_fromhex_bytes},
                                       {&types[T_BUILTIN], Q_fromhex, 0, m_fromhex_bytearray}};

/* bytes.fromhex and bytearray.fromhex, read from the type; OBJ_NULL for any other name */
obj_t bytes_class_method(const type_t *t, uint32_t q)
{
    return q == Q_fromhex ? ptr_obj(&b_fromhex[t == &types[T_BYTEARRAY]]) : OBJ_NULL;
}

/* the tables of builtins.toml (bytes and bytearray share the C functions) */
const builtin_t methods_bytes[METHODS_bytes_COUNT] = {METHODS_bytes(X_METHOD)};
const builtin_t methods_bytearray[METHODS_bytearray_COUNT] = {METHODS_bytearray(X_METHOD)};
