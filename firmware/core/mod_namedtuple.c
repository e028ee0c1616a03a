/* mod_namedtuple.c — collections.namedtuple's C half: what runs often.
 *
 * namedtuple() itself, _make, _replace, _asdict and the binding of keyword or default
 * arguments are Python, in the frozen library (firmware/lib/collections.py), which builds
 * a class through the two primitives here: collections._tuplecls(name, fields, namespace)
 * makes the class (a class_t from class_build, so that it prints, compares and is looked
 * up like any class) whose `slots` tuple holds the field names and whose `make` is nt_new;
 * collections._tuplenew(cls, iterable) makes an instance. Here stay the instances, the
 * call with every field given by position (Point(1, 2)), p.x and repr(p).
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
 * The generic code asks here in a few places: attributes (class_getattr: a field, else the
 * class's namespace: p._fields, p._replace), printing (ext_print), type() and isinstance().
 * What does not follow CPython: type(p) is the class but `'%t'` in error messages says
 * 'tuple'; issubclass(Point, tuple) is False; a class statement cannot subclass a named
 * tuple class (refused in class_build). */
#include <stddef.h>
#include <string.h>

#include "gc.h"
#include "module.h"
#include "namedtuple.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

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

/* Point(1, 2), Point(1, y=2), Point(1) with y's default: args[-1] is the class. The
 * binding that succeeds is made here (a call per instance is hot); one that fails (too many
 * arguments, an unknown or repeated keyword, a missing field) is left to the library's
 * _new(cls, args, kwds), which binds again and raises with CPython's messages. */
static obj_t nt_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    const type_t *t = obj_ptr(args[-1]);
    size_t nf;
    const obj_t *fields = fields_of(t, &nf);
    if (n == nf && nkw == 0)
        return nt_alloc(t, args, n);
    obj_t vals[nf > 0 ? nf : 1];
    bool ok = n <= nf;
    for (size_t i = 0; i < nf; i++)
        vals[i] = i < n ? args[i] : OBJ_NULL;
    for (size_t i = 0; ok && i < nkw; i++) {
        int k = field_index(fields, nf, kw[2 * i]);
        ok = k >= 0 && vals[k] == OBJ_NULL;
        if (ok)
            vals[k] = kw[2 * i + 1];
    }
    obj_t *d = dict_lookup(((const class_t *)t)->dict, qstr_obj(Q__field_defaults));
    for (size_t i = 0; ok && i < nf; i++) {
        obj_t *v = vals[i] != OBJ_NULL || d == NULL ? NULL : dict_lookup(obj_ptr(*d), fields[i]);
        if (v != NULL)
            vals[i] = *v;
        ok = vals[i] != OBJ_NULL;
    }
    if (ok)
        return nt_alloc(t, vals, nf);
    obj_t call[3] = {args[-1], tuple_new(n, args), dict_new()};
    for (size_t i = 0; i < nkw; i++)
        dict_store(obj_ptr(call[2]), kw[2 * i], kw[2 * i + 1]);
    return vm_call(module_getattr(library_import(Q_collections), Q__new), 3, call);
}

obj_t namedtuple_field(obj_t o, obj_t name)
{
    const type_t *t = namedtuple_class(o);
    if (t == NULL)
        return OBJ_NULL;
    size_t nf;
    const obj_t *fields = fields_of(t, &nf); /* before nf is read: argument order is unspecified */
    int k = field_index(fields, nf, name);
    return k >= 0 ? ((const tuple_t *)obj_ptr(o))->items[k] : OBJ_NULL;
}

bool namedtuple_print(sink_t *s, obj_t o)
{
    const type_t *t = namedtuple_class(o);
    if (t == NULL)
        return false;
    size_t nf;
    const obj_t *fields = fields_of(t, &nf);
    sink_format(s, "%q(", qstr_obj(t->name));
    for (size_t i = 0; i < nf; i++)
        sink_format(s, i ? ", %s=%r" : "%s=%r", fields[i], ((const tuple_t *)obj_ptr(o))->items[i]);
    sink_write(s, ")", 1);
    return true;
}

/* ---- the library's primitives ---- */

/* Private to the library, but a program can call them too: they check what memory safety
 * needs, with one short message. */
static NORETURN void bad_call(const char *name)
{
    raise_TypeError("%s(): bad arguments", str_new(name, strlen(name)));
}

/* collections._tuplecls(typename, fields, namespace): the class of namedtuple() (which
 * checked the names): namespace is a tuple of (name, value) pairs whose first value is
 * replaced by the fields. A field name becomes a qstr object when the firmware or the
 * program has that qstr, so that p.x finds it by identity. */
static obj_t nt_class(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    size_t nf, nns;
    const obj_t *f, *ns;
    if (n != 3 || nkw != 0 || !str_check(args[0]) || (f = seq_items(args[1], &nf)) == NULL ||
        (ns = seq_items(args[2], &nns)) == NULL || nns < 2)
        bad_call("_tuplecls");
    obj_t name = attr_name(args[0]);
    if (!obj_is_qstr(name))
        raise_ValueError("the type name %r must be a name the program uses", name);
    obj_t fields = tuple_new(nf, f), pairs = tuple_new(nns, ns);
    tuple_t *ft = obj_ptr(fields);
    for (size_t i = 0; i < nf; i++)
        ft->items[i] = str_check(ft->items[i]) ? attr_name(ft->items[i]) : ft->items[i];
    ((tuple_t *)obj_ptr(pairs))->items[1] = fields;
    obj_t cls = class_build(pairs, name, 0, NULL, 0, NULL);
    class_t *c = obj_ptr(cls);
    c->slots = fields;
    c->t.make = nt_new;
    return cls;
}

/* collections._tuplenew(cls, iterable): an instance (Point._make, _replace, _new) */
static obj_t nt_new_from(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n != 2 || nkw != 0 || !obj_is(args[0], T_TYPE) || !namedtuple_is_class(obj_ptr(args[0])))
        bad_call("_tuplenew");
    const type_t *t = obj_ptr(args[0]);
    obj_t items = tuple_make(1, args + 1, 0, NULL);
    size_t k, nf;
    const obj_t *p = seq_items(items, &k);
    fields_of(t, &nf);
    if (k != nf)
        raise_TypeError("Expected %s arguments, got %s", small_obj((int32_t)nf), small_obj((int32_t)k));
    return nt_alloc(t, p, k);
}

const builtin_t namedtuple_class_builtin = {&types[T_BUILTIN], 0, 0, nt_class};
const builtin_t namedtuple_new_builtin = {&types[T_BUILTIN], 0, 0, nt_new_from};
