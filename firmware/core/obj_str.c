/* obj_str.c — str: interned qstrs (in the firmware or the image, never copied) and
 * run-time strings (6-byte header, then the UTF-8 bytes); the output sinks and the
 * small formatter every message goes through. */
#include <string.h>

#include "gc.h"
#include "image.h"
#include "obj_dict.h"
#include "obj_fun.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "port.h"
#include "runtime.h"
#include "vm.h"

/* ---- sinks ---- */

/* Make room for `need` bytes in a growing sink: double (at least), at most a str's 65,535. */
static NOINLINE void sink_grow(sink_t *s, size_t need)
{
    if (need > 0xffff)
        raise_MemoryError();
    size_t cap = s->cap * 2 > need ? s->cap * 2 : need;
    if (cap > 0xffff)
        cap = 0xffff;
    s->grow = gc_realloc(s->grow, offsetof(rstr_t, data) + cap);
    s->cap = cap;
}

void sink_write(sink_t *s, const char *p, size_t n)
{
    if (s->console)
        port_write(p, n);
    else if (s->grow != NULL) {
        if (s->len + n > s->cap)
            sink_grow(s, s->len + n);
        memcpy(s->grow->data + s->len, p, n);
    } else if (s->buf != NULL)
        memcpy(s->buf + s->len, p, n);
    s->len += n;
}

void sink_begin_str(sink_t *s)
{
    *s = (sink_t){NULL, 0, false, str_alloc(10), 10}; /* 16 B: the common short result */
}

obj_t sink_end_str(sink_t *s)
{
    rstr_t *r = s->grow;
    s->grow = NULL;
    if (s->len == 0)
        return qstr_obj(Q_empty);
    if (s->len < s->cap)
        r = gc_realloc(r, offsetof(rstr_t, data) + s->len); /* shrinking stays in place */
    r->len = (uint16_t)s->len;
    return ptr_obj(r);
}

/* z is the core's own text (a literal or a table of names, all ASCII): message text */
void sink_str(sink_t *s, const char *z) { sink_text(s, z, strlen(z)); }

void sink_int(sink_t *s, int32_t v)
{
    char buf[12];
    int i = 12;
    uint32_t m = v < 0 ? (uint32_t)0 - (uint32_t)v : (uint32_t)v;
    do {
        buf[--i] = (char)('0' + m % 10);
        m /= 10;
    } while (m != 0);
    if (v < 0)
        buf[--i] = '-';
    sink_write(s, buf + i, (size_t)(12 - i));
}

void sink_hex(sink_t *s, uint32_t v)
{
    char buf[10];
    buf[0] = '0';
    buf[1] = 'x';
    for (int i = 0; i < 8; i++)
        buf[2 + i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 15];
    sink_write(s, buf, 10);
}

static const char binop_sym[][3] = {"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"};
static const char cmpop_sym[][3] = {"<", "<=", "==", "!=", ">", ">="};
static const char unop_sym[][2] = {"-", "+", "~"};

/* Message text: the firmware build compresses the message literals of the core (host/
 * messages.py: the literal arguments of raise_msg and kin, and of sink_str), a byte
 * 0x80 + k standing for word k of msg_words (each word's last byte has 0x80 added, or a
 * reference to qstr_text: msg_words.h), k < MSG_SHORT_WORDS (126), the pair 0xFE + p,
 * 0x80 + j for word 126 + 128 * p + j; a byte MSG_RUN_FIRST + m - MSG_RUN_MIN (0x0B-0x1F) and
 * two bytes 0x80 + 7 bits of an offset (low first) for m bytes of qstr_text there; every other
 * byte is itself. The host build has no table and no codes. sink_str is for the core's
 * own ASCII text only: user text (str data, names from an image) goes by sink_write. */
#if __has_include("msg_words.h")
#include "msg_words.h"

