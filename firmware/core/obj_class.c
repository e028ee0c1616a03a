/* obj_class.c — classes made by `class` statements and their instances: building a class
 * (C3 method resolution order, the inline attribute layout), attribute lookup and
 * binding (methods, static and class methods, properties, super), isinstance/issubclass,
 * and the special methods (__add__, __eq__, __len__, ...) that the generic operations of
 * obj.c hand over to when an operand is an instance. C code calls Python methods through
 * vm_call (the guarded nested run); plain calls of classes and methods from bytecode are
 * set up by the VM without any nesting (class_prepare_call). */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "image.h"
#include "mod_builtins.h"
#include "module.h"
#include "namedtuple.h"
#include "obj_class.h"
#include "obj_array.h"
#include "obj_bytes.h"
#include "obj_deque.h"
#include "obj_dict.h"
#include "obj_exc.h"
#include "obj_float.h"
#include "obj_fun.h"
#include "obj_gen.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"
#include "vm.h"

/* ---- names ---- */

/* The qstr whose text is p[0..n), or UINT32_MAX if neither the firmware nor the image has
 * it (then no class can have an attribute of that name). */
uint32_t qstr_find(const char *p, size_t n)
{
    uint32_t total = QSTR_BUILTIN_COUNT + (uint32_t)vm.n_qstr;
    for (uint32_t q = 0; q < total; q++) {
        size_t m;
        const char *s = qstr_data(q, &m);
        if (m == n && memcmp(s, p, n) == 0)
            return q;
    }
    for (uint32_t q = QSTR_MORE_FIRST; q < QSTR_MORE_FIRST + QSTR_MORE_COUNT; q++) {
        size_t m;
        const char *s = qstr_data(q, &m);
        if (m == n && memcmp(s, p, n) == 0)
            return q;
    }
    return UINT32_MAX;
}

/* Whether str or qstr s is the name q (a builtin qstr): a keyword's or an attribute's. */
bool name_is(obj_t s, uint32_t q)
{
    if (s == qstr_obj(q))
        return true;
    size_t n, m;
    const char *a = str_data(s, &n), *b = qstr_data(q, &m);
    return n == m && memcmp(a, b, n) == 0;
}

/* The attribute name of a str object: the qstr of its text if there is one (slots and
 * the special names compare by qstr), else the str itself. Such a str is still a name the
 * dicts (namespaces, an instance's fallback dict) find by text, and the text-keyed tables
 * through name_qstr; only a layout slot it can never be (those are qstrs). */
obj_t attr_name(obj_t s)
{
    if (obj_is_qstr(s))
        return s;
    if (!str_check(s))
        raise_TypeError("attribute name must be string, not '%t'", s);
    size_t n;
    const char *p = str_data(s, &n);
    uint32_t q = qstr_find(p, n);
    return q == UINT32_MAX ? s : qstr_obj(q);
}

/* ---- classes ---- */

static inline bool is_user_class(const type_t *t) { return (t->flags & TYPE_CLASS) != 0; }

bool class_is_instance(obj_t o) { return obj_is_ptr(o) && is_user_class(type_of(o)); }

static inline bool is_type_obj(obj_t o) { return obj_is(o, T_TYPE); }

static size_t hdr_words(const type_t *t) { return (t->flags & TYPE_EXC) ? sizeof(exc_t) / 4 : 1; }

/* ---- subclasses of built-in types ----
 * class L(list): an instance of L is an ordinary instance (word 0 the class, then its
 * fallback dict and layout words) whose first layout word, named OBJ_NONE (no attribute
 * name is), holds its built-in value: a list, an int, a str ... `base` of such a class is
 * the value's type (one of NATIVE_BASES). The value is made by __new__ (object_new_fn:
 * an immutable one from the call's arguments, a mutable one empty and then filled by
 * __init__, the base's unless the class overrides it); the special-method hooks below
 * (class_len, class_binary ...), met when an operand is an instance, hand an operation the
 * class does not define to the value's own, and a built-in method (l.append, str.upper)
 * gets the value as its self (class_getattr, builtin_check). Built-in types pay nothing. */
#define BIT(t) (1u << (t))
#define NATIVE_BASES (BIT(T_INT) | BIT(T_STR) | BIT(T_TUPLE) | BIT(T_LIST) | BIT(T_DICT) | BIT(T_FLOAT) | BIT(T_SET) | \
                      BIT(T_FROZENSET) | BIT(T_BYTES) | BIT(T_BYTEARRAY))
#define MUTABLE_BASES (BIT(T_LIST) | BIT(T_DICT) | BIT(T_SET) | BIT(T_BYTEARRAY)) /* filled by __init__ */

/* Whether the built-in value of t's instances is one of MUTABLE_BASES (t: a class, not an
 * exception's: its base is below 32) */
static bool mutable_base(const type_t *t) { return (MUTABLE_BASES >> t->base) & 1u; }

/* The built-in value of an instance of a subclass of a built-in type, else OBJ_NULL. */
obj_t class_native(obj_t o)
{
    if (!obj_is_ptr(o))
        return OBJ_NULL;
    const obj_t *w = obj_ptr(o);
    const type_t *t = (const type_t *)(uintptr_t)w[0]; /* an object's word 0: a type, or odd (image.c) */
    return (w[0] & 1u) || (t->flags & (TYPE_CLASS | TYPE_EXC)) != TYPE_CLASS || t->base == T_OBJECT ? OBJ_NULL : w[2];
}

/* The class of o, an instance (word 0). */
static inline const type_t *cls_of(obj_t o) { return (const type_t *)(uintptr_t)*(const obj_t *)obj_ptr(o); }

/* Make o's built-in value from the arguments, as its type does: int(...), list(...) */
static void native_fill(obj_t o, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    ((obj_t *)obj_ptr(o))[2] = types[cls_of(o)->base].make(n, args, nkw, kw);
}

#define MRO_MAX 12
#define BASES_MAX 4

/* The method resolution order of any type, into out (at most MRO_MAX). */
static size_t type_mro(const type_t *t, const type_t **out)
{
    if (is_user_class(t)) {
        const tuple_t *m = obj_ptr(((const class_t *)t)->mro);
        size_t n = m->len < MRO_MAX ? m->len : MRO_MAX;
        for (size_t i = 0; i < n; i++)
            out[i] = obj_ptr(m->items[i]);
        return n;
    }
    size_t n = 0;
    if (t->flags & TYPE_NATIVE) /* outside types[]: itself, then its base's order */
        out[n++] = t;
    for (unsigned i = (t->flags & TYPE_NATIVE) ? t->base : type_index_of(t); i != T_NO_BASE && n < MRO_MAX - 1;
         i = types[i].base)
        out[n++] = &types[i];
    if (t != &types[T_OBJECT])
        out[n++] = &types[T_OBJECT];
    return n;
}

/* Is sub the class sup or derived from it? Works for built-in and user classes. */
bool type_is_subtype(const type_t *sub, const type_t *sup)
{
    if (sub == sup || sup == &types[T_OBJECT])
        return true;
    if (is_user_class(sub)) {
        const tuple_t *m = obj_ptr(((const class_t *)sub)->mro);
        for (size_t i = 0; i < m->len; i++)
            if (obj_ptr(m->items[i]) == sup)
                return true;
        return false;
    }
    if (is_user_class(sup))
        return false;
    for (unsigned i = (sub->flags & TYPE_NATIVE) ? sub->base : type_index_of(sub); i != T_NO_BASE; i = types[i].base)
        if (&types[i] == sup)
            return true;
    return false;
}


/* C3: the class, then the merge of its bases' orders and the list of its bases. */
static obj_t compute_mro(const class_t *c, size_t nb, const obj_t *bases)
{
    /* the bases' MROs (240 B) are heap scratch: a class made inside a nested VM run would
     * otherwise need them on the 1.5 KB C stack */
    const type_t *(*seq)[MRO_MAX] = gc_alloc(sizeof(const type_t *[BASES_MAX + 1][MRO_MAX]));
    uint8_t len[BASES_MAX + 1], pos[BASES_MAX + 1];
    obj_t out[MRO_MAX + 1];
    size_t n = 0, ns = nb + 1;
    for (size_t i = 0; i < nb; i++) {
        len[i] = (uint8_t)type_mro(obj_ptr(bases[i]), seq[i]);
        pos[i] = 0;
    }
    for (size_t i = 0; i < nb; i++)
        seq[nb][i] = obj_ptr(bases[i]);
    len[nb] = (uint8_t)nb;
    pos[nb] = 0;
    out[n++] = ptr_obj(c);
    for (;;) {
        const type_t *head = NULL;
        bool left = false;
        for (size_t i = 0; i < ns && head == NULL; i++) {
            if (pos[i] >= len[i])
                continue;
            left = true;
            const type_t *h = seq[i][pos[i]];
            bool in_tail = false;
            for (size_t j = 0; j < ns && !in_tail; j++)
                for (size_t k = pos[j] + 1u; k < len[j]; k++)
                    if (seq[j][k] == h)
                        in_tail = true;
            if (!in_tail)
                head = h;
        }
        if (!left)
            break;
        if (head == NULL) {
            /* name the first two distinct heads left, as CPython does */
            const type_t *h[2] = {NULL, NULL};
            for (size_t i = 0; i < ns; i++)
                if (pos[i] < len[i] && h[0] != seq[i][pos[i]])
                    h[h[0] != NULL] = seq[i][pos[i]];
            raise_TypeError("Cannot create a consistent method resolution\norder (MRO) for bases %q, %q",
                            qstr_obj(h[0]->name), qstr_obj(h[1] ? h[1]->name : h[0]->name));
        }
        if (n >= MRO_MAX)
            raise_TypeError("a class with more than 11 ancestors is not supported");
        out[n++] = ptr_obj(head);
        for (size_t i = 0; i < ns; i++)
            if (pos[i] < len[i] && seq[i][pos[i]] == head)
                pos[i]++;
    }
    gc_free(seq);
    return tuple_new(n, out);
}

