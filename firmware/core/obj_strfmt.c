/* obj_strfmt.c — formatting: f-string parts (BUILD_STRING, FORMAT_VALUE), format specs
 * ([[fill]align][sign][#][0][width][,][.precision][type]) for str, int and float, and
 * printf-style `%` formatting of strings. */
#include <string.h>

#include "gc.h"
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

typedef struct spec {
    char fill, align, sign, type;
    bool alt, comma, zero;
    int32_t width, prec; /* -1: none */
} spec_t;

static int32_t parse_num(const char **pp, const char *end)
{
    int32_t v = -1;
    while (*pp < end && **pp >= '0' && **pp <= '9') {
        v = (v < 0 ? 0 : v * 10) + (**pp - '0');
        (*pp)++;
    }
    return v;
}

static void parse_spec(obj_t spec, spec_t *s)
{
    memset(s, 0, sizeof(*s));
    s->fill = ' ';
    s->width = s->prec = -1;
    if (spec == OBJ_NULL)
        return;
    size_t n;
    const char *p = str_data(spec, &n), *end = p + n;
    if (n >= 2 && (p[1] == '<' || p[1] == '>' || p[1] == '^' || p[1] == '=')) {
        s->fill = p[0];
        s->align = p[1];
        p += 2;
    } else if (n >= 1 && (p[0] == '<' || p[0] == '>' || p[0] == '^' || p[0] == '=')) {
        s->align = *p++;
    }
    if (p < end && (*p == '+' || *p == '-' || *p == ' '))
        s->sign = *p++;
    if (p < end && *p == '#')
        s->alt = true, p++;
    if (p < end && *p == '0') {
        s->zero = true;
        p++;
    }
    s->width = parse_num(&p, end);
    if (p < end && (*p == ',' || *p == '_'))
        s->comma = true, p++;
    if (p < end && *p == '.') {
        p++;
        s->prec = parse_num(&p, end);
        if (s->prec < 0)
            raise_ValueError("Format specifier missing precision");
    }
    if (p < end)
        s->type = *p++;
    if (p < end)
        raise_ValueError("Invalid format specifier");
}

/* Pad body (with its sign part of `sign_len` bytes in front) to the spec's width. */
static obj_t pad(const spec_t *s, const char *body, size_t n, size_t sign_len, char dflt_align, size_t cps)
{
    size_t width = s->width > 0 ? (size_t)s->width : 0;
    char align = s->align ? s->align : (s->zero ? '=' : dflt_align);
    char fill = s->zero && !s->align ? '0' : s->fill;
    size_t padn = width > cps ? width - cps : 0;
    rstr_t *r = str_alloc(n + padn);
    size_t left = align == '>' ? padn : align == '^' ? padn / 2 : 0;
    char *o = r->data;
    if (align == '=') {
        memcpy(o, body, sign_len);
        memset(o + sign_len, fill, padn);
        memcpy(o + sign_len + padn, body + sign_len, n - sign_len);
    } else {
        memset(o, fill, left);
        memcpy(o + left, body, n);
        memset(o + left + n, fill, padn - left);
    }
    return str_new(r->data, n + padn);
}

static NOINLINE obj_t format_str(obj_t x, const spec_t *s)
{
    if (s->type != 0 && s->type != 's')
        raise_ValueError("Unknown format code '%s' for object of type 'str'", str_new(&s->type, 1));
    if (s->sign)
        raise_ValueError("Sign not allowed in string format specifier");
    size_t n;
    const char *p = str_data(x, &n);
    size_t cps = str_len(x);
    if (s->prec >= 0 && (size_t)s->prec < cps) {
        size_t i = 0;
        for (int32_t k = 0; k < s->prec; k++) {
            i++;
            while (i < n && ((uint8_t)p[i] & 0xc0) == 0x80)
                i++;
        }
        n = i;
        cps = (size_t)s->prec;
    }
    char buf[64];
    if (n <= sizeof(buf)) {
        memcpy(buf, p, n);
        p = buf;
    }
    return pad(s, p, n, 0, '<', cps);
}

