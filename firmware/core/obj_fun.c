/* obj_fun.c — Python functions: making them (defaults, keyword-only defaults, closures;
 * none of these: an immediate that costs no heap),
 * closure cells, binding a call's arguments to parameters with CPython's error messages,
 * and flattening f(*args, **kwargs). */
#include <string.h>

#include "gc.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_fun.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"
#include "vm.h"

bool obj_callable(obj_t o)
{
    const type_t *t = type_of(o);
    return t == &types[T_FUNCTION] || t == &types[T_BUILTIN] || t == &types[T_STATICMETHOD]
        || (t == &types[T_TYPE] && ((const type_t *)obj_ptr(o))->make != NULL) || class_callable(o);
}

obj_t cell_new(obj_t value)
{
    obj_t *c = gc_alloc(2 * sizeof(obj_t));
    c[0] = CELL_MARK;
    c[1] = value;
    return ptr_obj(c);
}

/* ---- functions that cost no heap (obj.h: obj_is_sfun) ----
 *
 * A `def` or `lambda` with nothing to keep but its code and globals (no defaults, no
 * keyword-only defaults, no closure) is an immediate (obj.h: sfun_obj) holding its globals'
 * index and its code's offset in vm.image (docs/object-model.md). Index 0 is vm.globals
 * (__main__, or the REPL session's); the globals of a program's other modules get an index
 * the first time one of their functions is made (vm.fun_globals, append-only, at most
 * 1023). A code outside vm.image (a second image) or a 1024th module's function is a heap
 * function_t as before. What users can see (docs/language.md): running the same `def`
 * again gives the same function (`is`, ==, hash), where CPython makes a new object. */

static obj_t sfun_make(const code_t *c, dict_t *globals)
{
    const image_header_t *h = (const image_header_t *)vm.image;
    uint32_t off = (uint32_t)((const uint8_t *)c - vm.image), index = 0;
    if (h == NULL || off >= 4u * h->length)
        return OBJ_NULL;
    if (globals != vm.globals) {
        size_t n = 0;
        const obj_t *g = vm.fun_globals != OBJ_NULL ? seq_items(vm.fun_globals, &n) : NULL;
        while (index < n && g[index] != ptr_obj(globals))
            index++;
        if (index == n) {
            if (n >= SFUN_MAX_GLOBALS)
                return OBJ_NULL;
            if (vm.fun_globals == OBJ_NULL)
                vm.fun_globals = list_new(0, NULL);
            list_append(vm.fun_globals, ptr_obj(globals));
        }
        index++;
    }
    return sfun_obj(index, off);
}

NOINLINE const code_t *fun_code(obj_t fn)
{
    if (obj_is_sfun(fn))
        return (const code_t *)(vm.image + sfun_offset(fn));
    return obj_is(fn, T_FUNCTION) ? ((const function_t *)obj_ptr(fn))->code : (const code_t *)obj_ptr(fn);
}

/* parts: defaults, kwdefaults, closure as flags bits 0, 1, 2 say (in that order). */
obj_t fun_make(const code_t *c, dict_t *globals, unsigned flags, const obj_t *parts)
{
    obj_t sfun = flags == 0 ? sfun_make(c, globals) : OBJ_NULL;
    if (sfun != OBJ_NULL)
        return sfun;
    function_t *fn = gc_alloc(sizeof(function_t));
    fn->type = &types[T_FUNCTION];
    fn->code = c;
    fn->globals = globals;
    obj_t *slot[3] = {&fn->defaults, &fn->kwdefaults, &fn->closure};
    for (unsigned i = 0; i < 3; i++) {
        if (!(flags & (1u << i)))
            continue;
        obj_t x = *parts++;
        size_t n;
        /* the compiler builds each part with BUILD_TUPLE; an image that does otherwise
         * is refused here rather than trusted */
        if (!obj_is(x, T_TUPLE))
            raise_msg(T_RuntimeError, "MAKE_FUNCTION_EX of a part that is not a tuple");
        seq_items(x, &n);
        size_t params = c->n_args + code_n_kwonly(c);
        if ((i == 0 && n > c->n_args) || (i == 2 && n > c->n_locals - params))
            raise_msg(T_RuntimeError, "MAKE_FUNCTION_EX: too many defaults or cells");
        *slot[i] = x;
    }
    return ptr_obj(fn);
}

void sink_qualname(sink_t *s, const code_t *c)
{
    uint32_t owner = code_owner(c);
    if (owner != 0)
        sink_format(s, "%q.", qstr_obj(owner));
    sink_format(s, "%q", qstr_obj(c->name));
}

/* ---- argument errors: the message is written twice, once to count, once to fill ---- */

enum arg_error { TOO_MANY, MISSING_POS, MISSING_KWONLY };

typedef struct arg_problem {
    const code_t *code;
    enum arg_error kind;
    uint32_t given, given_kw, min;
    const uint8_t *missing; /* slot indices */
    uint32_t n_missing;
} arg_problem_t;