static obj_t special(obj_t o, uint32_t q);

/* __setattr__ and __delattr__, and a descriptor with __set__ or __delete__ (a data
 * descriptor), send an instance's stores through class_setattr as a property does
 * (TYPE_PROPERTY, which vm.c's STORE_ATTR checks along the MRO). */
static bool routes_stores(obj_t name, obj_t v)
{
    return obj_is(v, T_PROPERTY) || name == qstr_obj(Q___setattr__) || name == qstr_obj(Q___delattr__)
           || special(v, Q___set__) != OBJ_NULL || special(v, Q___delete__) != OBJ_NULL;
}

/* BUILD_CLASS: ns is a tuple name, value, name, value...; slots the attribute names the
 * compiler saw assigned to `self.<name>` in the class's methods. */
obj_t class_build(obj_t ns, obj_t name, size_t nslots, const obj_t *slots, size_t nb, const obj_t *bases)
{
    ns = image_typed(ns, T_TUPLE); /* what BUILD_CLASS pops: a tuple and a qstr, unless the */
    if (!obj_is_qstr(name))       /* image was made by no compiler (the type keeps a qstr) */
        raise_msg_n(T_RuntimeError, "bad image: its code needs a '%y' object here", 0, 0, T_STR);
    obj_t object = type_obj(T_OBJECT);
    if (nb == 0) {
        bases = &object;
        nb = 1;
    }
    if (nb > BASES_MAX)
        raise_TypeError("a class with more than 4 bases is not supported");
    uint8_t builtin_base = T_OBJECT, native = T_OBJECT, flags = TYPE_CLASS;
    for (size_t i = 0; i < nb; i++) {
        if (!is_type_obj(bases[i]))
            raise_TypeError("bases must be types");
        const type_t *b = obj_ptr(bases[i]);
        flags |= b->flags & (TYPE_NEW | TYPE_PROPERTY);
        if (b->flags & TYPE_EXC) {
            flags |= TYPE_EXC;
            builtin_base = is_user_class(b) ? b->base : (uint8_t)type_index_of(b);
        } else if (namedtuple_is_class(b)) {
            raise_TypeError("subclassing a namedtuple class is not supported");
        } else if (b != &types[T_OBJECT]) { /* a class, or one of NATIVE_BASES (or a class of one) */
            unsigned k = b->base;
            if (!is_user_class(b) && ((b->flags & TYPE_NATIVE) || (k = type_index_of(b)) >= 32 || !((NATIVE_BASES >> k) & 1u)))
                raise_TypeError("type '%q' is not an acceptable base type", qstr_obj(b->name));
            if (k != T_OBJECT && native != T_OBJECT && native != k)
                flags |= TYPE_EXC; /* refused below */
            native = k != T_OBJECT ? (uint8_t)k : native;
        }
    }
    if (native != T_OBJECT) { /* instances keep a value of that type (class_native) */
        if (flags & TYPE_EXC) /* (or two built-in bases) */
            raise_TypeError("multiple bases have instance lay-out conflict");
        builtin_base = native;
        flags |= TYPE_NEW; /* made by object_new_fn; a mutable value filled by __init__ */
    }
    class_t *c = gc_alloc(sizeof(class_t));
    c->t.type = &types[T_TYPE];
    c->t.name = (uint16_t)qstr_index(name);
    c->t.flags = flags;
    c->t.base = builtin_base;
    c->t.make = class_make;
    c->bases = tuple_new(nb, bases);
    c->slots = tuple_new(0, NULL);
    c->mro = compute_mro(c, nb, bases);
    /* the layout: the names of the bases' layouts (farthest ancestor first), then this
     * class's own; a single-inheritance subclass therefore extends its base's layout */
    const tuple_t *mro = obj_ptr(c->mro);
    obj_t names = list_new(0, NULL);
    if (native != T_OBJECT)
        list_append(names, OBJ_NONE); /* layout word 0: the built-in value, a name no attribute has */
    for (size_t i = mro->len; i-- > 1;) {
        const type_t *t = obj_ptr(mro->items[i]);
        if (!is_user_class(t))
            continue;
        size_t k;
        const obj_t *s = seq_items(((const class_t *)t)->slots, &k);
        for (size_t j = 0; j < k; j++)
            if (!obj_contains(names, s[j]))
                list_append(names, s[j]);
    }
    for (size_t j = 0; j < nslots; j++)
        if (!obj_contains(names, slots[j]))
            list_append(names, slots[j]);
    size_t k;
    const obj_t *s = seq_items(names, &k);
    c->slots = tuple_new(k, s);
    c->dict = obj_ptr(dict_new());
    size_t nn;
    const obj_t *pairs = seq_items(ns, &nn);
    for (size_t i = 0; i + 1 < nn; i += 2) {
        if (pairs[i] == qstr_obj(Q___new__))
            c->t.flags |= TYPE_NEW;
        if (routes_stores(pairs[i], pairs[i + 1]))
            c->t.flags |= TYPE_PROPERTY; /* instance stores look for its setter (vm.c) */
        dict_store(c->dict, pairs[i], pairs[i + 1]);
    }
    for (size_t i = 0; i + 1 < nn; i += 2) { /* then each attribute's __set_name__(owner, name) */
        pairs = seq_items(ns, &nn);
        obj_t f = special(pairs[i + 1], Q___set_name__);
        if (f != OBJ_NULL) {
            obj_t args[3] = {pairs[i + 1], ptr_obj(c), pairs[i]};
            vm_call(f, 3, args);
        }
    }
    for (size_t i = 1; i < mro->len; i++) { /* and the nearest base's __init_subclass__(cls) */
        const type_t *b = obj_ptr(mro->items[i]);
        obj_t *f = is_user_class(b) ? dict_lookup(((const class_t *)b)->dict, qstr_obj(Q___init_subclass__)) : NULL;
        if (f != NULL) { /* an implicit class method */
            obj_t cls = ptr_obj(c);
            vm_call(obj_is(*f, T_CLASSMETHOD) ? ((const bound_t *)obj_ptr(*f))->fn : *f, 1, &cls);
            break;
        }
    }
    return ptr_obj(c);
}

/* type(name, bases, dict): the class a class statement of that namespace makes */
obj_t class_from_dict(obj_t name, obj_t bases, obj_t ns)
{
    static const char bad[] = "type.__new__() argument %s must be %y, not %t";
    if (!str_check(name) || !obj_is(bases, T_TUPLE) || !dict_check(ns)) {
        unsigned k = !str_check(name) ? 0 : !obj_is(bases, T_TUPLE) ? 1 : 2;
        obj_t arg = k == 0 ? name : k == 1 ? bases : ns;
        raise_msg_n(T_TypeError, bad, small_obj((int32_t)k + 1), arg, k == 0 ? T_STR : k == 1 ? T_TUPLE : T_DICT);
    }
    name = attr_name(name);
    if (!obj_is_qstr(name)) /* a type keeps a qstr as its name */
        raise_NotImplementedError("type(): a class name that is not in the program's text");
    obj_t pairs = list_new(0, NULL);
    uint32_t pos = 0;
    obj_t k, v;
    while (dict_next(obj_ptr(ns), &pos, &k, &v)) {
        list_append(pairs, str_check(k) ? attr_name(k) : k);
        list_append(pairs, v);
    }
    size_t n, nb;
    const obj_t *items = seq_items(pairs, &n);
    obj_t t = tuple_new(n, items);
    const obj_t *b = seq_items(bases, &nb);
    return class_build(t, name, 0, NULL, nb, b);
}

/* The attribute `name` (a qstr object) found along t's MRO, OBJ_NULL if none. */
obj_t class_lookup(const type_t *t, obj_t name)
{
    if (!is_user_class(t))
        return OBJ_NULL;
    const tuple_t *m = obj_ptr(((const class_t *)t)->mro);
    for (size_t i = 0; i < m->len; i++) {
        const type_t *b = obj_ptr(m->items[i]);
        if (!is_user_class(b))
            continue;
        obj_t *v = dict_lookup(((const class_t *)b)->dict, name);
        if (v != NULL)
            return *v;
    }
    return OBJ_NULL;
}

