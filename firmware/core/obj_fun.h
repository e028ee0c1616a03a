/* obj_fun.h — functions, cells and argument binding (obj_fun.c): making a function, binding
 * a call's arguments into a frame, f(*args, **kw), and a function's qualified name. */
#ifndef WISPY_OBJ_FUN_H
#define WISPY_OBJ_FUN_H

#include "runtime.h"

bool obj_callable(obj_t o);
/* Bind a call's arguments into the new frame's slots as CPython does (defaults, keywords,
 * *args, **kwargs, keyword-only, closure cells), or raise TypeError with CPython's message. */
void fun_bind(obj_t fn, obj_t *slots, size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t fun_make(const code_t *code, dict_t *globals, unsigned flags, const obj_t *parts);
/* A Python function: an immediate (obj_is_sfun, obj.h; most are) or a function_t on the heap. */
static inline bool fun_is(obj_t o) { return obj_is_sfun(o) || obj_is(o, T_FUNCTION); }
/* The code record of a function word (for %f: also a code record's own address). */
const code_t *fun_code(obj_t fn);
/* An immediate function's code record and globals (obj.h: sfun_obj; globals index 0:
 * vm.globals; k: item k - 1 of vm.fun_globals, its vector's word k). */
static inline const code_t *sfun_code(obj_t fn) { return (const code_t *)(vm.image + sfun_offset(fn)); }
static ALWAYS_INLINE dict_t *sfun_globals_dict(obj_t fn)
{
    uint32_t g = sfun_globals(fn);
    return g == 0 ? vm.globals : obj_ptr(((const list_t *)obj_ptr(vm.fun_globals))->vec[g]);
}
obj_t cell_new(obj_t value);
/* Flatten f(*args, **kw): a tuple/list and a dict (or OBJ_NULL) into a positional vector and
 * name/value pairs, on the heap; returns the vector, *n and *nkw set. */
obj_t *fun_call_ex_args(obj_t args, obj_t kw, size_t *n, size_t *nkw);
void fun_list_extend(obj_t list, obj_t iterable);
void fun_star_extend(obj_t list, obj_t iterable); /* LIST_EXTEND: [*x] */
void fun_dict_merge(obj_t dict, obj_t mapping);
/* Write a code object's qualified name: owner "." name ("C.m"), or its name alone. */
void sink_qualname(sink_t *s, const code_t *c);

#endif
