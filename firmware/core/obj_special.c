/* obj_special.c — the special methods of built-in types called by name: [].__len__(),
 * d.__setitem__(k, v), it.__next__(), (1).__add__(2), list.__len__(x). Each runs the
 * operation its syntax runs; builtin_method() finds them after a type's declared methods
 * (builtins.toml), so they cost no table of their own per type. Which types have which goes
 * by kind, as CPython's slots: every object compares, hashes and prints; sized containers
 * have __len__, __contains__, __iter__; subscriptable ones __getitem__, mutable ones
 * __setitem__ and __delitem__; iterators __iter__ and __next__; numbers __add__, __sub__
 * and __mul__, str, bytes, lists and tuples __add__ and __mul__ (the others, flash kept for
 * what programs call by name, are not there: docs/language.md). A number's operator given
 * an operand its slot would not take (an int's given a float) returns NotImplemented, as
 * CPython's. */
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_float.h"
#include "obj_gen.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_str.h"
#include "runtime.h"

enum { K_ANY = 1, K_SIZED = 2, K_SUBSCR = 4, K_MUTABLE = 8, K_ITER = 16, K_NUM = 32, K_SEQ = 64 }; /* kind_types order */

/* the kinds of each built-in type past K_ANY (every type's), by type index */
#define SIZED_SUBSCR (K_SIZED | K_SUBSCR)
static const uint8_t type_kinds[T_REVERSED + 1] = {
    [T_BOOL] = K_NUM, [T_INT] = K_NUM, [T_FLOAT] = K_NUM,
    [T_STR] = SIZED_SUBSCR | K_SEQ, [T_TUPLE] = SIZED_SUBSCR | K_SEQ, [T_LIST] = SIZED_SUBSCR | K_SEQ | K_MUTABLE,
    [T_BYTES] = SIZED_SUBSCR | K_SEQ, [T_BYTEARRAY] = SIZED_SUBSCR | K_SEQ | K_MUTABLE, [T_RANGE] = SIZED_SUBSCR,
    [T_DICT] = SIZED_SUBSCR | K_MUTABLE, [T_DEQUE] = SIZED_SUBSCR | K_MUTABLE, [T_SET] = K_SIZED,
    [T_FROZENSET] = K_SIZED, [T_DICT_VIEW] = K_SIZED, [T_RANGE_ITER] = K_ITER, [T_SEQ_ITER] = K_ITER,
    [T_DICT_ITER] = K_ITER, [T_GENERATOR] = K_ITER, [T_ENUMERATE] = K_ITER, [T_ZIP] = K_ITER, [T_MAP] = K_ITER,
    [T_FILTER] = K_ITER, [T_REVERSED] = K_ITER,
};

static unsigned kinds_of(const type_t *t)
{
    unsigned i = type_index_of(t);
    return K_ANY | ((t->flags & (TYPE_CLASS | TYPE_NATIVE)) || i > T_REVERSED ? 0 : type_kinds[i]);
}

/* n arguments (self too) and no keywords, or CPython's TypeError for a slot wrapper */
static void want(size_t n, size_t nkw, size_t k)
{
    if (nkw != 0)
        raise_TypeError("wrapper takes no keyword arguments");
    if (n != k)
        raise_TypeError(k == 2 ? "expected %s argument, got %s" : "expected %s arguments, got %s",
                        small_obj((int32_t)k - 1), small_obj((int32_t)n - 1));
}

/* NotImplemented unless other is an operand a's number slots take: an int (or bool) for an
 * int, an int or a float for a float; a non-number takes what its operator takes */
static bool refused(obj_t a, obj_t b)
{
    return (int_check(a) && !int_check(b)) || (float_check(a) && !int_check(b) && !float_check(b));
}

#define SPECIAL(name) static obj_t name(size_t n, const obj_t *a, size_t nkw, const obj_t *kw)

SPECIAL(sp_len)
{
    (void)kw;
    want(n, nkw, 1);
    return int_from_i32((int32_t)obj_len(a[0]));
}

SPECIAL(sp_contains)
{
    (void)kw;
    want(n, nkw, 2);
    return bool_obj(obj_contains(a[0], a[1]));
}

SPECIAL(sp_iter)
{
    (void)kw;
    want(n, nkw, 1);
    return obj_getiter(a[0]);
}

