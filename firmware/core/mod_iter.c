/* mod_iter.c — the built-in functions of classes and iteration: isinstance, issubclass,
 * super, getattr/setattr/hasattr/delattr, staticmethod, classmethod, property, iter, next,
 * enumerate, zip, map, filter, reversed, sorted, sum, any, all, ord, chr, hex, bin, oct. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "mod_builtins.h"
#include "module.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_gen.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"
#include "vm.h"

/* format specs in ROM, as str objects (rstr_t layout) */
#define ROM_STR(id, text) static const struct { const type_t *type; uint16_t len; char data[sizeof(text)]; } \
    id = {&types[T_STR], sizeof(text) - 1, text}
ROM_STR(fmt_c, "c");
ROM_STR(fmt_x, "#x");
ROM_STR(fmt_b, "#b");
ROM_STR(fmt_o, "#o");


/* ---- iterators made by the built-ins: {type, a, b, c} ---- */

static obj_t iter3(unsigned t, obj_t a, obj_t b, obj_t c)
{
    iter_t *it = gc_alloc(sizeof(iter_t));
    it->type = &types[t];
    it->a = a;
    it->b = b;
    it->c = c;
    return ptr_obj(it);
}

bool iterb_is(const type_t *t) { return t >= &types[T_ENUMERATE] && t <= &types[T_FILTER]; }

/* next() of an enumerate, zip, map or filter object; OBJ_NULL when exhausted. */
obj_t iterb_next(obj_t o)
{
    iter_t *it = obj_ptr(o);
    const type_t *t = it->type;
    stack_check(); /* map(f, map(f, ...)) nests these calls on the C stack */
    if (t == &types[T_ENUMERATE]) {
        obj_t x = obj_iternext(it->a);
        if (x == OBJ_NULL)
            return OBJ_NULL;
        obj_t pair[2] = {it->b, x};
        it->b = obj_binary(BINARY_ADD, it->b, small_obj(1));
        return tuple_new(2, pair);
    }
    if (t == &types[T_FILTER]) {
        for (;;) {
            obj_t x = obj_iternext(it->b);
            if (x == OBJ_NULL)
                return OBJ_NULL;
            if (obj_truth(it->a == OBJ_NONE ? x : vm_call(it->a, 1, &x)))
                return x;
        }
    }
    /* zip: a = tuple of iterators; map: the same and b = the function */
    size_t n;
    const obj_t *its = seq_items(it->a, &n);
    obj_t buf[8];
    if (n == 0)
        return OBJ_NULL; /* zip() */
    for (size_t i = 0; i < n; i++) {
        obj_t x = obj_iternext(its[i]);
        if (x == OBJ_NULL)
            return OBJ_NULL;
        buf[i] = x;
        its = seq_items(it->a, &n);
    }
    if (t == &types[T_MAP])
        return vm_call(it->b, n, buf);
    return tuple_new(n, buf);
}

static void no_kw(size_t nkw, uint32_t q)
{
    if (nkw != 0)
        raise_TypeError("%q() takes no keyword arguments", qstr_obj(q));
}

static obj_t iters_of(size_t n, const obj_t *args)
{
    if (n > 8)
        raise_TypeError("more than 8 iterables are not supported");
    obj_t t = tuple_new(n, NULL);
    for (size_t i = 0; i < n; i++)
        ((tuple_t *)obj_ptr(t))->items[i] = obj_getiter(args[i]);
    return t;
}

obj_t builtin_iter(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    no_kw(nkw, Q_iter);
    if (n == 2) /* iter(callable, sentinel): firmware/lib/_builtins.py */
        return vm_call(module_getattr(library_import(Q__builtins), Q_iter), 2, args);
    if (n != 1)
        raise_TypeError(n ? "iter expected at most 2 arguments, got %s" : "iter expected at least 1 argument, got %s",
                        small_obj((int32_t)n));
    return obj_getiter(args[0]);
}

obj_t builtin_next(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    obj_t x = obj_iternext(args[0]);
    if (x != OBJ_NULL)
        return x;
    if (n == 2)
        return args[1];
    gen_raise_stop(args[0]);
}

