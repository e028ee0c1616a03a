/* obj_dict.c — dict (and the storage of set, frozenset and namespaces): insertion order,
 * CPython's semantics, compact.
 *
 * A dict is 8 bytes {type, vec}; vec is one heap vector:
 *
 *   vec[0]  count, a small int (live entries)
 *   vec[1]  used | cap << 16, a small int (entry slots used, deleted ones included; capacity)
 *   vec[2..2+2*cap)  cap entries (key, value); a deleted entry's key is OBJ_NULL
 *   then, when cap > 8, the index: T = the power of two above cap slots of u8 (cap <= 254)
 *   or u16, each 0 (empty) or 1 + an entry number; linear probing on the key's hash.
 *
 * Up to 8 entries a lookup scans the entries (no index at all); at 200 entries a dict
 * costs 8 * cap + 256 bytes. Capacity grows by half again up to 64 entries, then by an
 * eighth (so a big dict wastes at most 12.5%); deleted slots are squeezed out
 * before growing. Word 0 of the vector is a small int, so the collector scans it as a
 * plain vector (the index bytes are scanned too: at worst they keep garbage alive). */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "module.h"
#include "namedtuple.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_array.h"
#include "obj_deque.h"
#include "obj_dict.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_set.h"
#include "runtime.h"

#define SMALL_CAP 8u

static ALWAYS_INLINE uint32_t d_count(const dict_t *d) { return d->vec ? (uint32_t)small_value(d->vec[0]) : 0; }
static ALWAYS_INLINE uint32_t d_used(const dict_t *d) { return d->vec ? (uint32_t)small_value(d->vec[1]) & 0xffffu : 0; }
static ALWAYS_INLINE uint32_t d_cap(const dict_t *d) { return d->vec ? (uint32_t)small_value(d->vec[1]) >> 16 : 0; }
static inline void d_set(dict_t *d, uint32_t count, uint32_t used, uint32_t cap)
{
    d->vec[0] = small_obj((int32_t)count);
    d->vec[1] = small_obj((int32_t)(used | (cap << 16)));
}
static uint32_t index_slots(uint32_t cap)
{
    uint32_t t = 16;
    while (t <= cap)
        t <<= 1;
    return t;
}
static size_t vec_bytes(uint32_t cap)
{
    size_t b = 8u + 8u * cap;
    if (cap > SMALL_CAP)
        b += index_slots(cap) * (cap <= 254 ? 1u : 2u);
    return b;
}
static inline obj_t *entries(const dict_t *d) { return d->vec + 2; }

static uint32_t key_hash(obj_t key)
{
    if (obj_is_small(key))
        return (uint32_t)small_value(key);
    return obj_hash32(key);
}

/* Inline (a lookup calls it for every entry it passes): only a text compare of a
 * run-time string, or an object's __eq__, is a call. */
static ALWAYS_INLINE bool key_eq(obj_t a, obj_t b)
{
    if (a == b)
        return true;
    if (obj_is_small(a) && obj_is_small(b))
        return false;
    if (obj_is_qstr(a) && obj_is_qstr(b))
        return false;
    return obj_equal(a, b);
}

/* Check that key is hashable (TypeError otherwise), cheaply for the usual keys. */
static ALWAYS_INLINE void check_hashable(obj_t key)
{
    if (!obj_is_small(key) && !obj_is_qstr(key))
        (void)obj_hash32(key);
}

static uint32_t idx_get(const dict_t *d, uint32_t cap, uint32_t slot)
{
    const uint8_t *ix = (const uint8_t *)(entries(d) + 2 * cap);
    return cap <= 254 ? ix[slot] : ((const uint16_t *)ix)[slot];
}
static void idx_put(dict_t *d, uint32_t cap, uint32_t slot, uint32_t v)
{
    uint8_t *ix = (uint8_t *)(entries(d) + 2 * cap);
    if (cap <= 254)
        ix[slot] = (uint8_t)v;
    else
        ((uint16_t *)ix)[slot] = (uint16_t)v;
}