/* The formatters are kept out of line (NOINLINE): their buffers (~400 bytes) would
 * otherwise sit in obj_format_value's frame for every f-string field, even "{x}" of a
 * list inside a __repr__ run by a nested VM, where the 1.5 KB C stack is short. */
static NOINLINE obj_t format_int(obj_t x, const spec_t *s)
{
    char t = s->type ? s->type : 'd';
    unsigned base = t == 'x' || t == 'X' ? 16 : t == 'o' ? 8 : t == 'b' ? 2 : 10;
    if (t == 'c') {
        int32_t v;
        if (!int_to_i32(x, &v) || v < 0 || v > 0x10ffff)
            raise_msg(T_OverflowError, "%s arg not in range(0x110000)", str_new("%c", 2));
        char b[4];
        size_t k = 0;
        if (v < 0x80) {
            b[k++] = (char)v;
        } else if (v < 0x800) {
            b[k++] = (char)(0xc0 | (v >> 6)), b[k++] = (char)(0x80 | (v & 0x3f));
        } else if (v < 0x10000) {
            b[k++] = (char)(0xe0 | (v >> 12)), b[k++] = (char)(0x80 | ((v >> 6) & 0x3f)), b[k++] = (char)(0x80 | (v & 0x3f));
        } else {
            b[k++] = (char)(0xf0 | (v >> 18)), b[k++] = (char)(0x80 | ((v >> 12) & 0x3f));
            b[k++] = (char)(0x80 | ((v >> 6) & 0x3f)), b[k++] = (char)(0x80 | (v & 0x3f));
        }
        return pad(s, b, k, 0, '<', 1);
    }
    if (t != 'd' && t != 'n' && base == 10)
        raise_ValueError("Unknown format code '%s' for object of type 'int'", str_new(&t, 1));
    bool neg = int_cmp(x, small_obj(0)) < 0;
    obj_t mag = neg ? int_neg(x) : x;
    /* digits, least significant first, into a buffer (big ints: by repeated division).
     * A small int's fit in 34 + 48 bytes of stack (31 binary digits, 10 commas, sign and
     * prefix); a big int's 380 bytes are heap scratch, not locals: a nested VM run that
     * formats an int would otherwise need them on the 1.5 KB C stack (docs/memory.md). */
    char local[34 + 48];
    char *digits = obj_is_small(x) ? local : gc_alloc(160 + 220);
    char *body = digits + (digits == local ? 34 : 160);
    size_t nd = 0;
    obj_t b = small_obj((int32_t)base);
    do {
        obj_t q = int_binary(BINARY_FLOORDIV, mag, b);
        int32_t d;
        int_to_i32(int_binary(BINARY_MOD, mag, b), &d);
        digits[nd++] = (char)(d < 10 ? '0' + d : (t == 'X' ? 'A' : 'a') + d - 10);
        mag = q;
        if (nd >= 160 - 1)
            raise_ValueError("number too large to format");
    } while (!int_is_zero(mag));
    size_t k = 0;
    if (neg)
        body[k++] = '-';
    else if (s->sign == '+' || s->sign == ' ')
        body[k++] = s->sign;
    if (s->alt && base != 10) {
        body[k++] = '0';
        body[k++] = t == 'X' ? 'X' : t == 'x' ? 'x' : t == 'o' ? 'o' : 'b';
    }
    size_t sign_len = k;
    for (size_t i = 0; i < nd; i++) {
        size_t left = nd - i;
        body[k++] = digits[nd - 1 - i];
        if (s->comma && left > 1 && (left - 1) % (base == 10 ? 3 : 4) == 0)
            body[k++] = ',';
    }
    obj_t r = pad(s, body, k, sign_len, '>', k);
    if (digits != local)
        gc_free(digits);
    return r;
}

/* The e, E, g, G formats (and no type with a precision, CPython's "general but at least
 * one decimal") of d >= 0 into out (at most 40 bytes); returns the length. */
