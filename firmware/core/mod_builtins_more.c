/* mod_builtins_more.c — the built-ins of arithmetic and introspection that lessons use:
 * divmod, pow (with a modulus), id, vars, dir, format; object() instances; the methods of
 * ints and floats (bit_length, to_bytes, from_bytes, is_integer). Each is a few
 * calls of the generic operations (obj_binary, the class helpers), so they cost little flash. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "image.h"
#include "mod_builtins.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

static void n_args(uint32_t q, size_t n, size_t lo, size_t hi, size_t nkw)
{
    if (nkw != 0)
        raise_TypeError("%q() takes no keyword arguments", qstr_obj(q));
    if (n < lo || n > hi)
        raise_TypeError(lo == hi ? "%q expected %s arguments" : "%q expected at most %s arguments", qstr_obj(q),
                        small_obj((int32_t)hi));
}

static bool is_number(obj_t o) { return int_check(o) || float_check(o); }

obj_t builtin_divmod(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    obj_t a = args[0], b = args[1];
    if (!is_number(a) || !is_number(b)) { /* a.__divmod__(b), else b.__rdivmod__(a) */
        obj_t r = class_call_special1(a, Q___divmod__, b);
        if (r == OBJ_NULL || r == OBJ_NOTIMPL)
            r = class_call_special1(b, Q___rdivmod__, a);
        if (r != OBJ_NULL && r != OBJ_NOTIMPL)
            return r;
        raise_TypeError("unsupported operand type(s) for divmod(): '%t' and '%t'", a, b);
    }
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
        raise_ValueError("base is not invertible for the given modulus");
    return int_binary(BINARY_MOD, t, m);
}

obj_t builtin_pow(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    n_args(Q_pow, n, 2, 3, nkw);
    if (n == 2 || args[2] == OBJ_NONE)
        return obj_binary(BINARY_POW, args[0], args[1]);
    obj_t base = args[0], e = args[1], m = args[2];
    if (!int_check(base) || !int_check(e) || !int_check(m))
        raise_TypeError("pow() 3rd argument not allowed unless all arguments are integers");
    if (int_is_zero(m))
        raise_ValueError("pow() 3rd argument cannot be 0");
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
    (void)n, (void)nkw;
    (void)kw;
    return int_from_i32((int32_t)args[0]);
}

/* The names the running code sees: at a module's top level its globals (the live dict,
 * as CPython's), in a function a new dict of its bound locals (cells read through; the
 * hidden names of comprehensions left out). */
static obj_t frame_names(void)
{
    const frame_t *f = vm.frame;
    if (f == NULL || f->code->name == Q_lt_module_gt)
        return ptr_obj(f != NULL ? f->globals : vm.globals);
    obj_t d = dict_new();
    for (uint32_t i = 0; i < f->code->n_locals; i++) {
        obj_t v = f->slots[i];
        if (obj_is_ptr(v) && *(const uint32_t *)obj_ptr(v) == CELL_MARK)
            v = ((const obj_t *)obj_ptr(v))[1];
        uint32_t q = vm_local_name(f->code, i);
        if (v != OBJ_NULL && *qstr_data(q, &(size_t){0}) != '.')
            dict_store(obj_ptr(d), qstr_obj(q), v);
    }
    return d;
}

obj_t builtin_globals(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    return ptr_obj(vm.frame != NULL ? vm.frame->globals : vm.globals);
}

obj_t builtin_locals(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)args, (void)nkw, (void)kw;
    return frame_names();
}

obj_t builtin_vars(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    if (n == 0)
        return frame_names();
    obj_t d = class_vars(args[0]);
    if (d == OBJ_NULL)
        raise_TypeError("vars() argument must have __dict__ attribute");
    return d;
}

obj_t builtin_dir(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw, (void)kw;
    obj_t names = n == 0 ? list_new(0, NULL) : class_dir(args[0]);
    uint32_t pos = 0;
    obj_t k;
    while (n == 0 && dict_next(obj_ptr(frame_names()), &pos, &k, NULL))
        if (*str_data(k, &(size_t){0}) != '.') /* a module's comprehension variables: hidden */
            list_append(names, k);
    return builtin_sorted(1, &names, 0, NULL);
}

/* format(value[, spec]): what an f-string's {value:spec} gives. */
obj_t builtin_format(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)nkw;
    (void)kw;
    return obj_format_value(args[0], 0, n == 2 ? args[1] : OBJ_NULL);
}

/* ---- int and float methods ---- */

static obj_t bit_length(obj_t v)
{
    int32_t n = 0;
    for (obj_t a = int_cmp(v, small_obj(0)) < 0 ? int_neg(v) : v; !int_is_zero(a); n++)
        a = int_binary(BINARY_RSHIFT, a, small_obj(1));
    return small_obj(n);
}

static obj_t m_bit_length(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    return bit_length(args[0]);
}

static obj_t m_is_integer(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)n, (void)nkw;
    (void)kw;
    double d = float_value(args[0]);
    return bool_obj(double_finite(d) && float_floor(d) == d);
}