/* The entry number holding key, or -1. */
static int32_t find(const dict_t *d, obj_t key)
{
    uint32_t cap = d_cap(d), used = d_used(d);
    const obj_t *e = d->vec ? entries(d) : NULL;
    if (cap <= SMALL_CAP) {
        check_hashable(key);
        for (uint32_t i = 0; i < used; i++)
            if (e[2 * i] != OBJ_NULL && key_eq(e[2 * i], key))
                return (int32_t)i;
        return -1;
    }
    uint32_t mask = index_slots(cap) - 1;
    for (uint32_t s = key_hash(key) & mask;; s = (s + 1) & mask) {
        uint32_t v = idx_get(d, cap, s);
        if (v == 0)
            return -1;
        obj_t k = e[2 * (v - 1)];
        if (k != OBJ_NULL && key_eq(k, key))
            return (int32_t)(v - 1);
    }
}

static void index_add(dict_t *d, uint32_t cap, uint32_t i)
{
    uint32_t mask = index_slots(cap) - 1;
    uint32_t s = key_hash(entries(d)[2 * i]) & mask;
    while (idx_get(d, cap, s) != 0)
        s = (s + 1) & mask;
    idx_put(d, cap, s, i + 1);
}

/* Make room for one more entry: squeeze deleted entries out, or grow. */
static void make_room(dict_t *d)
{
    uint32_t cap = d_cap(d), used = d_used(d), count = d_count(d);
    if (d->vec != NULL && used < cap)
        return;
    uint32_t ncap = cap;
    if (count + 1 > cap - cap / 8 || d->vec == NULL)
        ncap = cap == 0 ? 4 : cap < 64 ? cap + (cap + 1) / 2 : cap + cap / 8; /* small slack when big */
    if (ncap > 16383)
        raise_MemoryError();
    obj_t *nv;
    if (d->vec == NULL)
        nv = gc_alloc(vec_bytes(ncap));
    else {
        /* squeeze in place first (the index after the entries is rebuilt anyway) */
        obj_t *e = entries(d);
        uint32_t j = 0;
        for (uint32_t i = 0; i < used; i++)
            if (e[2 * i] != OBJ_NULL) {
                e[2 * j] = e[2 * i];
                e[2 * j + 1] = e[2 * i + 1];
                j++;
            }
        memset(e + 2 * j, 0, 8u * (cap - j));
        d_set(d, count, j, cap);
        nv = ncap == cap ? d->vec : gc_realloc(d->vec, vec_bytes(ncap));
    }
    d->vec = nv;
    used = d_used(d);
    /* clear the new entries and the index, then index every entry */
    memset(entries(d) + 2 * used, 0, vec_bytes(ncap) - 8u - 8u * used);
    d_set(d, count, used, ncap);
    if (ncap > SMALL_CAP)
        for (uint32_t i = 0; i < used; i++)
            index_add(d, ncap, i);
}

obj_t dict_new(void)
{
    dict_t *d = gc_alloc(sizeof(dict_t));
    d->type = &types[T_DICT];
    return ptr_obj(d);
}

obj_t *dict_lookup(dict_t *d, obj_t key)
{
    if (d->vec == NULL) { /* empty: still CPython's TypeError for an unhashable key */
        check_hashable(key);
        return NULL;
    }
    if (obj_is_qstr(key) && d_cap(d) <= SMALL_CAP) {
        /* a name in a small dict (globals, a class's namespace): find's scan without its call
         * and its general key_eq: only the same word, or a heap object equal to it (a str of
         * its text), is the key; a small int, None, True, a function never equal a str */
        for (obj_t *k = entries(d), *end = k + 2 * d_used(d); k < end; k += 2)
            if (*k == key || (obj_is_ptr(*k) && obj_equal(*k, key)))
                return k + 1;
        return NULL;
    }
    int32_t i = find(d, key);
    return i < 0 ? NULL : &entries(d)[2 * i + 1];
}

void dict_store(dict_t *d, obj_t key, obj_t value)
{
    int32_t i = d->vec ? find(d, key) : (check_hashable(key), -1);
    if (i >= 0) {
        entries(d)[2 * i + 1] = value;
        return;
    }
    make_room(d);
    uint32_t used = d_used(d), cap = d_cap(d);
    obj_t *e = entries(d);
    e[2 * used] = key;
    e[2 * used + 1] = value;
    d_set(d, d_count(d) + 1, used + 1, cap);
    if (cap > SMALL_CAP)
        index_add(d, cap, used);
}

bool dict_delete(dict_t *d, obj_t key)
{
    if (d->vec == NULL) {
        check_hashable(key);
        return false;
    }
    int32_t i = find(d, key);
    if (i < 0)
        return false;
    obj_t *e = entries(d);
    e[2 * i] = OBJ_NULL; /* the index slot stays: a deleted entry, probing goes on */
    e[2 * i + 1] = OBJ_NULL;
    uint32_t used = d_used(d);
    if ((uint32_t)i + 1 == used && d_cap(d) <= SMALL_CAP)
        used--; /* the last one: its slot can be used again at once */
    d_set(d, d_count(d) - 1, used, d_cap(d));
    return true;
}

