/* obj_strfmt.c — formatting: f-string parts (BUILD_STRING, FORMAT_VALUE), format specs
 * ([[fill]align][sign][#][0][width][,][.precision][type]) for str, int and float, and
 * printf-style `%` formatting of strings. */
#include <string.h>

#include "gc.h"
#include "obj_class.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_str.h"
#include "runtime.h"

obj_t str_join_n(size_t n, const obj_t *parts)
{
    size_t total = 0, m;
    for (size_t i = 0; i < n; i++) {
        if (!str_check(parts[i]))
            raise_TypeError("sequence item %s: expected str instance, %t found", small_obj((int32_t)i), parts[i]);
        str_data(parts[i], &m);
        total += m;
    }
    rstr_t *r = str_alloc(total);
    size_t at = 0;
    for (size_t i = 0; i < n; i++) {
        const char *p = str_data(parts[i], &m);
        memcpy(r->data + at, p, m);
        at += m;
    }
    return str_new(r->data, total);
}

/* The UTF-8 of code point c (< 0x110000) at b; its length. */
static size_t utf8_encode(char *b, uint32_t c)
{
    if (c < 0x80) {
        b[0] = (char)c;
        return 1;
    }
    size_t k = c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    for (size_t i = k - 1; i > 0; i--, c >>= 6)
        b[i] = (char)(0x80 | (c & 0x3f));
    b[0] = (char)((0xf00u >> k) | c); /* 110xxxxx 1110xxxx 11110xxx */
    return k;
}

void fmt_spec_init(fmt_spec_t *s)
{
    memset(s, 0, sizeof(*s));
    s->fill[0] = ' ';
    s->fill_n = 1;
    s->width = s->prec = s->min_digits = -1;
}

static NORETURN void raise_spec(const char *msg) { raise_ValueError(msg); }

static int32_t parse_num(const char **pp, const char *end)
{
    int32_t v = -1;
    while (*pp < end && **pp >= '0' && **pp <= '9') {
        if (v > 214748363)
            raise_spec("Too many decimal digits in format string");
        v = (v < 0 ? 0 : v * 10) + (**pp - '0');
        (*pp)++;
    }
    return v;
}

static bool is_align(char c) { return c == '<' || c == '>' || c == '^' || c == '='; }

/* CPython's parse_internal_render_format_spec:
 * [[fill]align][sign][z][#][0][width][grouping][.precision][type]; x is the value (its type
 * names the errors), dflt_type the type taken when none is given (which grouping checks). */
static void parse_spec(obj_t spec, obj_t x, char dflt_type, fmt_spec_t *s)
{
    fmt_spec_init(s);
    size_t n;
    const char *p = str_data(spec, &n), *end = p + n;
    size_t k = n == 0 ? 0 : utf8_offset(p, n, 1); /* the fill: any one character */
    bool fill_given = n > k && is_align(p[k]);
    if (fill_given) {
        memcpy(s->fill, p, k);
        s->fill_n = (uint8_t)k;
        s->align = p[k];
        p += k + 1;
    } else if (n > 0 && is_align(p[0])) {
        s->align = *p++;
    }
    if (p < end && (*p == '+' || *p == '-' || *p == ' '))
        s->sign = *p++;
    if (p < end && *p == 'z')
        s->z = true, p++;
    if (p < end && *p == '#')
        s->alt = true, p++;
    if (!fill_given && p < end && *p == '0') /* zero padding, unless a fill was given */
        s->zero = true, p++;
    s->width = parse_num(&p, end);
    if (p < end && (*p == ',' || *p == '_')) {
        s->group = *p++;
        if (p < end && (*p == ',' || *p == '_') && *p != s->group)
            raise_spec("Cannot specify both ',' and '_'.");
    }
    if (p < end && *p == '.') {
        p++;
        s->prec = parse_num(&p, end);
        if (s->prec < 0)
            raise_spec("Format specifier missing precision");
    }
    if (end - p > 1)
        raise_ValueError("Invalid format specifier '%s' for object of type '%t'", spec, x);
    s->type = p < end ? *p : 0;
    char t = s->type ? s->type : dflt_type;
    if (s->group && !strchr("defgEGF%", t) && (s->group != '_' || !strchr("boxX", t)))
        raise_ValueError("Cannot specify '%s' with '%s'.", str_new(&s->group, 1), str_new(&t, 1));
}

