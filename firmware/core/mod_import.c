/* mod_import.c — modules: the built-in ones (gc, sys, math, random, ...) are const ROM
 * objects whose members are tables named by builtin qstrs (runtime.h's modattr_t); a
 * multi-file program's modules are heap objects with a namespace dict, whose top level
 * runs once, on first import (IMPORT_NAME with the code record's constant index). vm.modules (a dict: module name -> module) is the registry. */
#include <string.h>

#include "gc.h"
#include "module.h"
#include "namedtuple.h"
#include "port.h"

/* Members made when they are read (a word 0 in ROM cannot hold a type address on a
 * 64-bit host): the small int i of a member with no object is one of these markers. */
#define MARK_ARGV INT32_MIN          /* a new empty list */
#define MARK_MAXSIZE (INT32_MIN + 1) /* 2**31 - 1 */
#define MARK_FLOAT (INT32_MIN + 2)   /* + k: float_consts[k] */
#define MARK_MODULES (INT32_MIN + 10) /* vm.modules, with __main__ (past MARK_FLOAT + 7) */
/* MARK_LIBRARY (module.h): + q, the member of that name of library module q */
static const double float_consts[] = {3.141592653589793, 2.718281828459045, 6.283185307179586};

/* ---- lookup ------------------------------------------------------------------------- */

/* The names of members that are no qstr (module.h: MEMBER_E, ...). */
static const char *const member_texts[] = {"e", "PULL_DISABLED"};

/* The text of a member's name. */
static const char *member_text(const modattr_t *a, size_t *len)
{
    uint32_t q = a->c.name;
    if (q >= MEMBER_TEXT) {
        *len = strlen(member_texts[q - MEMBER_TEXT]);
        return member_texts[q - MEMBER_TEXT];
    }
    return qstr_data(q, len);
}

/* A member's name as a str: its qstr, else a qstr of the program's of that text, else a
 * new str. */
static obj_t member_name(const modattr_t *a)
{
    if (a->c.name < MEMBER_TEXT)
        return qstr_obj(a->c.name);
    size_t len;
    const char *p = member_text(a, &len);
    uint32_t q = qstr_find(p, len);
    return q != UINT32_MAX ? qstr_obj(q) : str_new(p, len);
}

const modattr_t *module_find(const modattr_t *t, size_t n, uint32_t q)
{
    if (q < QSTR_BUILTIN_COUNT || q - QSTR_MORE_FIRST < QSTR_MORE_COUNT) { /* a builtin qstr */
        for (size_t i = 0; i < n; i++)
            if (t[i].c.name == q)
                return &t[i];
        return NULL;
    }
    /* a program's string (math.e), or a run-time one (getattr(math, "s" + "in")) */
    size_t len, k;
    const char *p = qstr_data(q, &len);
    for (size_t i = 0; i < n; i++) {
        const char *name = member_text(&t[i], &k);
        if (k == len && memcmp(name, p, len) == 0)
            return &t[i];
    }
    return NULL;
}

static obj_t attr_value(const modattr_t *a);
static obj_t sys_modules(void);
static obj_t import_code(uint32_t q, const code_t *code);
static obj_t module_name_obj(const module_t *m);

obj_t module_attr(obj_t module, uint32_t q)
{
    const module_t *m = obj_ptr(module);
    if (m->globals != NULL) {
        obj_t *v = dict_lookup(m->globals, qstr_obj(q));
        return v ? *v : OBJ_NULL;
    }
    if (q == Q___name__) /* a program's module has it in its namespace */
        return module_name_obj(m);
    const modattr_t *a = module_find(m->attrs, m->n_attrs, q);
    return a == NULL ? OBJ_NULL : attr_value(a);
}

/* The value of a built-in module's member. */
static obj_t attr_value(const modattr_t *a)
{
    if (a->fn.type != NULL)
        return ptr_obj(&a->fn);
    if (a->c.kind == MEMBER_OBJ)
        return ptr_obj(a->c.v.p);
    int32_t i = a->c.v.i;
    if (i == MARK_ARGV)
        return list_new(0, NULL);
    if (i == MARK_MODULES)
        return sys_modules();
    if (i == MARK_MAXSIZE)
        return int_binary(BINARY_SUB, int_binary(BINARY_LSHIFT, small_obj(1), small_obj(31)), small_obj(1));
    if (i >= MARK_LIBRARY && i < MARK_LIBRARY + 0x4000) { /* written in Python */
        obj_t m = library_import((uint32_t)(i - MARK_LIBRARY));
        return a->c.name == (uint32_t)(i - MARK_LIBRARY) ? m : module_getattr(m, a->c.name); /* microbit.compass: the module */
    }
    if (i >= MARK_FLOAT && i < MARK_FLOAT + 8) {
        int k = i - MARK_FLOAT;
        if (k < 3)
            return float_new(float_consts[k]);
        double one = 1.0, zero = 0.0;
        return float_new(k == 3 ? one / zero : (one / zero) * zero); /* inf, nan */
    }
    return small_obj(i);
}

static obj_t module_name_obj(const module_t *m)
{
    return m->globals ? qstr_obj(m->name) : str_new(m->cname, strlen(m->cname));
}

obj_t module_getattr(obj_t module, uint32_t q)
{
    obj_t v = module_attr(module, q);
    if (v == OBJ_NULL)
        raise_msg(T_AttributeError, "module '%s' has no attribute '%q'", module_name_obj(obj_ptr(module)), qstr_obj(q));
    return v;
}

void module_setattr(obj_t module, uint32_t q, obj_t value)
{
    module_t *m = obj_ptr(module);
    if (m->globals == NULL)
        raise_msg(T_AttributeError, "module '%s' attribute '%q' is read-only", module_name_obj(m), qstr_obj(q));
    dict_store(m->globals, qstr_obj(q), value);
}