uint32_t dict_len(const dict_t *d) { return d_count(d); }

/* The next live entry at or after *pos; false at the end. */
bool dict_next(const dict_t *d, uint32_t *pos, obj_t *key, obj_t *value)
{
    uint32_t used = d_used(d);
    while (*pos < used) {
        const obj_t *e = entries(d) + 2 * *pos;
        (*pos)++;
        if (e[0] != OBJ_NULL) {
            *key = e[0];
            if (value)
                *value = e[1];
            return true;
        }
    }
    return false;
}

static void dict_clear(dict_t *d) { d->vec = NULL; }

bool dict_check(obj_t o) { return obj_is(o, T_DICT); }

/* ---- dict() and its methods ------------------------------------------------------------ */

/* d.update(src) (mapping_only false) or {**src} (true), as CPython: a dict; an object whose
 * class has keys() (src[k] for each of its keys); else, for update only, pairs. */
static void update_from(dict_t *d, obj_t src, bool mapping_only)
{
    if (dict_check(class_native(src))) /* an instance of a dict's subclass: its dict, as CPython */
        src = class_native(src);
    if (dict_check(src)) {
        const dict_t *s = obj_ptr(src);
        uint32_t pos = 0;
        obj_t k, v;
        while (dict_next(s, &pos, &k, &v))
            dict_store(d, k, v);
        return;
    }
    obj_t keys = class_call_special(src, Q_keys);
    if (keys != OBJ_NULL) {
        obj_t it = obj_getiter(keys);
        for (obj_t k; (k = obj_iternext(it)) != OBJ_NULL;)
            dict_store(d, k, obj_subscr(src, k));
        return;
    }
    if (mapping_only)
        raise_TypeError("'%t' object is not a mapping", src);
    obj_t it = obj_getiter(src);
    for (uint32_t n = 0;; n++) {
        obj_t item = obj_iternext(it);
        if (item == OBJ_NULL)
            break;
        size_t len;
        const obj_t *kv = seq_items(item, &len);
        if (kv == NULL) {
            obj_t l = list_new(0, NULL);
            obj_t it2 = obj_getiter_or_null(item);
            if (it2 == OBJ_NULL)
                raise_TypeError("cannot convert dictionary update sequence element #%s to a sequence",
                                small_obj((int32_t)n), 0);
            for (obj_t x; (x = obj_iternext(it2)) != OBJ_NULL;)
                list_append(l, x);
            kv = seq_items(l, &len);
        }
        if (len != 2)
            raise_msg(T_ValueError, "dictionary update sequence element #%s has length %s; 2 is required",
                      small_obj((int32_t)n), small_obj((int32_t)len));
        dict_store(d, kv[0], kv[1]);
    }
}

obj_t dict_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    if (n > 1)
        raise_TypeError("dict expected at most 1 argument, got %s", small_obj((int32_t)n));
    obj_t d = dict_new();
    if (n == 1)
        update_from(obj_ptr(d), args[0], false);
    for (size_t i = 0; i < nkw; i++)
        dict_store(obj_ptr(d), kw[2 * i], kw[2 * i + 1]);
    return d;
}

obj_t dict_build(size_t n, const obj_t *kv)
{
    obj_t d = dict_new();
    for (size_t i = 0; i < n; i++)
        dict_store(obj_ptr(d), kv[2 * i], kv[2 * i + 1]);
    return d;
}

/* KeyError(key): the key itself is the one argument (e.args == (key,)), not its repr */
NORETURN void raise_KeyError(obj_t key) { raise_type_msg(&types[T_KeyError], NULL, key, 0, 1); }

obj_t dict_subscr(obj_t o, obj_t key)
{
    obj_t *v = dict_lookup(obj_ptr(o), key);
    if (v == NULL)
        raise_KeyError(key);
    return *v;
}

void dict_del_subscr(obj_t o, obj_t key)
{
    if (!dict_delete(obj_ptr(o), key))
        raise_KeyError(key);
}

static obj_t m_get(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    obj_t *v = dict_lookup(obj_ptr(a[0]), a[1]);
    return v ? *v : n > 2 ? a[2] : OBJ_NONE;
}

