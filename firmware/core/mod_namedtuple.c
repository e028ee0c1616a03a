/* mod_namedtuple.c — collections.namedtuple.
 *
 * namedtuple('Point', 'x y') makes a class (a class_t from class_build, so that it prints,
 * compares and is looked up like any class) whose `slots` tuple holds the field names and
 * whose `make` is nt_new; its dict holds _fields, _field_defaults and _make.
 *
 * An instance is a plain heap tuple with one hidden word after its items: the class.
 *
 *   word 0     1     2 .. n+1      n+2
 *   ┌──────┬─────┬──────────────┬───────┐
 *   │ tuple│  n  │ the n items  │ class │  (+ padding to the 8-byte block)
 *   └──────┴─────┴──────────────┴───────┘
 *
 * So everything a tuple does (indexing, slicing, len, iteration, unpacking, ==, <, hash,
 * `in`, +) works unchanged and costs nothing here; the hidden word costs 0 bytes for an
 * odd number of fields (it sits in the block's padding) and 8 for an even number. The
 * collector scans the whole block, so the class stays alive while an instance does.
 * A tuple is named when it is on the heap, its block has room after the items, and that
 * word points into the heap at a class whose make is nt_new: any other tuple's padding is
 * zero (gc_alloc zeroes), and a heap pointer is checked before it is read.
 *
 * The generic code asks here in a few places: attributes (class_getattr, ext_method),
 * printing (ext_print), type() and isinstance(). What does not follow CPython: type(p) is
 * the class but `'%t'` in error messages says 'tuple'; issubclass(Point, tuple) is False;
 * a class statement cannot subclass a named tuple class (refused in class_build). */
#include <stddef.h>
#include <string.h>

#include "gc.h"
#include "namedtuple.h"
#include "port.h"

/* Strings in flash, usable as dict keys and values like any str (rstr_t's layout). */
#define ROM_STR(id, text)                                                                                 \
    static const struct {                                                                             \
        const type_t *type;                                                                           \
        uint16_t len;                                                                                 \
        char data[sizeof(text) - 1];                                                                  \
    } id = {&types[T_STR], sizeof(text) - 1, text}
ROM_STR(k_fields, "_fields");
ROM_STR(k_defaults, "_field_defaults");
ROM_STR(k_make, "_make");

static obj_t nt_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);

bool namedtuple_is_class(const type_t *t) { return t->make == nt_new; }

static bool on_heap(const void *p)
{
    uintptr_t start, end;
    port_heap_region(&start, &end);
    return (uintptr_t)p >= start && (uintptr_t)p < end;
}

const type_t *namedtuple_class(obj_t o)
{
    if (!obj_is(o, T_TUPLE) || !on_heap(obj_ptr(o)))
        return NULL;
    const tuple_t *tp = obj_ptr(o);
    if (gc_size(tp) < offsetof(tuple_t, items) + 4u * (tp->len + 1))
        return NULL;
    obj_t c = tp->items[tp->len];
    if (c == OBJ_NULL || !obj_is_ptr(c) || !on_heap(obj_ptr(c)) || !obj_is(c, T_TYPE))
        return NULL;
    const type_t *t = obj_ptr(c);
    return namedtuple_is_class(t) ? t : NULL;
}

static const obj_t *fields_of(const type_t *t, size_t *n) { return seq_items(((const class_t *)t)->slots, n); }

/* A tuple of the class's n fields, with the hidden class word. */
static obj_t nt_alloc(const type_t *t, const obj_t *items, size_t n)
{
    tuple_t *tp = gc_alloc(offsetof(tuple_t, items) + 4u * (n + 1));
    tp->type = &types[T_TUPLE];
    tp->len = (uint32_t)n;
    memcpy(tp->items, items, 4u * n);
    tp->items[n] = ptr_obj(t);
    return ptr_obj(tp);
}

static int field_index(const obj_t *fields, size_t n, obj_t name)
{
    for (size_t i = 0; i < n; i++)
        if (fields[i] == name || obj_equal(fields[i], name))
            return (int)i;
    return -1;
}

/* A new str: fmt with a and b (sink_format's %s %r %q %t). */
static obj_t format_str(const char *fmt, obj_t a, obj_t b)
{
    sink_t w;
    sink_begin_str(&w);
    sink_format(&w, fmt, a, b, 0);
    return sink_end_str(&w);
}

