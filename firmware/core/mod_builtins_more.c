/* mod_builtins_more.c — the built-ins of arithmetic and introspection that lessons use:
 * divmod, pow (with a modulus), id, vars, dir, format; and object() instances. Each is a few
 * calls of the generic operations (obj_binary, the class helpers), so they cost little flash. */
#include <string.h>

#include "gc.h"
#include "port.h"
#include "runtime.h"

static void n_args(const char *name, size_t n, size_t lo, size_t hi, size_t nkw)
{
    if (nkw != 0)
        raise_TypeError("%s() takes no keyword arguments", str_new(name, strlen(name)), 0);
    if (n < lo || n > hi)
        raise_TypeError(lo == hi ? "%s expected %s arguments" : "%s expected at most %s arguments",
                        str_new(name, strlen(name)), small_obj((int32_t)hi));
}

static bool is_number(obj_t o) { return int_check(o) || float_check(o); }

obj_t builtin_divmod(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args("divmod", n, 2, 2, nkw);
    obj_t a = args[0], b = args[1];
    if (!is_number(a) || !is_number(b))
        raise_TypeError("unsupported operand type(s) for divmod(): '%t' and '%t'", a, b);
    /* CPython names the operation for floats; ints raise from // as usual */
    if ((float_check(a) || float_check(b)) && !obj_truth(b))
        raise_ZeroDivisionError("float divmod()");
    obj_t qr[2] = {obj_binary(BINARY_FLOORDIV, a, b), obj_binary(BINARY_MOD, a, b)};
    return tuple_new(2, qr);
}

static obj_t mulmod(obj_t a, obj_t b, obj_t m) { return int_binary(BINARY_MOD, int_binary(BINARY_MUL, a, b), m); }

/* The inverse of a modulo m (m > 0) by the extended Euclidean algorithm, as CPython. */
static obj_t inverse(obj_t a, obj_t m)
{
    obj_t t = small_obj(0), nt = small_obj(1), r = m, nr = int_binary(BINARY_MOD, a, m);
    while (!int_is_zero(nr)) {
        obj_t q = int_binary(BINARY_FLOORDIV, r, nr);
        obj_t x = int_binary(BINARY_SUB, t, int_binary(BINARY_MUL, q, nt));
        t = nt;
        nt = x;
        x = int_binary(BINARY_SUB, r, int_binary(BINARY_MUL, q, nr));
        r = nr;
        nr = x;
    }
    if (int_cmp(r, small_obj(1)) != 0)
        raise_ValueError("base is not invertible for the given modulus", 0, 0);
    return int_binary(BINARY_MOD, t, m);
}

obj_t builtin_pow(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args("pow", n, 2, 3, nkw);
    if (n == 2 || args[2] == OBJ_NONE)
        return obj_binary(BINARY_POW, args[0], args[1]);
    obj_t base = args[0], e = args[1], m = args[2];
    if (!int_check(base) || !int_check(e) || !int_check(m))
        raise_TypeError("pow() 3rd argument not allowed unless all arguments are integers", 0, 0);
    if (int_is_zero(m))
        raise_ValueError("pow() 3rd argument cannot be 0", 0, 0);
    if (int_cmp(e, small_obj(0)) < 0) {
        obj_t am = int_cmp(m, small_obj(0)) < 0 ? int_neg(m) : m;
        base = inverse(base, am);
        e = int_neg(e);
    }
    /* square and multiply over the exponent's bits, reducing modulo m at each step */
    obj_t r = int_binary(BINARY_MOD, small_obj(1), m);
    base = int_binary(BINARY_MOD, base, m);
    while (!int_is_zero(e)) {
        if (!int_is_zero(int_binary(BINARY_AND, e, small_obj(1))))
            r = mulmod(r, base, m);
        e = int_binary(BINARY_RSHIFT, e, small_obj(1));
        base = mulmod(base, base, m);
    }
    return r;
}

/* id(x): the object word itself — distinct for live objects, equal for the same one. */
obj_t builtin_id(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args("id", n, 1, 1, nkw);
    return int_from_i32((int32_t)args[0]);
}

obj_t builtin_vars(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args("vars", n, 1, 1, nkw);
    obj_t d = class_vars(args[0]);
    if (d == OBJ_NULL)
        raise_TypeError("vars() argument must have __dict__ attribute", 0, 0);
    return d;
}

obj_t builtin_dir(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args("dir", n, 1, 1, nkw);
    obj_t names = class_dir(args[0]);
    return builtin_sorted(1, &names, 0, NULL);
}

/* format(value[, spec]): what an f-string's {value:spec} gives. */
obj_t builtin_format(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args("format", n, 1, 2, nkw);
    return obj_format_value(args[0], 0, n == 2 ? args[1] : OBJ_NULL);
}

/* object(): a bare instance, one word (its type); compared and hashed by identity. */
obj_t object_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)args;
    (void)kw;
    if (n != 0 || nkw != 0)
        raise_TypeError("object() takes no arguments", 0, 0);
    const type_t **w = gc_alloc(sizeof(obj_t));
    w[0] = &types[T_OBJECT];
    return ptr_obj(w);
}