static obj_t make_view(obj_t d, uint32_t kind)
{
    iter_t *v = gc_alloc(sizeof(iter_t));
    v->type = &types[T_DICT_VIEW];
    v->a = d;
    v->b = small_obj((int32_t)kind);
    return ptr_obj(v);
}
static obj_t m_keys(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return make_view(a[0], 0);
}
static obj_t m_values(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return make_view(a[0], 1);
}
static obj_t m_items(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return make_view(a[0], 2);
}

static obj_t m_pop(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    /* an empty dict does not hash the key (CPython's _PyDict_Pop): {}.pop([1], 0) is 0 */
    obj_t *v = obj_len(a[0]) == 0 ? NULL : dict_lookup(obj_ptr(a[0]), a[1]);
    if (v == NULL) {
        if (n > 2)
            return a[2];
        raise_KeyError(a[1]);
    }
    obj_t r = *v;
    dict_delete(obj_ptr(a[0]), a[1]);
    return r;
}

static obj_t m_popitem(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    dict_t *d = obj_ptr(a[0]);
    uint32_t used = d_used(d);
    for (uint32_t i = used; i-- > 0;) {
        obj_t *e = entries(d) + 2 * i;
        if (e[0] != OBJ_NULL) {
            obj_t kv[2] = {e[0], e[1]};
            obj_t t = tuple_new(2, kv);
            dict_delete(d, kv[0]);
            return t;
        }
    }
    raise_msg(T_KeyError, "popitem(): dictionary is empty");
}

static obj_t m_setdefault(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    obj_t *v = dict_lookup(obj_ptr(a[0]), a[1]);
    if (v != NULL)
        return *v;
    obj_t dv = n > 2 ? a[2] : OBJ_NONE;
    dict_store(obj_ptr(a[0]), a[1], dv);
    return dv;
}

static obj_t m_update(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    if (n > 2)
        raise_TypeError("update expected at most 1 argument, got %s", small_obj((int32_t)n - 1));
    if (n == 2)
        update_from(obj_ptr(a[0]), a[1], false);
    for (size_t i = 0; i < nkw; i++)
        dict_store(obj_ptr(a[0]), kw[2 * i], kw[2 * i + 1]);
    return OBJ_NONE;
}

/* d.( merge)(m): {**m} in a dict display (codegen.py expr_Dict); a name with a space, which
 * no attribute syntax can spell */
static obj_t m__merge(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw, (void)kw;
    update_from(obj_ptr(a[0]), a[1], true);
    return OBJ_NONE;
}

/* dict.fromkeys(iterable, value=None): a new dict; read from the type (c_fromkeys) or from
 * an instance, which it ignores (m_fromkeys) */
static obj_t fromkeys(size_t n, const obj_t *a, size_t nkw)
{
    if (nkw != 0)
        raise_TypeError("dict.fromkeys() takes no keyword arguments");
    if (n < 1 || n > 2)
        raise_TypeError(n < 1 ? "fromkeys expected at least 1 argument, got %s" : "fromkeys expected at most 2 arguments, got %s",
                        small_obj((int32_t)n));
    obj_t d = dict_new(), v = n > 1 ? a[1] : OBJ_NONE;
    obj_t it = obj_getiter(a[0]);
    for (obj_t k; (k = obj_iternext(it)) != OBJ_NULL;)
        dict_store(obj_ptr(d), k, v);
    return d;
}

static obj_t m_fromkeys(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return fromkeys(n - 1, a + 1, nkw);
}

static obj_t c_fromkeys(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return fromkeys(n, a, nkw);
}

static obj_t m_clear(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    dict_clear(obj_ptr(a[0]));
    return OBJ_NONE;
}

static obj_t m_copy(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    obj_t d = dict_new();
    update_from(obj_ptr(d), a[0], false);
    return d;
}

const builtin_t methods_dict[METHODS_dict_COUNT] = {METHODS_dict(X_METHOD)}; /* builtins.toml */
static const builtin_t dict_class_fns[] = {{&types[T_BUILTIN], Q_fromkeys, 0, c_fromkeys}};
/* dict.fromkeys read from the type; OBJ_NULL for other names */
obj_t dict_class_method(uint32_t q) { return method_find(q, dict_class_fns, 1); }

/* ---- printing, equality, iteration ------------------------------------------------------ */