void module_print(sink_t *s, obj_t module)
{
    const module_t *m = obj_ptr(module);
    sink_format(s, m->globals ? "<module '%s'>" : "<module '%s' (built-in)>", module_name_obj(m));
}

/* from m import *: m's public names into the running module's globals. A program's
 * module gives the names of its namespace that do not start with '_'. A built-in module's
 * member is copied when the program has its name as a string at all (else nothing in it
 * could read the name); at the REPL (`all`), where a later input may name any member,
 * every member is copied, under a new string when its name is no qstr yet (a run-time
 * string key finds a qstr of the same text: dicts compare strings by text). */
static obj_t import_star(obj_t module, bool all)
{
    const module_t *m = obj_ptr(module);
    dict_t *g = vm.frame->globals;
    if (m->globals != NULL) {
        uint32_t pos = 0;
        obj_t k, v;
        while (dict_next(m->globals, &pos, &k, &v)) {
            size_t kl;
            const char *kp = str_data(k, &kl);
            if (kl > 0 && kp[0] != '_')
                dict_store(g, k, v);
        }
        return OBJ_NONE;
    }
    for (size_t i = 0; i < m->n_attrs; i++) {
        obj_t name = member_name(&m->attrs[i]);
        if (obj_is_qstr(name) || all)
            dict_store(g, name, attr_value(&m->attrs[i]));
    }
    return OBJ_NONE;
}

obj_t import_from(obj_t module, uint32_t q)
{
    if (!obj_is(module, T_MODULE)) /* only in an image no compiler made: an attribute, safely */
        return obj_getattr(module, qstr_obj(q));
    size_t len;
    const char *name = qstr_data(q, &len);
    if (len >= 1 && name[0] == '*') /* the compiler's IMPORT_FROM "*" or, at the REPL, "* all" */
        return import_star(module, len > 1);
    obj_t x = module_attr(module, q);
    if (x == OBJ_NULL)
        raise_msg(T_ImportError,
                  ((const module_t *)obj_ptr(module))->globals ? "cannot import name '%q' from '%s'"
                                                               : "cannot import name '%q' from '%s' (unknown location)",
                  qstr_obj(q), module_name_obj(obj_ptr(module)));
    return x;
}

/* ---- helpers for the modules' functions ---------------------------------------------- */

/* Exported for the modules in files of their own (module.h); short names here. */
#define nargs module_nargs
#define arg_float module_arg_float
#define arg_int module_arg_int

void module_nargs(const char *name, size_t n, size_t lo, size_t hi, size_t nkw)
{
    if (nkw != 0)
        raise_TypeError("%s() takes no keyword arguments", str_new(name, strlen(name)));
    if (n < lo || n > hi) {
        if (lo == hi)
            raise_TypeError(lo == 1 ? "%s() takes exactly one argument (%s given)" : "%s() takes %s arguments",
                            str_new(name, strlen(name)), small_obj((int32_t)(lo == 1 ? n : lo)));
        raise_TypeError("%s() takes from %s arguments", str_new(name, strlen(name)), small_obj((int32_t)lo));
    }
}

double module_arg_float(obj_t o)
{
    double d;
    if (!num_to_double(o, &d))
        raise_TypeError("must be real number, not %t", o);
    return d;
}

int32_t module_arg_int(obj_t o)
{
    int32_t v;
    if (!int_check(o))
        raise_TypeError("'%t' object cannot be interpreted as an integer", o);
    if (!int_to_i32(o, &v))
        raise_msg(T_OverflowError, "Python int too large to convert to C int");
    return v;
}

bool bytes_check(obj_t o);
bool bytearray_check(obj_t o);
const uint8_t *bytes_data(obj_t o, size_t *len);
obj_t bytes_new(const uint8_t *p, size_t n);
static bool bytes_check_ext(obj_t o) { return obj_is_ptr(o) && (bytes_check(o) || bytearray_check(o)); }
static const uint8_t *bytes_data_ext(obj_t o, size_t *len) { return bytes_data(o, len); }
static obj_t bytes_new_ext(size_t n) { return bytes_new(NULL, n); }
static obj_t bytes_from_ext(const uint8_t *p, size_t n) { return bytes_new(p, n); }

#define FN(mod, name) static obj_t f_##mod##_##name(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
#define A MODULE_ATTR

/* ---- gc ----------------------------------------------------------------------------- */

FN(gc, collect)
{
    (void)a, (void)kw;
    gc_collect();
    return OBJ_NONE;
}
FN(gc, mem_free)
{
    (void)a, (void)kw;
    return int_from_i32((int32_t)(gc_stats.heap_bytes - gc_stats.used_bytes));
}
FN(gc, mem_alloc)
{
    (void)a, (void)kw;
    return int_from_i32((int32_t)gc_stats.used_bytes);
}
FN(gc, enable)
{
    (void)a, (void)kw;
    gc_policy.enabled = 1;
    return OBJ_NONE;
}
FN(gc, disable)
{
    (void)a, (void)kw;
    gc_policy.enabled = 0;
    return OBJ_NONE;
}
FN(gc, isenabled)
{
    (void)a, (void)kw;
    return bool_obj(gc_policy.enabled);
}
FN(gc, threshold)
{
    (void)kw;
    /* threshold(n): collect once n bytes have been allocated since the last collection;
     * a negative n turns it off (then threshold() is -1, as in MicroPython) */
    if (n == 0)
        return int_from_i32(gc_policy.threshold == UINT32_MAX ? -1 : (int32_t)gc_policy.threshold);
    int32_t t = arg_int(a[0]);
    gc_policy.threshold = t < 0 ? UINT32_MAX : (uint32_t)t;
    return OBJ_NONE;
}

typedef struct hist {
    uint32_t used_runs, free_runs, largest_free, free_blocks;
    uint32_t h[6]; /* objects of 1, 2, 3-4, 5-8, 9-16, 17+ blocks */
} hist_t;