/* The same by text, for the special methods (whose names are image strings). */
static obj_t lookup_text(const type_t *t, const char *text)
{
    if (!is_user_class(t))
        return OBJ_NULL;
    uint32_t q = qstr_find(text, strlen(text));
    return q == UINT32_MAX ? OBJ_NULL : class_lookup(t, qstr_obj(q));
}

/* ---- instances ---- */

static obj_t *inst_words(obj_t o) { return (obj_t *)obj_ptr(o); }

static obj_t *slot_of(obj_t o, const type_t *t, obj_t name)
{
    const tuple_t *s = obj_ptr(((const class_t *)t)->slots);
    for (size_t i = 0; i < s->len; i++)
        if (s->items[i] == name)
            return &inst_words(o)[hdr_words(t) + 1 + i];
    return NULL;
}

/* The word holding an instance's fallback dict (an object word: OBJ_NULL or the dict), kept
 * as obj_t rather than dict_t * so that it is one word on a 64-bit host build too. */
static obj_t *extra_of(obj_t o, const type_t *t) { return &inst_words(o)[hdr_words(t)]; }

/* A new instance of user class t, every attribute unset. */
obj_t class_new_instance(const type_t *t)
{
    const tuple_t *s = obj_ptr(((const class_t *)t)->slots);
    obj_t *w = gc_alloc(4u * (hdr_words(t) + 1 + s->len));
    w[0] = ptr_obj(t);
    return ptr_obj(w);
}

static obj_t bound_new(unsigned type, obj_t fn, obj_t self)
{
    bound_t *b = gc_alloc(sizeof(bound_t));
    b->type = &types[type];
    b->fn = fn;
    b->self = self;
    return ptr_obj(b);
}

static NORETURN void raise_no_attr(obj_t o, obj_t name)
{
    if (is_type_obj(o))
        raise_msg(T_AttributeError, "type object '%q' has no attribute '%s'", qstr_obj(((const type_t *)obj_ptr(o))->name), name);
    raise_msg(T_AttributeError, "'%t' object has no attribute '%s'", o, name);
}

/* v itself, or what its class's __get__(v, instance, owner) gives (instance None when read
 * from the class) */
static obj_t get_descr(obj_t v, obj_t self, const type_t *t)
{
    obj_t f = special(v, Q___get__);
    if (f == OBJ_NULL)
        return v;
    obj_t args[3] = {v, self, ptr_obj(t)};
    return vm_call(f, 3, args);
}

/* What a class attribute v found for instance self (of class t) is when read. self_out
 * non-NULL: a method call (LOAD_METHOD) that can take the function and self separately. */
static obj_t bind(obj_t v, obj_t self, const type_t *t, obj_t *self_out)
{
    if (fun_is(v)) {
        if (self_out != NULL) {
            *self_out = self;
            return v;
        }
        return bound_new(T_BOUND_METHOD, v, self);
    }
    if (obj_is(v, T_STATICMETHOD))
        return ((const bound_t *)obj_ptr(v))->fn;
    if (obj_is(v, T_CLASSMETHOD)) {
        obj_t fn = ((const bound_t *)obj_ptr(v))->fn;
        if (self_out != NULL) {
            *self_out = ptr_obj(t);
            return fn;
        }
        return bound_new(T_BOUND_METHOD, fn, ptr_obj(t));
    }
    if (obj_is(v, T_PROPERTY)) {
        const property_t *p = obj_ptr(v);
        if (p->fget == OBJ_NONE)
            raise_msg(T_AttributeError, "property of '%t' object has no getter", self);
        return vm_call(p->fget, 1, &self);
    }
    return get_descr(v, self, t);
}

static obj_t bind_native(obj_t m, obj_t self, obj_t *self_out)
{
    if (self_out != NULL) {
        *self_out = self;
        return m;
    }
    return bound_new(T_BOUND_METHOD, m, self);
}

static obj_t exc_init_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
static obj_t object_init_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
static const builtin_t b_object_init = {&types[T_BUILTIN], Q___init__, 0, object_init_fn};
static obj_t object_new_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
static const builtin_t b_exc_init = {&types[T_BUILTIN], Q___init__, 0, exc_init_fn};
static const builtin_t b_object_new = {&types[T_BUILTIN], Q___new__, 0, object_new_fn};
static obj_t object_setattr_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
static const builtin_t b_object_setattr = {&types[T_BUILTIN], Q___setattr__, SPEC_FN_setattr, object_setattr_fn};
static const builtin_t b_object_delattr = {&types[T_BUILTIN], Q___delattr__, SPEC_FN_delattr, object_setattr_fn};
/* object.__init_subclass__(): nothing (CPython's refuses keywords, which no class passes here) */
static obj_t object_init_subclass_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    return OBJ_NONE;
}
static const builtin_t b_object_init_subclass = {&types[T_BUILTIN], Q___init_subclass__, 0, object_init_subclass_fn};


/* Attributes of built-in types reached through a user class's MRO (super().__init__). */
static obj_t builtin_type_attr(const type_t *t, obj_t name)
{
    if (name == qstr_obj(Q___init__))
        return ptr_obj(t->flags & TYPE_EXC ? &b_exc_init : &b_object_init);
    if (name == qstr_obj(Q___init_subclass__))
        return ptr_obj(&b_object_init_subclass);
    if (name == qstr_obj(Q___new__)) /* object_new_fn makes instances of user classes only */
        return ptr_obj(&b_object_new);
    if (name == qstr_obj(Q___setattr__))
        return ptr_obj(&b_object_setattr);
    if (name == qstr_obj(Q___delattr__))
        return ptr_obj(&b_object_delattr);
    const native_type_t *nt = native_type(t);
    if (nt != NULL)
        return nt->class_attr != NULL ? nt->class_attr(name_qstr(name)) : OBJ_NULL;
    /* str.lower, list.append, dict.get ...: the method, called with self first, which the
     * shared check (args.c) makes sure is one of t's */
    if (t == &types[T_INT] && int_class_method(name_qstr(name)) != OBJ_NULL)
        return int_class_method(name_qstr(name)); /* int.from_bytes */
    if ((t == &types[T_BYTES] || t == &types[T_BYTEARRAY]) && bytes_class_method(t, name_qstr(name)) != OBJ_NULL)
        return bytes_class_method(t, name_qstr(name)); /* bytes.fromhex */
    if (t == &types[T_DICT] && dict_class_method(name_qstr(name)) != OBJ_NULL)
        return dict_class_method(name_qstr(name)); /* dict.fromkeys */
    obj_t m = type_method(t, name_qstr(name));
    return m != OBJ_NULL ? m : special_method(t, name_qstr(name)); /* list.__len__ */
}

/* getattr(o, name) for instances, classes, super objects and properties; OBJ_NULL when
 * o is none of those or has no such attribute (the caller raises). */
/* A function's __name__ "m" and __qualname__ "C.m" (the code's owner, then its name). */
static NOINLINE obj_t fun_attr(obj_t o, obj_t name)
{
    const code_t *c = fun_code(o);
    if (name == qstr_obj(Q___globals__)) /* the module namespace it runs in, itself */
        return ptr_obj(obj_is_sfun(o) ? sfun_globals_dict(o) : ((const function_t *)obj_ptr(o))->globals);
    bool qual = name == qstr_obj(Q___qualname__); /* a [qstrs] more name: attr_name interns it */
    if (name == qstr_obj(Q___name__) || (qual && code_owner(c) == 0))
        return qstr_obj(c->name);
    if (!qual)
        return OBJ_NULL;
    sink_t s;
    sink_begin_str(&s);
    sink_qualname(&s, c);
    return sink_end_str(&s);
}