static char *put_fill(char *o, const fmt_spec_t *s, size_t k)
{
    for (size_t i = 0; i < k; i++, o += s->fill_n)
        memcpy(o, s->fill, s->fill_n);
    return o;
}

/* The nd digits at d with a separator every `every` digits (0: none), led by zeros up to
 * min_width characters in all, written backwards ending at `end` (NULL: only counted);
 * returns their length. CPython's _PyUnicode_InsertThousandsGrouping. */
static size_t group_digits(char *end, const char *d, int32_t nd, int32_t min_width, int32_t every, char sep)
{
    size_t count = 0;
    for (bool first = true;; first = false) {
        int32_t l = nd > min_width ? nd : min_width;
        l = l < 1 ? 1 : every && l > every ? every : l;
        int32_t chars = nd < l ? nd : l;
        if (!first && ++count && end)
            *--end = sep;
        count += (size_t)l;
        for (int32_t i = 0; i < l; i++)
            if (end)
                *--end = i < chars ? d[nd - 1 - i] : '0';
        nd -= chars;
        min_width -= l;
        if (nd <= 0 && min_width <= 0)
            return count;
        min_width--;
    }
}

/* The field: body padded as the spec says, where body is `pre` bytes of sign and prefix,
 * `nd` digits (grouped as the spec says, zeros first when it pads with '0' after the
 * sign), then the rest of n bytes, `cps` code points (CPython's calc_number_widths and
 * fill_number). dflt: the type's alignment. body must not be the new str's scratch. */
static obj_t field(const fmt_spec_t *spec, char dflt, const char *body, size_t pre, size_t nd, size_t n, size_t cps)
{
    fmt_spec_t s = *spec;
    if (s.zero) { /* CPython: a 0 before the width pads with '0' after the sign (numbers) */
        s.fill[0] = '0', s.fill_n = 1;
        if (!s.align && dflt == '>')
            s.align = '=';
    }
    char align = s.align ? s.align : dflt;
    size_t rest = n - pre - nd;
    int32_t min_width = s.fill[0] == '0' && s.fill_n == 1 && align == '=' ? s.width - (int32_t)(pre + cps) : 0;
    int32_t every = s.group == 0 ? 0 : strchr("boxX", s.type ? s.type : 'd') ? 4 : 3;
    size_t ng = nd == 0 ? 0 : group_digits(NULL, body + pre, (int32_t)nd, min_width, every, s.group);
    size_t len = pre + ng + cps;
    size_t padn = s.width > (int32_t)len ? (size_t)s.width - len : 0;
    size_t left = align == '>' ? padn : align == '^' ? padn / 2 : 0, mid = align == '=' ? padn : 0;
    if (align == '|') /* str.center: the odd space on the left when the width is odd */
        left = padn / 2 + (padn & (size_t)s.width & 1);
    size_t total = pre + ng + rest + padn * s.fill_n;
    if (total == 0)
        return qstr_obj(Q_empty);
    rstr_t *r = str_alloc(total);
    char *o = put_fill(r->data, &s, left);
    memcpy(o, body, pre);
    o = put_fill(o + pre, &s, mid);
    if (nd != 0)
        group_digits(o + ng, body + pre, (int32_t)nd, min_width, every, s.group);
    memcpy(o + ng, body + pre + nd, rest);
    put_fill(o + ng + rest, &s, padn - left - mid);
    return ptr_obj(r);
}

static NOINLINE obj_t format_str(obj_t x, const fmt_spec_t *s)
{
    if (s->type != 0 && s->type != 's')
        raise_ValueError("Unknown format code '%s' for object of type '%t'", str_new(&s->type, 1), x);
    if (s->sign)
        raise_spec(s->sign == ' ' ? "Space not allowed in string format specifier"
                                  : "Sign not allowed in string format specifier");
    if (s->z)
        raise_spec("Negative zero coercion (z) not allowed in string format specifier");
    if (s->alt)
        raise_spec("Alternate form (#) not allowed in string format specifier");
    if (s->align == '=')
        raise_spec("'=' alignment not allowed in string format specifier");
    size_t n;
    const char *p = str_data(x, &n);
    size_t cps = str_len(x);
    if (s->prec >= 0 && (size_t)s->prec < cps) {
        n = utf8_offset(p, n, (size_t)s->prec);
        cps = (size_t)s->prec;
    }
    if (s->width <= (int32_t)cps && cps == str_len(x))
        return x; /* as it is */
    return field(s, '<', p, 0, 0, n, cps);
}