/* Write the word of msg_words whose code is at p[i]; where the text goes on. */
static size_t sink_word(sink_t *s, const char *p, size_t i)
{
    unsigned k = (uint8_t)p[i++] - 0x80;
    if (k >= MSG_SHORT_WORDS) /* 0x80 + MSG_SHORT_WORDS + c, 0x80 + j: word MSG_SHORT_WORDS + 128 * c + j */
        k = MSG_SHORT_WORDS + 128u * (k - MSG_SHORT_WORDS) + (uint8_t)p[i++] - 0x80;
    const char *w = msg_words + msg_word_at[k / MSG_WORD_AT_EVERY];
    for (k %= MSG_WORD_AT_EVERY; k; k--)
        if ((uint8_t)*w < 0x20) /* a word of qstr_text */
            w += 3;
        else
            while (!(*w++ & 0x80))
                ;
    if ((uint8_t)*w < 0x20) { /* its length, where it is, a space first (msg_words.h) */
        uint32_t at = (uint8_t)w[1] | (uint8_t)w[2] << 8;
        if (at & 0x8000)
            sink_write(s, " ", 1);
        sink_write(s, (const char *)qstr_text + (at & 0x7FFF), (uint8_t)*w);
    } else {
        size_t m = 0; /* the word but its last byte, then that byte less its 0x80 */
        while (!(w[m] & 0x80))
            m++;
        sink_write(s, w, m);
        char last = (char)(w[m] & 0x7f);
        sink_write(s, &last, 1);
    }
    return i;
}
#endif

void sink_text(sink_t *s, const char *p, size_t n)
{
#if __has_include("msg_words.h")
    for (size_t i = 0; i < n; i++) {
        if ((uint8_t)p[i] < 0x80 && (uint8_t)(p[i] - MSG_RUN_FIRST) > 0x1F - MSG_RUN_FIRST)
            continue;
        sink_write(s, p, i);
        if ((uint8_t)p[i] < 0x80) { /* a run of qstr_text: its length, its offset in 2 x 7 bits */
            uint32_t at = ((uint8_t)p[i + 1] & 0x7Fu) | ((uint8_t)p[i + 2] & 0x7Fu) << 7;
            sink_write(s, (const char *)qstr_text + at, (uint8_t)p[i] - MSG_RUN_FIRST + MSG_RUN_MIN);
            i += 3;
        } else
            i = sink_word(s, p, i);
        p += i;
        n -= i;
        i = (size_t)-1;
    }
#endif
    sink_write(s, p, n);
}

void sink_format_a(sink_t *s, const char *fmt, obj_t a) { sink_format_n(s, fmt, a, 0, 0); }
void sink_format_ab(sink_t *s, const char *fmt, obj_t a, obj_t b) { sink_format_n(s, fmt, a, b, 0); }

void sink_format_n(sink_t *s, const char *fmt, obj_t a, obj_t b, uint32_t n)
{
    obj_t args[2] = {a, b};
    int k = 0;
    const char *p = fmt;
    for (;;) {
        const char *q = strchr(p, '%');
        if (q == NULL) {
            sink_text(s, p, strlen(p));
            return;
        }
        sink_text(s, p, (size_t)(q - p));
        p = q + 2;
        switch (q[1]) {
        case 'o':
            sink_str(s, binop_sym[n % BINARY_INPLACE_BASE % BINARY_COUNT]);
            if (n >= BINARY_INPLACE_BASE)
                sink_write(s, "=", 1);
            continue;
        case 'c':
            sink_str(s, cmpop_sym[n % 6]);
            continue;
        case 'u':
            sink_str(s, unop_sym[n % 3]);
            continue;
        case 'y': { /* the name of built-in type n */
            size_t len;
            const char *d = qstr_data(types[n % T_COUNT].name, &len);
            sink_write(s, d, len);
            continue;
        }
        }
        obj_t x = args[k++ & 1];
        switch (q[1]) {
        case 's':
            obj_print(s, x, false);
            break;
        case 'r':
            obj_print(s, x, true);
            break;
        case 't': { /* a class's name is an image string: no 0 byte after it */
            size_t len;
            const char *d = qstr_data(type_of(x)->name, &len);
            if (obj_is(x, T_DICT_VIEW)) /* one type, three names */
                d = qstr_data(view_names[view_kind(x)], &len);
            sink_write(s, d, len);
            break;
        }
        case 'q': {
            size_t len;
            const char *d = qstr_data(qstr_index(x), &len);
            sink_write(s, d, len);
            break;
        }
        case 'f':
            sink_qualname(s, fun_code(x)); /* a function, or a code record's address */
            break;
        }
    }
}