static void count_run(void *ctx, int used, uint32_t blocks)
{
    hist_t *h = ctx;
    if (!used) {
        h->free_runs++;
        h->free_blocks += blocks;
        if (blocks > h->largest_free)
            h->largest_free = blocks;
        return;
    }
    h->used_runs++;
    unsigned k = blocks <= 1 ? 0 : blocks <= 2 ? 1 : blocks <= 4 ? 2 : blocks <= 8 ? 3 : blocks <= 16 ? 4 : 5;
    h->h[k]++;
}

FN(gc, mem_info)
{
    (void)a, (void)kw;
    hist_t h;
    memset(&h, 0, sizeof(h));
    gc_runs(count_run, &h);
    sink_t con = {NULL, 0, true, NULL, 0};
    sink_format(&con, "heap: total %s, used %s, ", int_from_i32((int32_t)gc_stats.heap_bytes),
                int_from_i32((int32_t)gc_stats.used_bytes));
    sink_format(&con, "free %s, largest free run %s", int_from_i32((int32_t)(gc_stats.heap_bytes - gc_stats.used_bytes)),
                int_from_i32((int32_t)(h.largest_free * GC_BLOCK)));
    sink_format(&con, ", high water %s, collections %s\n", int_from_i32((int32_t)gc_stats.high_water),
                int_from_i32((int32_t)gc_stats.collections));
    sink_format(&con, "objects: %s in %s free runs; blocks per object: ", int_from_i32((int32_t)h.used_runs),
                int_from_i32((int32_t)h.free_runs));
    static const char *const labels[] = {MSG("1: %s"), MSG(", 2: %s"), MSG(", 3-4: %s"), MSG(", 5-8: %s"), MSG(", 9-16: %s"), MSG(", 17+: %s\n")};
    for (int i = 0; i < 6; i++)
        sink_format(&con, labels[i], int_from_i32((int32_t)h.h[i]));
    return OBJ_NONE;
}

static const modattr_t gc_attrs[] = {A(gc, collect), A(gc, disable), A(gc, enable), A(gc, isenabled),
                                     A(gc, mem_alloc), A(gc, mem_free), A(gc, mem_info), A(gc, threshold)};

/* ---- math --------------------------------------------------------------------------- */

static const double PI = 3.14159265358979311600e+00;

/* sin and cos: reduction by pi/2 in three parts, then fdlibm's kernels */
static double k_sin(double x)
{
    static const double S[] = {-1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04,
                               2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10};
    double z = x * x;
    return x + x * z * float_poly(z, S, 6);
}
static double k_cos(double x)
{
    static const double C[] = {4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05,
                               -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11};
    double z = x * x;
    double r = z * float_poly(z, C, 6);
    double hz = 0.5 * z, w = 1.0 - hz;
    return w + (((1.0 - w) - hz) + z * r);
}
static double trig(double x, int want_cos)
{
    if (x != x || x - x != 0) /* nan or inf */
        raise_ValueError("math domain error");
    double ax = x < 0 ? -x : x;
    if (ax < 0.7853981633974483)
        return want_cos ? k_cos(x) : k_sin(x);
    double nf = float_floor(x * 6.36619772367581382433e-01 + 0.5);
    double y = x - nf * 1.57079632673412561417e+00;
    y -= nf * 6.07710050630396597660e-11;
    y -= nf * 2.02226624879595063154e-21;
    int32_t k = (int32_t)float_fmod(nf, 4.0);
    if (k < 0)
        k += 4;
    k = (k + want_cos) & 3;
    switch (k) {
    case 0:
        return k_sin(y);
    case 1:
        return k_cos(y);
    case 2:
        return -k_sin(y);
    default:
        return -k_cos(y);
    }
}

static double atan_small(double x) /* |x| <= 1 */
{
    /* two halvings: atan(x) = 2 atan(x / (1 + sqrt(1 + x*x))) */
    double t = x / (1.0 + float_sqrt(1.0 + x * x));
    t = t / (1.0 + float_sqrt(1.0 + t * t));
    double z = t * t, s = 0, p = 1;
    for (int k = 31; k >= 1; k -= 2)
        s = 1.0 / k - z * s;
    (void)p;
    return 4.0 * t * s;
}
static double m_atan_d(double x)
{
    if (x != x)
        return x;
    if (x > 1)
        return PI / 2 - atan_small(1 / x);
    if (x < -1)
        return -PI / 2 - atan_small(1 / x);
    return atan_small(x);
}
static double m_atan2_d(double y, double x)
{
    if (x == 0 && y == 0)
        return (1 / x < 0) ? ((1 / y < 0) ? -PI : PI) : y;
    if (x > 0)
        return m_atan_d(y / x);
    if (x < 0)
        return (y >= 0 && 1 / y > 0) ? m_atan_d(y / x) + PI : m_atan_d(y / x) - PI;
    return y > 0 ? PI / 2 : -PI / 2;
}