obj_t builtin_enumerate(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t start = small_obj(0);
    if (nkw == 1 && n == 1) {
        if (!name_is(kw[0], Q_start))
            raise_TypeError("'%s' is an invalid keyword argument for enumerate()", kw[0]);
        start = kw[1];
    } else if (nkw != 0 || n < 1 || n > 2) {
        raise_TypeError("enumerate() takes at most 2 arguments");
    } else if (n == 2) {
        start = args[1];
    }
    if (!int_check(start))
        raise_TypeError("'%t' object cannot be interpreted as an integer", start);
    return iter3(T_ENUMERATE, obj_getiter(args[0]), start, OBJ_NONE);
}

obj_t builtin_zip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    no_kw(nkw, Q_zip);
    return iter3(T_ZIP, iters_of(n, args), OBJ_NONE, OBJ_NONE);
}

obj_t builtin_map(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    no_kw(nkw, Q_map);
    if (n < 2)
        raise_TypeError("map() must have at least two arguments.");
    return iter3(T_MAP, iters_of(n - 1, args + 1), args[0], OBJ_NONE);
}

obj_t builtin_filter(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    no_kw(nkw, Q_filter);
    if (n != 2)
        raise_TypeError("filter expected 2 arguments, got %s", small_obj((int32_t)n));
    return iter3(T_FILTER, args[0], obj_getiter(args[1]), OBJ_NONE);
}

static obj_t to_list(obj_t v)
{
    obj_t r = list_new(0, NULL);
    obj_t it = obj_getiter(v);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        list_append(r, x);
    return r;
}

obj_t builtin_reversed(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    no_kw(nkw, Q_reversed);
    if (n != 1)
        raise_TypeError("reversed expected 1 argument, got %s", small_obj((int32_t)n));
    obj_t v = args[0];
    unsigned t = type_index_of(type_of(v));
    if (class_is_instance(v)) { /* __reversed__, else the sequence protocol */
        obj_t r = class_call_special(v, Q___reversed__);
        if (r != OBJ_NULL)
            return r;
        if ((class_lookup(type_of(v), qstr_obj(Q___getitem__)) == OBJ_NULL && class_native(v) == OBJ_NULL) || class_len(v) < 0)
            raise_TypeError("'%t' object is not reversible", v);
    } else if (t >= 32 || !((1u << t) & (1u << T_LIST | 1u << T_TUPLE | 1u << T_STR | 1u << T_RANGE | 1u << T_BYTES
                                          | 1u << T_BYTEARRAY | 1u << T_DICT | 1u << T_DICT_VIEW | 1u << T_DEQUE))) {
        raise_TypeError("'%t' object is not reversible", v);
    }
    obj_t l = to_list(args[0]);
    size_t m;
    obj_t *items = (obj_t *)seq_items(l, &m);
    for (size_t i = 0; i < m / 2; i++) {
        obj_t x = items[i];
        items[i] = items[m - 1 - i];
        items[m - 1 - i] = x;
    }
    return obj_getiter(l);
}

/* list_sort: obj_sort.c */

/* key= and reverse= of sorted() and list.sort() */
void sort_kw(size_t nkw, const obj_t *kw, obj_t *key, bool *reverse)
{
    for (size_t i = 0; i < nkw; i++) {
        if (name_is(kw[2 * i], Q_key))
            *key = kw[2 * i + 1];
        else if (name_is(kw[2 * i], Q_reverse))
            *reverse = obj_truth(kw[2 * i + 1]);
        else
            raise_TypeError("'%s' is an invalid keyword argument for sort()", kw[2 * i]);
    }
}

obj_t builtin_sorted(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    if (n != 1)
        raise_TypeError("sorted expected 1 argument, got %s", small_obj((int32_t)n));
    obj_t key = OBJ_NONE;
    bool reverse = false;
    sort_kw(nkw, kw, &key, &reverse);
    obj_t l = to_list(args[0]);
    list_sort(l, key, reverse);
    return l;
}

obj_t builtin_sum(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t acc = small_obj(0);
    if (n == 2)
        acc = args[1];
    else if (n == 1 && nkw == 1)
        acc = kw[1];
    else if (n != 1 || nkw != 0)
        raise_TypeError("sum() takes at most 2 arguments (%s given)", small_obj((int32_t)(n + nkw)));
    if (str_check(acc))
        raise_TypeError("sum() can't sum strings [use ''.join(seq) instead]");
    obj_t it = obj_getiter(args[0]);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        acc = obj_binary(BINARY_ADD, acc, x);
    return acc;
}