/* ---- strings ---- */

bool str_check(obj_t o) { return obj_is_qstr(o) || (obj_is_ptr(o) && type_of(o) == &types[T_STR]); }

const char *str_data(obj_t o, size_t *len)
{
    if (obj_is_qstr(o))
        return qstr_data(qstr_index(o), len);
    const rstr_t *r = obj_ptr(o);
    *len = r->len;
    return r->data;
}

rstr_t *str_alloc(size_t n)
{
    if (n > 0xffff)
        raise_MemoryError();
    rstr_t *r = gc_alloc(offsetof(rstr_t, data) + n); /* 6 + n: a 10-char string is 16 B */
    r->type = &types[T_STR];
    r->len = (uint16_t)n;
    return r;
}

/* The code point at p (valid UTF-8, as every str is) and its length in bytes. */
static uint32_t utf8_at(const uint8_t *p, uint32_t *len)
{
    uint32_t c = p[0], k = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (k > 1)
        c &= 0x3Fu >> (k - 1);
    for (uint32_t i = 1; i < k; i++)
        c = c << 6 | (p[i] & 0x3Fu);
    *len = k;
    return c;
}

/* ascii(x) from repr(x): every non-ASCII code point escaped as \xNN (below 0x100), \uNNNN
 * (below 0x10000) or \UNNNNNNNN, as CPython's ascii() and !a do; s itself when all ASCII. */
obj_t str_ascii(obj_t s)
{
    size_t n, out = 0;
    const uint8_t *p = (const uint8_t *)str_data(s, &n);
    for (size_t i = 0; i < n;) {
        uint32_t k, c = utf8_at(p + i, &k);
        out += c < 0x80 ? 1 : c < 0x100 ? 4 : c < 0x10000 ? 6 : 10;
        i += k;
    }
    if (out == n)
        return s;
    rstr_t *r = str_alloc(out);
    p = (const uint8_t *)str_data(s, &n);
    char *d = r->data;
    for (size_t i = 0; i < n;) {
        uint32_t k, c = utf8_at(p + i, &k);
        i += k;
        if (c < 0x80) {
            *d++ = (char)c;
            continue;
        }
        int digits = c < 0x100 ? 2 : c < 0x10000 ? 4 : 8;
        *d++ = '\\';
        *d++ = digits == 2 ? 'x' : digits == 4 ? 'u' : 'U';
        while (digits-- > 0)
            *d++ = "0123456789abcdef"[(c >> (4 * digits)) & 15];
    }
    return ptr_obj(r);
}

obj_t str_new(const char *p, size_t n)
{
    if (n == 0)
        return qstr_obj(Q_empty);
    rstr_t *r = str_alloc(n);
    memcpy(r->data, p, n);
    return ptr_obj(r);
}

obj_t str_concat(obj_t a, obj_t b)
{
    size_t an, bn;
    str_data(a, &an);
    str_data(b, &bn);
    if (bn == 0)
        return a;
    if (an == 0)
        return b;
    rstr_t *r = str_alloc(an + bn);
    /* re-read after allocating: both are GC-reachable and never move */
    memcpy(r->data, str_data(a, &an), an);
    memcpy(r->data + an, str_data(b, &bn), bn);
    return ptr_obj(r);
}

obj_t str_repeat(obj_t s, int32_t n)
{
    size_t len;
    str_data(s, &len);
    if (n <= 0 || len == 0)
        return qstr_obj(Q_empty);
    if (n == 1)
        return s;
    if ((uint32_t)n > 0xffffu / len)
        raise_MemoryError();
    rstr_t *r = str_alloc(len * (size_t)n);
    const char *p = str_data(s, &len);
    for (int32_t i = 0; i < n; i++)
        memcpy(r->data + (size_t)i * len, p, len);
    return ptr_obj(r);
}

