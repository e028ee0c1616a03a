/* mod_import.c — modules and import: the built-in ones (mod_gc.c, mod_sys.c, mod_math.c,
 * mod_random.c, mod_struct.c, mod_collections.c and the board's) are const ROM objects whose
 * members are tables named by builtin qstrs (module.h's modattr_t), found here by name; a
 * multi-file program's modules are heap objects with a namespace dict, whose top level
 * runs once, on first import (IMPORT_NAME with the code record's constant index); the
 * frozen library's modules likewise. vm.modules (a dict: module name -> module) is the
 * registry. */
#include <string.h>

#include "gc.h"
#include "image.h"
#include "mod_builtins.h"
#include "module.h"
#include "namedtuple.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_exc.h"
#include "obj_float.h"
#include "obj_fun.h"
#include "obj_int.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

/* The members made when they are read (MARK_* in module.h) are made here (attr_value). */
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

/* `import builtins`: its members are the built-in names (builtin_lookup), read-only */
static const module_t builtins_module = {&types[T_MODULE], NULL, NULL, "builtins", 0, 0};

obj_t module_attr(obj_t module, uint32_t q)
{
    const module_t *m = obj_ptr(module);
    if (m->globals != NULL) {
        obj_t *v = dict_lookup(m->globals, qstr_obj(q));
        if (v != NULL)
            return *v;
        obj_t *ga = q == Q___getattr__ ? NULL : dict_lookup(m->globals, qstr_obj(Q___getattr__));
        if (ga == NULL)
            return OBJ_NULL;
        obj_t name = qstr_obj(q); /* the module's __getattr__(name) (PEP 562) */
        return vm_call(*ga, 1, &name);
    }
    if (q == Q___name__) /* a program's module has it in its namespace */
        return module_name_obj(m);
    if (m == &builtins_module)
        return builtin_lookup(q);
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
    obj_t x = OBJ_NULL;
    handler_t h;
    if (ERR_TRY(&h)) { /* an AttributeError of the module's __getattr__ is the ImportError */
        x = module_attr(module, q);
        err_pop(&h);
    } else if (!exc_matches(vm.exc, T_AttributeError)) {
        raise_obj(vm.exc);
    }
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
    if (!num_to_double(o, &d)) { /* an instance's __float__ (or __index__), as CPython's math */
        obj_t f = class_convert(o, T_FLOAT);
        if (f == OBJ_NULL)
            raise_TypeError("must be real number, not %t", o);
        d = float_value(f);
    }
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


#define FN(mod, name) static obj_t f_##mod##_##name(MAYBE_UNUSED size_t n, const obj_t *a, MAYBE_UNUSED size_t nkw, const obj_t *kw)
#define A MODULE_ATTR

/* ---- the built-in modules ------------------------------------------------------------ */

/* every built-in module, in a file of its own (mod_<name>.c: MODULE_DEF; module.h) */
static const module_t *const builtin_modules[] = {
    &collections_module, &gc_module, &math_module, &random_module, &struct_module, &sys_module,
    &machine_module, &microbit_module, &time_module, &radio_module, &_fs_module, &array_module,
    &builtins_module,
};

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
        for (size_t i = 0; i < sizeof(builtin_modules) / sizeof(builtin_modules[0]); i++) {
            const module_t *m = builtin_modules[i];
            if (strlen(m->cname) == len && memcmp(m->cname, p, len) == 0)
                return ptr_obj(m);
        }
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