void dict_print(sink_t *s, obj_t o)
{
    const dict_t *d = obj_ptr(o);
    uint32_t pos = 0;
    obj_t k, v;
    bool first = true;
    sink_write(s, "{", 1);
    while (dict_next(d, &pos, &k, &v)) {
        if (!first)
            sink_write(s, ", ", 2);
        first = false;
        obj_print(s, k, true);
        sink_write(s, ": ", 2);
        obj_print(s, v, true);
    }
    sink_write(s, "}", 1);
}

bool dict_equal(obj_t a, obj_t b)
{
    const dict_t *x = obj_ptr(a), *y = obj_ptr(b);
    if (d_count(x) != d_count(y))
        return false;
    uint32_t pos = 0;
    obj_t k, v;
    while (dict_next(x, &pos, &k, &v)) {
        obj_t *w = dict_lookup((dict_t *)y, k);
        if (w == NULL || !obj_equal(v, *w))
            return false;
    }
    return true;
}


/* An iterator: a = the dict, b = position (small int), c = kind | count << 2 (the count
 * when it started: a change of size is a RuntimeError, as in CPython). */
obj_t dict_iter(obj_t d, uint32_t kind)
{
    iter_t *it = gc_alloc(sizeof(iter_t));
    it->type = &types[T_DICT_ITER];
    it->a = d;
    it->b = small_obj(0);
    it->c = small_obj((int32_t)(kind | (d_count(obj_ptr(d)) << 2)));
    return ptr_obj(it);
}

obj_t dict_iter_next(obj_t o)
{
    iter_t *it = obj_ptr(o);
    const dict_t *d = obj_ptr(it->a);
    uint32_t c = (uint32_t)small_value(it->c), kind = c & 3;
    if (kind == 3)
        return c & 4 ? array_iter_next(o) : bytes_iter_next(o);
    if (d_count(d) != c >> 2) {
        it->c = small_obj((int32_t)(kind | (d_count(d) << 2)));
        raise_msg(T_RuntimeError, obj_is(it->a, T_DICT) ? "dictionary changed size during iteration" : "Set changed size during iteration");
    }
    uint32_t pos = (uint32_t)small_value(it->b);
    obj_t k, v;
    if (!dict_next(d, &pos, &k, &v))
        return OBJ_NULL;
    it->b = small_obj((int32_t)pos);
    if (kind == 0)
        return k;
    if (kind == 1)
        return v;
    obj_t kv[2] = {k, v};
    return tuple_new(2, kv);
}

/* views: a = the dict, b = kind */
obj_t view_iter(obj_t v)
{
    const iter_t *w = obj_ptr(v);
    return dict_iter(w->a, (uint32_t)small_value(w->b));
}

size_t view_len(obj_t v) { return d_count(obj_ptr(((const iter_t *)obj_ptr(v))->a)); }

void view_print(sink_t *s, obj_t v)
{
    const iter_t *w = obj_ptr(v);
    sink_format(s, "%q([", qstr_obj(view_names[small_value(w->b)]));
    obj_t it = view_iter(v);
    bool first = true;
    for (obj_t x; (x = dict_iter_next(it)) != OBJ_NULL;) {
        if (!first)
            sink_write(s, ", ", 2);
        first = false;
        obj_print(s, x, true);
    }
    sink_write(s, "])", 2);
}

/* keys and items views are sets (CPython's collections.abc.Set); values views are not */
const uint16_t view_names[3] = {Q_dict_keys, Q_dict_values, Q_dict_items};
unsigned view_kind(obj_t v) { return (unsigned)small_value(((const iter_t *)obj_ptr(v))->b); }
bool view_setlike(obj_t o) { return obj_is(o, T_DICT_VIEW) && view_kind(o) != 1; }

/* d | other (a new dict; other a dict) and d |= other (other what update() takes) */
obj_t dict_or(obj_t a, obj_t b, bool in_place)
{
    obj_t d = in_place ? a : dict_new();
    if (!in_place)
        update_from(obj_ptr(d), a, false);
    update_from(obj_ptr(d), b, false);
    return d;
}

bool view_contains(obj_t v, obj_t x)
{
    const iter_t *w = obj_ptr(v);
    uint32_t kind = (uint32_t)small_value(w->b);
    if (kind == 0)
        return dict_lookup(obj_ptr(w->a), x) != NULL;
    obj_t it = view_iter(v);
    for (obj_t y; (y = dict_iter_next(it)) != OBJ_NULL;)
        if (obj_equal(x, y))
            return true;
    return false;
}

