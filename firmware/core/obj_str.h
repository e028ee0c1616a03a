/* obj_str.h — strings: str itself (obj_str.c), formatting: f-strings, format(), str.format
 * (obj_strfmt.c), and the methods and % (obj_strmeth.c). The output sinks, which obj_str.c
 * defines too, are runtime.h's. */
#ifndef WISPY_OBJ_STR_H
#define WISPY_OBJ_STR_H

#include "runtime.h"

bool str_check(obj_t o);
const char *str_data(obj_t o, size_t *len); /* a qstr or a run-time string */
obj_t str_new(const char *p, size_t n);      /* a run-time string */
rstr_t *str_alloc(size_t n);
obj_t str_concat(obj_t a, obj_t b);
obj_t str_repeat(obj_t s, int32_t n);
int str_cmp(obj_t a, obj_t b);
size_t str_len(obj_t s);
size_t utf8_len(const char *p, size_t n);              /* code points in p[0..n) */
size_t utf8_offset(const char *p, size_t n, int32_t k); /* byte offset of code point k */
obj_t str_ascii(obj_t s);                             /* repr's str with non-ASCII escaped (ascii()) */
int text_cmp(const char *p, size_t len, const char *m); /* strcmp of p[0..len) and m */
void str_print_repr(sink_t *s, const char *p, size_t n);
bool str_contains(obj_t s, obj_t sub);
obj_t str_index(obj_t s, obj_t index);
obj_t str_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t obj_to_str(obj_t o, bool repr); /* str(o) or repr(o) */

/* ---- formatting (obj_strfmt.c) ---- */

obj_t str_join_n(size_t n, const obj_t *parts);
obj_t obj_format_value(obj_t x, unsigned conversion, obj_t spec); /* spec OBJ_NULL: none */
/* A format spec, parsed ([[fill]align][sign][z][#][0][width][grouping][.precision][type]) */
typedef struct fmt_spec {
    char fill[4];   /* the fill character, UTF-8 */
    uint8_t fill_n; /* its bytes */
    char align;     /* '<' '>' '^' '=', 0: the type's */
    char sign;      /* '+' '-' ' ' or 0 */
    char type;      /* 0: none */
    char group;     /* ',' '_' or 0 */
    bool alt, z;    /* '#', 'z' */
    bool zero;      /* a '0' before the width (and no fill given) */
    int32_t width, prec;
    int32_t min_digits; /* % formatting's precision of an int: at least so many digits */
} fmt_spec_t;
void fmt_spec_init(fmt_spec_t *s); /* no spec at all; -1 for the numbers */
obj_t obj_format_spec(obj_t x, unsigned conversion, const fmt_spec_t *s); /* x formatted by s */

/* ---- methods and % (obj_strmeth.c) ---- */

/* str's search loop, shared with bytes' methods: sub in s[from:to] (the
 * last one if last), its byte offset or -1 */
int32_t str_find_bytes(const char *s, size_t n, const char *sub, size_t m, size_t from, size_t to, bool last);
native_fn str_method_fn(uint32_t q); /* str's method named q (a qstr), NULL if none */
/* str's split, rsplit and strip family as bytes' run them: ASCII white space, byte by byte */
obj_t str_bytes_split(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_rsplit(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_strip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_lstrip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_bytes_rstrip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
obj_t str_percent(obj_t fmt, obj_t values); /* fmt % values */
obj_t bytes_percent(obj_t fmt, obj_t values); /* the same with bytes' rules, fmt a str of the format's bytes */

#endif
