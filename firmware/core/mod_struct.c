/* mod_struct.c — the `struct` module: pack, unpack, pack_into, unpack_from and calcsize with
 * the common formats and CPython's struct.error messages. */
#include <string.h>

#include "module.h"
#include "obj_bytes.h"
#include "obj_exc.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"

/* a bytes or a bytearray (bytes_data reads either) */
static bool bytes_check_ext(obj_t o) { return obj_is_ptr(o) && (bytes_check(o) || bytearray_check(o)); }

#define FN MODULE_FN
#define A MODULE_ATTR

/* ---- struct: pack, unpack, calcsize with the common formats ------------------------------ */

/* struct.error, CPython's exception for bad formats and values: an Exception outside types[] */
static const native_type_t struct_error = {
    {&types[T_TYPE], Q_error, TYPE_NATIVE | TYPE_EXC, T_Exception, exc_make}, NULL, 0, NULL, NULL, NULL};

static NORETURN void raise_struct_error(const char *fmt, obj_t a, obj_t b)
{
    raise_type_msg(&struct_error.t, fmt, a, b, 0);
}

typedef struct fmt_state {
    const char *p, *end;
    bool little, align;
} fmt_state_t;

static void fmt_begin(fmt_state_t *f, obj_t fmt)
{
    size_t len;
    if (!str_check(fmt) && !bytes_check_ext(fmt))
        raise_TypeError("Struct() argument 1 must be a str or bytes object, not %t", fmt);
    f->p = str_check(fmt) ? str_data(fmt, &len) : (const char *)bytes_data(fmt, &len);
    f->end = f->p + len;
    f->little = true;
    f->align = true;
    if (f->p < f->end && (*f->p == '<' || *f->p == '>' || *f->p == '!' || *f->p == '=' || *f->p == '@')) {
        f->little = *f->p == '<' || *f->p == '=' || *f->p == '@';
        f->align = *f->p == '@';
        f->p++;
    }
}

/* The next item: its code, repeat count and size; false at the end. The codes, each with
 * its size in the same place of struct_sizes ('e' is packed as a 2-byte int). */
static const char struct_codes[] = "xcspbB?hHeiIlLfqQd";
static const char struct_sizes[] = "\1\1\1\1\1\1\1\2\2\2\4\4\4\4\4\10\10\10";
#define CODE_INTS 4 /* struct_codes[4..] take a value each, aligned to their size; before: x c s p */
static bool fmt_next(fmt_state_t *f, char *code, uint32_t *count, uint32_t *size)
{
    while (f->p < f->end && (*f->p == ' ' || *f->p == '\t'))
        f->p++;
    if (f->p >= f->end)
        return false;
    uint32_t n = 0;
    bool has = false;
    while (f->p < f->end && *f->p >= '0' && *f->p <= '9') {
        n = n * 10 + (uint32_t)(*f->p++ - '0');
        has = true;
    }
    if (f->p >= f->end)
        raise_struct_error("repeat count given without format specifier", 0, 0);
    const char *k = *f->p ? strchr(struct_codes, *f->p) : NULL;
    if (k == NULL)
        raise_struct_error("bad char in struct format", 0, 0);
    f->p++;
    *code = *k;
    *count = has ? n : 1;
    *size = (uint32_t)struct_sizes[k - struct_codes];
    return true;
}

/* The bytes a format packs into; *items: the values it takes (s and p take one each). */
static uint32_t calcsize(obj_t fmt, uint32_t *items)
{
    fmt_state_t f;
    fmt_begin(&f, fmt);
    char c;
    uint32_t n, sz, size = 0, k = 0;
    while (fmt_next(&f, &c, &n, &sz)) {
        bool aligned = strchr(struct_codes, c) - struct_codes >= CODE_INTS;
        if (f.align && aligned)
            size = (size + sz - 1) / sz * sz;
        size += sz * n;
        k += c == 'x' ? 0 : c == 's' || c == 'p' ? 1 : n;
    }
    *items = k;
    return size;
}

FN(struct, calcsize)
{
    (void)kw;
    uint32_t items;
    return small_obj((int32_t)calcsize(a[0], &items));
}