static void write_problem(sink_t *s, const arg_problem_t *p)
{
    const code_t *c = p->code;
    sink_qualname(s, c);
    if (p->kind == TOO_MANY) {
        if (p->min < c->n_args)
            sink_format(s, "() takes from %s to ", small_obj((int32_t)p->min));
        else
            sink_str(s, "() takes ");
        sink_format(s, c->n_args == 1 && p->min == c->n_args ? "%s positional argument but %s" : "%s positional arguments but %s",
                    small_obj(c->n_args), small_obj((int32_t)p->given));
        if (p->given_kw) {
            sink_format(s, p->given == 1 ? " positional argument (and %s" : " positional arguments (and %s",
                        small_obj((int32_t)p->given_kw));
            sink_str(s, p->given_kw == 1 ? " keyword-only argument) were given" : " keyword-only arguments) were given");
        } else {
            sink_str(s, p->given == 1 ? " was given" : " were given");
        }
        return;
    }
    uint32_t m = p->n_missing;
    sink_format(s, p->kind == MISSING_POS ? "() missing %s required positional argument" : "() missing %s required keyword-only argument",
                small_obj((int32_t)m));
    if (m != 1)
        sink_str(s, "s");
    if (vm_local_name(c, 0) == Q_empty)
        return;
    sink_str(s, ": ");
    for (uint32_t i = 0; i < m; i++) {
        if (i > 0)
            sink_str(s, m == 2 ? " " : ", ");
        if (i + 1 == m && i > 0)
            sink_str(s, "and ");
        sink_format(s, "'%q'", qstr_obj(vm_local_name(c, p->missing[i])));
    }
}

static NORETURN void raise_problem(const arg_problem_t *p)
{
    sink_t count = {NULL, 0, false, NULL, 0};
    write_problem(&count, p);
    rstr_t *r = str_alloc(count.len);
    sink_t out = {r->data, 0, false, NULL, 0};
    write_problem(&out, p);
    raise_msg(T_TypeError, NULL, ptr_obj(r));
}

static bool same_name(obj_t a, obj_t b)
{
    if (a == b)
        return true;
    return str_check(a) && str_check(b) && str_cmp(a, b) == 0;
}

/* The error for the missing parameters in [from, to) (the first 32 are named). Out of
 * line: its buffer costs C stack only when there is an error. */
static NOINLINE NORETURN void raise_missing(const code_t *c, const obj_t *slots, uint32_t from, uint32_t to,
                                            enum arg_error kind)
{
    uint8_t missing[32];
    uint32_t m = 0;
    for (uint32_t i = from; i < to && m < sizeof(missing); i++)
        if (slots[i] == OBJ_NULL)
            missing[m++] = (uint8_t)i;
    arg_problem_t p = {c, kind, 0, 0, 0, missing, m};
    raise_problem(&p);
}

/* Raise if a parameter in [from, to) has no value. */
static void check_missing(const code_t *c, const obj_t *slots, uint32_t from, uint32_t to, enum arg_error kind)
{
    for (uint32_t i = from; i < to; i++)
        if (slots[i] == OBJ_NULL)
            raise_missing(c, slots, from, to, kind);
}

/* A keyword no parameter takes: CPython's error when it names a positional-only parameter
 * (naming every keyword that does, in the parameters' order); else nothing. */
static NOINLINE void check_posonly(const code_t *c, const code_info_t *ci, size_t nkw, const obj_t *kw)
{
    sink_t s;
    sink_begin_str(&s);
    for (uint32_t k = 0; k < ci->n_posonly; k++) {
        obj_t p = qstr_obj(code_local_name(c, ci, k));
        for (size_t i = 0; i < nkw; i++)
            if (same_name(p, kw[2 * i]))
                sink_format(&s, &", %q"[s.len ? 0 : 2], p); /* ", " before all but the first */
    }
    if (s.len)
        raise_TypeError("%f() got some positional-only arguments passed as keyword arguments: '%s'", ptr_obj(c),
                        sink_end_str(&s));
}

