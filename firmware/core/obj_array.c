/* obj_array.c — the `array` module's array and the built-in memoryview: native types
 * (module.h) on bytearray's storage, reached through obj_dict.c's ext_* hooks.
 *
 * array: {type, vec, typecode}: vec is a bytearray's block {byte length (small int), the
 * items, little-endian}, grown by obj_bytes.c's bytearray_reserve (it is never NULL here).
 * Item sizes are a 32-bit ARM's: i, I, l, L 4 bytes (CPython on 64-bit Linux: l, L 8).
 *
 * memoryview: {type, base, start, len}: base a bytes, bytearray or array (never a view: a
 * view of a view points into the first one's base), start and len in bytes (small ints);
 * its item type and whether it is read-only are its base's (bytes: read-only). The bytes
 * are found through base at each access, never kept as a pointer, so a bytearray or array
 * that grows (its block moves) or shrinks while viewed is no danger: the view sees the bytes
 * now there, cut at the base's end. (CPython refuses such a resize: BufferError.) */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "module.h"
#include "obj_array.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"

typedef struct array {
    const type_t *type;
    obj_t *vec; /* as bytearray_t's: vec[0] the byte length (small int), then the items */
    obj_t code; /* the typecode (small int) */
} array_t;

typedef struct view {
    const type_t *type;
    obj_t base, start, len; /* start, len: bytes (small ints) */
} view_t;

/* An item type word (array_t's code, array_data's *code): the typecode's letter, READONLY,
 * and the item's size in bytes from bit 9 (kept, not looked up at each access) */
#define READONLY 0x100u
#define SIZE_SHIFT 9

extern const native_type_t array_type, memoryview_type;

/* word 0 compared, not type_of (a call): array_check runs at every == that reaches ext_equal */
static bool is_type(obj_t o, const native_type_t *t)
{
    return obj_is_ptr(o) && *(const uint32_t *)obj_ptr(o) == (uint32_t)(uintptr_t)t;
}
static bool is_array(obj_t o) { return is_type(o, &array_type); }
static bool is_view(obj_t o) { return is_type(o, &memoryview_type); }
bool array_check(obj_t o) { return is_array(o) || is_view(o); }

static const char typecodes[] = "bBhHiIlLqQfd";
static const uint8_t sizes[] = {1, 1, 2, 2, 4, 4, 4, 4, 8, 8, 4, 8};
static size_t item_size(unsigned code) { return code >> SIZE_SHIFT; }

uint8_t *array_data(obj_t o, size_t *n, unsigned *code)
{
    unsigned c = 'B' | 1 << SIZE_SHIFT;
    uint8_t *p;
    if (is_view(o)) {
        const view_t *v = obj_ptr(o);
        p = array_data(v->base, n, &c);
        size_t start = (size_t)small_value(v->start), len = (size_t)small_value(v->len);
        if (start > *n)
            start = *n;
        *n -= start;
        if (*n > len)
            *n = len;
        p += start;
    } else if (is_array(o)) {
        const array_t *a = obj_ptr(o);
        *n = (size_t)small_value(a->vec[0]);
        p = (uint8_t *)(a->vec + 1);
        c = (unsigned)small_value(a->code);
    } else if (obj_is_ptr(o) && (bytes_check(o) || bytearray_check(o))) {
        p = (uint8_t *)bytes_data(o, n);
        c |= bytes_check(o) ? READONLY : 0;
    } else {
        return NULL;
    }
    *code = c;
    return p;
}

/* the item at p, of type code, as an int or a float */
static obj_t unpack(const uint8_t *p, unsigned code)
{
    char c = (char)code;
    if (c == 'f') {
        float f;
        memcpy(&f, p, 4);
        return float_new(f);
    }
    if (c == 'd') {
        double d;
        memcpy(&d, p, 8);
        return float_new(d);
    }
    return int_from_bytes(p, item_size(code), true, c >= 'a');
}

/* v stored at p as an item of type code (a view's errors are an array's: see docs) */
static void pack(uint8_t *p, unsigned code, obj_t v)
{
    uint8_t tmp[8]; /* nothing is written unless all of it fits */
    char c = (char)code;
    if (c == 'f' || c == 'd') {
        double d = module_arg_float(v);
        float f = (float)d;
        if (c == 'f')
            memcpy(tmp, &f, 4);
        else
            memcpy(tmp, &d, 8);
    } else {
        if (!int_check(v))
            raise_TypeError("'%t' object cannot be interpreted as an integer", v);
        if (!int_to_bytes(v, tmp, item_size(code), true, c >= 'a'))
            raise_msg(T_OverflowError, "Python int too large to convert to C long");
    }
    memcpy(p, tmp, item_size(code));
}

/* ---- array ---- */

static void set_len(obj_t o, size_t nbytes)
{
    bytearray_reserve(o, nbytes);
    ((array_t *)obj_ptr(o))->vec[0] = small_obj((int32_t)nbytes);
}