/* Point(1, y=2): args[-1] is the class. Messages as CPython's Point.__new__(). */
static obj_t nt_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    const type_t *t = obj_ptr(args[-1]);
    size_t nf;
    const obj_t *fields = fields_of(t, &nf);
    obj_t who = qstr_obj(t->name);
    if (n > nf)
        raise_TypeError("%s but %s were given", format_str("%q.__new__() takes %s positional arguments", who,
                        small_obj((int32_t)nf + 1)), small_obj((int32_t)n + 1));
    obj_t vals[nf > 0 ? nf : 1];
    for (size_t i = 0; i < nf; i++)
        vals[i] = i < n ? args[i] : OBJ_NULL;
    for (size_t i = 0; i < nkw; i++) {
        int k = field_index(fields, nf, kw[2 * i]);
        if (k < 0)
            raise_TypeError("%q.__new__() got an unexpected keyword argument '%s'", who, kw[2 * i]);
        if (vals[k] != OBJ_NULL)
            raise_TypeError("%q.__new__() got multiple values for argument '%s'", who, kw[2 * i]);
        vals[k] = kw[2 * i + 1];
    }
    dict_t *defaults = NULL;
    obj_t *d = dict_lookup(((const class_t *)t)->dict, ptr_obj(&k_defaults));
    if (d != NULL)
        defaults = obj_ptr(*d);
    /* the missing ones, listed as CPython does: 'x' / 'x' and 'y' / 'x', 'y', and 'z' */
    obj_t missing = OBJ_NULL;
    size_t nmiss = 0;
    for (size_t i = 0; i < nf; i++) {
        if (vals[i] != OBJ_NULL)
            continue;
        obj_t *v = defaults ? dict_lookup(defaults, fields[i]) : NULL;
        if (v != NULL) {
            vals[i] = *v;
            continue;
        }
        obj_t q = format_str("'%s'", fields[i], 0);
        missing = nmiss++ == 0 ? q : format_str("%s, %s", missing, q);
    }
    if (nmiss > 1) { /* the last ", " becomes " and " (two) or ", and " (more) */
        size_t len;
        const char *p = str_data(missing, &len);
        size_t a = len - 2;
        while (memcmp(p + a, ", ", 2) != 0)
            a--;
        obj_t head = str_new(p, a); /* strings never move: p stays valid */
        missing = format_str(nmiss == 2 ? "%s and %s" : "%s, and %s", head, str_new(p + a + 2, len - a - 2));
    }
    if (nmiss > 0)
        raise_TypeError("%s: %s", format_str(nmiss == 1 ? "%q.__new__() missing %s required positional argument"
                                                        : "%q.__new__() missing %s required positional arguments",
                                             who, small_obj((int32_t)nmiss)), missing);
    return nt_alloc(t, vals, nf);
}

/* Point._make(iterable) (a classmethod: args[0] is the class) */
static obj_t nt_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n != 2 || nkw != 0)
        raise_TypeError("_make() takes exactly one argument", 0, 0);
    const type_t *t = obj_ptr(args[0]);
    obj_t items = tuple_make(1, args + 1, 0, NULL);
    size_t k, nf;
    const obj_t *p = seq_items(items, &k);
    fields_of(t, &nf);
    if (k != nf)
        raise_TypeError("Expected %s arguments, got %s", small_obj((int32_t)nf), small_obj((int32_t)k));
    return nt_alloc(t, p, k);
}
static const builtin_t b_make = {&types[T_BUILTIN], 0, 0, nt_make};

/* p._replace(x=3): a new instance, the named fields changed */
static obj_t nt_replace(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    if (n != 1)
        raise_TypeError("_replace() takes no positional arguments", 0, 0);
    const type_t *t = namedtuple_class(args[0]);
    size_t nf;
    const obj_t *fields = fields_of(t, &nf);
    obj_t vals[nf > 0 ? nf : 1];
    memcpy(vals, ((const tuple_t *)obj_ptr(args[0]))->items, 4u * nf);
    obj_t unexpected = OBJ_NULL;
    for (size_t i = 0; i < nkw; i++) {
        int k = field_index(fields, nf, kw[2 * i]);
        if (k >= 0) {
            vals[k] = kw[2 * i + 1];
            continue;
        }
        if (unexpected == OBJ_NULL)
            unexpected = list_new(0, NULL);
        list_append(unexpected, kw[2 * i]);
    }
    if (unexpected != OBJ_NULL)
        raise_ValueError("Got unexpected field names: %r", unexpected, 0);
    return nt_alloc(t, vals, nf);
}

/* p._asdict(): {field: value} in field order */
static obj_t nt_asdict(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n != 1 || nkw != 0)
        raise_TypeError("_asdict() takes no arguments", 0, 0);
    size_t nf;
    const obj_t *fields = fields_of(namedtuple_class(args[0]), &nf);
    obj_t d = dict_new();
    for (size_t i = 0; i < nf; i++)
        dict_store(obj_ptr(d), fields[i], ((const tuple_t *)obj_ptr(args[0]))->items[i]);
    return d;
}
static const builtin_t b_replace = {&types[T_BUILTIN], 0, 0, nt_replace};
static const builtin_t b_asdict = {&types[T_BUILTIN], 0, 0, nt_asdict};

static bool name_is(uint32_t q, const char *text)
{
    size_t n;
    const char *p = qstr_data(q, &n);
    return n == strlen(text) && memcmp(p, text, n) == 0;
}