obj_t class_getattr(obj_t o, obj_t name, obj_t *self_out)
{
    if (!obj_is_ptr(o))
        return obj_is_sfun(o) ? fun_attr(o, name) : OBJ_NULL;
    const type_t *t = type_of(o);
    if (is_user_class(t)) {
        obj_t *slot = slot_of(o, t, name);
        if (slot != NULL && *slot != OBJ_NULL)
            return *slot;
        obj_t x = *extra_of(o, t);
        if (x != OBJ_NULL) {
            obj_t *v = dict_lookup(obj_ptr(x), name);
            if (v != NULL)
                return *v;
        }
        if (name == qstr_obj(Q___class__))
            return ptr_obj(t);
        if (name == qstr_obj(Q___dict__)) /* a new dict, as vars(o) (CPython: the live one) */
            return class_vars(o);
        obj_t v = class_lookup(t, name);
        if (v != OBJ_NULL)
            return bind(v, o, t, self_out);
        if ((t->flags & TYPE_EXC) && (v = exc_getattr(o, name_qstr(name))) != OBJ_NULL)
            return v; /* e.args, e.__cause__ …: BaseException's, found before __getattr__ as in CPython */
        obj_t nv = class_native(o);
        if (nv != OBJ_NULL && (v = builtin_method(nv, name_qstr(name))) != OBJ_NULL) /* l.append: the list's */
            return bind_native(v, nv, self_out);
        obj_t ga = class_lookup(t, qstr_obj(Q___getattr__));
        if (ga != OBJ_NULL) {
            obj_t args[2] = {o, name};
            return vm_call(ga, 2, args);
        }
        return OBJ_NULL;
    }
    if (t == &types[T_TYPE]) {
        const type_t *c = obj_ptr(o);
        if (name == qstr_obj(Q___name__))
            return qstr_obj(c->name);
        if (name == qstr_obj(Q___dict__) && (c->flags & TYPE_CLASS)) /* a new dict (CPython: a mappingproxy) */
            return class_vars(o);
        if (name == qstr_obj(Q___bases__)) { /* a class's: (object,) at least */
            if (c->flags & TYPE_CLASS)
                return ((const class_t *)c)->bases;
            obj_t b = type_obj((c->flags & TYPE_NATIVE) || c->base == T_NO_BASE ? T_OBJECT : c->base);
            return tuple_new(c != &types[T_OBJECT], &b); /* a built-in type's: its base; object's () */
        }
        obj_t v = class_lookup(c, name);
        if (v == OBJ_NULL)
            return builtin_type_attr(c, name);
        if (obj_is(v, T_STATICMETHOD))
            return ((const bound_t *)obj_ptr(v))->fn;
        if (obj_is(v, T_CLASSMETHOD))
            return bind(v, OBJ_NULL, c, self_out);
        return get_descr(v, OBJ_NONE, c);
    }
    if (t == &types[T_SUPER]) {
        /* super(C, self): look in self's MRO after C */
        const bound_t *s = obj_ptr(o);
        obj_t self = s->self;
        const type_t *ct = is_type_obj(self) ? obj_ptr(self) : type_of(self);
        const type_t *mro[MRO_MAX];
        size_t n = type_mro(ct, mro), i = 0;
        while (i < n && mro[i] != obj_ptr(s->fn))
            i++;
        for (i++; i < n; i++) {
            obj_t v;
            if (is_user_class(mro[i])) {
                obj_t *p = dict_lookup(((const class_t *)mro[i])->dict, name);
                if (p == NULL)
                    continue;
                v = *p;
            } else {
                v = builtin_type_attr(mro[i], name);
                if (v == OBJ_NULL)
                    continue;
                if (v == ptr_obj(&b_object_new))
                    return v; /* a static method: super().__new__(cls) */
                if (class_native(self) != OBJ_NULL && name != qstr_obj(Q___init__))
                    self = class_native(self); /* super().append(x): the list's; not __init__ */
                return bind_native(v, self, self_out);
            }
            if (is_type_obj(self) && fun_is(v) && name != qstr_obj(Q___init_subclass__))
                return v; /* (__init_subclass__ is a class method without the decorator) */
            return bind(v, self, ct, self_out);
        }
        raise_msg(T_AttributeError, "'super' object has no attribute '%s'", name);
    }
    if (t == &types[T_FUNCTION])
        return fun_attr(o, name);
    if (t == &types[T_STATICMETHOD] || t == &types[T_CLASSMETHOD] || t == &types[T_BOUND_METHOD]) {
        const bound_t *b = obj_ptr(o); /* sm.__func__, m.__func__ and m.__self__ */
        if (name == qstr_obj(Q___func__))
            return b->fn;
        if (name == qstr_obj(Q___self__) && t == &types[T_BOUND_METHOD])
            return b->self;
    }
    if (t == &types[T_BUILTIN] && name == qstr_obj(Q___name__))
        return builtin_name(o);
    if (t == &types[T_BUILTIN] && name == qstr_obj(Q___qualname__)) { /* str.upper's: "str.upper" */
        const type_t *owner = builtin_owner(o);
        if (owner == NULL)
            return builtin_name(o);
        sink_t s;
        sink_begin_str(&s);
        sink_format(&s, "%q.%s", qstr_obj(owner->name), builtin_name(o));
        return sink_end_str(&s);
    }
    if (t == &types[T_BOUND_METHOD]) {
        if (name == qstr_obj(Q___name__) || name == qstr_obj(Q___qualname__))
            return class_getattr(((const bound_t *)obj_ptr(o))->fn, name, NULL);
        return OBJ_NULL;
    }
    if (t == &types[T_PROPERTY])
        return property_attr(o, name);
    if (t == &types[T_SLICE] || t == &types[T_RANGE]) /* r.start...: a range_t is laid out as a slice_t */
        return slice_attr(o, name);
    if (t == &types[T_DEQUE] && name_is(name, Q_maxlen))
        return deque_maxlen(o);
    if (array_check(o))
        return array_attr(o, name);
    if (t == &types[T_MODULE]) /* getattr(math, 'pi'); LOAD_ATTR has its own path (vm.c) */
        return module_attr(o, name_qstr(name));
    if (t == &types[T_TUPLE]) { /* p.x of a named tuple, else its class's p._fields, p._replace */
        obj_t v = namedtuple_field(o, name);
        const type_t *nt;
        if (v == OBJ_NULL && (nt = namedtuple_class(o)) != NULL && (v = class_lookup(nt, name)) != OBJ_NULL)
            return bind(v, o, nt, self_out);
        return v;
    }
    return OBJ_NULL;
}

/* The namespace setattr and delattr change when o is no instance: a class statement's
 * class's, or a program module's (setattr(m, 'x', 1)); NULL for anything else. */
static dict_t *namespace_of(obj_t o, const type_t *t)
{
    if (t == &types[T_TYPE] && is_user_class(obj_ptr(o)))
        return ((const class_t *)obj_ptr(o))->dict;
    return t == &types[T_MODULE] ? ((const module_t *)obj_ptr(o))->globals : NULL;
}

/* Runs user class t's own or inherited __setattr__ (n = 3) or __delattr__ (n = 2) for its
 * instance o, looked up only when t has TYPE_PROPERTY (inherited when a class is built);
 * false if it has none. */
static bool run_attr_hook(obj_t o, const type_t *t, uint32_t hook, size_t n, obj_t name, obj_t v)
{
    obj_t h;
    if (!(t->flags & TYPE_PROPERTY) || (h = class_lookup(t, qstr_obj(hook))) == OBJ_NULL)
        return false;
    obj_t args[3] = {o, name, v};
    vm_call(h, n, args);
    return true;
}

static void setattr_plain(obj_t o, obj_t name, obj_t v, bool hooks);
static void delattr_plain(obj_t o, obj_t name, bool hooks);

void class_setattr(obj_t o, obj_t name, obj_t v) { setattr_plain(o, name, v, true); }

void class_delattr(obj_t o, obj_t name) { delattr_plain(o, name, true); }

/* object.__setattr__(o, name, v) and object.__delattr__(o, name): without the hooks */
static obj_t object_setattr_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    obj_t name = attr_name(args[1]);
    if (n == 3)
        setattr_plain(args[0], name, args[2], false);
    else
        delattr_plain(args[0], name, false);
    return OBJ_NONE;
}

/* A store (hooks: the class's __setattr__ first) and a deletion (__delattr__). */
static void setattr_plain(obj_t o, obj_t name, obj_t v, bool hooks)
{
    const type_t *t = obj_is_ptr(o) ? type_of(o) : &types[T_INT];
    if (is_user_class(t)) {
        if (hooks && run_attr_hook(o, t, Q___setattr__, 3, name, v))
            return;
        obj_t c = class_lookup(t, name);
        if (c != OBJ_NULL && obj_is(c, T_PROPERTY)) {
            const property_t *p = obj_ptr(c);
            if (p->fset == OBJ_NONE)
                raise_msg(T_AttributeError, "property '%s' of '%t' object has no setter", name, o);
            obj_t args[2] = {o, v};
            vm_call(p->fset, 2, args);
            return;
        }
        obj_t f = special(c, Q___set__);
        if (f != OBJ_NULL) { /* a data descriptor's __set__(self, instance, value) */
            obj_t args[3] = {c, o, v};
            vm_call(f, 3, args);
            return;
        }
        obj_t *slot = slot_of(o, t, name);
        if (slot != NULL) {
            *slot = v;
            return;
        }
        obj_t *x = extra_of(o, t);
        if (*x == OBJ_NULL)
            *x = dict_new();
        dict_store(obj_ptr(*x), name, v);
        return;
    }
    dict_t *ns = namespace_of(o, t);
    if (ns != NULL) {
        if (t == &types[T_TYPE] && routes_stores(name, v))
            ((class_t *)obj_ptr(o))->t.flags |= TYPE_PROPERTY; /* see class_build */
        dict_store(ns, name, v);
        return;
    }
    if (t == &types[T_TYPE])
        raise_TypeError("cannot set '%s' attribute of immutable type '%q'", name, qstr_obj(((const type_t *)obj_ptr(o))->name));
    raise_msg(T_AttributeError, "'%t' object has no attribute '%s'", o, name);
}

/* vars(o): a new dict of an instance's attributes (or a class's namespace); OBJ_NULL for
 * anything else. CPython returns the live __dict__; this is a copy. */