/* byteorder and signed=, as CPython: big by default, unsigned unless signed=True */
static bool order_signed(size_t n, const obj_t *args, size_t at, size_t nkw, const obj_t *kw, bool *little)
{
    bool sig = false;
    for (size_t i = 0; i < nkw; i++) {
        if (name_is(kw[2 * i], Q_signed))
            sig = obj_truth(kw[2 * i + 1]);
        else
            raise_TypeError("'%s' is an invalid keyword argument", kw[2 * i]);
    }
    *little = false;
    if (n > at) {
        size_t len;
        if (!str_check(args[at]))
            raise_TypeError("%q() argument 'byteorder' must be str, not %t", qstr_obj(at == 2 ? Q_to_bytes : Q_from_bytes),
                            args[at]);
        const char *o = str_data(args[at], &len);
        if (!((len == 3 && memcmp(o, "big", 3) == 0) || (len == 6 && memcmp(o, "little", 6) == 0)))
            raise_ValueError("byteorder must be either 'little' or 'big'");
        *little = len == 6;
    }
    return sig;
}

bool int_to_bytes(obj_t v, uint8_t *p, size_t len, bool little, bool sig)
{
    /* two's complement of a negative value: v + 256**len; it must fit in len bytes (and,
     * signed, its top bit must match the sign) */
    bool neg = int_cmp(v, small_obj(0)) < 0;
    obj_t span = int_binary(BINARY_LSHIFT, small_obj(1), small_obj((int32_t)(8 * len)));
    obj_t u = neg ? int_binary(BINARY_ADD, v, span) : v;
    obj_t half = int_binary(BINARY_RSHIFT, span, small_obj(1));
    if ((neg && !sig) || int_cmp(u, small_obj(0)) < 0 || int_cmp(u, span) >= 0
        || (sig && (neg ? int_cmp(u, half) < 0 : int_cmp(u, half) >= 0)))
        return false;
    for (size_t i = 0; i < len; i++) {
        int32_t b;
        int_to_i32(int_binary(BINARY_AND, u, small_obj(255)), &b);
        p[little ? i : len - 1 - i] = (uint8_t)b;
        u = int_binary(BINARY_RSHIFT, u, small_obj(8));
    }
    return true;
}

obj_t int_from_bytes(const uint8_t *p, size_t len, bool little, bool sig)
{
    obj_t r = small_obj(0);
    for (size_t i = 0; i < len; i++) {
        r = int_binary(BINARY_LSHIFT, r, small_obj(8));
        r = int_binary(BINARY_OR, r, small_obj(p[little ? len - 1 - i : i]));
    }
    if (sig && len > 0 && (p[little ? len - 1 : 0] & 0x80))
        r = int_binary(BINARY_SUB, r, int_binary(BINARY_LSHIFT, small_obj(1), small_obj((int32_t)(8 * len))));
    return r;
}

/* n.to_bytes(length=1, byteorder='big', *, signed=False) */
static obj_t m_to_bytes(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    bool little, sig = order_signed(n, args, 2, nkw, kw, &little);
    int32_t len = 1;
    if (n > 1 && !int_check(args[1]))
        raise_TypeError("'%t' object cannot be interpreted as an integer", args[1]);
    if (n > 1 && (!int_to_i32(args[1], &len) || len < 0 || len > 4096))
        raise_ValueError("length argument must be non-negative");
    obj_t v = args[0];
    if (!sig && int_cmp(v, small_obj(0)) < 0)
        raise_msg(T_OverflowError, "can't convert negative int to unsigned");
    obj_t out = bytes_new(NULL, (size_t)len);
    size_t m;
    if (!int_to_bytes(v, (uint8_t *)bytes_data(out, &m), (size_t)len, little, sig))
        raise_msg(T_OverflowError, "int too big to convert");
    return out;
}

/* int.from_bytes(bytes, byteorder='big', *, signed=False) */
static obj_t m_from_bytes(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    if (n < 1 || !(bytes_check(args[0]) || bytearray_check(args[0])))
        raise_TypeError("from_bytes() needs a bytes object");
    bool little, sig = order_signed(n, args, 1, nkw, kw, &little);
    size_t len;
    const uint8_t *p = bytes_data(args[0], &len);
    return int_from_bytes(p, len, little, sig);
}

const builtin_t methods_int[METHODS_int_COUNT] = {METHODS_int(X_METHOD)}; /* builtins.toml */
const builtin_t methods_float[METHODS_float_COUNT] = {METHODS_float(X_METHOD)};
static const builtin_t b_from_bytes = {&types[T_BUILTIN], Q_from_bytes, 0, m_from_bytes}; /* int.from_bytes */

/* The data attributes of numbers: real and imag (int, bool, float), numerator and
 * denominator (int, bool); an int's are ints (True.real is 1). OBJ_NULL if none. */
obj_t num_attr(obj_t self, uint32_t q)
{
    bool flt = float_check(self);
    if (!flt && !int_check(self))
        return OBJ_NULL;
    if (self == OBJ_TRUE || self == OBJ_FALSE)
        self = small_obj(self == OBJ_TRUE);
    /* a builtin qstr: the compiler and attr_name give these names no other number */
    if (q == Q_real)
        return self;
    if (q == Q_imag)
        return flt ? float_new(0.0) : small_obj(0);
    if (!flt && q == Q_numerator)
        return self;
    if (!flt && q == Q_denominator)
        return small_obj(1);
    return OBJ_NULL;
}

obj_t int_class_method(uint32_t q) { return method_find(q, &b_from_bytes, 1); }

/* object(): a bare instance, one word (its type); compared and hashed by identity. */
obj_t object_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)args;
    (void)kw;
    if (n != 0 || nkw != 0)
        raise_TypeError("object() takes no arguments");
    const type_t **w = gc_alloc(sizeof(obj_t));
    w[0] = &types[T_OBJECT];
    return ptr_obj(w);
}