/* The formatters are kept out of line (NOINLINE): their buffers would otherwise sit in
 * obj_format_value's frame for every f-string field, even "{x}" of a list inside a
 * __repr__ run by a nested VM, where the C stack is short. */
static NOINLINE obj_t format_int(obj_t x, const fmt_spec_t *s)
{
    char t = s->type ? s->type : 'd';
    if (s->prec >= 0)
        raise_spec("Precision not allowed in integer format specifier");
    if (s->z)
        raise_spec("Negative zero coercion (z) not allowed in integer format specifier");
    if (t == 'c') {
        if (s->sign)
            raise_spec("Sign not allowed with integer format specifier 'c'");
        if (s->alt)
            raise_spec("Alternate form (#) not allowed with integer format specifier 'c'");
        int32_t v;
        if (!int_to_i32(x, &v) || v < 0 || v > 0x10ffff)
            raise_msg(T_OverflowError, "%s arg not in range(0x110000)", str_new("%c", 2));
        char b[4];
        size_t k = utf8_encode(b, (uint32_t)v);
        return field(s, '>', b, 0, 0, k, 1);
    }
    unsigned base = t == 'x' || t == 'X' ? 16 : t == 'o' ? 8 : t == 'b' ? 2 : 10;
    if (t != 'd' && t != 'n' && base == 10)
        raise_ValueError("Unknown format code '%s' for object of type '%t'", str_new(&t, 1), x);
    /* sign, prefix and digits, written backwards from the end of the buffer: a big int's
     * on the heap, not in this frame (a nested VM run formatting one is short of C stack) */
    size_t cap = 4 + int_max_digits(x, base) + (s->min_digits > 0 ? (size_t)s->min_digits : 0);
    char local[48];
    char *buf = cap <= sizeof(local) ? local : gc_alloc(cap), *end = buf + cap;
    char *d = end - int_digits(x, base, t == 'X', end);
    while (end - d < s->min_digits) /* % formatting's precision: at least that many digits */
        *--d = '0';
    size_t nd = (size_t)(end - d);
    if (s->alt && base != 10)
        *--d = t, *--d = '0'; /* 0x 0X 0o 0b */
    if (int_cmp(x, small_obj(0)) < 0)
        *--d = '-';
    else if (s->sign == '+' || s->sign == ' ')
        *--d = s->sign;
    size_t n = (size_t)(end - d);
    obj_t r = field(s, '>', d, n - nd, nd, n, 0);
    if (buf != local)
        gc_free(buf);
    return r;
}

/* The e, E, g, G formats (and no type with a precision, CPython's "general but at least
 * one decimal") of d >= 0 into out (at most 40 bytes); returns the length. */