obj_t class_vars(obj_t o)
{
    if (is_type_obj(o) && is_user_class(obj_ptr(o)))
        o = ptr_obj(((const class_t *)obj_ptr(o))->dict);
    else if (!obj_is_ptr(o) || !is_user_class(type_of(o)))
        return OBJ_NULL;
    else {
        const type_t *t = type_of(o);
        const tuple_t *s = obj_ptr(((const class_t *)t)->slots);
        obj_t d = dict_new();
        for (size_t i = 0; i < s->len; i++)
            if (inst_words(o)[hdr_words(t) + 1 + i] != OBJ_NULL && s->items[i] != OBJ_NONE)
                dict_store(obj_ptr(d), s->items[i], inst_words(o)[hdr_words(t) + 1 + i]);
        if (*extra_of(o, t) == OBJ_NULL)
            return d;
        fun_dict_merge(d, *extra_of(o, t));
        return d;
    }
    obj_t d = dict_new();
    fun_dict_merge(d, o);
    return d;
}

/* dir(o)'s names, unsorted: an instance's attributes, then those of each class of its MRO
 * (a class: its MRO's). Duplicates are dropped; built-in types contribute none. */
obj_t class_dir(obj_t o)
{
    if (obj_is(o, T_MODULE))
        return module_dir(o);
    obj_t seen = dict_new();
    obj_t v = class_vars(o);
    if (v != OBJ_NULL && !is_type_obj(o))
        fun_dict_merge(seen, v);
    const type_t *mro[MRO_MAX];
    size_t n = type_mro(is_type_obj(o) ? obj_ptr(o) : type_of(o), mro);
    for (size_t i = 0; i < n; i++)
        if (is_user_class(mro[i]))
            fun_dict_merge(seen, ptr_obj(((const class_t *)mro[i])->dict));
    obj_t names = list_new(0, NULL);
    fun_list_extend(names, seen);
    /* a built-in type's methods (args.c): dir(str), dir('') */
    fun_list_extend(names, type_method_names(is_type_obj(o) ? obj_ptr(o) : type_of(o)));
    return names;
}

static void delattr_plain(obj_t o, obj_t name, bool hooks)
{
    const type_t *t = obj_is_ptr(o) ? type_of(o) : &types[T_INT];
    if (is_user_class(t)) {
        if (hooks && run_attr_hook(o, t, Q___delattr__, 2, name, OBJ_NULL))
            return;
        obj_t c = class_lookup(t, name);
        if (c != OBJ_NULL && obj_is(c, T_PROPERTY)) {
            const property_t *p = obj_ptr(c);
            if (p->fdel == OBJ_NONE)
                raise_msg(T_AttributeError, "property '%s' of '%t' object has no deleter", name, o);
            vm_call(p->fdel, 1, &o);
            return;
        }
        obj_t f = special(c, Q___delete__);
        if (f != OBJ_NULL) { /* a data descriptor's __delete__(self, instance) */
            obj_t args[2] = {c, o};
            vm_call(f, 2, args);
            return;
        }
        obj_t *slot = slot_of(o, t, name);
        if (slot != NULL && *slot != OBJ_NULL) {
            *slot = OBJ_NULL;
            return;
        }
        obj_t x = *extra_of(o, t);
        if (x != OBJ_NULL && dict_delete(obj_ptr(x), name))
            return;
        raise_no_attr(o, name);
    }
    dict_t *ns = namespace_of(o, t);
    if (ns != NULL) {
        if (!dict_delete(ns, name))
            raise_no_attr(o, name);
        return;
    }
    raise_no_attr(o, name);
}

obj_t obj_getattr(obj_t o, obj_t name)
{
    size_t len;
    const char *text = str_data(name, &len);
    if (len == 11 && memcmp(text, " yield from", 11) == 0) /* the value of `yield from` */
        return gen_result(o);
    if (len == 6 && memcmp(text, " await", 6) == 0) /* `await o` (itergen.expr_Await) */
        return gen_awaitable(o);
    obj_t v = class_getattr(o, name, NULL);
    if (v == OBJ_NULL && (type_of(o)->flags & TYPE_EXC) && (v = exc_getattr(o, name_qstr(name))) != OBJ_NULL)
        return v; /* e.args, e.__cause__ … (also for getattr, hasattr) */
    if (v == OBJ_NULL && name == qstr_obj(Q___class__)) /* (1).__class__; also (*a, x): codegen.py */
        return ptr_obj(type_of(o));
    if (v == OBJ_NULL && (v = num_attr(o, name_qstr(name))) != OBJ_NULL) /* (3).real */
        return v;
    if (v == OBJ_NULL) {
        v = builtin_method(o, name_qstr(name));
        if (v != OBJ_NULL)
            return bound_new(T_BOUND_METHOD, v, o);
        const native_type_t *nt = native_type(type_of(o)); /* pin0.PULL_UP: the class's, through an instance */
        if (nt != NULL && nt->class_attr != NULL && (v = nt->class_attr(name_qstr(name))) != OBJ_NULL)
            return v;
        if (obj_is(o, T_MODULE)) /* (delattr says "'module' object", as CPython's does) */
            raise_msg(T_AttributeError, "module '%s' has no attribute '%s'", module_attr(o, Q___name__), name);
        raise_no_attr(o, name);
    }
    return v;
}

static obj_t special(obj_t o, uint32_t q);

/* ---- calling ---- */

static void exc_fill(obj_t o, size_t n, const obj_t *args)
{
    exc_t *e = obj_ptr(o);
    e->fmt = NULL;
    e->a = n == 0 ? OBJ_NULL : n == 1 ? args[0] : tuple_new(n, args);
    e->n = (uint32_t)n;
}

static obj_t exc_init_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw, (void)nkw;
    if (n >= 1 && obj_is_ptr(args[0]) && (type_of(args[0])->flags & TYPE_EXC))
        exc_fill(args[0], n - 1, args + 1);
    return OBJ_NONE;
}

/* object.__init__, and list's, dict's, set's, bytearray's (every built-in type's but the
 * exceptions'): for an instance of a class with such a value, the value made anew from the
 * arguments as the type makes one (dict.__init__ therefore replaces where CPython's updates) */
static obj_t object_init_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    if (n != 0 && class_native(args[0]) != OBJ_NULL && mutable_base(cls_of(args[0]))) {
        native_fill(args[0], n - 1, args + 1, nkw, kw);
        return OBJ_NONE;
    }
    if (n > 1 || nkw > 0)
        raise_TypeError("object.__init__() takes exactly one argument (the instance to initialize)");
    return OBJ_NONE;
}

static void check_init_result(obj_t r)
{
    if (r != OBJ_NONE)
        raise_TypeError("__init__() should return None, not '%t'", r);
}

/* A nested init(self, args...) after __new__: args[-1], the class, takes self (the VM's
 * stack slot of the callable, or call_native_from_c's copy). */
static void run_init(obj_t init, obj_t self, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    ((obj_t *)args)[-1] = self;
    check_init_result(vm_call_kw(init, n + 1, args - 1, nkw, kw));
}

/* object.__new__(cls, ...) (also an exception class's): a new instance of user class cls,
 * every attribute unset. More arguments are an error, as in CPython, unless cls overrides
 * __init__ and not __new__; an exception takes them as its args. */
static obj_t object_new_fn(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (n == 0)
        raise_TypeError("object.__new__(): not enough arguments");
    if (!is_type_obj(args[0]))
        raise_TypeError("object.__new__(X): X is not a type object (%t)", args[0]);
    const type_t *t = obj_ptr(args[0]);
    if (!is_user_class(t))
        raise_TypeError("cannot create '%q' instances", qstr_obj(t->name)); /* CPython: "not safe" */
    obj_t self = class_new_instance(t);
    if (t->flags & TYPE_EXC) {
        exc_fill(self, n - 1, args + 1);
    } else if (t->base != T_OBJECT) { /* the built-in value: a mutable one empty, for __init__ */
        bool m = mutable_base(t);
        native_fill(self, m ? 0 : n - 1, args + 1, m ? 0 : nkw, kw);
    } else if (n > 1 || nkw > 0) {
        if (t->flags & TYPE_NEW)
            raise_TypeError("object.__new__() takes exactly one argument (the type to instantiate)");
        if (class_lookup(t, qstr_obj(Q___init__)) == OBJ_NULL)
            raise_TypeError("%q() takes no arguments", qstr_obj(t->name));
    }
    return self;
}

/* Calling a class with __new__ (its own or a base's), CPython's type.__call__: cls.__new__
 * (a static method, called with the class first) in a nested run, then, if it made an
 * instance of cls, the __init__ of that instance's class with the same arguments. Returns
 * that __init__ when it is a Python function, for the caller to run on *self (the VM in
 * place, see class_prepare_call), else OBJ_NULL with *self the call's result. args[-1] is
 * the class. A class without __new__ never comes here. */