static obj_t any_all(size_t n, const obj_t *args, size_t nkw, bool any, const char *name)
{
    (void)n, (void)name, (void)nkw;
    obj_t it = obj_getiter(args[0]);
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        if (obj_truth(x) == any)
            return bool_obj(any);
    return bool_obj(!any);
}

obj_t builtin_any(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return any_all(n, args, nkw, true, "any");
}

obj_t builtin_all(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return any_all(n, args, nkw, false, "all");
}

obj_t builtin_ord(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    obj_t x = args[0];
    if (bytes_check(x) || bytearray_check(x)) { /* ord(b"a"): the byte */
        size_t len;
        const uint8_t *p = bytes_data(x, &len);
        if (len == 1)
            return small_obj(p[0]);
        x = small_obj((int32_t)len);
    } else if (!str_check(x)) {
        raise_TypeError("ord() expected string of length 1, but %t found", x);
    }
    size_t len = str_check(x) ? str_len(x) : (size_t)small_value(x), m;
    if (len != 1)
        raise_TypeError("ord() expected a character, but string of length %s found", small_obj((int32_t)len));
    const uint8_t *p = (const uint8_t *)str_data(args[0], &m);
    uint32_t c = p[0];
    if (c >= 0xf0)
        c = ((c & 7u) << 18) | ((p[1] & 0x3fu) << 12) | ((p[2] & 0x3fu) << 6) | (p[3] & 0x3fu);
    else if (c >= 0xe0)
        c = ((c & 15u) << 12) | ((p[1] & 0x3fu) << 6) | (p[2] & 0x3fu);
    else if (c >= 0xc0)
        c = ((c & 31u) << 6) | (p[1] & 0x3fu);
    return small_obj((int32_t)c);
}

obj_t builtin_chr(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    if (!int_check(args[0]))
        raise_TypeError("'%t' object cannot be interpreted as an integer", args[0]);
    int32_t v;
    if (!int_to_i32(args[0], &v) || v < 0 || v > 0x10ffff)
        raise_ValueError("chr() arg not in range(0x110000)");
    return obj_format_value(small_obj(v), 0, ptr_obj(&fmt_c));
}

static obj_t radix(size_t n, const obj_t *args, size_t nkw, obj_t fmt, const char *name)
{
    (void)n, (void)name, (void)nkw;
    obj_t x = class_index(args[0]);
    if (!int_check(x))
        raise_TypeError("'%t' object cannot be interpreted as an integer", x);
    return obj_format_value(x, 0, fmt);
}

obj_t builtin_hex(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return radix(n, args, nkw, ptr_obj(&fmt_x), "hex");
}

obj_t builtin_bin(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return radix(n, args, nkw, ptr_obj(&fmt_b), "bin");
}

obj_t builtin_oct(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return radix(n, args, nkw, ptr_obj(&fmt_o), "oct");
}

/* ---- list methods (their arguments declared in builtins.toml, checked in args.c) ---- */

#define LM(name) static obj_t lm_##name(MAYBE_UNUSED size_t n, const obj_t *args, MAYBE_UNUSED size_t nkw, const obj_t *kw)

static obj_t *items_of(obj_t l, size_t *n) { return (obj_t *)seq_items(l, n); }

LM(sort)
{
    if (n != 1)
        raise_TypeError("sort() takes no positional arguments");
    obj_t key = OBJ_NONE;
    bool reverse = false;
    sort_kw(nkw, kw, &key, &reverse);
    list_sort(args[0], key, reverse);
    return OBJ_NONE;
}

LM(reverse)
{
    (void)kw;
    size_t m;
    obj_t *it = items_of(args[0], &m);
    for (size_t i = 0; i < m / 2; i++) {
        obj_t x = it[i];
        it[i] = it[m - 1 - i];
        it[m - 1 - i] = x;
    }
    return OBJ_NONE;
}

LM(extend)
{
    (void)kw;
    obj_t src = to_list(args[1]);
    size_t m;
    const obj_t *it = seq_items(src, &m);
    for (size_t i = 0; i < m; i++) {
        it = seq_items(src, &m);
        list_append(args[0], it[i]);
    }
    return OBJ_NONE;
}