FN(math, sqrt)
{
    (void)kw;
    return float_new(float_sqrt(arg_float(a[0])));
}
FN(math, floor)
{
    (void)kw;
    if (int_check(a[0]))
        return obj_is_bool(a[0]) ? small_obj(a[0] == OBJ_TRUE) : a[0];
    return float_to_int(float_floor(arg_float(a[0])));
}
FN(math, ceil)
{
    (void)kw;
    if (int_check(a[0]))
        return obj_is_bool(a[0]) ? small_obj(a[0] == OBJ_TRUE) : a[0];
    return float_to_int(float_ceil(arg_float(a[0])));
}
FN(math, trunc)
{
    (void)kw;
    if (int_check(a[0]))
        return obj_is_bool(a[0]) ? small_obj(a[0] == OBJ_TRUE) : a[0];
    return float_to_int(arg_float(a[0]));
}
FN(math, fabs)
{
    (void)kw;
    double x = arg_float(a[0]);
    return float_new(x < 0 || (x == 0 && 1 / x < 0) ? -x : x);
}
FN(math, fmod)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    if (y == 0)
        raise_ValueError("math domain error");
    return float_new(float_fmod(x, y));
}
FN(math, copysign)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    double ax = x < 0 || (x == 0 && 1 / x < 0) ? -x : x;
    return float_new((y < 0 || (y == 0 && 1 / y < 0)) ? -ax : ax);
}
FN(math, isnan)
{
    (void)kw;
    double x = arg_float(a[0]);
    return bool_obj(x != x);
}
FN(math, isinf)
{
    (void)kw;
    double x = arg_float(a[0]);
    return bool_obj(x == x && x - x != 0);
}
FN(math, isfinite)
{
    (void)kw;
    double x = arg_float(a[0]);
    return bool_obj(x - x == 0);
}
FN(math, exp)
{
    (void)kw;
    double r = float_exp(arg_float(a[0]));
    if (r - r != 0 && r == r && arg_float(a[0]) - arg_float(a[0]) == 0)
        raise_msg(T_OverflowError, "math range error");
    return float_new(r);
}
static double log_of(obj_t x)
{
    double d = arg_float(x);
    if (d <= 0)
        raise_ValueError(d == 0 ? "math domain error" : "math domain error");
    return float_log(d);
}
FN(math, log)
{
    (void)kw;
    double r = log_of(a[0]);
    if (n == 2)
        r = r / log_of(a[1]);
    return float_new(r);
}
FN(math, log2)
{
    (void)kw;
    double d = arg_float(a[0]);
    if (d > 0 && d - d == 0) { /* exact for powers of two: m * 2**e with one bit in m */
        int e;
        uint64_t m = float_mantissa(d, &e);
        if ((m & (m - 1)) == 0) {
            for (; m > 1; m >>= 1)
                e++;
            return float_new((double)e);
        }
    }
    return float_new(log_of(a[0]) * 1.44269504088896338700);
}
FN(math, log10)
{
    (void)kw;
    double d = arg_float(a[0]);
    if (d > 0) { /* exact for powers of ten */
        double p = 1;
        for (int e = 0; e < 23; e++, p *= 10)
            if (p == d)
                return float_new((double)e);
    }
    return float_new(log_of(a[0]) * 4.34294481903251816668e-01);
}
FN(math, pow)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    if ((x < 0 && float_floor(y) != y && y - y == 0) || (x == 0 && y < 0))
        raise_ValueError("math domain error");
    return float_new(float_pow(x, y));
}
FN(math, sin)
{
    (void)kw;
    return float_new(trig(arg_float(a[0]), 0));
}
FN(math, cos)
{
    (void)kw;
    return float_new(trig(arg_float(a[0]), 1));
}
FN(math, tan)
{
    (void)kw;
    double x = arg_float(a[0]);
    return float_new(trig(x, 0) / trig(x, 1));
}
FN(math, atan)
{
    (void)kw;
    return float_new(m_atan_d(arg_float(a[0])));
}
FN(math, atan2)
{
    (void)kw;
    return float_new(m_atan2_d(arg_float(a[0]), arg_float(a[1])));
}
FN(math, asin)
{
    (void)kw;
    double x = arg_float(a[0]);
    if (x > 1 || x < -1)
        raise_ValueError("math domain error");
    return float_new(m_atan2_d(x, float_sqrt((1 - x) * (1 + x))));
}
FN(math, acos)
{
    (void)kw;
    double x = arg_float(a[0]);
    if (x > 1 || x < -1)
        raise_ValueError("math domain error");
    return float_new(m_atan2_d(float_sqrt((1 - x) * (1 + x)), x));
}
FN(math, degrees)
{
    (void)kw;
    return float_new(arg_float(a[0]) * (180.0 / PI));
}
FN(math, radians)
{
    (void)kw;
    return float_new(arg_float(a[0]) * (PI / 180.0));
}
FN(math, hypot)
{
    (void)kw;
    double x = arg_float(a[0]), y = arg_float(a[1]);
    x = x < 0 ? -x : x;
    y = y < 0 ? -y : y;
    double m = x > y ? x : y, s = x > y ? y : x;
    if (m == 0)
        return float_new(0.0);
    double r = s / m;
    return float_new(m * float_sqrt(1 + r * r));
}
FN(math, gcd)
{
    (void)kw;
    if (nkw)
        raise_TypeError("gcd() takes no keyword arguments");
    obj_t g = small_obj(0);
    for (size_t i = 0; i < n; i++) {
        if (!int_check(a[i]))
            raise_TypeError("'%t' object cannot be interpreted as an integer", a[i]);
        obj_t x = a[i], y = g;
        if (int_cmp(x, small_obj(0)) < 0)
            x = int_neg(x);
        while (!int_is_zero(y)) {
            obj_t t = int_binary(BINARY_MOD, x, y);
            x = y;
            y = t;
        }
        g = obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x;
    }
    return g;
}
FN(math, factorial)
{
    (void)kw;
    if (float_check(a[0]))
        raise_TypeError("'float' object cannot be interpreted as an integer");
    int32_t k = arg_int(a[0]);
    if (k < 0)
        raise_ValueError("factorial() not defined for negative values");
    obj_t r = small_obj(1);
    for (int32_t i = 2; i <= k; i++)
        r = int_binary(BINARY_MUL, r, small_obj(i));
    return r;
}
FN(math, modf)
{
    (void)kw;
    double x = arg_float(a[0]);
    double ip = x - x != 0 ? x : float_trunc(x);
    double fp = x - x != 0 ? (x == x ? (x < 0 ? -0.0 : 0.0) : x) : x - ip;
    obj_t t[2] = {float_new(fp), float_new(ip)};
    return tuple_new(2, t);
}
FN(math, ldexp)
{
    (void)kw;
    return float_new(float_ldexp(arg_float(a[0]), (int)arg_int(a[1])));
}
FN(math, isclose)
{
    double rel = 1e-09, abs_tol = 0.0;
    for (size_t i = 0; i < nkw; i++) {
        size_t len;
        const char *p = str_data(kw[2 * i], &len);
        if (len == 7 && memcmp(p, "rel_tol", 7) == 0)
            rel = arg_float(kw[2 * i + 1]);
        else if (len == 7 && memcmp(p, "abs_tol", 7) == 0)
            abs_tol = arg_float(kw[2 * i + 1]);
        else
            raise_TypeError("isclose() got an unexpected keyword argument '%s'", kw[2 * i]);
    }
    if (n != 2)
        raise_TypeError("isclose() takes exactly 2 positional arguments (%s given)", small_obj((int32_t)n));
    double x = arg_float(a[0]), y = arg_float(a[1]);
    if (x == y)
        return OBJ_TRUE;
    double d = x - y;
    d = d < 0 ? -d : d;
    double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
    return bool_obj(d <= rel * ay || d <= rel * ax || d <= abs_tol);
}