static obj_t m_append(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    uint8_t tmp[8];
    size_t len;
    unsigned code;
    array_data(a[0], &len, &code);
    pack(tmp, code, a[1]);
    set_len(a[0], len + item_size(code));
    memcpy(array_data(a[0], &n, &code) + len, tmp, item_size(code));
    return OBJ_NONE;
}

static obj_t m_extend(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n;
    obj_t it = obj_getiter(a[1]);
    obj_t args[2] = {a[0]};
    while ((args[1] = obj_iternext(it)) != OBJ_NULL)
        m_append(2, args, nkw, kw);
    return OBJ_NONE;
}

static obj_t m_frombytes(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    size_t len, m;
    unsigned code, c2;
    array_data(a[0], &len, &code);
    if (array_data(a[1], &m, &c2) == NULL)
        raise_TypeError("a bytes-like object is required, not '%t'", a[1]);
    if (m % item_size(code))
        raise_ValueError("bytes length not a multiple of item size");
    set_len(a[0], len + m);
    uint8_t *d = array_data(a[0], &n, &code); /* a[1]'s bytes read after: a.frombytes(a) */
    memcpy(d + len, array_data(a[1], &m, &c2), m);
    return OBJ_NONE;
}

static obj_t array_new(unsigned code)
{
    array_t *a = gc_alloc(sizeof(array_t));
    *a = (array_t){&array_type.t, NULL, small_obj((int32_t)code)};
    obj_t o = ptr_obj(a);
    set_len(o, 0);
    return o;
}

/* array(typecode[, initializer]): bytes and bytearrays are read as frombytes reads them */
static obj_t array_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n - 1 > 1)
        raise_TypeError("array() takes 1 or 2 arguments");
    size_t len = 0;
    const char *tc = str_check(args[0]) ? str_data(args[0], &len) : "";
    const char *at = len == 1 && tc[0] != 0 ? strchr(typecodes, tc[0]) : NULL;
    if (at == NULL)
        raise_ValueError("bad typecode");
    obj_t a[2] = {array_new((unsigned char)tc[0] | (unsigned)sizes[at - typecodes] << SIZE_SHIFT), n > 1 ? args[1] : OBJ_NONE};
    if (n > 1)
        (bytes_check(a[1]) || bytearray_check(a[1]) ? m_frombytes : m_extend)(2, a, 0, NULL);
    return a[0];
}

static obj_t m_tobytes(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    size_t len;
    unsigned code;
    const uint8_t *p = array_data(a[0], &len, &code);
    return bytes_new(p, len);
}

static obj_t m_tolist(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    obj_t r = list_new(0, NULL);
    for (size_t i = 0; i < array_len(a[0]); i++)
        list_append(r, array_subscr(a[0], small_obj((int32_t)i)));
    return r;
}

obj_t array_tolist(obj_t o) { return m_tolist(1, &o, 0, NULL); }

static void array_print(sink_t *s, obj_t o, bool repr)
{
    (void)repr;
    obj_t tc = array_attr(o, qstr_obj(Q_typecode));
    if (array_len(o) != 0)
        sink_format(s, "array(%r, %r)", tc, array_tolist(o));
    else
        sink_format(s, "array(%r)", tc);
}

/* array + array of one typecode; OBJ_NULL (TypeError) otherwise */
static obj_t array_binary(unsigned op, obj_t a, obj_t b)
{
    if (op != BINARY_ADD || !is_array(a) || !is_array(b))
        return OBJ_NULL;
    obj_t code = ((const array_t *)obj_ptr(a))->code;
    if (code != ((const array_t *)obj_ptr(b))->code)
        return OBJ_NULL;
    obj_t r[2] = {array_new((unsigned)small_value(code)), a};
    m_frombytes(2, r, 0, NULL);
    r[1] = b;
    m_frombytes(2, r, 0, NULL);
    return r[0];
}

/* ---- memoryview ---- */

static obj_t view_new(obj_t base, size_t start, size_t len)
{
    view_t *v = gc_alloc(sizeof(view_t));
    *v = (view_t){&memoryview_type.t, base, small_obj((int32_t)start), small_obj((int32_t)len)};
    return ptr_obj(v);
}

static obj_t memoryview_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    module_nargs("memoryview", n, 1, 1, nkw);
    size_t len;
    unsigned code;
    if (array_data(args[0], &len, &code) == NULL)
        raise_TypeError("a bytes-like object is required, not '%t'", args[0]);
    return is_view(args[0]) ? args[0] : view_new(args[0], 0, len); /* a view of a view: the same view */
}

/* ---- what both do: obj_dict.c's hooks ---- */

size_t array_len(obj_t o)
{
    size_t n;
    unsigned code;
    array_data(o, &n, &code);
    return n / item_size(code);
}