int str_cmp(obj_t a, obj_t b)
{
    size_t an, bn;
    const char *p = str_data(a, &an), *q = str_data(b, &bn);
    int c = memcmp(p, q, an < bn ? an : bn);
    if (c != 0)
        return c < 0 ? -1 : 1;
    return an == bn ? 0 : an < bn ? -1 : 1;
}

void str_print_repr(sink_t *s, const char *p, size_t n)
{
    char quote = '\'';
    if (memchr(p, '\'', n) != NULL && memchr(p, '"', n) == NULL)
        quote = '"';
    sink_write(s, &quote, 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        char esc[4] = {'\\', 0, 0, 0};
        size_t en = 2;
        if (c == (unsigned char)quote || c == '\\')
            esc[1] = (char)c;
        else if (c == '\n')
            esc[1] = 'n';
        else if (c == '\r')
            esc[1] = 'r';
        else if (c == '\t')
            esc[1] = 't';
        else if (c < 0x20 || c == 0x7f) {
            esc[1] = 'x';
            esc[2] = "0123456789abcdef"[c >> 4];
            esc[3] = "0123456789abcdef"[c & 15];
            en = 4;
        } else {
            sink_write(s, p + i, 1);
            continue;
        }
        sink_write(s, esc, en);
    }
    sink_write(s, &quote, 1);
}

/* Code points in UTF-8 text. */
size_t utf8_len(const char *p, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        k += ((unsigned char)p[i] & 0xc0u) != 0x80u;
    return k;
}

/* Compare the text p[0..len) with the C string m, as strcmp would order them. */
int text_cmp(const char *p, size_t len, const char *m)
{
    for (size_t i = 0; i < len; i++) {
        if (m[i] == 0)
            return 1;
        if (p[i] != m[i])
            return (uint8_t)p[i] < (uint8_t)m[i] ? -1 : 1;
    }
    return m[len] == 0 ? 0 : -1;
}

size_t utf8_offset(const char *p, size_t n, int32_t k)
{
    size_t i = 0;
    while (k > 0 && i < n) {
        i++;
        while (i < n && ((uint8_t)p[i] & 0xc0) == 0x80)
            i++;
        k--;
    }
    return i;
}

size_t str_len(obj_t s)
{
    size_t n;
    const char *p = str_data(s, &n);
    return utf8_len(p, n);
}

bool str_contains(obj_t s, obj_t sub)
{
    size_t n, m;
    const char *p = str_data(s, &n), *q = str_data(sub, &m);
    if (m == 0)
        return true;
    for (size_t i = 0; i + m <= n; i++)
        if (memcmp(p + i, q, m) == 0)
            return true;
    return false;
}

/* The code point at position index (a small int, negative from the end). */
obj_t str_index(obj_t s, obj_t index)
{
    size_t n;
    const char *p = str_data(s, &n);
    int32_t i = seq_position(index, utf8_len(p, n), INDEX_STR);
    size_t at = 0;
    for (;; at++) {
        if (((unsigned char)p[at] & 0xc0u) != 0x80u && i-- == 0)
            break;
    }
    size_t end = at + 1;
    while (end < n && ((unsigned char)p[end] & 0xc0u) == 0x80u)
        end++;
    rstr_t *r = str_alloc(end - at);
    memcpy(r->data, str_data(s, &n) + at, end - at);
    return ptr_obj(r);
}

obj_t str_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0 || n > 1)
        raise_NotImplementedError("str() with an encoding is not supported yet");
    if (n == 0)
        return qstr_obj(Q_empty);
    bool armed = vm_arm_native(str_make, args, n, nkw); /* a __str__ may be deferred (vm.c) */
    obj_t r = obj_to_str(args[0], false);
    if (armed)
        vm_disarm();
    return r;
}

/* str(o) or repr(o): measured first, then written into a string of the right size. */
obj_t obj_to_str(obj_t o, bool repr)
{
    if (!repr && str_check(o))
        return o;
    sink_t out;
    sink_begin_str(&out);
    obj_print(&out, o, repr);
    return sink_end_str(&out);
}