static const modattr_t math_attrs[] = {
    A(math, acos), A(math, asin), A(math, atan), A(math, atan2), A(math, ceil), A(math, copysign),
    A(math, cos), A(math, degrees), {.c = {NULL, MEMBER_E, MEMBER_INT, {.i = MARK_FLOAT + 1}}}, A(math, exp), A(math, fabs), A(math, factorial),
    A(math, floor), A(math, fmod), A(math, gcd), A(math, hypot), MEMBER_INT(inf, MARK_FLOAT + 3), A(math, isclose),
    A(math, isfinite), A(math, isinf), A(math, isnan), A(math, ldexp), A(math, log), A(math, log10),
    A(math, log2), A(math, modf), MEMBER_INT(nan, MARK_FLOAT + 4), MEMBER_INT(pi, MARK_FLOAT + 0), A(math, pow), A(math, radians),
    A(math, sin), A(math, sqrt), A(math, tan), MEMBER_INT(tau, MARK_FLOAT + 2), A(math, trunc),
};

/* ---- random: xorshift32 (CPython's Mersenne Twister would need 2.5 KB of RAM) ----------
 * Seeded from the chip's hardware RNG (port_random32) on first use, as MicroPython seeds
 * at boot: a state of 0 (xorshift's one fixed point, never reached otherwise) means not
 * seeded yet. random.seed() and random.seed(None) reseed from it, as CPython from the OS. */

static uint32_t rng_state;

__attribute__((noinline)) static void rng_seed(uint32_t s)
{
    rng_state = s * 2654435761u + 0x9e3779b9u;
    if (rng_state == 0)
        rng_state = 1;
}

static uint32_t rng_next(void)
{
    if (rng_state == 0)
        rng_seed(port_random32());
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rng_state = x;
}

/* a uniform integer in [0, n) (n > 0), without modulo bias */
static uint32_t rng_below(uint32_t n)
{
    uint32_t mask = n - 1;
    mask |= mask >> 1, mask |= mask >> 2, mask |= mask >> 4, mask |= mask >> 8, mask |= mask >> 16;
    uint32_t r;
    do
        r = rng_next() & mask;
    while (r >= n);
    return r;
}

FN(random, seed)
{
    (void)kw;
    rng_seed(n == 0 || a[0] == OBJ_NONE ? port_random32() : obj_hash32(a[0]));
    for (int i = 0; i < 4; i++)
        rng_next();
    return OBJ_NONE;
}
static double rng_float(void)
{
    uint32_t hi = rng_next() >> 5, lo = rng_next() >> 6; /* 27 + 26 bits, as CPython */
    return ((double)hi * 67108864.0 + (double)lo) * (1.0 / 9007199254740992.0);
}
FN(random, random)
{
    (void)a, (void)kw;
    return float_new(rng_float());
}
FN(random, getrandbits)
{
    (void)kw;
    int32_t k = arg_int(a[0]);
    if (k < 0)
        raise_ValueError("number of bits must be non-negative");
    obj_t r = small_obj(0);
    for (int32_t done = 0; done < k; done += 16) {
        int32_t bits = k - done < 16 ? k - done : 16;
        r = int_binary(BINARY_OR, int_binary(BINARY_LSHIFT, r, small_obj(bits)),
                       small_obj((int32_t)(rng_next() >> (32 - bits))));
    }
    return r;
}
static obj_t randrange3(int32_t start, int32_t stop, int32_t step)
{
    if (step == 0)
        raise_ValueError("zero step for randrange()");
    int32_t n = step > 0 ? (stop - start + step - 1) / step : (start - stop - step - 1) / -step;
    if (n <= 0)
        raise_ValueError("empty range for randrange() (%s, %s)", small_obj(start), small_obj(stop));
    return int_from_i32(start + step * (int32_t)rng_below((uint32_t)n));
}
FN(random, randrange)
{
    (void)kw;
    if (n == 1)
        return randrange3(0, arg_int(a[0]), 1);
    return randrange3(arg_int(a[0]), arg_int(a[1]), n == 3 ? arg_int(a[2]) : 1);
}
FN(random, randint)
{
    (void)kw;
    int32_t lo = arg_int(a[0]), hi = arg_int(a[1]);
    return randrange3(lo, hi + 1, 1);
}
FN(random, choice)
{
    (void)kw;
    size_t len = obj_len(a[0]);
    if (len == 0)
        raise_IndexError("Cannot choose from an empty sequence");
    return obj_subscr(a[0], small_obj((int32_t)rng_below((uint32_t)len)));
}
FN(random, uniform)
{
    (void)kw;
    double lo = arg_float(a[0]), hi = arg_float(a[1]);
    return float_new(lo + (hi - lo) * rng_float());
}
FN(random, shuffle)
{
    (void)kw;
    size_t len = obj_len(a[0]);
    for (size_t i = len; i > 1; i--) {
        obj_t j = small_obj((int32_t)rng_below((uint32_t)i)), k = small_obj((int32_t)i - 1);
        obj_t x = obj_subscr(a[0], j), y = obj_subscr(a[0], k);
        obj_store_subscr(a[0], j, y);
        obj_store_subscr(a[0], k, x);
    }
    return OBJ_NONE;
}
static const modattr_t random_attrs[] = {A(random, choice), A(random, getrandbits), A(random, randint),
                                         A(random, random), A(random, randrange), A(random, seed),
                                         A(random, shuffle), A(random, uniform)};