obj_t class_call_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw, obj_t *self)
{
    const type_t *t = obj_ptr(args[-1]);
    obj_t fn = class_lookup(t, qstr_obj(Q___new__));
    if (obj_is(fn, T_STATICMETHOD))
        fn = ((const bound_t *)obj_ptr(fn))->fn;
    obj_t o = vm_call_kw(fn == OBJ_NULL ? ptr_obj(&b_object_new) : fn, n + 1, args - 1, nkw, kw);
    *self = o;
    if (!class_is_instance(o) || !type_is_subtype(type_of(o), t))
        return OBJ_NULL;
    t = type_of(o);
    obj_t init = class_lookup(t, qstr_obj(Q___init__));
    if (init == OBJ_NULL) { /* object.__init__ takes any arguments when __new__ is overridden */
        if (t->flags & TYPE_EXC)
            exc_fill(o, n, args);
        else if (t->base != T_OBJECT && mutable_base(t)) /* list.__init__ */
            native_fill(o, n, args, nkw, kw);
        return OBJ_NULL;
    }
    if (fun_is(init))
        return init;
    run_init(init, o, n, args, nkw, kw);
    return OBJ_NULL;
}

/* class_call_new from C: the __init__ runs nested too. */
static NOINLINE obj_t make_with_new(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t self, init = class_call_new(n, args, nkw, kw, &self);
    if (init != OBJ_NULL)
        run_init(init, self, n, args, nkw, kw);
    return self;
}

/* Calling a user class from C (vm_call, call_native): args[-1] is the class. */
obj_t class_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    const type_t *t = obj_ptr(args[-1]);
    if (t->flags & TYPE_NEW)
        return make_with_new(n, args, nkw, kw);
    obj_t self = class_new_instance(t);
    obj_t init = class_lookup(t, qstr_obj(Q___init__));
    if (init == OBJ_NULL) {
        if (t->flags & TYPE_EXC) {
            if (nkw != 0)
                raise_TypeError("%q() takes no keyword arguments", qstr_obj(t->name));
            exc_fill(self, n, args);
        } else if (n != 0 || nkw != 0) {
            raise_TypeError("%q() takes no arguments", qstr_obj(t->name));
        }
        return self;
    }
    (void)kw;
    if (nkw != 0)
        raise_TypeError("keyword arguments to a class called from C are not supported");
    obj_t buf[8];
    if (n + 1 > 8)
        raise_TypeError("too many arguments for a call from C");
    buf[0] = self;
    memcpy(buf + 1, args, 4u * n);
    if (t->flags & TYPE_EXC)
        exc_fill(self, n, args);
    check_init_result(vm_call(init, n + 1, buf));
    return self;
}

/* Before the VM calls fn: a bound method becomes its function and *self; a class whose
 * __init__ is a Python function becomes that function, *self a new instance and *init
 * true (the VM then returns the instance); a class with __new__ is returned unchanged with
 * *init true and *self OBJ_NULL (for class_call_new); an instance with __call__ becomes
 * that method and *self. Anything else is returned unchanged with *self OBJ_NULL. */
obj_t class_prepare_call(obj_t fn, obj_t *self, bool *init)
{
    *self = OBJ_NULL;
    *init = false;
    if (!obj_is_ptr(fn))
        return fn;
    const type_t *t = type_of(fn);
    if (t == &types[T_BOUND_METHOD]) {
        const bound_t *b = obj_ptr(fn);
        *self = b->self;
        return b->fn;
    }
    if (t == &types[T_TYPE]) {
        const type_t *c = obj_ptr(fn);
        if (!is_user_class(c))
            return fn;
        if (c->flags & TYPE_NEW) {
            *init = true; /* with *self OBJ_NULL: class_call_new's (or class_make's) */
            return fn;
        }
        obj_t in = class_lookup(c, qstr_obj(Q___init__));
        if (!fun_is(in))
            return fn; /* class_make does it */
        *self = class_new_instance(c);
        *init = true;
        return in;
    }
    if (is_user_class(t)) {
        obj_t call = class_lookup(t, qstr_obj(Q___call__));
        if (call == OBJ_NULL)
            raise_TypeError("'%t' object is not callable", fn);
        return bind(call, fn, t, self);
    }
    return fn;
}

/* callable(): bound methods, instances with __call__ (obj_callable does the rest). */
bool class_callable(obj_t o)
{
    return obj_is(o, T_BOUND_METHOD) || special(o, Q___call__) != OBJ_NULL;
}

/* call_native's part: a bound method or an instance called from C. OBJ_NULL: not ours. */
obj_t class_call_native(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t self;
    bool init;
    obj_t f = class_prepare_call(fn, &self, &init);
    if (self == OBJ_NULL || init)
        return OBJ_NULL;
    obj_t buf[8];
    if (n + 1 > 8)
        raise_TypeError("too many arguments for a call from C");
    buf[0] = self;
    memcpy(buf + 1, args, 4u * n);
    return vm_call_kw(f, n + 1, buf, nkw, kw); /* (a bound method of a bound method: bytes_str_method's) */
}

/* ---- the special methods ---- */

/* o's class's attribute q (a builtin qstr: every special method's name is one), OBJ_NULL
 * if o is no instance of a class or its class has none */
static obj_t special(obj_t o, uint32_t q)
{
    return class_is_instance(o) ? class_lookup(type_of(o), qstr_obj(q)) : OBJ_NULL;
}

static obj_t call1(obj_t fn, obj_t self)
{
    return vm_call(fn, 1, &self);
}

static obj_t call2(obj_t fn, obj_t self, obj_t x)
{
    obj_t a[2] = {self, x};
    return vm_call(fn, 2, a);
}

static const char *const binary_names[] = {
    "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lshift", "rshift", "and", "or", "xor", "matmul",
};

static obj_t special_op(obj_t o, const char *prefix, unsigned op)
{
    char buf[16];
    size_t p = strlen(prefix), m = strlen(binary_names[op]);
    memcpy(buf, prefix, p);
    memcpy(buf + p, binary_names[op], m);
    memcpy(buf + p + m, "__", 3);
    return class_is_instance(o) ? lookup_text(type_of(o), buf) : OBJ_NULL;
}

/* a op b when a or b is an instance: __op__ (in place: __iop__ first), then b's __rop__.
 * OBJ_NULL when neither applies. */
obj_t class_binary(unsigned op, obj_t a, obj_t b)
{
    unsigned base = op >= BINARY_INPLACE_BASE ? op - BINARY_INPLACE_BASE : op;
    if (base >= sizeof(binary_names) / sizeof(binary_names[0]))
        return OBJ_NULL;
    obj_t f;
    if (op != base && (f = special_op(a, "__i", base)) != OBJ_NULL) {
        obj_t r = call2(f, a, b);
        if (r != OBJ_NOTIMPL)
            return r;
    }
    /* b's __rop__ first when b's class is a subclass of a's that gives it another one (CPython) */
    bool right_first = false;
    if (type_of(a) != type_of(b) && class_is_instance(b) && type_is_subtype(type_of(b), type_of(a))
        && (f = special_op(b, "__r", base)) != OBJ_NULL && f != special_op(a, "__r", base)) {
        right_first = true;
        obj_t r = call2(f, b, a);
        if (r != OBJ_NOTIMPL)
            return r;
    }
    if ((f = special_op(a, "__", base)) != OBJ_NULL) {
        obj_t r = call2(f, a, b);
        if (r != OBJ_NOTIMPL)
            return r;
    }
    if (!right_first && (f = special_op(b, "__r", base)) != OBJ_NULL) {
        obj_t r = call2(f, b, a);
        if (r != OBJ_NOTIMPL)
            return r;
    }
    obj_t na = class_native(a), nb = class_native(b);
    if (na == OBJ_NULL && nb == OBJ_NULL)
        return OBJ_NULL;
    obj_t r = obj_binary(op, na ? na : a, nb ? nb : b); /* the built-in values' */
    return r == na && mutable_base(cls_of(a)) ? a : r; /* l += x: l itself */
}

static const uint16_t compare_names[] = {Q___lt__, Q___le__, Q___eq__, Q___ne__, Q___gt__, Q___ge__};
static const uint8_t compare_swap[] = {COMPARE_GT, COMPARE_GE, COMPARE_EQ, COMPARE_NE, COMPARE_LT, COMPARE_LE};

/* a op b for the six rich comparisons when a or b is an instance; OBJ_NULL when neither
 * side implements it (== and != then fall back to identity). */