static size_t format_exp(char *out, double d, char t, int32_t prec, bool alt)
{
    bool up = t == 'E' || t == 'G';
    if (d != d || d > 1.7976931348623157e308) {
        memcpy(out, d != d ? (up ? "NAN" : "nan") : (up ? "INF" : "inf"), 3);
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

static NOINLINE obj_t format_float(obj_t x, const spec_t *s)
{
    double d;
    num_to_double(x, &d);
    char t = s->type;
    sink_t cnt = {NULL, 0, false, NULL, 0};
    char body[64];
    size_t k = 0;
    bool neg = d < 0 || (d == 0 && 1 / d < 0);
    if (neg)
        d = -d;
    if (neg)
        body[k++] = '-';
    else if (s->sign == '+' || s->sign == ' ')
        body[k++] = s->sign;
    size_t sign_len = k;
    if (t == 0 || (t != 'f' && t != 'F' && t != '%')) {
        if (t != 0 && t != 'g' && t != 'G' && t != 'e' && t != 'E')
            raise_ValueError("Unknown format code '%s' for object of type 'float'", str_new(&t, 1));
        if (t != 0 || s->prec >= 0) {
            k += format_exp(body + k, d, t, s->prec, s->alt);
            return pad(s, body, k, sign_len, '>', k);
        }
        float_print_double(&cnt, d);
        if (cnt.len > sizeof(body) - k)
            raise_ValueError("number too long to format");
        sink_t out = {body + k, 0, false, NULL, 0};
        float_print_double(&out, d);
        k += out.len;
        return pad(s, body, k, sign_len, '>', k);
    }
    if (t == '%')
        d *= 100;
    int32_t prec = s->prec < 0 ? 6 : s->prec;
    if (prec > 15 || d >= 1e15)
        raise_NotImplementedError("this float format is not supported yet");
    obj_t r = obj_round(float_new(d), small_obj(prec));
    double rd = float_value(r);
    /* integer part, then prec decimals of the rounded value */
    obj_t ip = float_to_int(rd);
    int32_t iv;
    int_to_i32(ip, &iv);
    double frac = rd - (double)iv;
    char ib[16];
    size_t ni = 0;
    do {
        ib[ni++] = (char)('0' + iv % 10);
        iv /= 10;
    } while (iv > 0);
    for (size_t i = 0; i < ni; i++) {
        body[k++] = ib[ni - 1 - i];
        if (s->comma && ni - 1 - i > 0 && (ni - 1 - i) % 3 == 0)
            body[k++] = ',';
    }
    if (prec > 0 || s->alt)
        body[k++] = '.';
    /* the decimals from the rounded value: scale and round to an integer */
    double scale = 1;
    for (int32_t i = 0; i < prec; i++)
        scale *= 10;
    double fd = frac * scale + 0.5;
    int32_t fv = (int32_t)fd;
    if (fv >= (int32_t)scale)
        fv = (int32_t)scale - 1;
    for (int32_t i = prec - 1; i >= 0; i--) {
        body[k + (size_t)i] = (char)('0' + fv % 10);
        fv /= 10;
    }
    k += (size_t)prec;
    if (t == '%')
        body[k++] = '%';
    return pad(s, body, k, sign_len, '>', k);
}

static NOINLINE obj_t format_body(obj_t x, unsigned conversion, obj_t spec);

/* The stack check comes before format_body's frame (the formatters are the deepest C
 * path below a VM run). */
obj_t obj_format_value(obj_t x, unsigned conversion, obj_t spec)
{
    stack_check();
    return format_body(x, conversion, spec);
}

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
    spec_t s;
    parse_spec(spec, &s);
    if (str_check(x))
        return format_str(x, &s);
    if (int_check(x) && !(s.type == 'f' || s.type == 'F' || s.type == 'e' || s.type == 'E' || s.type == 'g'
                          || s.type == 'G' || s.type == '%'))
        return format_int(obj_is_bool(x) ? small_obj(x == OBJ_TRUE) : x, &s);
    if (int_check(x) || float_check(x))
        return format_float(x, &s);
    /* object.__format__: only an empty spec (handled above) is allowed, as in CPython */
    raise_TypeError("unsupported format string passed to %t.__format__", x);
}
