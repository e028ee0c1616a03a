/* args.h — built-in methods (args.c): the check of a declared method's self and arguments
 * and the lookup of built-in types' methods, in tables generated from
 * firmware/defs/builtins.toml (gen/builtins.h). */
#ifndef WISPY_ARGS_H
#define WISPY_ARGS_H

#include "runtime.h"

/* A declared method's self and arguments checked against its spec: TypeError in CPython's
 * words for a wrong self, count or keyword. vm.c's call_native runs it before every call. */
void builtin_check(const builtin_t *b, size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
const builtin_t *methods_of(const type_t *t, size_t *n); /* type t's own table, NULL if none */
obj_t method_find(uint32_t q, const builtin_t *fns, size_t n); /* by name; OBJ_NULL: none */
obj_t type_method(const type_t *t, uint32_t q);  /* t's method q or its base's; OBJ_NULL: none */
obj_t type_method_names(const type_t *t);        /* a list of the names of t's methods (dir()) */
const type_t *builtin_owner(obj_t fn);           /* a declared method's type, NULL for others */
#define X_METHOD(q, spec, fn) {&types[T_BUILTIN], q, spec, fn}, /* a table entry: METHODS_<name>(X_METHOD) */
/* The tables of methods, one per type, each in its type's file (whose static C functions
 * they name): methods_str, methods_list, ... */
#define X_TABLE_DECL(t, name) extern const builtin_t methods_##name[METHODS_##name##_COUNT];
METHOD_TYPES(X_TABLE_DECL)

#endif