obj_t class_compare(unsigned op, obj_t a, obj_t b)
{
    if (op > COMPARE_GE)
        return OBJ_NULL;
    /* a's method, then b's reflected one; b's first when b's class is a subclass of a's (CPython) */
    bool swap = type_of(a) != type_of(b) && class_is_instance(b) && type_is_subtype(type_of(b), type_of(a));
    obj_t f;
    for (unsigned k = 0; k < 2; k++) {
        bool right = swap ^ k;
        f = special(right ? b : a, compare_names[right ? compare_swap[op] : op]);
        if (f != OBJ_NULL) {
            obj_t r = right ? call2(f, b, a) : call2(f, a, b);
            if (r != OBJ_NOTIMPL)
                return r;
        }
    }
    obj_t na = class_native(a), nb = class_native(b);
    if (na != OBJ_NULL || nb != OBJ_NULL) /* the built-ins' (list's own __ne__ before not __eq__) */
        return obj_compare(op, na ? na : a, nb ? nb : b);
    if (op == COMPARE_NE) {
        f = special(a, Q___eq__);
        if (f != OBJ_NULL) {
            obj_t r = call2(f, a, b);
            if (r != OBJ_NOTIMPL)
                return bool_obj(!obj_truth(r));
        }
    }
    if (op == COMPARE_EQ || op == COMPARE_NE)
        return bool_obj((a == b) == (op == COMPARE_EQ));
    return OBJ_NULL;
}

obj_t class_unary(unsigned op, obj_t a)
{
    static const uint16_t names[] = {Q___neg__, Q___pos__, Q___invert__};
    if (op > UNARY_INVERT)
        return OBJ_NULL;
    obj_t f = special(a, names[op]);
    if (f == OBJ_NULL)
        return class_native(a) ? obj_unary(op, class_native(a)) : OBJ_NULL;
    return call1(f, a);
}

/* o.name() for an instance whose class defines name (__abs__ ...): the result, or OBJ_NULL. */
obj_t class_call_special(obj_t o, uint32_t q)
{
    obj_t f = special(o, q);
    return f == OBJ_NULL ? OBJ_NULL : call1(f, o);
}

/* x, or the int an instance's __index__ gives (CPython's TypeError if it gives no int): for
 * the places that take an index (sequences, slices, range, bin/hex/oct, chr) */
obj_t class_index(obj_t x)
{
    obj_t r = class_is_instance(x) ? class_call_special(x, Q___index__) : OBJ_NULL;
    if (r == OBJ_NULL)
        return x;
    if (!int_check(r))
        raise_TypeError("__index__ returned non-int (type %t)", r);
    return r;
}

/* o.name(x) (o.name() for x OBJ_NULL), as class_call_special */
obj_t class_call_special1(obj_t o, uint32_t q, obj_t x)
{
    obj_t f = special(o, q);
    return f == OBJ_NULL ? OBJ_NULL : x == OBJ_NULL ? call1(f, o) : call2(f, o, x);
}

/* int(o), float(o), bytes(o) of an instance: its __int__ (then __index__), __float__ (then
 * __index__, made a float) or __bytes__, whose result must be of the type (CPython's
 * TypeError); OBJ_NULL when its class defines none of them */
obj_t class_convert(obj_t o, unsigned to)
{
    uint32_t q = to == T_INT ? Q___int__ : to == T_FLOAT ? Q___float__ : Q___bytes__;
    obj_t r = class_call_special(o, q);
    if (r == OBJ_NULL && to != T_BYTES && (r = class_call_special(o, Q___index__)) != OBJ_NULL) {
        q = Q___index__;
        if (int_check(r) && to == T_FLOAT)
            return float_new(int_to_double(r));
    }
    if (r != OBJ_NULL && !(to == T_INT ? int_check(r) : to == T_FLOAT ? float_check(r) : bytes_check(r)))
    { /* CPython names the class for __float__ only */
        obj_t name[3] = {qstr_obj(type_of(o)->name), str_new(".", 1), qstr_obj(q)};
        raise_msg_n(T_TypeError, "%s returned non-%y (type %t)", to == T_FLOAT ? str_join_n(3, name) : name[2], r, to);
    }
    return r;
}

/* format(o, spec) for an instance whose class defines __format__: its str, or OBJ_NULL
 * (then object.__format__'s rule: an empty spec formats str(o), any other is a TypeError). */
obj_t class_format(obj_t o, obj_t spec)
{
    obj_t f = special(o, Q___format__);
    if (f == OBJ_NULL)
        return OBJ_NULL;
    obj_t r = call2(f, o, spec == OBJ_NULL ? qstr_obj(0) : spec);
    if (!str_check(r))
        raise_TypeError("__format__ must return a str, not %t", r);
    return r;
}

/* __len__ of an instance: the length, or -1 if it has none. */
int32_t class_len(obj_t o)
{
    obj_t f = special(o, Q___len__), nv = class_native(o);
    unsigned b = nv == OBJ_NULL ? T_INT : cls_of(o)->base;
    if (f == OBJ_NULL)
        return nv == OBJ_NULL || b == T_INT || b == T_FLOAT ? -1 : (int32_t)obj_len(nv);
    obj_t r = call1(f, o);
    int32_t v;
    if (!int_check(r))
        raise_TypeError("'%t' object cannot be interpreted as an integer", r);
    if (!int_to_i32(r, &v))
        raise_msg(T_OverflowError, "cannot fit 'int' into an index-sized integer");
    if (v < 0)
        raise_ValueError("__len__() should return >= 0");
    return v;
}

/* truth of an instance: __bool__, else __len__, else true. */
bool class_truth(obj_t o)
{
    obj_t f = special(o, Q___bool__);
    if (f != OBJ_NULL) {
        obj_t r = call1(f, o);
        if (!obj_is_bool(r))
            raise_TypeError("__bool__ should return bool, returned %t", r);
        return r == OBJ_TRUE;
    }
    if (special(o, Q___len__) == OBJ_NULL && class_native(o) != OBJ_NULL)
        return obj_truth(class_native(o));
    int32_t n = class_len(o);
    return n != 0;
}

obj_t class_subscr(obj_t o, obj_t index)
{
    obj_t f = special(o, Q___getitem__), v = class_native(o);
    if (f != OBJ_NULL)
        return call2(f, o, index);
    if (v == OBJ_NULL)
        return OBJ_NULL;
    f = lookup_text(type_of(o), "__missing__"); /* a dict's subclass: d[k] of a missing key calls it */
    if (f != OBJ_NULL && obj_is(v, T_DICT) && !obj_contains(v, index))
        return call2(f, o, index);
    return obj_subscr(v, index);
}

bool class_store_subscr(obj_t o, obj_t index, obj_t value)
{
    obj_t f = special(o, Q___setitem__), v = class_native(o);
    if (f == OBJ_NULL && v != OBJ_NULL)
        obj_store_subscr(v, index, value);
    if (f == OBJ_NULL)
        return v != OBJ_NULL;
    obj_t a[3] = {o, index, value};
    vm_call(f, 3, a);
    return true;
}

bool class_delete_subscr(obj_t o, obj_t index)
{
    obj_t f = special(o, Q___delitem__), v = class_native(o);
    if (f == OBJ_NULL && v != OBJ_NULL)
        obj_delete_subscr(v, index);
    if (f == OBJ_NULL)
        return v != OBJ_NULL;
    call2(f, o, index);
    return true;
}

obj_t class_getiter(obj_t o)
{
    obj_t f = special(o, Q___iter__);
    if (f != OBJ_NULL)
        return call1(f, o);
    if (class_native(o) != OBJ_NULL) /* the built-in's own iteration, whatever __getitem__ does */
        return obj_getiter_or_null(class_native(o));
    f = special(o, Q___getitem__);
    if (f == OBJ_NULL)
        return OBJ_NULL;
    /* the old sequence protocol: o[0], o[1], ... until IndexError (collected first) */
    obj_t items = list_new(0, NULL);
    for (int32_t i = 0;; i++) {
        handler_t h;
        if (ERR_TRY(&h)) {
            obj_t x = call2(f, o, small_obj(i));
            err_pop(&h);
            list_append(items, x);
            continue;
        }
        if (!exc_matches(vm.exc, T_IndexError) && !exc_matches(vm.exc, T_StopIteration))
            raise_obj(vm.exc);
        vm.exc = OBJ_NULL;
        break;
    }
    return obj_getiter(items);
}

/* next() of an instance with __next__: the value, OBJ_NULL at StopIteration. *ok false
 * when it has no __next__. */
obj_t class_iternext(obj_t o, bool *ok)
{
    obj_t f = special(o, Q___next__);
    *ok = f != OBJ_NULL;
    if (f == OBJ_NULL)
        return OBJ_NULL;
    handler_t h;
    if (ERR_TRY(&h)) {
        obj_t r = call1(f, o);
        err_pop(&h);
        return r;
    }
    if (exc_matches(vm.exc, T_StopIteration)) {
        vm.stop_value = exc_getattr(vm.exc, Q_value);
        vm.exc = OBJ_NULL;
        return OBJ_NULL;
    }
    raise_obj(vm.exc);
}

/* x in o for an instance o: 1/0, or -1 without __contains__ (then iteration decides). */
int class_contains(obj_t o, obj_t x)
{
    obj_t f = special(o, Q___contains__);
    if (f == OBJ_NULL)
        return class_native(o) ? obj_contains(class_native(o), x) : -1;
    return obj_truth(call2(f, o, x));
}