/* ---- the hooks of obj.c's generic operations ------------------------------------------ */

static bool is_bin(obj_t o) { return obj_is_ptr(o) && (bytes_check(o) || bytearray_check(o)); }

static bool is_view(obj_t o) { return obj_is(o, T_DICT_VIEW); }

bool ext_len(obj_t o, size_t *n)
{
    if (dict_check(o) || set_check(o)) {
        *n = dict_len(obj_ptr(o));
        return true;
    }
    if (is_view(o)) {
        *n = view_len(o);
        return true;
    }
    if (is_bin(o)) {
        bytes_data(o, n);
        return true;
    }
    if (deque_check(o)) {
        *n = deque_len(o);
        return true;
    }
    return false;
}

obj_t ext_subscr(obj_t o, obj_t index)
{
    if (dict_check(o))
        return dict_subscr(o, index);
    if (is_bin(o))
        return bytes_subscr(o, index);
    if (deque_check(o))
        return *deque_item(o, index);
    return OBJ_NULL;
}

bool ext_store_subscr(obj_t o, obj_t index, obj_t value)
{
    if (dict_check(o)) /* first: the most frequent by far */
        dict_store(obj_ptr(o), index, value);
    else if (bytearray_check(o))
        bytes_store(o, index, value);
    else if (deque_check(o))
        *deque_item(o, index) = value;
    else
        return false;
    return true;
}

void obj_delete_subscr(obj_t o, obj_t index)
{
    if (dict_check(o)) {
        dict_del_subscr(o, index);
        return;
    }
    if (deque_check(o)) {
        deque_delete(o, index);
        return;
    }
    if (bytes_delete(o, index) || seq_delete_subscr(o, index)) /* bytearrays; lists, instances (obj_slice.c) */
        return;
    raise_TypeError("'%t' object doesn't support item deletion", o);
}

obj_t ext_getiter(obj_t o)
{
    if (dict_check(o) || set_check(o))
        return dict_iter(o, 0);
    if (is_view(o))
        return view_iter(o);
    if (obj_is(o, T_DICT_ITER))
        return o;
    if (deque_check(o))
        return obj_getiter(deque_list(o));
    if (is_bin(o)) {
        iter_t *it = gc_alloc(sizeof(iter_t));
        it->type = &types[T_DICT_ITER];
        it->a = o;
        it->b = small_obj(0);
        it->c = small_obj(3);
        return ptr_obj(it);
    }
    return OBJ_NULL;
}

int ext_contains(obj_t c, obj_t x)
{
    if (dict_check(c) || set_check(c))
        return dict_lookup(obj_ptr(c), dict_check(c) ? x : set_key(x)) != NULL;
    if (is_view(c))
        return view_contains(c, x);
    if (is_bin(c))
        return bytes_contains(c, x);
    if (deque_check(c))
        return obj_contains(deque_list(c), x);
    return -1;
}

bool ext_print(sink_t *s, obj_t o, bool repr)
{
    (void)repr;
    if (!obj_is_ptr(o))
        return false;
    if (namedtuple_print(s, o))
        return true;
    if (dict_check(o)) {
        stack_check_leaf();
        dict_print(s, o);
    } else if (set_check(o))
        set_print(s, o);
    else if (is_view(o))
        view_print(s, o);
    else if (obj_is(o, T_MODULE))
        module_print(s, o);
    else if (is_bin(o))
        bytes_print(s, o);
    else if (deque_check(o))
        deque_print(s, o);
    else if (native_type(type_of(o)) && native_type(type_of(o))->print)
        native_type(type_of(o))->print(s, o, repr);
    else
        return false;
    return true;
}

int ext_equal(obj_t a, obj_t b)
{
    if (view_setlike(a) || view_setlike(b)) /* as sets, with a set or another such view */
        return set_like(a) && set_like(b) ? set_equal(set_of(a), set_of(b)) : -1;
    if (dict_check(a) || dict_check(b))
        return dict_check(a) && dict_check(b) && dict_equal(a, b);
    if (set_check(a) || set_check(b))
        return set_check(a) && set_check(b) && set_equal(a, b);
    return bytes_equal(a, b);
}

obj_t ext_method(obj_t self, uint32_t q)
{
    const native_type_t *nt = native_type(type_of(self));
    if (nt != NULL)
        return method_find(q, nt->methods, nt->n_methods);
    return OBJ_NULL;
}
