/* mod_builtins.c — the built-in namespace: print, len, abs, min, max, repr, the type
 * names and the exception classes; and the few methods of built-in types. */
#include <string.h>

#include "port.h"
#include "runtime.h"

static obj_t check_sep(obj_t v, const char *fmt, obj_t dflt)
{
    if (v == OBJ_NULL || v == OBJ_NONE)
        return dflt;
    if (!str_check(v))
        raise_TypeError(fmt, v, 0);
    return v;
}

static obj_t builtin_print(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t sep = OBJ_NULL, end = OBJ_NULL;
    for (size_t i = 0; i < nkw; i++) {
        obj_t name = kw[2 * i];
        if (name == qstr_obj(Q_sep))
            sep = kw[2 * i + 1];
        else if (name == qstr_obj(Q_end))
            end = kw[2 * i + 1];
        else
            raise_TypeError("'%s' is an invalid keyword argument for print()", name, 0);
    }
    sep = check_sep(sep, "sep must be None or a string, not %t", OBJ_NULL);
    end = check_sep(end, "end must be None or a string, not %t", OBJ_NULL);
    sink_t con = {NULL, 0, true, NULL, 0};
    for (size_t i = 0; i < n; i++) {
        if (i > 0) {
            if (sep == OBJ_NULL)
                sink_write(&con, " ", 1);
            else
                obj_print(&con, sep, false);
        }
        obj_print(&con, args[i], false);
    }
    if (end == OBJ_NULL)
        sink_write(&con, "\n", 1);
    else
        obj_print(&con, end, false);
    return OBJ_NONE;
}

static obj_t builtin_len(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    size_t len = obj_len(args[0]);
    return int_from_i32((int32_t)len);
}

static obj_t builtin_abs(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    obj_t x = args[0];
    if (float_check(x)) {
        double d = float_value(x);
        return d < 0 || (d == 0 && 1 / d < 0) ? float_new(-d) : x;
    }
    obj_t r = int_check(x) ? OBJ_NULL : class_call_special(x, "__abs__");
    if (r != OBJ_NULL)
        return r;
    if (!int_check(x))
        raise_TypeError("bad operand type for abs(): '%t'", x, 0);
    if (obj_is_bool(x))
        return small_obj(x == OBJ_TRUE);
    return int_cmp(x, small_obj(0)) < 0 ? int_neg(x) : x;
}

static bool kw_is(obj_t name, const char *text)
{
    size_t n;
    const char *p = str_data(name, &n);
    return n == strlen(text) && memcmp(p, text, n) == 0;
}

/* min() and max(): several arguments or one iterable; key= (called through the nested
 * VM, vm_call) and default= as in CPython. */
static obj_t min_max(size_t n, const obj_t *args, size_t nkw, const obj_t *kw, unsigned op, uint32_t name)
{
    obj_t key = OBJ_NONE, dflt = OBJ_NULL;
    for (size_t i = 0; i < nkw; i++) {
        if (kw_is(kw[2 * i], "key"))
            key = kw[2 * i + 1];
        else if (kw_is(kw[2 * i], "default"))
            dflt = kw[2 * i + 1];
        else
            raise_TypeError("%q() got an unexpected keyword argument '%s'", qstr_obj(name), kw[2 * i]);
    }
    if (n == 0)
        raise_TypeError("%q expected at least 1 argument, got 0", qstr_obj(name), 0);
    if (n > 1 && dflt != OBJ_NULL)
        raise_TypeError("Cannot specify a default for %q() with multiple positional arguments", qstr_obj(name), 0);
    obj_t it = n == 1 ? obj_getiter(args[0]) : OBJ_NULL;
    obj_t best = OBJ_NULL, best_key = OBJ_NULL;
    for (size_t i = 0;; i++) {
        obj_t x = n == 1 ? obj_iternext(it) : i < n ? args[i] : OBJ_NULL;
        if (x == OBJ_NULL)
            break;
        obj_t k = key == OBJ_NONE ? x : vm_call(key, 1, &x);
        if (best == OBJ_NULL || obj_truth(obj_compare(op, k, best_key))) {
            best = x;
            best_key = k;
        }
    }
    if (best == OBJ_NULL) {
        if (dflt != OBJ_NULL)
            return dflt;
        raise_ValueError("%q() arg is an empty sequence", qstr_obj(name), 0);
    }
    return best;
}

static obj_t builtin_min(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    return min_max(n, args, nkw, kw, COMPARE_LT, Q_min);
}

static obj_t builtin_max(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    return min_max(n, args, nkw, kw, COMPARE_GT, Q_max);
}

static obj_t builtin_repr(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    bool armed = vm_arm_native(builtin_repr, args, n, nkw); /* a __repr__ may be deferred (vm.c) */
    obj_t r = obj_to_str(args[0], true);
    if (armed)
        vm_disarm();
    return r;
}

static obj_t builtin_ascii(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    bool armed = vm_arm_native(builtin_ascii, args, n, nkw); /* as repr() */
    obj_t r = obj_to_str(args[0], true);
    if (armed)
        vm_disarm();
    return str_ascii(r);
}

static obj_t builtin_hash(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return obj_hash(args[0]);
}

static obj_t builtin_round(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n < 1 || n > 2)
        raise_TypeError("round() takes 1 or 2 arguments (%s given)", small_obj((int32_t)n), 0);
    return obj_round(args[0], n == 2 ? args[1] : OBJ_NONE);
}

static obj_t builtin_callable(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return bool_obj(obj_callable(args[0]));
}


#define X_BUILTIN_OBJ(name) static const builtin_t b_##name = {&types[T_BUILTIN], Q_##name, SPEC_FN_##name, builtin_##name};
BUILTIN_FUNCTIONS(X_BUILTIN_OBJ)

obj_t builtin_lookup(uint32_t q)
{
#define X_FN_CASE(name) \
    case Q_##name:      \
        return ptr_obj(&b_##name);
#define X_EXC_CASE(name, base) \
    case Q_##name:             \
        return type_obj(T_##name);
    switch (q) {
        BUILTIN_FUNCTIONS(X_FN_CASE)
        BUILTIN_EXCEPTIONS(X_EXC_CASE)
    case Q_int:
        return type_obj(T_INT);
    case Q_str:
        return type_obj(T_STR);
    case Q_bool:
        return type_obj(T_BOOL);
    case Q_range:
        return type_obj(T_RANGE);
    case Q_object:
        return type_obj(T_OBJECT);
    case Q_tuple:
        return type_obj(T_TUPLE);
    case Q_list:
        return type_obj(T_LIST);
    case Q_type:
        return type_obj(T_TYPE);
    case Q_NotImplemented:
        return OBJ_NOTIMPL;
    case Q_Ellipsis: /* also `...` (the compiler loads this name) */
        return OBJ_ELLIPSIS;
    case Q_slice:
        return type_obj(T_SLICE);
    case Q_float:
        return type_obj(T_FLOAT);
    case Q_dict:
        return type_obj(T_DICT);
    case Q_set:
        return type_obj(T_SET);
    case Q_frozenset:
        return type_obj(T_FROZENSET);
    case Q_bytes:
        return type_obj(T_BYTES);
    case Q_bytearray:
        return type_obj(T_BYTEARRAY);
    }
    return OBJ_NULL;
}

obj_t builtin_method(obj_t self, uint32_t q)
{
    obj_t m = type_method(type_of(self), q); /* the tables of builtins.toml (args.c) */
    if (m == OBJ_NULL)
        m = ext_method(self, q); /* a module's own types, named tuples */
    return m != OBJ_NULL ? m : special_method(type_of(self), q); /* [].__len__ */
}