/* o[index] (value OBJ_NULL) or o[index] = value */
static obj_t access(obj_t o, obj_t index, obj_t value)
{
    size_t n, m;
    unsigned code, c2;
    uint8_t *p = array_data(o, &n, &code);
    if (value != OBJ_NULL && (code & READONLY))
        raise_TypeError("cannot modify read-only memory");
    size_t sz = item_size(code);
    n /= sz;
    int32_t at, stop, step;
    if (!int_check(index) && !obj_is(index, T_SLICE))
        index = class_index(index); /* an instance's __index__() */
    if (int_check(index)) {
        if (!int_to_i32(index, &at))
            at = -0x7fffffff;
        if (at < 0)
            at += (int32_t)n;
        if (at < 0 || (size_t)at >= n)
            raise_IndexError("array index out of range");
        p += (size_t)at * sz;
        if (value == OBJ_NULL)
            return unpack(p, code);
        pack(p, code, value);
        return OBJ_NONE;
    }
    if (!obj_is(index, T_SLICE))
        raise_TypeError("array indices must be integers");
    size_t k = (size_t)slice_indices(index, (int32_t)n, &at, &stop, &step);
    if (k == 0) /* an empty slice's start may be -1 (a negative step): no byte is touched */
        at = 0;
    if (value != OBJ_NULL) {
        const uint8_t *src = array_data(value, &m, &c2);
        if (src == NULL || (uint8_t)c2 != (uint8_t)code || m != k * sz || (step != 1 && k > 1))
            raise_ValueError("memoryview assignment: lvalue and rvalue have different structures");
        memmove(p + (size_t)at * sz, src, m);
        return OBJ_NONE;
    }
    if (is_view(o)) {
        if (step != 1 && k > 1)
            raise_msg(T_NotImplementedError, "memoryview slice step");
        const view_t *v = obj_ptr(o);
        return view_new(v->base, (size_t)small_value(v->start) + (size_t)at * sz, k * sz);
    }
    obj_t r = array_new(code);
    set_len(r, k * sz);
    uint8_t *d = array_data(r, &n, &code);
    p = array_data(o, &n, &code);
    for (size_t i = 0; i < k; i++, at += step)
        memcpy(d + i * sz, p + (size_t)at * sz, sz);
    return r;
}

obj_t array_subscr(obj_t o, obj_t index) { return access(o, index, OBJ_NULL); }
void array_store(obj_t o, obj_t index, obj_t value) { access(o, index, value); }

/* iteration: T_DICT_ITER of kind 3 | 4 (obj_dict.c), a the array or view, b the position */
obj_t array_iter(obj_t o)
{
    iter_t *it = gc_alloc(sizeof(iter_t));
    *it = (iter_t){&types[T_DICT_ITER], o, small_obj(0), small_obj(7)};
    return ptr_obj(it);
}

obj_t array_iter_next(obj_t it_o)
{
    iter_t *it = obj_ptr(it_o);
    int32_t pos = small_value(it->b);
    if ((size_t)pos >= array_len(it->a))
        return OBJ_NULL;
    it->b = small_obj(pos + 1);
    return array_subscr(it->a, small_obj(pos));
}

/* == with an array or a view on either side: an array equals only an array or a view, a
 * view any buffer, item by item */
bool array_equal(obj_t a, obj_t b)
{
    size_t n;
    unsigned c;
    if ((!is_view(a) && !is_view(b) && is_array(a) != is_array(b)) || array_data(a, &n, &c) == NULL
        || array_data(b, &n, &c) == NULL)
        return false;
    return obj_equal(array_tolist(a), array_tolist(b));
}

/* a.typecode, a.itemsize, v.readonly; OBJ_NULL for other names */
obj_t array_attr(obj_t o, obj_t name)
{
    size_t n;
    unsigned code;
    array_data(o, &n, &code);
    char c = (char)code;
    if (name_is(name, Q_itemsize))
        return small_obj((int32_t)item_size(code));
    if (name_is(name, Q_typecode))
        return str_new(&c, 1);
    if (name_is(name, Q_readonly))
        return bool_obj(code & READONLY);
    return OBJ_NULL;
}

static const builtin_t array_methods[] = {NATIVE_METHODS_array(X_METHOD)}; /* builtins.toml */
const native_type_t array_type = {{&types[T_TYPE], Q_array, TYPE_NATIVE, T_OBJECT, array_make},
                                  array_methods, NATIVE_METHODS_array_COUNT, NULL, array_print, array_binary};
static const builtin_t memoryview_methods[] = {NATIVE_METHODS_memoryview(X_METHOD)};
const native_type_t memoryview_type = {{&types[T_TYPE], Q_memoryview, TYPE_NATIVE, T_OBJECT, memoryview_make},
                                       memoryview_methods, NATIVE_METHODS_memoryview_COUNT, NULL, NULL, NULL};

static const modattr_t array_attrs[] = {MEMBER_OBJ(array, &array_type)};
MODULE_DEF(array);