/* The first i in [from, to) with l[i] == x, or -1 (l a list or a tuple). */
static int32_t find_from(obj_t l, obj_t x, size_t from, size_t to)
{
    size_t m;
    for (size_t i = from;; i++) {
        const obj_t *it = seq_items(l, &m);
        if (i >= m || i >= to)
            return -1;
        if (obj_equal(it[i], x))
            return (int32_t)i;
    }
}

static int32_t find_item(obj_t l, obj_t x) { return find_from(l, x, 0, SIZE_MAX); }

/* index()'s start and stop: negative from the end, clamped to [0, len] as slices are */
static size_t clamp_index(obj_t v, size_t len)
{
    int32_t i;
    if (!int_check(v))
        raise_TypeError("slice indices must be integers or have an __index__ method");
    if (!int_to_i32(v, &i))
        i = int_cmp(v, small_obj(0)) < 0 ? INT32_MIN / 2 : INT32_MAX / 2;
    if (i < 0)
        i += (int32_t)len;
    return i < 0 ? 0 : (size_t)i > len ? len : (size_t)i;
}

LM(index)
{
    (void)kw;
    size_t m;
    seq_items(args[0], &m);
    int32_t i = find_from(args[0], args[1], n > 2 ? clamp_index(args[2], m) : 0, n > 3 ? clamp_index(args[3], m) : m);
    if (i < 0 && obj_is(args[0], T_TUPLE))
        raise_ValueError("tuple.index(x): x not in tuple");
    if (i < 0)
        raise_ValueError("%r is not in list", args[1]);
    return small_obj(i);
}

LM(count)
{
    (void)kw;
    size_t m;
    int32_t k = 0;
    for (size_t i = 0;; i++) {
        const obj_t *it = seq_items(args[0], &m);
        if (i >= m)
            break;
        k += obj_equal(it[i], args[1]);
    }
    return small_obj(k);
}

/* del l[i:i+1] through the slice code */
static void remove_at(obj_t l, int32_t i)
{
    slice_store(l, slice_new(small_obj(i), small_obj(i + 1), OBJ_NONE), OBJ_NULL);
}

LM(remove)
{
    (void)kw;
    int32_t i = find_item(args[0], args[1]);
    if (i < 0)
        raise_ValueError("list.remove(x): x not in list");
    remove_at(args[0], i);
    return OBJ_NONE;
}

LM(pop)
{
    (void)kw;
    size_t m;
    const obj_t *it = seq_items(args[0], &m);
    if (m == 0)
        raise_IndexError("pop from empty list");
    if (n == 2 && !int_check(args[1]))
        raise_TypeError("'%t' object cannot be interpreted as an integer", args[1]);
    int32_t i = (int32_t)m - 1;
    if (n == 2 && (!int_to_i32(args[1], &i) || (i < 0 ? i + (int32_t)m < 0 : i >= (int32_t)m)))
        raise_IndexError("pop index out of range");
    if (i < 0)
        i += (int32_t)m;
    obj_t x = it[i];
    remove_at(args[0], i);
    return x;
}

LM(insert)
{
    (void)kw;
    size_t m;
    seq_items(args[0], &m);
    int32_t i;
    if (!int_to_i32(args[1], &i))
        i = int_cmp(args[1], small_obj(0)) < 0 ? 0 : (int32_t)m;
    if (i < 0)
        i = i + (int32_t)m < 0 ? 0 : i + (int32_t)m;
    if (i > (int32_t)m)
        i = (int32_t)m;
    obj_t one[1] = {args[2]};
    slice_store(args[0], slice_new(small_obj(i), small_obj(i), OBJ_NONE), tuple_new(1, one));
    return OBJ_NONE;
}

LM(clear)
{
    (void)kw;
    slice_store(args[0], slice_new(OBJ_NONE, OBJ_NONE, OBJ_NONE), OBJ_NULL);
    return OBJ_NONE;
}

LM(append)
{
    (void)n, (void)nkw, (void)kw; /* one argument (builtins.toml) */
    list_append(args[0], args[1]);
    return OBJ_NONE;
}

LM(copy)
{
    (void)kw;
    return to_list(args[0]);
}

const builtin_t methods_list[METHODS_list_COUNT] = {METHODS_list(X_METHOD)}; /* builtins.toml */
const builtin_t methods_tuple[METHODS_tuple_COUNT] = {METHODS_tuple(X_METHOD)};