SPECIAL(sp_next)
{
    (void)kw;
    want(n, nkw, 1);
    obj_t x = obj_iternext(a[0]);
    if (x == OBJ_NULL)
        gen_raise_stop(a[0]);
    return x;
}

SPECIAL(sp_getitem)
{
    (void)kw;
    want(n, nkw, 2);
    return obj_subscr(a[0], a[1]);
}

SPECIAL(sp_setitem)
{
    (void)kw;
    want(n, nkw, 3);
    obj_store_subscr(a[0], a[1], a[2]);
    return OBJ_NONE;
}

SPECIAL(sp_delitem)
{
    (void)kw;
    want(n, nkw, 2);
    obj_delete_subscr(a[0], a[1]);
    return OBJ_NONE;
}

SPECIAL(sp_hash)
{
    (void)kw;
    want(n, nkw, 1);
    return obj_hash(a[0]);
}

SPECIAL(sp_repr)
{
    (void)kw;
    want(n, nkw, 1);
    return obj_to_str(a[0], true);
}

SPECIAL(sp_str)
{
    (void)kw;
    want(n, nkw, 1);
    return obj_to_str(a[0], false);
}

/* the comparisons: same type or numbers, else NotImplemented */
static obj_t compare(unsigned op, size_t n, const obj_t *a, size_t nkw)
{
    want(n, nkw, 2);
    bool num = (int_check(a[0]) || float_check(a[0])) && !refused(a[0], a[1]);
    if (!num && type_of(a[0]) != type_of(a[1]))
        return a[0] == a[1] && op == COMPARE_EQ ? OBJ_TRUE : OBJ_NOTIMPL;
    return obj_compare(op, a[0], a[1]);
}

#define COMPARE(name, op) \
    SPECIAL(name)         \
    {                     \
        (void)kw;         \
        return compare(op, n, a, nkw); \
    }
COMPARE(sp_eq, COMPARE_EQ)
COMPARE(sp_ne, COMPARE_NE)
COMPARE(sp_lt, COMPARE_LT)
COMPARE(sp_le, COMPARE_LE)
COMPARE(sp_gt, COMPARE_GT)
COMPARE(sp_ge, COMPARE_GE)

static obj_t binary(unsigned op, size_t n, const obj_t *a, size_t nkw)
{
    want(n, nkw, 2);
    return refused(a[0], a[1]) ? OBJ_NOTIMPL : obj_binary(op, a[0], a[1]);
}

#define BINARY(name, op) \
    SPECIAL(name)        \
    {                    \
        (void)kw;        \
        return binary(op, n, a, nkw); \
    }
BINARY(sp_add, BINARY_ADD)
BINARY(sp_sub, BINARY_SUB)
BINARY(sp_mul, BINARY_MUL)

typedef struct {
    builtin_t b;
    uint8_t kinds;
} special_t;

#define S(name, fn, kinds) {{&types[T_BUILTIN], Q_##name, 0, fn}, kinds}
static const special_t specials[] = {
    S(__eq__, sp_eq, K_ANY),         S(__ne__, sp_ne, K_ANY),           S(__lt__, sp_lt, K_ANY),
    S(__le__, sp_le, K_ANY),         S(__gt__, sp_gt, K_ANY),           S(__ge__, sp_ge, K_ANY),
    S(__hash__, sp_hash, K_ANY),     S(__repr__, sp_repr, K_ANY),       S(__str__, sp_str, K_ANY),
    S(__len__, sp_len, K_SIZED),     S(__contains__, sp_contains, K_SIZED), S(__iter__, sp_iter, K_SIZED | K_ITER),
    S(__next__, sp_next, K_ITER),    S(__getitem__, sp_getitem, K_SUBSCR), S(__setitem__, sp_setitem, K_MUTABLE),
    S(__delitem__, sp_delitem, K_MUTABLE), S(__add__, sp_add, K_NUM | K_SEQ), S(__mul__, sp_mul, K_NUM | K_SEQ),
    S(__sub__, sp_sub, K_NUM),
};

obj_t special_method(const type_t *t, uint32_t q)
{
    unsigned k = kinds_of(t);
    for (size_t i = 0; i < sizeof(specials) / sizeof(specials[0]); i++)
        if (specials[i].b.name == q && (specials[i].kinds & k))
            return ptr_obj(&specials[i].b);
    return OBJ_NULL;
}