/* CPython's messages for a value out of a format's range */
static NORETURN void out_of_range(char c)
{
    raise_struct_error(c == 'b'   ? "byte format requires -128 <= number <= 127"
                       : c == 'B' ? "ubyte format requires 0 <= number <= 255"
                       : c == 'h' ? "short format requires -32768 <= number <= 32767"
                       : c == 'H' ? "ushort format requires 0 <= number <= 65535"
                       : c == 'i' || c == 'l' ? "'%s' format requires -2147483648 <= number <= 2147483647"
                                              : "argument out of range",
                       str_new(&c, 1), 0);
}

static bool code_signed(char c) { return c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q'; }

/* The values a[0..] packed as format fmt says into the size bytes at d (zeroed first). */
static void pack_values(obj_t fmt, const obj_t *a, uint8_t *d, uint32_t size)
{
    memset(d, 0, size);
    fmt_state_t f;
    fmt_begin(&f, fmt);
    char c;
    uint32_t cnt, sz, at = 0;
    size_t arg = 0;
    while (fmt_next(&f, &c, &cnt, &sz)) {
        if (f.align && strchr(struct_codes, c) - struct_codes >= CODE_INTS)
            at = (at + sz - 1) / sz * sz;
        if (c == 'x') {
            at += cnt;
            continue;
        }
        if (c == 's' || c == 'p') {
            size_t sl;
            if (!bytes_check_ext(a[arg]))
                raise_struct_error("argument for '%s' must be a bytes object", str_new(&c, 1), 0);
            const uint8_t *src = bytes_data(a[arg++], &sl);
            memcpy(d + at, src, sl < cnt ? sl : cnt);
            at += cnt;
            continue;
        }
        for (uint32_t k = 0; k < cnt; k++, at += sz) {
            obj_t v = a[arg++];
            if (c == 'f' || c == 'd') {
                double x;
                if (!num_to_double(v, &x))
                    raise_struct_error("required argument is not a float", 0, 0);
                union { double d; float f; uint8_t b[8]; } u;
                if (c == 'f')
                    u.f = (float)x;
                else
                    u.d = x;
                for (uint32_t i = 0; i < sz; i++)
                    d[at + (f.little ? i : sz - 1 - i)] = u.b[i];
            } else if (c == '?') {
                d[at] = obj_truth(v);
            } else if (c == 'c') {
                size_t sl;
                if (!bytes_check_ext(v) || (bytes_data(v, &sl), sl != 1))
                    raise_struct_error("char format requires a bytes object of length 1", 0, 0);
                d[at] = *bytes_data(v, &sl);
            } else {
                if (!int_check(v))
                    raise_struct_error("required argument is not an integer", 0, 0);
                if (!int_to_bytes(v, d + at, sz, f.little, code_signed(c)))
                    out_of_range(c);
            }
        }
    }
}

/* The format's size, after checking that it takes n values (CPython's message names the call). */
static uint32_t pack_size(bool into, obj_t fmt, size_t n)
{
    uint32_t items, size = calcsize(fmt, &items);
    if (items != n)
        raise_struct_error(into ? "pack_into expected %s items for packing (got %s)" : "pack expected %s items for packing (got %s)",
                           small_obj((int32_t)items), small_obj((int32_t)n));
    return size;
}

FN(struct, pack)
{
    (void)kw;
    if (nkw != 0 || n < 1)
        raise_TypeError(nkw ? "pack() takes no keyword arguments" : "missing format argument");
    uint32_t size = pack_size(false, a[0], n - 1);
    obj_t out = bytes_new(NULL, size);
    size_t blen;
    pack_values(a[0], a + 1, (uint8_t *)bytes_data(out, &blen), size);
    return out;
}

/* Where the size bytes of a pack_into or an unpack_from go at offset off of a buffer of len
 * bytes (a negative offset counts from its end), or CPython's struct.error. */
static uint32_t buffer_at(bool packing, obj_t off, uint32_t size, size_t len)
{
    int32_t at = module_arg_int(off);
    if (at < 0) {
        if ((size_t)-(int64_t)at > len)
            raise_struct_error("offset %s out of range for %s-byte buffer", off, small_obj((int32_t)len));
        at += (int32_t)len;
    }
    if ((size_t)at + size > len) {
        sink_t s;
        sink_begin_str(&s);
        sink_format(&s, packing ? "pack_into requires a buffer of at least %s bytes for packing %s"
                                : "unpack_from requires a buffer of at least %s bytes for unpacking %s",
                    small_obj(at + (int32_t)size), small_obj((int32_t)size));
        sink_format(&s, " bytes at offset %s (actual buffer size is %s)", small_obj(at), small_obj((int32_t)len));
        raise_struct_error("%s", sink_end_str(&s), 0);
    }
    return (uint32_t)at;
}

FN(struct, pack_into)
{
    (void)kw;
    if (nkw != 0 || n < 3)
        raise_TypeError(nkw ? "pack_into() takes no keyword arguments" : "pack_into expected buffer argument");
    uint32_t size = pack_size(true, a[0], n - 3);
    if (!(obj_is_ptr(a[1]) && bytearray_check(a[1])))
        raise_TypeError("argument must be read-write bytes-like object, not %t", a[1]);
    size_t len;
    bytes_data(a[1], &len);
    uint32_t at = buffer_at(true, a[2], size, len);
    pack_values(a[0], a + 3, (uint8_t *)bytes_data(a[1], &len) + at, size);
    return OBJ_NONE;
}

/* unpack(fmt, buf) with off NULL, unpack_from(fmt, buf, off) otherwise. */
static obj_t unpack_at(obj_t fmt, obj_t buf, obj_t off)
{
    uint32_t n_items, size = calcsize(fmt, &n_items);
    size_t blen;
    if (!bytes_check_ext(buf))
        raise_TypeError("a bytes-like object is required, not '%t'", buf);
    bytes_data(buf, &blen);
    uint32_t base = 0, at = 0; /* the struct's offset in the buffer; an item's in the struct */
    if (off != OBJ_NULL)
        base = buffer_at(false, off, size, blen);
    else if (blen != size)
        raise_struct_error("unpack requires a buffer of %s bytes", small_obj((int32_t)size), 0);
    obj_t out = list_new(0, NULL);
    fmt_state_t f;
    fmt_begin(&f, fmt);
    char c;
    uint32_t cnt, sz;
    while (fmt_next(&f, &c, &cnt, &sz)) {
        if (f.align && strchr(struct_codes, c) - struct_codes >= CODE_INTS)
            at = (at + sz - 1) / sz * sz;
        const uint8_t *d = bytes_data(buf, &blen) + base;
        if (c == 'x') {
            at += cnt;
            continue;
        }
        if (c == 's' || c == 'p') {
            list_append(out, bytes_new(d + at, cnt));
            at += cnt;
            continue;
        }
        for (uint32_t k = 0; k < cnt; k++, at += sz) {
            d = bytes_data(buf, &blen) + base;
            obj_t v;
            if (c == 'f' || c == 'd') {
                union { double d; float f; uint8_t b[8]; } u;
                for (uint32_t i = 0; i < sz; i++)
                    u.b[i] = d[at + (f.little ? i : sz - 1 - i)];
                v = float_new(c == 'f' ? (double)u.f : u.d);
            } else if (c == '?')
                v = bool_obj(d[at] != 0);
            else if (c == 'c')
                v = bytes_new(d + at, 1);
            else
                v = int_from_bytes(d + at, sz, f.little, code_signed(c));
            list_append(out, v);
        }
    }
    size_t k;
    const obj_t *items = seq_items(out, &k);
    return tuple_new(k, items);
}

FN(struct, unpack)
{
    (void)kw;
    return unpack_at(a[0], a[1], OBJ_NULL);
}

FN(struct, unpack_from)
{
    (void)kw;
    return unpack_at(a[0], a[1], n > 2 && a[2] != OBJ_NULL ? a[2] : small_obj(0));
}

static const modattr_t struct_attrs[] = {A(struct, calcsize), MEMBER_OBJ(error, &struct_error), A(struct, pack),
                                         A(struct, pack_into), A(struct, unpack), A(struct, unpack_from)};


MODULE_DEF(struct);