void fun_bind(obj_t word, obj_t *slots, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    /* NULL for an immediate: it has no defaults, keyword-only defaults or closure */
    const function_t *fn = obj_is_sfun(word) ? NULL : obj_ptr(word);
    const code_t *c = fun_code(word); /* (the common call, exactly the positional parameters, is vm.c's call_setup) */
    uint32_t np = c->n_args;
    code_info_t ci; /* the keyword-only count and the parameters' names */
    code_decode(c, NULL, &ci);
    uint32_t nk = ci.n_kwonly, at = np + nk;
    size_t nd = 0;
    const obj_t *defaults = fn != NULL && fn->defaults != OBJ_NULL ? seq_items(fn->defaults, &nd) : NULL;
    if (n > np && !(c->flags & CODE_FLAG_VARARGS)) {
        uint32_t kwonly_given = 0;
        for (size_t i = 0; i < nkw; i++)
            for (uint32_t k = np; k < at; k++)
                if (same_name(qstr_obj(code_local_name(c, &ci, k)), kw[2 * i]))
                    kwonly_given++;
        arg_problem_t p = {c, TOO_MANY, (uint32_t)n, kwonly_given, np - (uint32_t)nd, NULL, 0};
        raise_problem(&p);
    }
    size_t copied = n < np ? n : np;
    memcpy(slots, args, 4u * copied);
    if (c->flags & CODE_FLAG_VARARGS)
        slots[at++] = tuple_new(n - copied, args + copied);
    dict_t *extra = NULL;
    if (c->flags & CODE_FLAG_VARKW) {
        slots[at] = dict_new();
        extra = obj_ptr(slots[at]);
    }
    for (size_t i = 0; i < nkw; i++) {
        obj_t name = kw[2 * i];
        uint32_t k = ci.n_posonly; /* a positional-only parameter takes no keyword */
        while (k < np + nk && !same_name(qstr_obj(code_local_name(c, &ci, k)), name))
            k++;
        if (k < np + nk) {
            if (slots[k] != OBJ_NULL)
                raise_TypeError("%f() got multiple values for argument '%s'", ptr_obj(c), name);
            slots[k] = kw[2 * i + 1];
        } else if (extra != NULL) {
            if (dict_lookup(extra, name) != NULL)
                raise_TypeError("%f() got multiple values for keyword argument '%s'", ptr_obj(c), name);
            dict_store(extra, name, kw[2 * i + 1]);
        } else {
            check_posonly(c, &ci, nkw, kw);
            raise_TypeError("%f() got an unexpected keyword argument '%s'", ptr_obj(c), name);
        }
    }
    for (uint32_t k = (uint32_t)copied; k < np; k++)
        if (slots[k] == OBJ_NULL && k + nd >= np)
            slots[k] = defaults[k + nd - np];
    check_missing(c, slots, 0, np, MISSING_POS);
    if (nk != 0) {
        size_t nkd = 0;
        const obj_t *kwd = fn != NULL && fn->kwdefaults != OBJ_NULL ? seq_items(fn->kwdefaults, &nkd) : NULL;
        for (uint32_t k = np; k < np + nk; k++)
            for (size_t j = 0; slots[k] == OBJ_NULL && j + 1 < nkd; j += 2)
                if (kwd[j] == qstr_obj(code_local_name(c, &ci, k)))
                    slots[k] = kwd[j + 1];
        check_missing(c, slots, np, np + nk, MISSING_KWONLY);
    }
    if (fn != NULL && fn->closure != OBJ_NULL) {
        size_t ncell;
        const obj_t *cells = seq_items(fn->closure, &ncell);
        memcpy(slots + c->n_locals - ncell, cells, 4u * ncell);
    }
}

/* ---- f(*args, **kwargs) ---- */

obj_t *fun_call_ex_args(obj_t args, obj_t kw, size_t *n, size_t *nkw)
{
    size_t np = 0;
    const obj_t *pos = seq_items(args, &np);
    if (pos == NULL) {
        obj_t list = list_new(0, NULL);
        fun_list_extend(list, args);
        pos = seq_items(list, &np);
    }
    size_t nk = 0;
    obj_t keys = OBJ_NULL;
    const obj_t *key_items = NULL;
    if (kw != OBJ_NULL) {
        keys = list_new(0, NULL);
        fun_list_extend(keys, kw);
        key_items = seq_items(keys, &nk);
    }
    if (np + 2 * nk > 255)
        raise_TypeError("too many arguments in a call (at most 255)");
    /* v[0]: an odd word, so the collector scans a plain vector; v[1], v[2]: room for a self
     * and the callable before the arguments (natives find themselves at args[-1]); then
     * the arguments */
    obj_t *v = gc_alloc(4u * (np + 2 * nk + 3));
    v[0] = small_obj(0);
    v += 2;
    if (np != 0) /* pos is NULL for f(**kw) */
        memcpy(v + 1, pos, 4u * np);
    for (size_t i = 0; i < nk; i++) {
        obj_t k = key_items[i];
        if (!str_check(k))
            raise_TypeError("keywords must be strings");
        v[1 + np + 2 * i] = attr_name(k); /* the qstr of its text if any: natives compare by qstr */
        v[2 + np + 2 * i] = obj_subscr(kw, k);
    }
    *n = np;
    *nkw = nk;
    return v + 1;
}

static void append_all(obj_t list, obj_t it)
{
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL;)
        list_append(list, x);
}

void fun_list_extend(obj_t list, obj_t iterable) { append_all(list, obj_getiter(iterable)); }

void fun_star_extend(obj_t list, obj_t iterable)
{
    obj_t it = obj_getiter_or_null(iterable);
    if (it == OBJ_NULL)
        raise_TypeError("Value after * must be an iterable, not %t", iterable);
    append_all(list, it);
}

void fun_dict_merge(obj_t dict, obj_t mapping)
{
    obj_t keys = list_new(0, NULL);
    fun_list_extend(keys, mapping);
    size_t nk;
    const obj_t *k = seq_items(keys, &nk);
    for (size_t i = 0; i < nk; i++) {
        if (!str_check(k[i]))
            raise_TypeError("keywords must be strings");
        if (dict_lookup(obj_ptr(dict), k[i]) != NULL)
            raise_TypeError("got multiple values for keyword argument '%s'", k[i]);
        dict_store(obj_ptr(dict), k[i], obj_subscr(mapping, k[i]));
    }
}