/* ---- sys ---------------------------------------------------------------------------- */

static const struct {
    const type_t *type;
    uint16_t len;
    char data[6];
} s_wispy = {&types[T_STR], 5, "wispy"}, s_little = {&types[T_STR], 6, "little"};
FN(sys, exit)
{
    (void)kw;
    obj_t call[2] = {type_obj(T_SystemExit), n ? a[0] : OBJ_NONE};
    raise_obj(exc_make(n, call + 1, 0, NULL));
}
FN(sys, print_exception)
{
    (void)kw;
    exc_print_traceback(a[0]);
    return OBJ_NONE;
}
FN(sys, write)
{
    (void)kw;
    if (!str_check(a[0]))
        raise_TypeError("write() argument must be str, not %t", a[0]);
    sink_t con = {NULL, 0, true, NULL, 0};
    size_t len;
    const char *p = str_data(a[0], &len);
    sink_write(&con, p, len);
    return int_from_i32((int32_t)str_len(a[0]));
}
static const modattr_t stdout_attrs[] = {A(sys, write)};
static const module_t m_stdout = {&types[T_MODULE], NULL, stdout_attrs, "stdout", 1, 0};
/* version, version_info, hexversion, implementation, path: firmware/lib/_sys.py */
#define SYS_LIB(name) MEMBER_INT(name, MARK_LIBRARY + Q__sys)
static const modattr_t sys_attrs[] = {
    MEMBER_INT(argv, MARK_ARGV), MEMBER_OBJ(byteorder, &s_little), A(sys, exit), SYS_LIB(hexversion),
    SYS_LIB(implementation), MEMBER_INT(maxsize, MARK_MAXSIZE), MEMBER_INT(modules, MARK_MODULES),
    SYS_LIB(path), MEMBER_OBJ(platform, &s_wispy), A(sys, print_exception), MEMBER_OBJ(stderr, &m_stdout),
    MEMBER_OBJ(stdout, &m_stdout), SYS_LIB(version), SYS_LIB(version_info),
};

/* ---- struct: pack, unpack, calcsize with the common formats ------------------------------ */

/* struct.error, CPython's exception for bad formats and values: an Exception outside types[] */
static const native_type_t struct_error = {
    {&types[T_TYPE], Q_error, TYPE_NATIVE | TYPE_EXC, T_Exception, exc_make}, NULL, 0, NULL, NULL, NULL};

static NORETURN void raise_struct_error(const char *fmt, obj_t a, obj_t b)
{
    raise_type_msg(&struct_error.t, fmt, a, b, 0);
}

typedef struct fmt_state {
    const char *p, *end;
    bool little, align;
} fmt_state_t;

static void fmt_begin(fmt_state_t *f, obj_t fmt)
{
    size_t len;
    if (!str_check(fmt) && !bytes_check_ext(fmt))
        raise_TypeError("Struct() argument 1 must be a str or bytes object, not %t", fmt);
    f->p = str_check(fmt) ? str_data(fmt, &len) : (const char *)bytes_data_ext(fmt, &len);
    f->end = f->p + len;
    f->little = true;
    f->align = true;
    if (f->p < f->end && (*f->p == '<' || *f->p == '>' || *f->p == '!' || *f->p == '=' || *f->p == '@')) {
        f->little = *f->p == '<' || *f->p == '=' || *f->p == '@';
        f->align = *f->p == '@';
        f->p++;
    }
}

/* The next item: its code, repeat count and size; false at the end. The codes, each with
 * its size in the same place of struct_sizes ('e' is packed as a 2-byte int). */
static const char struct_codes[] = "xcspbB?hHeiIlLfqQd";
static const char struct_sizes[] = "\1\1\1\1\1\1\1\2\2\2\4\4\4\4\4\10\10\10";
#define CODE_INTS 4 /* struct_codes[4..] take a value each, aligned to their size; before: x c s p */
static bool fmt_next(fmt_state_t *f, char *code, uint32_t *count, uint32_t *size)
{
    while (f->p < f->end && (*f->p == ' ' || *f->p == '\t'))
        f->p++;
    if (f->p >= f->end)
        return false;
    uint32_t n = 0;
    bool has = false;
    while (f->p < f->end && *f->p >= '0' && *f->p <= '9') {
        n = n * 10 + (uint32_t)(*f->p++ - '0');
        has = true;
    }
    if (f->p >= f->end)
        raise_struct_error("repeat count given without format specifier", 0, 0);
    const char *k = *f->p ? strchr(struct_codes, *f->p) : NULL;
    if (k == NULL)
        raise_struct_error("bad char in struct format", 0, 0);
    f->p++;
    *code = *k;
    *count = has ? n : 1;
    *size = (uint32_t)struct_sizes[k - struct_codes];
    return true;
}

/* The bytes a format packs into; *items: the values it takes (s and p take one each). */
static uint32_t calcsize(obj_t fmt, uint32_t *items)
{
    fmt_state_t f;
    fmt_begin(&f, fmt);
    char c;
    uint32_t n, sz, size = 0, k = 0;
    while (fmt_next(&f, &c, &n, &sz)) {
        bool aligned = strchr(struct_codes, c) - struct_codes >= CODE_INTS;
        if (f.align && aligned)
            size = (size + sz - 1) / sz * sz;
        size += sz * n;
        k += c == 'x' ? 0 : c == 's' || c == 'p' ? 1 : n;
    }
    *items = k;
    return size;
}

