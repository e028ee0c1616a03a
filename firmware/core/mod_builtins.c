/* mod_builtins.c — the built-in namespace: print, len, abs, min, max, repr, the type
 * names and the exception classes; and the few methods of built-in types. */
#include <string.h>

#include "args.h"
#include "mod_builtins.h"
#include "obj_array.h"
#include "obj_bytes.h"
#include "module.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_float.h"
#include "obj_fun.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_str.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

static obj_t check_sep(obj_t v, const char *fmt, obj_t dflt)
{
    if (v == OBJ_NULL || v == OBJ_NONE)
        return dflt;
    if (!str_check(v))
        raise_TypeError(fmt, v);
    return v;
}

static obj_t builtin_print(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t sep = OBJ_NULL, end = OBJ_NULL, file = OBJ_NONE;
    for (size_t i = 0; i < nkw; i++) {
        obj_t name = kw[2 * i];
        if (name == qstr_obj(Q_file)) /* print(..., file=f): one f.write(text), io.StringIO's too */
            file = kw[2 * i + 1];
        else if (name == qstr_obj(Q_sep))
            sep = kw[2 * i + 1];
        else if (name == qstr_obj(Q_end))
            end = kw[2 * i + 1];
        else if (name != qstr_obj(Q_flush)) /* flush=: the output is never buffered */
            raise_TypeError("'%s' is an invalid keyword argument for print()", name);
    }
    sep = check_sep(sep, "sep must be None or a string, not %t", OBJ_NULL);
    end = check_sep(end, "end must be None or a string, not %t", OBJ_NULL);
    sink_t con = {NULL, 0, true, NULL, 0};
    if (file != OBJ_NONE)
        sink_begin_str(&con);
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
    if (file != OBJ_NONE) {
        obj_t text = sink_end_str(&con);
        vm_call(obj_getattr(file, qstr_obj(Q_write)), 1, &text);
    }
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
        return double_negative(d) ? float_new(-d) : x; /* -0.0 and a NaN's sign too, as CPython */
    }
    obj_t r = int_check(x) ? OBJ_NULL : class_call_special(x, Q___abs__);
    if (r != OBJ_NULL)
        return r;
    if ((r = class_native(x)) != OBJ_NULL) /* abs(I(-5)): the int's */
        return builtin_abs(1, &r, 0, NULL);
    if (!int_check(x))
        raise_TypeError("bad operand type for abs(): '%t'", x);
    if (obj_is_bool(x))
        return small_obj(x == OBJ_TRUE);
    return int_cmp(x, small_obj(0)) < 0 ? int_neg(x) : x;
}

/* min() and max(): several arguments or one iterable; key= (called through the nested
 * VM, vm_call) and default= as in CPython. */
static obj_t min_max(size_t n, const obj_t *args, size_t nkw, const obj_t *kw, unsigned op, uint32_t name)
{
    obj_t key = OBJ_NONE, dflt = OBJ_NULL;
    for (size_t i = 0; i < nkw; i++) {
        if (name_is(kw[2 * i], Q_key))
            key = kw[2 * i + 1];
        else if (name_is(kw[2 * i], Q_default))
            dflt = kw[2 * i + 1];
        else
            raise_TypeError("%q() got an unexpected keyword argument '%s'", qstr_obj(name), kw[2 * i]);
    }
    if (n == 0)
        raise_TypeError("%q expected at least 1 argument, got 0", qstr_obj(name));
    if (n > 1 && dflt != OBJ_NULL)
        raise_TypeError("Cannot specify a default for %q() with multiple positional arguments", qstr_obj(name));
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
        raise_ValueError("%q() arg is an empty sequence", qstr_obj(name));
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
        raise_TypeError("round() takes 1 or 2 arguments (%s given)", small_obj((int32_t)n));
    return obj_round(args[0], n == 2 ? args[1] : OBJ_NONE);
}

static obj_t builtin_callable(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return bool_obj(obj_callable(args[0]));
}


/* The built-in functions in the order of their qstrs (the generator numbers them from
 * Q_print on, in BUILTIN_FUNCTIONS' order, and the exceptions from Q_BaseException on, in
 * the order of their types[]), so that the namespace is found by a subtraction. */
#define X_BUILTIN_OBJ(name) {&types[T_BUILTIN], Q_##name, SPEC_FN_##name, builtin_##name},
static const builtin_t builtin_fns[] = {BUILTIN_FUNCTIONS(X_BUILTIN_OBJ)};
#define N_BUILTIN_FNS (sizeof(builtin_fns) / sizeof(builtin_fns[0]))
#define X_ONE(...) +1
_Static_assert(Q_BaseException - Q_print == N_BUILTIN_FNS + 13, /* then the exceptions, in order (below) */
               "the builtin namespace's qstrs are in one run");
#define X_FN_ORDER(name) _Static_assert(Q_##name - Q_print < N_BUILTIN_FNS, "a builtin function out of order");
BUILTIN_FUNCTIONS(X_FN_ORDER)
#define X_EXC_ORDER(name, base) _Static_assert(Q_##name - Q_BaseException == T_##name - T_BaseException, "an exception out of order");
BUILTIN_EXCEPTIONS(X_EXC_ORDER)
/* the types whose names follow the functions' (Q_int ... Q_bytearray; dict's qstr comes earlier) */
static const uint8_t builtin_types[] = {T_INT,  T_STR, T_BOOL,      T_RANGE, T_OBJECT,   T_TUPLE, T_LIST,
                                        T_TYPE, T_FLOAT, T_SET, T_FROZENSET, T_BYTES, T_BYTEARRAY};
_Static_assert(Q_bytearray - Q_int == sizeof(builtin_types) - 1 && Q_int == Q_print + N_BUILTIN_FNS
                   && Q_BaseException == Q_bytearray + 1, "the builtin types' qstrs are in one run");

obj_t builtin_lookup(uint32_t q)
{
    if (q - Q_print < N_BUILTIN_FNS) /* unsigned: also q >= Q_print */
        return ptr_obj(&builtin_fns[q - Q_print]);
    if (q - Q_int < sizeof(builtin_types))
        return type_obj(builtin_types[q - Q_int]);
    if (q - Q_BaseException < 0 BUILTIN_EXCEPTIONS(X_ONE)) /* the exceptions' run */
        return type_obj(T_BaseException + (q - Q_BaseException));
    if (q == Q_dict)
        return type_obj(T_DICT);
    if (q == Q_IOError || q == Q_EnvironmentError) /* CPython's other names of OSError */
        return type_obj(T_OSError);
    if (q == Q_slice)
        return type_obj(T_SLICE);
    if (q == Q_memoryview) /* a module's native type (obj_array.c), not in types[] */
        return ptr_obj(&memoryview_type);
    if (q == Q_NotImplemented)
        return OBJ_NOTIMPL;
    if (q == Q_Ellipsis) /* also `...` (the compiler loads this name) */
        return OBJ_ELLIPSIS;
    if (q == Q_open) /* os.open: firmware/lib/os.py (files) */
        return module_getattr(library_import(Q_os), q);
    return OBJ_NULL;
}

obj_t builtin_method(obj_t self, uint32_t q)
{
    obj_t m = type_method(type_of(self), q); /* the tables of builtins.toml (args.c) */
    if (m == OBJ_NULL)
        m = ext_method(self, q); /* a module's own types, named tuples */
    if (m == OBJ_NULL && (bytes_check(self) || bytearray_check(self)))
        m = bytes_str_method(q); /* b.center: str's method on the bytes */
    return m != OBJ_NULL ? m : special_method(type_of(self), q); /* [].__len__ */
}