static size_t format_exp(char *out, double d, char t, int32_t prec, bool alt)
{
    bool up = t == 'E' || t == 'G';
    if (!double_finite(d)) {
        memcpy(out, double_nan(d) ? (up ? "NAN" : "nan") : (up ? "INF" : "inf"), 3);
        return 3;
    }
    bool general = t != 'e' && t != 'E';
    int32_t p = prec < 0 ? 6 : prec;
    if (general && p == 0)
        p = 1;
    if (p > 17)
        raise_NotImplementedError("float formats with more than 17 significant digits are not supported yet");
    char dg[18];
    int32_t nd = general ? p : p + 1, x = 0;
    if (d == 0)
        memset(dg, '0', (size_t)nd);
    else
        x = float_digits(d, (int)nd, dg);
    size_t k = 0;
    /* g: fixed notation for exponents -4 .. p-1 (no type: .. p-2), scientific otherwise */
    bool fixed = general && x >= -4 && x < (t == 0 ? p - 1 : p);
    if (fixed && x >= 0) { /* d1..d(x+1) . the rest */
        for (int32_t i = 0; i <= x; i++)
            out[k++] = dg[i];
        out[k++] = '.';
        for (int32_t i = x + 1; i < nd; i++)
            out[k++] = dg[i];
    } else if (fixed) { /* 0.000ddd */
        out[k++] = '0';
        out[k++] = '.';
        for (int32_t i = -1; i > x; i--)
            out[k++] = '0';
        for (int32_t i = 0; i < nd; i++)
            out[k++] = dg[i];
    } else {
        out[k++] = dg[0];
        out[k++] = '.';
        for (int32_t i = 1; i < nd; i++)
            out[k++] = dg[i];
    }
    if (general && !alt) { /* g drops trailing zeros and a bare point */
        while (out[k - 1] == '0')
            k--;
        if (out[k - 1] == '.')
            k--;
    } else if (!alt && out[k - 1] == '.')
        k--;
    if (!fixed) {
        out[k++] = up ? 'E' : 'e';
        out[k++] = x < 0 ? '-' : '+';
        int32_t ax = x < 0 ? -x : x;
        if (ax >= 100)
            out[k++] = (char)('0' + ax / 100);
        out[k++] = (char)('0' + ax / 10 % 10);
        out[k++] = (char)('0' + ax % 10);
    } else if (t == 0) { /* no type: at least one digit after the point */
        bool dot = false;
        for (size_t i = 0; i < k; i++)
            dot |= out[i] == '.';
        if (!dot)
            out[k++] = '.', out[k++] = '0';
    }
    return k;
}

/* round(d * 10**prec), half to even, of a finite d >= 0, exactly: the f format's digits
 * (d is m * 2**e, so the product is m * 10**prec shifted by e) */
static obj_t scaled_int(double d, int32_t prec)
{
    int e;
    obj_t n = int_from_u61(float_mantissa(d, &e));
    n = int_binary(BINARY_MUL, n, int_binary(BINARY_POW, small_obj(10), small_obj(prec)));
    if (e >= 0)
        return int_binary(BINARY_LSHIFT, n, small_obj(e));
    obj_t q = int_binary(BINARY_RSHIFT, n, small_obj(-e));
    obj_t twice_rest = int_binary(BINARY_LSHIFT, int_binary(BINARY_SUB, n, int_binary(BINARY_LSHIFT, q, small_obj(-e))),
                                  small_obj(1));
    int c = int_cmp(twice_rest, int_binary(BINARY_LSHIFT, small_obj(1), small_obj(-e)));
    if (c > 0 || (c == 0 && int_binary(BINARY_AND, q, small_obj(1)) != small_obj(0)))
        q = int_binary(BINARY_ADD, q, small_obj(1));
    return q;
}