/* hash() of an instance: __hash__, else the identity unless __eq__ is defined. */
obj_t class_hash(obj_t o)
{
    obj_t f = special(o, Q___hash__);
    if (f == OBJ_NONE || (f == OBJ_NULL && special(o, Q___eq__) != OBJ_NULL))
        raise_TypeError("unhashable type: '%t'", o);
    if (f == OBJ_NULL && class_native(o) != OBJ_NULL)
        return obj_hash(class_native(o)); /* (unhashable type: 'list', CPython: 'L') */
    if (f == OBJ_NULL)
        return small_obj((int32_t)(o >> 3));
    obj_t r = call1(f, o);
    if (!int_check(r))
        raise_TypeError("__hash__ method should return an integer");
    return obj_hash(r); /* as CPython: -1 becomes -2, a big int its hash */
}

/* str()/repr() of an instance through __str__/__repr__; false if it has neither (the
 * default text is printed by the caller). */
bool class_print(sink_t *s, obj_t o, bool repr)
{
    obj_t f = repr ? OBJ_NULL : special(o, Q___str__), v = class_native(o);
    if (f == OBJ_NULL && (repr || !str_check(v))) /* str's own __str__ comes before a __repr__ */
        f = special(o, Q___repr__);
    if (f == OBJ_NULL && v != OBJ_NULL)
        obj_print(s, v, repr); /* print(L([1])): [1] */
    if (f == OBJ_NULL)
        return v != OBJ_NULL;
    obj_t r = call1(f, o);
    if (!str_check(r))
        raise_TypeError(repr ? "__repr__ returned non-string (type %t)" : "__str__ returned non-string (type %t)", r);
    size_t n;
    const char *p = str_data(r, &n);
    sink_write(s, p, n);
    return true;
}

/* The default text of an instance, a class, a bound method. */
void class_print_default(sink_t *s, obj_t o)
{
    const type_t *t = type_of(o);
    if (t == &types[T_TYPE]) {
        const type_t *c = obj_ptr(o);
        sink_format(s, is_user_class(c) ? "<class '__main__.%q'>" : "<class '%q'>", qstr_obj(c->name));
        return;
    }
    if (t == &types[T_BOUND_METHOD]) {
        const bound_t *b = obj_ptr(o);
        sink_format(s, "<bound method of %r>", b->self);
        return;
    }
    sink_format(s, is_user_class(t) ? "<__main__.%q object at " : "<%q object at ", qstr_obj(t->name));
    sink_hex(s, (uint32_t)o);
    sink_write(s, ">", 1);
}

/* ---- the built-in functions ---- */

static bool isinstance_of(obj_t x, obj_t cls, bool sub)
{
    if (obj_is(cls, T_TUPLE)) {
        size_t n;
        const obj_t *items = seq_items(cls, &n);
        stack_check_leaf(); /* nested tuples of classes recurse */
        for (size_t i = 0; i < n; i++)
            if (isinstance_of(x, items[i], sub))
                return true;
        return false;
    }
    if (!is_type_obj(cls))
        raise_TypeError(sub ? "issubclass() arg 2 must be a class, a tuple of classes, or a union"
                            : "isinstance() arg 2 must be a type, a tuple of types, or a union");
    const type_t *t = sub ? obj_ptr(x) : type_of(x);
    if (type_is_subtype(t, obj_ptr(cls)))
        return true;
    t = sub ? NULL : namedtuple_class(x); /* a named tuple is a tuple and an instance of its class */
    return t != NULL && type_is_subtype(t, obj_ptr(cls));
}

obj_t builtin_isinstance(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return bool_obj(isinstance_of(args[0], args[1], false));
}

obj_t builtin_issubclass(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    if (!is_type_obj(args[0]))
        raise_TypeError("issubclass() arg 1 must be a class");
    return bool_obj(isinstance_of(args[0], args[1], true));
}

/* super(C, self); the compiler turns super() into super(C, <first parameter>). */
obj_t builtin_super(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n > 2)
        raise_TypeError(nkw ? "super() takes no keyword arguments" : "super() expected at most 2 arguments, got %s",
                        small_obj((int32_t)n));
    if (n == 0)
        raise_msg(T_RuntimeError, "super(): no arguments");
    if (!is_type_obj(args[0]))
        raise_TypeError("super() argument 1 must be a type, not %t", args[0]);
    if (n == 1) /* CPython's unbound super object, which only a descriptor's machinery uses */
        raise_NotImplementedError("super() with one argument is not supported");
    if (!isinstance_of(args[1], args[0], false) && !(is_type_obj(args[1]) && isinstance_of(args[1], args[0], true)))
        raise_TypeError("super(type, obj): obj must be an instance or subtype of type");
    return bound_new(T_SUPER, args[0], args[1]);
}

static obj_t one_fn(size_t n, size_t nkw, unsigned type, const obj_t *args, uint32_t q)
{
    if (n != 1 || nkw != 0)
        raise_TypeError("%q expected 1 argument", qstr_obj(q));
    return bound_new(type, args[0], OBJ_NONE);
}

obj_t builtin_staticmethod(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return one_fn(n, nkw, T_STATICMETHOD, args, Q_staticmethod);
}

obj_t builtin_classmethod(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    return one_fn(n, nkw, T_CLASSMETHOD, args, Q_classmethod);
}

static obj_t property_new(obj_t fget, obj_t fset, obj_t fdel)
{
    property_t *p = gc_alloc(sizeof(property_t));
    p->type = &types[T_PROPERTY];
    p->fget = fget;
    p->fset = fset;
    p->fdel = fdel;
    return ptr_obj(p);
}

/* property's parameters in order; a property_t's fields follow its type word in this order */
static const uint16_t property_params[4] = {Q_fget, Q_fset, Q_fdel, Q_doc};

/* the index in property_params of name, 4 if none */
static unsigned property_param(obj_t name)
{
    unsigned j = 0;
    while (j < 4 && !name_is(name, property_params[j]))
        j++;
    return j;
}

obj_t builtin_property(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t f[4] = {OBJ_NONE, OBJ_NONE, OBJ_NONE, OBJ_NONE}; /* doc is taken and not kept (no __doc__) */
    if (n + nkw > 4)
        raise_TypeError("property() takes at most 4 arguments (%s given)", small_obj((int32_t)(n + nkw)));
    for (size_t i = 0; i < n; i++)
        f[i] = args[i];
    for (size_t i = 0; i < nkw; i++) {
        unsigned j = property_param(kw[2 * i]);
        if (j == 4)
            raise_TypeError("'%s' is an invalid keyword argument for property()", kw[2 * i]);
        f[j] = kw[2 * i + 1];
    }
    return property_new(f[0], f[1], f[2]);
}

static obj_t prop_with(size_t n, const obj_t *args, int which)
{
    if (n != 2)
        raise_TypeError("expected 1 argument");
    const property_t *p = obj_ptr(args[0]);
    obj_t f[3] = {p->fget, p->fset, p->fdel};
    f[which] = args[1];
    return property_new(f[0], f[1], f[2]);
}

static obj_t prop_getter(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    return prop_with(n, args, 0);
}

static obj_t prop_setter(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    return prop_with(n, args, 1);
}

static obj_t prop_deleter(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    return prop_with(n, args, 2);
}

static const builtin_t b_prop_getter = {&types[T_BUILTIN], Q_property, 0, prop_getter};
static const builtin_t b_prop_setter = {&types[T_BUILTIN], Q_property, 0, prop_setter};
static const builtin_t b_prop_deleter = {&types[T_BUILTIN], Q_property, 0, prop_deleter};

obj_t property_attr(obj_t p, obj_t name)
{
    unsigned j = property_param(name); /* p.fget, p.fset, p.fdel */
    if (j < 3)
        return ((const obj_t *)obj_ptr(p))[1 + j];
    const builtin_t *b = name_is(name, Q_setter) ? &b_prop_setter
                       : name_is(name, Q_getter) ? &b_prop_getter
                       : name_is(name, Q_deleter) ? &b_prop_deleter : NULL;
    return b == NULL ? OBJ_NULL : bound_new(T_BOUND_METHOD, ptr_obj(b), p);
}

obj_t builtin_getattr(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    obj_t name = attr_name(args[1]);
    if (n == 2)
        return obj_getattr(args[0], name);
    handler_t h;
    if (ERR_TRY(&h)) {
        obj_t r = obj_getattr(args[0], name);
        err_pop(&h);
        return r;
    }
    if (!exc_matches(vm.exc, T_AttributeError))
        raise_obj(vm.exc);
    vm.exc = OBJ_NULL;
    return args[2];
}

obj_t builtin_hasattr(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    obj_t a[3] = {args[0], args[1], OBJ_NULL};
    (void)kw;
    /* getattr with a default that no attribute can be */
    static const uint32_t marker = 0;
    a[2] = ptr_obj(&marker);
    return bool_obj(builtin_getattr(3, a, 0, NULL) != ptr_obj(&marker));
}

obj_t builtin_setattr(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    class_setattr(args[0], attr_name(args[1]), args[2]);
    return OBJ_NONE;
}

obj_t builtin_delattr(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    class_delattr(args[0], attr_name(args[1]));
    return OBJ_NONE;
}