obj_t namedtuple_field(obj_t o, obj_t name)
{
    const type_t *t = namedtuple_class(o);
    if (t == NULL)
        return OBJ_NULL;
    size_t nf;
    const obj_t *fields = fields_of(t, &nf);
    int k = field_index(fields, nf, name);
    if (k >= 0)
        return ((const tuple_t *)obj_ptr(o))->items[k];
    if (name_is(name_qstr(name), "_fields"))
        return ((const class_t *)t)->slots;
    return OBJ_NULL;
}

obj_t namedtuple_method(obj_t self, uint32_t q)
{
    if (namedtuple_class(self) == NULL)
        return OBJ_NULL;
    return name_is(q, "_replace") ? ptr_obj(&b_replace) : name_is(q, "_asdict") ? ptr_obj(&b_asdict) : OBJ_NULL;
}

bool namedtuple_print(sink_t *s, obj_t o)
{
    const type_t *t = namedtuple_class(o);
    if (t == NULL)
        return false;
    size_t nf;
    const obj_t *fields = fields_of(t, &nf);
    sink_format(s, "%q(", qstr_obj(t->name), 0, 0);
    for (size_t i = 0; i < nf; i++)
        sink_format(s, i ? ", %s=%r" : "%s=%r", fields[i], ((const tuple_t *)obj_ptr(o))->items[i], 0);
    sink_write(s, ")", 1);
    return true;
}

/* ---- namedtuple() ---- */

/* A name as a qstr object when the program has that qstr (so p.x compares by identity),
 * else the str itself. (CPython's checks of identifiers, underscores and duplicates are
 * left out: flash.) */
static obj_t check_name(obj_t s)
{
    if (!str_check(s))
        raise_TypeError("Type names and field names must be strings", 0, 0);
    obj_t q = attr_name(s);
    return q != OBJ_NULL ? q : s;
}

/* namedtuple(typename, field_names, *, defaults=None, rename=False, module=None) */
static obj_t namedtuple_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t dflt = OBJ_NONE;
    for (size_t i = 0; i < nkw; i++) {
        if (!name_is(qstr_index(kw[2 * i]), "defaults"))
            raise_TypeError("namedtuple() got an unexpected keyword argument '%s'", kw[2 * i], 0);
        dflt = kw[2 * i + 1];
    }
    if (n != 2)
        raise_TypeError("namedtuple() takes 2 positional arguments but %s were given", small_obj((int32_t)n), 0);
    obj_t name = check_name(args[0]);
    if (!obj_is_qstr(name))
        raise_ValueError("the type name %r must be a name the program uses", name, 0);
    /* the field names: a str is split at commas and white space */
    obj_t names = list_new(0, NULL);
    if (str_check(args[1])) {
        size_t len;
        const char *p = str_data(args[1], &len);
        for (size_t i = 0; i < len;) {
            size_t j = i;
            while (j < len && p[j] != ',' && p[j] != ' ' && p[j] != '\t' && p[j] != '\n')
                j++;
            if (j > i)
                list_append(names, str_new(p + i, j - i));
            p = str_data(args[1], &len); /* the allocation may have run a collection: re-read */
            i = j + 1;
        }
    } else {
        obj_t it = obj_getiter(args[1]);
        for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
            list_append(names, x);
    }
    size_t nf;
    obj_t *f = (obj_t *)seq_items(names, &nf);
    for (size_t i = 0; i < nf; i++)
        f[i] = check_name(f[i]);
    obj_t fields = tuple_new(nf, f);
    /* defaults belong to the rightmost fields */
    obj_t defaults = dict_new();
    if (dflt != OBJ_NONE) {
        obj_t dt = tuple_make(1, &dflt, 0, NULL);
        size_t nd;
        const obj_t *dv = seq_items(dt, &nd);
        if (nd > nf)
            raise_TypeError("Got more default values than field names", 0, 0);
        const obj_t *fv = seq_items(fields, &nf);
        for (size_t i = 0; i < nd; i++)
            dict_store(obj_ptr(defaults), fv[nf - nd + i], dv[i]);
    }
    bound_t *make = gc_alloc(sizeof(bound_t)); /* classmethod(_make) */
    make->type = &types[T_CLASSMETHOD];
    make->fn = ptr_obj(&b_make);
    obj_t ns[6] = {ptr_obj(&k_fields), fields, ptr_obj(&k_defaults), defaults, ptr_obj(&k_make), ptr_obj(make)};
    obj_t cls = class_build(tuple_new(6, ns), name, 0, NULL, 0, NULL);
    class_t *c = obj_ptr(cls);
    c->slots = fields;
    c->t.make = nt_new;
    return cls;
}

const builtin_t namedtuple_builtin = {&types[T_BUILTIN], 0, 0, namedtuple_fn};
