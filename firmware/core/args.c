/* args.c — the one check of a built-in method's self and arguments, table-driven from the
 * specs generated out of firmware/defs/builtins.toml, with CPython's messages; the lookup of
 * built-in types' methods in the generated tables (which dir() and __qualname__ read too). */
#define ARGSPEC_DEFINE_TABLE /* this file holds the specs */
#define OBJ_IS_STATIC /* obj.h: builtin_check runs at every built-in method call */
#include <string.h>

#include "args.h"
#include "image.h"
#include "obj_class.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"

/* Which types have a table (a list searched in order: str and list first): smaller than a
 * switch (gcc) or two tables indexed by type (clang). */
static const struct {
    uint8_t type, count;
    const builtin_t *fns;
} method_tables[] = {
#define X_TABLE_ENTRY(t, name) {t, METHODS_##name##_COUNT, methods_##name},
    METHOD_TYPES(X_TABLE_ENTRY)
};

const builtin_t *methods_of(const type_t *t, size_t *n)
{
    unsigned i = type_index_of(t);
    for (size_t k = 0; k < sizeof method_tables / sizeof method_tables[0]; k++)
        if (method_tables[k].type == i) {
            *n = method_tables[k].count;
            return method_tables[k].fns;
        }
    *n = 0;
    return NULL;
}

obj_t method_find(uint32_t q, const builtin_t *fns, size_t n)
{
    /* A firmware qstr (builtin or [qstrs] more) names an entry exactly when its number is
     * the entry's: generate.py gives each text one number, so no other firmware qstr has
     * the same text. Only an image's string or a run-time name (QSTR_RUNTIME) is compared
     * by text (an image need not use the firmware's number for a firmware text). */
    const builtin_t *end = fns + n;
    for (const builtin_t *b = fns; b < end; b++)
        if (b->name == q)
            return ptr_obj(b);
    if (q < QSTR_BUILTIN_COUNT || q - QSTR_MORE_FIRST < QSTR_MORE_COUNT)
        return OBJ_NULL;
    size_t len, mlen;
    const char *p = qstr_data(q, &len);
    for (const builtin_t *b = fns; b < end; b++) {
        const char *m = qstr_data(b->name, &mlen);
        if (mlen == len && memcmp(p, m, len) == 0)
            return ptr_obj(b);
    }
    return OBJ_NULL;
}

obj_t type_method(const type_t *t, uint32_t q)
{
    for (;;) { /* bool's methods are int's */
        if (t->flags & (TYPE_CLASS | TYPE_NATIVE))
            return OBJ_NULL;
        size_t n;
        const builtin_t *fns = methods_of(t, &n);
        obj_t m = fns != NULL ? method_find(q, fns, n) : OBJ_NULL;
        if (m != OBJ_NULL || t->base == T_NO_BASE)
            return m;
        t = &types[t->base];
    }
}

/* ---- the check ---------------------------------------------------------------------------- */

static NORETURN void raise_built(sink_t *s) { raise_msg(T_TypeError, "%s", sink_end_str(s)); }

/* "str.upper": a method's name is qualified by its type's, a function's is its own */
static void qualified(sink_t *s, const argspec_t *sp, obj_t name)
{
    if (sp->owner != T_NO_BASE && sp->owner != ARGS_SELF_ANY)
        sink_format(s, "%y.", 0, 0, sp->owner);
    sink_format(s, "%q", name);
}

/* Too few or too many arguments, in the words of the style's CPython check: `bound` is the
 * number exceeded or missed (for a kw style, `positional` says which count it is). */
static NORETURN void count_error(const builtin_t *b, const argspec_t *sp, size_t given, unsigned bound, bool positional)
{
    sink_t s;
    sink_begin_str(&s);
    obj_t name = qstr_obj(b->name);
    unsigned st = sp->style;
    bool pos = st == ARGS_POS || st == ARGS_ANYKW;
    if (st == ARGS_NOARGS || st == ARGS_O) {
        qualified(&s, sp, name);
        sink_str(&s, st == ARGS_NOARGS ? "() takes no arguments (" : "() takes exactly one argument (");
    } else if (st == ARGS_KW && given < sp->min) {
        sink_format(&s, "%q() missing required argument '%q' (pos ", name, qstr_obj(arg_kwnames[sp->kw + given]));
        sink_int(&s, (int32_t)given + 1);
        sink_str(&s, ")");
        raise_built(&s);
    } else if (positional && bound == 0) {
        sink_format(&s, "%q() takes no positional arguments", name);
        raise_built(&s);
    } else {
        sink_format(&s, pos ? "%q expected " : "%q() takes ", name);
        sink_str(&s, sp->min == sp->max && st != ARGS_KW ? (pos ? "" : "exactly ") : given < sp->min ? "at least " : "at most ");
        sink_int(&s, (int32_t)bound);
        sink_str(&s, positional ? " positional argument" : " argument");
        sink_str(&s, bound == 1 ? "" : "s");
        sink_str(&s, pos ? ", got " : " (");
    }
    sink_int(&s, (int32_t)given);
    if (!pos)
        sink_str(&s, " given)");
    raise_built(&s);
}