static NOINLINE obj_t format_float(obj_t x, const fmt_spec_t *s)
{
    double d;
    num_to_double(x, &d);
    char t = s->type == 'n' ? 'g' : s->type;
    if (t != 0 && !strchr("eEfFgG%", t))
        raise_ValueError("Unknown format code '%s' for object of type '%t'", str_new(&s->type, 1), x);
    bool neg = double_negative(d) && !double_nan(d); /* -0.0, but no NaN: CPython's "nan" */
    if (neg)
        d = -d;
    if (t == '%')
        d *= 100;
    bool finite = d == d && d <= 1.7976931348623157e308;
    /* sign, number, '%': 64 bytes but for the f format's digits (1e300 has 301), on the heap */
    char local[64], *body = local;
    obj_t digits = OBJ_NULL;
    int32_t prec = s->prec < 0 ? 6 : s->prec;
    size_t k = 1, cap = sizeof(local);
    if (finite && (t == 'f' || t == 'F' || t == '%')) {
        digits = scaled_int(d, prec);
        cap = int_max_digits(digits, 10) + (size_t)prec + 8;
        body = cap <= sizeof(local) ? local : gc_alloc(cap);
    }
    body[0] = '-';
    if (digits != OBJ_NULL) { /* the integer part, '.', prec decimals */
        char *end = body + cap, *p = end - int_digits(digits, 10, false, end);
        while (end - p <= prec)
            *--p = '0';
        size_t ni = (size_t)(end - p) - (size_t)prec;
        memmove(body + 1, p, ni);
        k += ni;
        if (prec > 0 || s->alt)
            body[k++] = '.';
        memmove(body + k, p + ni, (size_t)prec);
        k += (size_t)prec;
    } else if (t == 0 && s->prec < 0) { /* repr's digits */
        sink_t out = {body + 1, 0, false, NULL, 0};
        float_print_double(&out, d);
        k += out.len;
        char *e = memchr(body, 'e', k);
        if (s->alt && e != NULL && memchr(body, '.', k) == NULL) { /* '#': 1.e+16 */
            memmove(e + 1, e, k - (size_t)(e - body));
            *e = '.', k++;
        }
    } else {
        k += format_exp(body + 1, d, t == '%' ? 'f' : t, s->prec, s->alt);
        for (size_t i = 1; i < k && t == 'F'; i++) /* NAN, INF */
            body[i] = (char)(body[i] & ~0x20);
    }
    if (t == '%')
        body[k++] = '%';
    if (neg && s->z) { /* z: a negative zero (after rounding) loses its sign */
        bool zero = true;
        for (size_t i = 1; i < k && body[i] != 'e' && body[i] != 'E'; i++)
            zero = zero && (body[i] == '0' || body[i] == '.' || body[i] == '%');
        neg = !zero;
    }
    size_t at = 1; /* the sign: '-', '+', ' ' or none */
    if (!neg && s->sign != '+' && s->sign != ' ')
        at = 0, memmove(body, body + 1, --k);
    else if (!neg)
        body[0] = s->sign;
    size_t nd = 0;
    while (at + nd < k && body[at + nd] >= '0' && body[at + nd] <= '9')
        nd++;
    obj_t r = field(s, '>', body, at, nd, k, k - at - nd);
    if (body != local)
        gc_free(body);
    return r;
}

static NOINLINE obj_t format_body(obj_t x, unsigned conversion, obj_t spec);

/* The stack check comes before format_body's frame (the formatters are the deepest C
 * path below a VM run). */
obj_t obj_format_value(obj_t x, unsigned conversion, obj_t spec)
{
    stack_check();
    return format_body(x, conversion, spec);
}

static obj_t format_parsed(obj_t x, unsigned conversion, const fmt_spec_t *s);

static NOINLINE obj_t format_body(obj_t x, unsigned conversion, obj_t spec)
{
    if (conversion == 1)
        x = obj_to_str(x, false);
    else if (conversion >= 2)
        x = conversion == 3 ? str_ascii(obj_to_str(x, true)) : obj_to_str(x, true);
    if (spec != OBJ_NULL && !str_check(spec))
        raise_TypeError("format spec must be str");
    if (conversion == 0 && class_is_instance(x)) { /* a user's __format__ */
        obj_t r = class_format(x, spec);
        if (r != OBJ_NULL)
            return r;
    }
    size_t n = 0;
    if (spec != OBJ_NULL)
        str_data(spec, &n);
    if (n == 0)
        return str_check(x) ? x : obj_to_str(x, false);
    if (!str_check(x) && !int_check(x) && !float_check(x)) /* object.__format__ */
        raise_TypeError("unsupported format string passed to %t.__format__", x);
    fmt_spec_t s;
    parse_spec(spec, x, str_check(x) ? 's' : int_check(x) ? 'd' : 0, &s);
    return format_parsed(x, 0, &s);
}

obj_t obj_format_spec(obj_t x, unsigned conversion, const fmt_spec_t *s)
{
    stack_check();
    return format_parsed(x, conversion, s);
}

static obj_t format_parsed(obj_t x, unsigned conversion, const fmt_spec_t *s)
{
    if (conversion != 0)
        x = conversion == 3 ? str_ascii(obj_to_str(x, true)) : obj_to_str(x, conversion == 2);
    if (str_check(x))
        return format_str(x, s);
    if (int_check(x) && (s->type == 0 || strchr("bcdoxXn", s->type)))
        return format_int(x, s);
    return format_float(x, s);
}