FN(struct, calcsize)
{
    (void)kw;
    uint32_t items;
    return small_obj((int32_t)calcsize(a[0], &items));
}

/* CPython's messages for a value out of a format's range */
static NORETURN void out_of_range(char c)
{
    raise_struct_error(c == 'b'   ? "byte format requires -128 <= number <= 127"
                       : c == 'B' ? "ubyte format requires 0 <= number <= 255"
                       : c == 'h' ? "short format requires -32768 <= number <= 32767"
                       : c == 'H' ? "ushort format requires 0 <= number <= 65535"
                       : c == 'i' || c == 'l' ? "'%s' format requires -2147483648 <= number <= 2147483647"
                                              : "argument out of range",
                       str_new(&c, 1), 0);
}

static bool code_signed(char c) { return c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q'; }

FN(struct, pack)
{
    (void)kw;
    if (nkw != 0 || n < 1)
        raise_TypeError(nkw ? "pack() takes no keyword arguments" : "missing format argument");
    uint32_t items, size = calcsize(a[0], &items);
    if (items != n - 1)
        raise_struct_error("pack expected %s items for packing (got %s)", small_obj((int32_t)items), small_obj((int32_t)n - 1));
    obj_t out = bytes_new_ext(size);
    size_t blen;
    uint8_t *d = (uint8_t *)bytes_data_ext(out, &blen);
    memset(d, 0, size);
    fmt_state_t f;
    fmt_begin(&f, a[0]);
    char c;
    uint32_t cnt, sz, at = 0;
    size_t arg = 1;
    while (fmt_next(&f, &c, &cnt, &sz)) {
        if (f.align && strchr(struct_codes, c) - struct_codes >= CODE_INTS)
            at = (at + sz - 1) / sz * sz;
        if (c == 'x') {
            at += cnt;
            continue;
        }
        if (c == 's' || c == 'p') {
            size_t sl;
            if (!bytes_check_ext(a[arg]))
                raise_struct_error("argument for '%s' must be a bytes object", str_new(&c, 1), 0);
            const uint8_t *src = bytes_data_ext(a[arg++], &sl);
            memcpy(d + at, src, sl < cnt ? sl : cnt);
            at += cnt;
            continue;
        }
        for (uint32_t k = 0; k < cnt; k++, at += sz) {
            obj_t v = a[arg++];
            if (c == 'f' || c == 'd') {
                double x;
                if (!num_to_double(v, &x))
                    raise_struct_error("required argument is not a float", 0, 0);
                union { double d; float f; uint8_t b[8]; } u;
                if (c == 'f')
                    u.f = (float)x;
                else
                    u.d = x;
                for (uint32_t i = 0; i < sz; i++)
                    d[at + (f.little ? i : sz - 1 - i)] = u.b[i];
            } else if (c == '?') {
                d[at] = obj_truth(v);
            } else if (c == 'c') {
                size_t sl;
                if (!bytes_check_ext(v) || (bytes_data_ext(v, &sl), sl != 1))
                    raise_struct_error("char format requires a bytes object of length 1", 0, 0);
                d[at] = *bytes_data_ext(v, &sl);
            } else {
                if (!int_check(v))
                    raise_struct_error("required argument is not an integer", 0, 0);
                if (!int_to_bytes(v, d + at, sz, f.little, code_signed(c)))
                    out_of_range(c);
            }
        }
    }
    return out;
}

FN(struct, unpack)
{
    (void)kw;
    uint32_t n_items, size = calcsize(a[0], &n_items);
    size_t blen;
    if (!bytes_check_ext(a[1]))
        raise_TypeError("a bytes-like object is required, not '%t'", a[1]);
    bytes_data_ext(a[1], &blen);
    if (blen != size)
        raise_struct_error("unpack requires a buffer of %s bytes", small_obj((int32_t)size), 0);
    obj_t out = list_new(0, NULL);
    fmt_state_t f;
    fmt_begin(&f, a[0]);
    char c;
    uint32_t cnt, sz, at = 0;
    while (fmt_next(&f, &c, &cnt, &sz)) {
        if (f.align && strchr(struct_codes, c) - struct_codes >= CODE_INTS)
            at = (at + sz - 1) / sz * sz;
        const uint8_t *d = bytes_data_ext(a[1], &blen);
        if (c == 'x') {
            at += cnt;
            continue;
        }
        if (c == 's' || c == 'p') {
            list_append(out, bytes_from_ext(d + at, cnt));
            at += cnt;
            continue;
        }
        for (uint32_t k = 0; k < cnt; k++, at += sz) {
            d = bytes_data_ext(a[1], &blen);
            obj_t v;
            if (c == 'f' || c == 'd') {
                union { double d; float f; uint8_t b[8]; } u;
                for (uint32_t i = 0; i < sz; i++)
                    u.b[i] = d[at + (f.little ? i : sz - 1 - i)];
                v = float_new(c == 'f' ? (double)u.f : u.d);
            } else if (c == '?')
                v = bool_obj(d[at] != 0);
            else if (c == 'c')
                v = bytes_from_ext(d + at, 1);
            else
                v = int_from_bytes(d + at, sz, f.little, code_signed(c));
            list_append(out, v);
        }
    }
    size_t k;
    const obj_t *items = seq_items(out, &k);
    return tuple_new(k, items);
}
static const modattr_t struct_attrs[] = {A(struct, calcsize), MEMBER_OBJ(error, &struct_error), A(struct, pack), A(struct, unpack)};

/* ---- collections: OrderedDict is dict (insertion order is every dict's); deque (obj_deque.c);
 * namedtuple, written in Python (firmware/lib/collections.py: the library module of the same
 * name, imported on first use), and its two primitives (mod_namedtuple.c) */

static const modattr_t collections_attrs[] = {
    MEMBER_OBJ(OrderedDict, &types[T_DICT]), MEMBER_OBJ(_tuplecls, &namedtuple_class_builtin),
    MEMBER_OBJ(_tuplenew, &namedtuple_new_builtin),  MEMBER_OBJ(deque, &types[T_DEQUE]),
    MEMBER_INT(namedtuple, MARK_LIBRARY + Q_collections)};

/* ---- the built-in modules ------------------------------------------------------------ */

#define MOD(name) {&types[T_MODULE], NULL, name##_attrs, #name, sizeof(name##_attrs) / sizeof(modattr_t), 0}
static const module_t builtin_modules[] = {MOD(collections), MOD(gc), MOD(math), MOD(random), MOD(struct), MOD(sys)};
/* the built-in modules defined in files of their own */
extern const module_t _fs_module; /* mod_fs.c: files (firmware/lib/os.py) */
static const module_t *const file_modules[] = {&machine_module, &microbit_module, &time_module, &radio_module, &_fs_module};
#define N_BUILTIN_MODULES (sizeof(builtin_modules) / sizeof(builtin_modules[0]))

/* The i-th built-in module (those of this file, then file_modules), NULL past the last. */
static const module_t *module_at(size_t i)
{
    return i < N_BUILTIN_MODULES ? &builtin_modules[i]
         : i < N_BUILTIN_MODULES + sizeof(file_modules) / sizeof(file_modules[0]) ? file_modules[i - N_BUILTIN_MODULES]
                                                                                  : NULL;
}

/* A built-in function's __name__: its qstr (a module's function has its name too). */
obj_t builtin_name(obj_t fn)
{
    return qstr_obj(((const builtin_t *)obj_ptr(fn))->name);
}

/* dir(module), unsorted: a program module's names; a built-in module's members and
 * __name__ (as qstrs where the program has them, else new strs). */
obj_t module_dir(obj_t module)
{
    const module_t *m = obj_ptr(module);
    obj_t names = list_new(0, NULL);
    if (m->globals != NULL) {
        fun_list_extend(names, ptr_obj(m->globals));
        return names;
    }
    list_append(names, qstr_obj(Q___name__));
    for (size_t i = 0; i < m->n_attrs; i++)
        list_append(names, member_name(&m->attrs[i]));
    return names;
}

obj_t import_name(uint32_t q, uint32_t code_plus1)
{
    if (code_plus1 == 0) { /* a module of the firmware: in C, else in the library (Python) */
        size_t len;
        const char *p = qstr_data(q, &len);
        const module_t *m;
        for (size_t i = 0; (m = module_at(i)) != NULL; i++)
            if (strlen(m->cname) == len && memcmp(m->cname, p, len) == 0)
                return ptr_obj(m);
        return library_import(q);
    }
    return import_code(q, image_code(NULL, code_plus1 - 1));
}

obj_t library_import(uint32_t q)
{
    const code_t *code = library_module_code(q);
    if (code == NULL)
        raise_msg(T_ModuleNotFoundError, "No module named '%q'", qstr_obj(q));
    return import_code(q, code);
}


/* sys.modules: vm.modules (the program's and the library's modules, imported so far; the
 * built-in ones are not there, as on MicroPython), with __main__ the program's namespace */
static obj_t sys_modules(void)
{
    if (vm.modules == OBJ_NULL)
        vm.modules = dict_new();
    if (dict_lookup(obj_ptr(vm.modules), qstr_obj(Q___main__)) == NULL && vm.globals != NULL) {
        module_t *m = gc_alloc(sizeof(module_t));
        m->type = &types[T_MODULE];
        m->name = Q___main__;
        m->globals = vm.globals;
        dict_store(obj_ptr(vm.modules), qstr_obj(Q___main__), ptr_obj(m));
    }
    return vm.modules;
}

/* The module named q whose top level is code: made and run on its first import, then
 * the same module (vm.modules, by name: a program's module named as a library module
 * shadows it, as a script's folder shadows CPython's standard library). */
static obj_t import_code(uint32_t q, const code_t *code)
{
    size_t len;
    const char *p = qstr_data(q, &len);
    if (vm.modules == OBJ_NULL)
        vm.modules = dict_new();
    obj_t *known = dict_lookup(obj_ptr(vm.modules), qstr_obj(q));
    if (known != NULL)
        return *known;
    module_t *m = gc_alloc(sizeof(module_t));
    m->type = &types[T_MODULE];
    m->name = (uint16_t)q;
    obj_t mo = ptr_obj(m);
    m->globals = obj_ptr(dict_new());
    dict_store(m->globals, qstr_obj(Q___name__), qstr_obj(q));
    dict_store(obj_ptr(vm.modules), qstr_obj(q), mo);
    /* a submodule becomes an attribute of its package (imported just before it) */
    const char *dot = NULL;
    for (size_t i = 0; i < len; i++)
        if (p[i] == '.')
            dot = p + i;
    if (dot != NULL) {
        uint32_t pos = 0;
        obj_t k, v;
        while (dict_next(obj_ptr(vm.modules), &pos, &k, &v)) {
            size_t kl;
            const char *kp = str_data(k, &kl);
            if (kl == (size_t)(dot - p) && memcmp(kp, p, kl) == 0) {
                module_t *parent = obj_ptr(v);
                dict_store(parent->globals, str_new(dot + 1, len - (size_t)(dot - p) - 1), mo);
            }
        }
    }
    handler_t h;
    if (!ERR_TRY(&h)) {
        dict_delete(obj_ptr(vm.modules), qstr_obj(q)); /* a failed import leaves no module */
        raise_obj(vm.exc);
    }
    obj_t fn = fun_make(code, m->globals, 0, NULL);
    obj_t no_args[1] = {OBJ_NONE};
    vm_call(fn, 0, no_args);
    err_pop(&h);
    return mo;
}