/* Whether keyword name k is one of the spec's keyword parameters (by text: k may be a str
 * made at run time, f(**d)). */
static bool kw_known(const argspec_t *sp, obj_t k)
{
    size_t len, klen;
    const char *text = str_data(k, &klen);
    for (const uint16_t *q = &arg_kwnames[sp->kw]; sp->kw != 0 && *q != 0; q++) {
        const char *p = qstr_data(*q, &len);
        if (len == klen && memcmp(p, text, len) == 0)
            return true;
    }
    return false;
}

void builtin_check(const builtin_t *b, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    const argspec_t *sp = &argspecs[b->spec];
    obj_t name = qstr_obj(b->name);
    size_t given = n;
    if (sp->owner != T_NO_BASE) { /* self: through the type (str.upper(3)) whatever came first */
        if (n == 0)
            raise_msg_n(T_TypeError, sp->owner == ARGS_SELF_ANY ? "unbound method %q() needs an argument" : "unbound method %y.%q() needs an argument", name, 0, sp->owner);
        /* (exactly the owner, obj_is, is the usual case: no type_of, no walk of the bases) */
        if (sp->owner != ARGS_SELF_ANY && !obj_is(args[0], sp->owner) && !type_is_subtype(type_of(args[0]), &types[sp->owner])) /* CPython names deque by its module too */
            raise_msg_n(T_TypeError, sp->owner == T_DEQUE ? "descriptor '%q' for 'collections.%y' objects doesn't apply to a '%t' object"
                                                         : "descriptor '%q' for '%y' objects doesn't apply to a '%t' object",
                        name, args[0], sp->owner);
        given = n - 1;
    }
    unsigned st = sp->style;
    if (st == ARGS_RAW)
        return;
    for (size_t i = 0; i < nkw; i++) {
        if (st == ARGS_ANYKW)
            break;
        if (st != ARGS_KW) {
            sink_t s;
            sink_begin_str(&s);
            qualified(&s, sp, name);
            sink_str(&s, "() takes no keyword arguments");
            raise_built(&s);
        }
        if (!kw_known(sp, kw[2 * i]))
            raise_TypeError("'%s' is an invalid keyword argument for %q()", kw[2 * i], name);
    }
    if (st == ARGS_KW) { /* CPython's keyword parser: all of them, then the positional ones */
        unsigned total = 0; /* the keyword parameters (a kw style's are all of them) */
        while (arg_kwnames[sp->kw + total] != 0)
            total++;
        if (given + nkw > total)
            count_error(b, sp, given + nkw, total, false);
        if (given > sp->max)
            count_error(b, sp, given, sp->max, true);
        given += nkw;
    }
    if (given < sp->min || (st != ARGS_KW && given > sp->max && sp->max != ARGS_MANY))
        count_error(b, sp, given, given < sp->min ? sp->min : sp->max, false);
}

/* ---- names ---------------------------------------------------------------------------------- */

const type_t *builtin_owner(obj_t fn)
{
    const builtin_t *b = obj_ptr(fn);
    unsigned owner = argspecs[b->spec].owner; /* spec 0's owner is 0: checked apart */
    return b->spec != 0 && owner != T_NO_BASE && owner != ARGS_SELF_ANY ? &types[owner] : NULL;
}

obj_t type_method_names(const type_t *t)
{
    obj_t names = list_new(0, NULL);
    for (; t != NULL && !(t->flags & (TYPE_CLASS | TYPE_NATIVE)); t = t->base == T_NO_BASE ? NULL : &types[t->base]) {
        size_t n;
        const builtin_t *fns = methods_of(t, &n);
        for (size_t i = 0; i < n; i++)
            if (*qstr_data(fns[i].name, &(size_t){0}) != ' ') /* " merge" is no attribute */
                list_append(names, qstr_obj(fns[i].name));
    }
    return names;
}
