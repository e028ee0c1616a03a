/* obj_strmeth.c — the methods of str (split, join, strip family, replace, find/index,
 * startswith/endswith, case, is*, count, center/ljust/rjust, zfill, partition, format) and
 * `%` formatting. Case conversion and the is* tests know ASCII only; other characters
 * are kept as they are. Positions are code points, as in CPython. */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "obj_array.h"
#include "obj_bytes.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_float.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"
#include "vm.h"

typedef struct {
    const char *p;
    size_t n;
} text_t;

static text_t text_of(obj_t s)
{
    text_t t;
    t.p = str_data(s, &t.n);
    return t;
}

static text_t arg_text(obj_t s, const char *what)
{
    if (!str_check(s))
        raise_TypeError(what, s);
    return text_of(s);
}

/* The bytes of the white space character at p (< end), 0 if it is none: ASCII's, and for
 * a str (!raw) CPython's others too: \x1c-\x1f \x85 \xa0 \u1680 \u2000-\u200a \u2028
 * \u2029 \u202f \u205f \u3000. bytes (raw) have ASCII's only. */
static size_t space_at(const char *p, const char *end, bool raw)
{
    static const uint16_t others[] = {0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000};
    unsigned c = (uint8_t)p[0];
    if (c == ' ' || (c >= '\t' && c <= '\r') || (!raw && c >= 0x1c && c <= 0x1f))
        return 1;
    size_t k = c < 0xe0 ? 2 : 3;
    if (raw || c < 0xc2 || c > 0xe3 || (size_t)(end - p) < k)
        return 0;
    uint32_t cp = k == 2 ? (c & 0x1fu) << 6 | ((uint8_t)p[1] & 0x3fu)
                         : (c & 0x0fu) << 12 | ((uint8_t)p[1] & 0x3fu) << 6 | ((uint8_t)p[2] & 0x3fu);
    for (size_t i = 0; i < sizeof(others) / sizeof(others[0]); i++)
        if (cp == others[i] || (cp >= 0x2000 && cp <= 0x200a))
            return k;
    return 0;
}

/* The bytes of the character at p (< end), and of the one that ends at p (> start): 1 in
 * bytes (raw) */
static size_t char_at(const char *p, const char *end, bool raw)
{
    size_t k = 1;
    while (!raw && p + k < end && ((uint8_t)p[k] & 0xc0) == 0x80)
        k++;
    return k;
}

static size_t char_before(const char *start, const char *p, bool raw)
{
    size_t k = 1;
    while (!raw && p - k > start && ((uint8_t)p[-(ptrdiff_t)k] & 0xc0) == 0x80)
        k++;
    return k;
}

/* white space at [i, i + char) (or, back, ending at i) in s[lo:hi]: its bytes or 0 */
static size_t space_fwd(text_t s, size_t i, size_t hi, bool raw)
{
    size_t k = char_at(s.p + i, s.p + hi, raw);
    return space_at(s.p + i, s.p + i + k, raw) == k ? k : 0;
}

static size_t space_back(text_t s, size_t lo, size_t i, bool raw)
{
    size_t k = char_before(s.p + lo, s.p + i, raw);
    return space_at(s.p + i - k, s.p + i, raw) == k ? k : 0;
}

/* find sub in s from byte `from`: byte offset or -1 */
static int32_t find_bytes(text_t s, text_t sub, size_t from, size_t to, bool last)
{
    if (sub.n > to - from || to > s.n)
        return sub.n == 0 && from <= to ? (int32_t)(last ? to : from) : -1;
    int32_t found = -1;
    for (size_t i = from; i + sub.n <= to; i++)
        if (memcmp(s.p + i, sub.p, sub.n) == 0) {
            found = (int32_t)i;
            if (!last)
                break;
        }
    return found;
}

/* start/end arguments (code points, negative from the end) as byte offsets */
static void range_args(text_t s, size_t n, const obj_t *args, size_t first, size_t *from, size_t *to)
{
    int32_t len = (int32_t)utf8_len(s.p, s.n), a = 0, b = len;
    if (n > first && args[first] != OBJ_NONE && int_to_i32(args[first], &a) && a < 0)
        a = a + len < 0 ? 0 : a + len;
    if (n > first + 1 && args[first + 1] != OBJ_NONE && int_to_i32(args[first + 1], &b) && b < 0)
        b = b + len < 0 ? 0 : b + len;
    if (a > len)
        a = len + 1; /* nothing found past the end */
    if (b > len)
        b = len;
    *from = a > len ? s.n + 1 : utf8_offset(s.p, s.n, a);
    *to = utf8_offset(s.p, s.n, b);
    if (*from > *to)
        *from = *to + 1;
}

/* find_bytes for bytes and bytearray (obj_bytes.c), whose positions are bytes */
int32_t str_find_bytes(const char *s, size_t n, const char *sub, size_t m, size_t from, size_t to, bool last)
{
    text_t a = {s, n}, b = {sub, m};
    return find_bytes(a, b, from, to, last);
}

static obj_t finder(size_t n, const obj_t *args, bool last, bool raise, const char *name)
{
    (void)name;
    text_t s = text_of(args[0]);
    text_t sub = arg_text(args[1], "must be str, not %t");
    size_t from, to;
    range_args(s, n, args, 2, &from, &to);
    int32_t at = from > to ? -1 : find_bytes(s, sub, from, to, last);
    if (at < 0) {
        if (raise)
            raise_ValueError("substring not found");
        return small_obj(-1);
    }
    return small_obj((int32_t)utf8_len(s.p, (size_t)at));
}

#define METHOD(name) static obj_t m_##name(MAYBE_UNUSED size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
#define UNUSED_KW (void)nkw, (void)kw

METHOD(find) { UNUSED_KW; return finder(n, args, false, false, "find"); }
METHOD(rfind) { UNUSED_KW; return finder(n, args, true, false, "rfind"); }
METHOD(index) { UNUSED_KW; return finder(n, args, false, true, "index"); }
METHOD(rindex) { UNUSED_KW; return finder(n, args, true, true, "rindex"); }

METHOD(count)
{
    UNUSED_KW;
    text_t s = text_of(args[0]);
    text_t sub = arg_text(args[1], "must be str, not %t");
    size_t from, to;
    range_args(s, n, args, 2, &from, &to);
    if (from > to)
        return small_obj(0);
    if (sub.n == 0)
        return small_obj((int32_t)utf8_len(s.p + from, to - from) + 1);
    int32_t k = 0;
    for (size_t i = from; i + sub.n <= to;) {
        if (memcmp(s.p + i, sub.p, sub.n) == 0) {
            k++;
            i += sub.n;
        } else {
            i++;
        }
    }
    return small_obj(k);
}

static obj_t fix_with(size_t n, const obj_t *args, bool end)
{
    text_t s = text_of(args[0]);
    size_t from, to;
    range_args(s, n, args, 2, &from, &to);
    size_t k = 1;
    const obj_t *subs = obj_is(args[1], T_TUPLE) ? seq_items(args[1], &k) : &args[1];
    for (size_t i = 0; i < k; i++) {
        if (!str_check(subs[i]))
            raise_TypeError(end ? "endswith first arg must be str or a tuple of str, not %t"
                                : "startswith first arg must be str or a tuple of str, not %t", subs[i]);
        text_t sub = text_of(subs[i]);
        if (from <= to && sub.n <= to - from
            && memcmp(s.p + (end ? to - sub.n : from), sub.p, sub.n) == 0)
            return OBJ_TRUE;
    }
    return OBJ_FALSE;
}

METHOD(startswith) { UNUSED_KW; return fix_with(n, args, false); }
METHOD(endswith) { UNUSED_KW; return fix_with(n, args, true); }

/* s.removeprefix(p), s.removesuffix(p): s without it when s starts (ends) with it, else s */
static obj_t drop_fix(const obj_t *args, bool end)
{
    if (!str_check(args[1])) /* CPython names None itself, not NoneType */
        raise_TypeError("%q() argument must be str, not %s", qstr_obj(end ? Q_removesuffix : Q_removeprefix),
                        args[1] == OBJ_NONE ? OBJ_NONE : qstr_obj(type_of(args[1])->name));
    if (fix_with(2, args, end) == OBJ_FALSE)
        return args[0];
    text_t s = text_of(args[0]);
    size_t k = text_of(args[1]).n;
    return str_new(s.p + (end ? 0 : k), s.n - k);
}
METHOD(removeprefix) { UNUSED_KW; return drop_fix(args, false); }
METHOD(removesuffix) { UNUSED_KW; return drop_fix(args, true); }

/* upper/lower/swapcase/title/capitalize: 0..4. A letter is made upper or lower case by its
 * bit 0x20; title's word starts after every character that is no letter. */
static obj_t recase(obj_t self, int how)
{
    text_t s = text_of(self);
    rstr_t *r = str_alloc(s.n);
    s = text_of(self);
    bool start = true;
    for (size_t i = 0; i < s.n; i++) {
        char c = s.p[i];
        bool lo = c >= 'a' && c <= 'z', up = c >= 'A' && c <= 'Z';
        bool to_up = how == 0 || (how == 2 ? lo : how > 2 && start);
        if (lo || up)
            c = (char)((c & ~0x20) | (to_up ? 0 : 0x20));
        r->data[i] = c;
        start = how == 3 && !(lo || up);
    }
    return str_new(r->data, s.n);
}

METHOD(upper) { UNUSED_KW; return recase(args[0], 0); }
METHOD(lower) { UNUSED_KW; return recase(args[0], 1); }
METHOD(swapcase) { UNUSED_KW; return recase(args[0], 2); }
METHOD(title) { UNUSED_KW; return recase(args[0], 3); }
METHOD(capitalize) { UNUSED_KW; return recase(args[0], 4); }

/* isdigit, isalpha, isspace, isalnum, isupper, islower: 0..5. Each character's class is
 * bit 0 a digit, 1 lower case, 2 upper case, 3 any; the nibble `how` of 0x427861 is the
 * classes of which every character needs one (tests 0..3) or may have none (4, 5). */
static obj_t is_test(obj_t self, int how)
{
    text_t s = text_of(self);
    if (s.n == 0)
        return OBJ_FALSE;
    unsigned seen = 0, m = 0x427861u >> 4 * how & 15;
    for (size_t i = 0, k; how == 2 && i < s.n; i += k) /* CPython's white space, not ASCII's only */
        if ((k = space_fwd(s, i, s.n, false)) == 0)
            return OBJ_FALSE;
    for (size_t i = 0; i < s.n; i++) {
        unsigned c = (uint8_t)s.p[i];
        unsigned cls = 8 | (c - '0' < 10) | (c - 'a' < 26) << 1 | (c - 'A' < 26) << 2;
        if (((cls & m) == 0) == (how < 4))
            return OBJ_FALSE;
        seen |= cls;
    }
    return bool_obj(how < 4 || (seen & 6) != 0);
}

METHOD(isdigit) { UNUSED_KW; return is_test(args[0], 0) + 0 * n; }
METHOD(isalpha) { UNUSED_KW; return is_test(args[0], 1) + 0 * n; }
METHOD(isspace) { UNUSED_KW; return is_test(args[0], 2) + 0 * n; }
METHOD(isalnum) { UNUSED_KW; return is_test(args[0], 3) + 0 * n; }
METHOD(isupper) { UNUSED_KW; return is_test(args[0], 4) + 0 * n; }
METHOD(islower) { UNUSED_KW; return is_test(args[0], 5) + 0 * n; }

/* isascii, isprintable, isidentifier, istitle: 0..3, over the UTF-8 bytes. A byte >= 0x80
 * is part of a non-ASCII character, taken for printable, a letter in an identifier, and
 * uncased (CPython asks Unicode's tables, which the firmware does not hold). */
static obj_t is_more(obj_t self, int how)
{
    text_t s = text_of(self);
    bool cased = false, after_cased = false;
    for (size_t i = 0; i < s.n; i++) {
        unsigned c = (uint8_t)s.p[i];
        bool up = c - 'A' < 26, lo = c - 'a' < 26;
        if (how == 0 ? c >= 0x80
            : how == 1 ? c < 0x20 || c == 0x7f
            : how == 2 ? !(up || lo || c == '_' || c >= 0x80 || (i > 0 && c - '0' < 10))
                       : (up && after_cased) || (lo && !after_cased))
            return OBJ_FALSE;
        cased |= up; /* istitle: a lower case letter needs a cased one before it */
        after_cased = up || lo;
    }
    return bool_obj(how < 2 || (how == 2 ? s.n > 0 : cased));
}

METHOD(isascii) { UNUSED_KW; return is_more(args[0], 0) + 0 * n; }
METHOD(isprintable) { UNUSED_KW; return is_more(args[0], 1) + 0 * n; }
METHOD(isidentifier) { UNUSED_KW; return is_more(args[0], 2) + 0 * n; }
METHOD(istitle) { UNUSED_KW; return is_more(args[0], 3) + 0 * n; }

/* strip: which 1 left, 2 right, 3 both, + 4 for bytes (bytes, ASCII white space); the
 * characters to strip are whole characters (UTF-8 sequences) */
static obj_t stripper(size_t n, const obj_t *args, int which)
{
    bool raw = which & 4;
    text_t s = text_of(args[0]);
    text_t chars = {NULL, 0};
    if (n == 2 && args[1] != OBJ_NONE)
        chars = arg_text(args[1], "strip arg must be None or str");
    size_t a = 0, b = s.n, k;
#define STRIPPABLE(i, k) (chars.p == NULL ? space_at(s.p + (i), s.p + (i) + (k), raw) == (k) \
                                          : find_bytes(chars, (text_t){s.p + (i), (k)}, 0, chars.n, false) >= 0)
    while ((which & 1) && a < b && (k = char_at(s.p + a, s.p + b, raw), STRIPPABLE(a, k)))
        a += k;
    while ((which & 2) && b > a && (k = char_before(s.p + a, s.p + b, raw), STRIPPABLE(b - k, k)))
        b -= k;
#undef STRIPPABLE
    if (a == 0 && b == s.n)
        return args[0];
    return str_new(s.p + a, b - a);
}

METHOD(strip) { UNUSED_KW; return stripper(n, args, 3); }
METHOD(lstrip) { UNUSED_KW; return stripper(n, args, 1); }
METHOD(rstrip) { UNUSED_KW; return stripper(n, args, 2); }

/* split and rsplit: parts taken from the left (or the right), at most maxsplit times; the
 * rest, once maxsplit is spent, is kept whole (its whitespace too, as CPython) */
static obj_t splitter(size_t n, const obj_t *args, size_t nkw, const obj_t *kw, int how)
{
    bool right = how & 1, raw = how & 4; /* raw: bytes (ASCII white space) */
    obj_t sep = n >= 2 ? args[1] : OBJ_NONE;
    int32_t maxsplit = -1;
    if (n >= 3)
        int_to_i32(args[2], &maxsplit);
    for (size_t i = 0; i < nkw; i++) { /* builtin_check let through sep and maxsplit only */
        size_t m;
        str_data(kw[2 * i], &m);
        if (m == 3)
            sep = kw[2 * i + 1];
        else
            int_to_i32(kw[2 * i + 1], &maxsplit);
    }
    if (sep != OBJ_NONE && arg_text(sep, "must be str or None, not %t").n == 0)
        raise_ValueError("empty separator");
    obj_t out = list_new(0, NULL);
    size_t lo = 0, hi = text_of(args[0]).n; /* [lo, hi): what is left to split */
    for (bool last = false; !last;) {
        text_t s = text_of(args[0]); /* again after each allocation */
        size_t a = lo, b = hi; /* the next part: [a, b) */
        if (sep == OBJ_NONE) {
            for (size_t k; right && hi > lo && (k = space_back(s, lo, hi, raw)) != 0;)
                b = hi -= k;
            for (size_t k; !right && lo < hi && (k = space_fwd(s, lo, hi, raw)) != 0;)
                a = lo += k;
            if (lo >= hi)
                break;
            last = maxsplit == 0;
            if (!last && right) {
                for (a = hi; a > lo && space_back(s, lo, a, raw) == 0;)
                    a -= char_before(s.p + lo, s.p + a, raw);
                hi = a;
            } else if (!last) {
                for (b = lo; b < hi && space_fwd(s, b, hi, raw) == 0;)
                    b += char_at(s.p + b, s.p + hi, raw);
                lo = b;
            }
        } else {
            text_t d = text_of(sep);
            int32_t at = maxsplit == 0 ? -1 : find_bytes(s, d, lo, hi, right);
            last = at < 0;
            if (!last && right)
                a = (size_t)at + d.n, hi = (size_t)at;
            else if (!last)
                b = (size_t)at, lo = b + d.n;
        }
        list_append(out, str_new(s.p + a, b - a));
        if (maxsplit > 0)
            maxsplit--;
    }
    if (right) {
        size_t m;
        obj_t *v = (obj_t *)seq_items(out, &m);
        for (size_t i = 0; i < m / 2; i++) {
            obj_t t = v[i];
            v[i] = v[m - 1 - i], v[m - 1 - i] = t;
        }
    }
    return out;
}

METHOD(split) { return splitter(n, args, nkw, kw, 0); }
METHOD(rsplit) { return splitter(n, args, nkw, kw, 1); }
/* bytes' (obj_bytes.c via_str): ASCII white space, byte by byte */
obj_t str_bytes_split(size_t n, const obj_t *args, size_t nkw, const obj_t *kw) { return splitter(n, args, nkw, kw, 4); }
obj_t str_bytes_rsplit(size_t n, const obj_t *args, size_t nkw, const obj_t *kw) { return splitter(n, args, nkw, kw, 5); }
obj_t str_bytes_strip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw) { UNUSED_KW; return stripper(n, args, 7); }
obj_t str_bytes_lstrip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw) { UNUSED_KW; return stripper(n, args, 5); }
obj_t str_bytes_rstrip(size_t n, const obj_t *args, size_t nkw, const obj_t *kw) { UNUSED_KW; return stripper(n, args, 6); }

/* The length of the line boundary at p (< end), or 0: CPython's \n \r \r\n \v \f \x1c-\x1e
 * \x85 \u2028 \u2029 */
static size_t line_break(const char *p, const char *end)
{
    unsigned char c = (unsigned char)*p;
    if (c == '\r')
        return p + 1 < end && p[1] == '\n' ? 2 : 1;
    if (c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e))
        return 1;
    if (c == 0xc2 && p + 1 < end && (unsigned char)p[1] == 0x85)
        return 2;
    if (c == 0xe2 && p + 2 < end && (unsigned char)p[1] == 0x80 && ((unsigned char)p[2] | 1) == 0xa9)
        return 3;
    return 0;
}

METHOD(splitlines)
{
    int32_t keepends = 0; /* an int, as CPython's (a bool is one) */
    if (n >= 2 || nkw)
        int_to_i32(n >= 2 ? args[1] : kw[1], &keepends);
    obj_t out = list_new(0, NULL);
    for (size_t i = 0, len = text_of(args[0]).n; i < len;) {
        text_t s = text_of(args[0]);
        size_t j = i, br = 0;
        while (j < s.n && (br = line_break(s.p + j, s.p + s.n)) == 0)
            j++;
        list_append(out, str_new(s.p + i, j - i + (keepends ? br : 0)));
        i = j + br;
    }
    return out;
}

METHOD(join)
{
    UNUSED_KW;
    obj_t items = list_new(0, NULL);
    obj_t it = obj_getiter(args[1]);
    size_t k = 0;
    for (obj_t x; (x = obj_iternext(it)) != OBJ_NULL; k++) {
        obj_t v = class_native(x); /* an instance of a str's subclass */
        x = str_check(v) ? v : x;
        if (!str_check(x))
            raise_TypeError("sequence item %s: expected str instance, %t found", small_obj((int32_t)k), x);
        if (k > 0)
            list_append(items, args[0]);
        list_append(items, x);
    }
    size_t m;
    const obj_t *parts = seq_items(items, &m);
    return m == 0 ? qstr_obj(Q_empty) : str_join_n(m, parts);
}

METHOD(replace)
{
    UNUSED_KW;
    text_t s = text_of(args[0]);
    text_t a = arg_text(args[1], "replace() argument 1 must be str, not %t");
    text_t b = arg_text(args[2], "replace() argument 2 must be str, not %t");
    int32_t count = -1;
    if (n == 4)
        int_to_i32(args[3], &count);
    obj_t parts = list_new(0, NULL);
    size_t i = 0;
    if (a.n == 0) {
        /* between every character */
        while (count != 0) {
            list_append(parts, args[2]);
            if (count > 0)
                count--;
            s = text_of(args[0]);
            if (i >= s.n)
                break;
            size_t j = utf8_offset(s.p + i, s.n - i, 1) + i;
            list_append(parts, str_new(s.p + i, j - i));
            i = j;
        }
        s = text_of(args[0]);
        list_append(parts, str_new(s.p + i, s.n - i));
    } else {
        for (;;) {
            s = text_of(args[0]);
            a = text_of(args[1]);
            int32_t at = count == 0 ? -1 : find_bytes(s, a, i, s.n, false);
            if (at < 0) {
                list_append(parts, str_new(s.p + i, s.n - i));
                break;
            }
            list_append(parts, str_new(s.p + i, (size_t)at - i));
            list_append(parts, args[2]);
            i = (size_t)at + a.n;
            if (count > 0)
                count--;
        }
    }
    (void)b;
    size_t m;
    const obj_t *items = seq_items(parts, &m);
    return str_join_n(m, items);
}

/* partition (the first sep) and rpartition (the last): a tuple of 3 */
static obj_t partitioner(const obj_t *args, bool last)
{
    text_t s = text_of(args[0]);
    text_t d = arg_text(args[1], "must be str, not %t");
    if (d.n == 0)
        raise_ValueError("empty separator");
    int32_t at = find_bytes(s, d, 0, s.n, last);
    obj_t t[3];
    t[0] = t[1] = t[2] = qstr_obj(Q_empty);
    if (at < 0) {
        t[last ? 2 : 0] = args[0];
    } else {
        t[0] = str_new(s.p, (size_t)at);
        s = text_of(args[0]);
        t[1] = args[1];
        t[2] = str_new(s.p + at + d.n, s.n - (size_t)at - d.n);
    }
    return tuple_new(3, t);
}

METHOD(partition) { UNUSED_KW; return partitioner(args, false); }
METHOD(rpartition) { UNUSED_KW; return partitioner(args, true); }

/* center/ljust/rjust: a format spec's padding, the fill any one character (UTF-8); center's
 * odd space goes left when the width is odd ('|', obj_strfmt.c field) */
static obj_t justify(size_t n, const obj_t *args, char align)
{
    fmt_spec_t spec;
    fmt_spec_init(&spec);
    if (!int_to_i32(args[1], &spec.width))
        raise_msg(T_OverflowError, "Python int too large to convert to C ssize_t");
    if (n == 3) {
        text_t f = arg_text(args[2], "The fill character must be a unicode character, not %t");
        if (utf8_len(f.p, f.n) != 1)
            raise_TypeError("The fill character must be exactly one character long");
        memcpy(spec.fill, f.p, f.n);
        spec.fill_n = (uint8_t)f.n;
    }
    spec.align = align;
    return obj_format_spec(args[0], 0, &spec);
}

METHOD(center) { UNUSED_KW; return justify(n, args, '|'); }
METHOD(ljust) { UNUSED_KW; return justify(n, args, '<'); }
METHOD(rjust) { UNUSED_KW; return justify(n, args, '>'); }

METHOD(zfill)
{
    UNUSED_KW;
    text_t s = text_of(args[0]);
    int32_t w, len = (int32_t)utf8_len(s.p, s.n);
    int_to_i32(args[1], &w);
    if (w <= len)
        return args[0];
    size_t pad = (size_t)(w - len), sign = s.n > 0 && (s.p[0] == '-' || s.p[0] == '+');
    rstr_t *r = str_alloc(s.n + pad);
    s = text_of(args[0]);
    memcpy(r->data, s.p, sign);
    memset(r->data + sign, '0', pad);
    memcpy(r->data + sign + pad, s.p + sign, s.n - sign);
    return str_new(r->data, s.n + pad);
}

/* str.format's arguments and automatic numbering, shared with the nested fields of specs */
typedef struct {
    const obj_t *args, *kw; /* args[0] the format string */
    size_t n, nkw;
    int32_t next;   /* the next automatic field number */
    char numbering; /* 'a' automatic ({}), 'm' manual ({0}), 0 not yet known */
} fmt_args_t;

/* The number the digits at p[*j] (before p[n]) make, *j moved past them; -1 if none
 * (saturating: a huge width is a MemoryError, a huge index an IndexError). */
static int32_t scan_digits(const char *p, size_t n, size_t *j)
{
    int32_t x = -1;
    for (; *j < n && p[*j] >= '0' && p[*j] <= '9'; (*j)++)
        if (x < 100000000)
            x = (x < 0 ? 0 : x * 10) + (p[*j] - '0');
    return x;
}

/* The object the field name args[0][a:e] names: an argument (by number, automatic or by
 * keyword), then its `.attr` and `[key]` lookups (an all-digit key is an int). */
static NOINLINE obj_t field_value(fmt_args_t *c, size_t a, size_t e)
{
    text_t s = text_of(c->args[0]);
    size_t d = a;
    while (d < e && s.p[d] != '.' && s.p[d] != '[')
        d++;
    size_t q = a;
    int32_t k = scan_digits(s.p, d, &q); /* an index if all digits (CPython's get_integer) */
    k = q == d ? k : -1;
    obj_t v = OBJ_NULL;
    if (d == a || k >= 0) {
        /* numbering is automatic ({}) or manual ({0}) throughout, as CPython checks */
        char mode = d == a ? 'a' : 'm';
        if (c->numbering != 0 && c->numbering != mode)
        {
            obj_t auto_ = str_new("automatic field numbering", 25), manual = str_new("manual field specification", 26);
            raise_ValueError("cannot switch from %s to %s", mode == 'm' ? auto_ : manual, mode == 'm' ? manual : auto_);
        }
        c->numbering = mode;
        if (d == a)
            k = c->next++;
        if (k + 1 >= (int32_t)c->n)
            raise_msg(T_IndexError, "Replacement index %s out of range for positional args tuple", small_obj(k));
        v = c->args[1 + k];
    } else {
        for (q = 0; q < c->nkw; q++) {
            text_t name = text_of(c->kw[2 * q]);
            if (name.n == d - a && memcmp(name.p, s.p + a, d - a) == 0)
                v = c->kw[2 * q + 1];
        }
        if (v == OBJ_NULL)
            raise_KeyError(str_new(s.p + a, d - a));
    }
    while (d < e) {
        s = text_of(c->args[0]);
        char b = s.p[d++];
        size_t from = d;
        if (b != '.' && b != '[')
            raise_ValueError("Only '.' or '[' may follow ']' in format field specifier");
        while (d < e && (b == '.' ? s.p[d] != '.' && s.p[d] != '[' : s.p[d] != ']'))
            d++; /* (a '[' has its ']': the field's end was found past it) */
        if (d == from)
            raise_ValueError("Empty attribute in format string");
        obj_t key = str_new(s.p + from, d - from);
        if (b == '.') {
            v = obj_getattr(v, attr_name(key));
        } else {
            s = text_of(c->args[0]);
            k = scan_digits(s.p, d, &from);
            v = obj_subscr(v, from == d ? small_obj(k) : key);
            d++;
        }
    }
    return v;
}

/* args[0][i:end] with its replacement fields formatted; a spec's own fields ("{:{w}}") are
 * formatted first, at depth - 1 (CPython's recursion_depth, 2 at the top). */
static NOINLINE obj_t format_fields(fmt_args_t *c, size_t i, size_t end, int depth)
{
    if (depth == 0)
        raise_ValueError("Max string recursion exceeded");
    obj_t parts = list_new(0, NULL);
    size_t lit = i;
    for (;; i++) {
        text_t s = text_of(c->args[0]);
        if (i < end && s.p[i] != '{' && s.p[i] != '}')
            continue;
        if (i > lit) {
            list_append(parts, str_new(s.p + lit, i - lit));
            s = text_of(c->args[0]);
        }
        if (i == end)
            break;
        if (i + 1 < end && s.p[i + 1] == s.p[i]) { /* {{ or }}: the second one is literal text */
            lit = ++i;
            continue;
        }
        if (s.p[i] == '}' || i + 1 == end)
            raise_ValueError("Single '%s' encountered in format string", str_new(s.p + i, 1));
        /* field: name [!conv] [:spec]; the name ends at '}', '!' or ':' outside [] */
        size_t a = i + 1, e = a;
        for (; e < end && s.p[e] != '}' && s.p[e] != '!' && s.p[e] != ':'; e++) {
            if (s.p[e] == '{')
                raise_ValueError("unexpected '{' in field name");
            if (s.p[e] == '[')
                while (e + 1 < end && s.p[e + 1] != ']')
                    e++;
        }
        if (e >= end)
            raise_ValueError("expected '}' before end of string");
        size_t j = e;
        char conv = 0;
        if (s.p[j] == '!') {
            if (j + 1 >= end)
                raise_ValueError("end of string while looking for conversion specifier");
            conv = s.p[j + 1];
            j += 2;
            if (j < end && s.p[j] != '}' && s.p[j] != ':')
                raise_ValueError("expected ':' after conversion specifier");
        }
        size_t close = j; /* the field's '}' */
        bool nested = false;
        if (j == end || s.p[j] == ':') {
            int open = 1;
            for (close = j + 1; close < end; close++) {
                if (s.p[close] == '{')
                    nested = true, open++;
                else if (s.p[close] == '}' && --open == 0)
                    break;
            }
            if (close >= end)
                raise_ValueError("unmatched '{' in format spec");
        }
        obj_t v = field_value(c, a, e);
        if (conv != 0) {
            if (conv != 's' && conv != 'r' && conv != 'a')
                raise_ValueError("Unknown conversion specifier %s", str_new(&conv, 1));
            v = obj_to_str(v, conv != 's');
            if (conv == 'a')
                v = str_ascii(v);
        }
        obj_t spec = OBJ_NULL;
        if (close > j) {
            s = text_of(c->args[0]);
            spec = nested ? format_fields(c, j + 1, close, depth - 1) : str_new(s.p + j + 1, close - j - 1);
        }
        list_append(parts, obj_format_value(v, 0, spec));
        i = close;
        lit = close + 1;
    }
    size_t m;
    const obj_t *items = seq_items(parts, &m);
    return m == 0 ? qstr_obj(Q_empty) : str_join_n(m, items);
}

/* "{} {0} {name!r:>5} {0[1]} {p.x:{w}}".format(...). Armed (vm.c, deferred calls) when a
 * CALL runs it: the __repr__ of a field may then run in the caller's loop, not in a nested
 * run, and this call again from its start (which repeats nothing but the Python calls, the
 * replies to those recorded: the numbering starts afresh). */
METHOD(format)
{
    bool armed = vm_arm_native(m_format, args, n, nkw);
    fmt_args_t c = {args, kw, n, nkw, 0, 0};
    obj_t r = format_fields(&c, 0, text_of(args[0]).n, 2);
    if (armed)
        vm_disarm();
    return r;
}

const builtin_t methods_str[METHODS_str_COUNT] = {METHODS_str(X_METHOD)}; /* builtins.toml */

/* str's method named q, for bytes and bytearray, which run replace, upper and lower on a
 * str of their bytes (obj_bytes.c); NULL if none */
native_fn str_method_fn(uint32_t q)
{
    for (size_t i = 0; i < METHODS_str_COUNT; i++)
        if (methods_str[i].name == q)
            return methods_str[i].fn;
    return NULL;
}

/* ---- % formatting ---- */

static NOINLINE obj_t percent_body(obj_t fmt, obj_t values, bool bin);

/* CPython's text: unsupported format character 'z' (0x7a) at index 1. Out of line: its
 * buffers are not in percent_body's frame under every __repr__ it runs. */
static NOINLINE NORETURN void raise_bad_conversion(char t, size_t at)
{
    char m[] = "unsupported format character '?' (0x??";
    m[30] = t;
    m[36] = "0123456789abcdef"[(t >> 4) & 15];
    m[37] = "0123456789abcdef"[t & 15];
    raise_ValueError("%s) at index %s", str_new(m, 38), small_obj((int32_t)at));
}

/* The stack check comes before percent_body's frame. */
obj_t str_percent(obj_t fmt, obj_t values)
{
    stack_check();
    return percent_body(fmt, values, false);
}

/* bytes % values (PEP 461), as str's on a str of the format's bytes: %s and %b insert a
 * buffer's bytes, %r and %a are ascii(), %c takes a byte; the result holds the bytes made
 * (not always UTF-8: it is no str the program sees, obj_bytes.c turns it into bytes) */
obj_t bytes_percent(obj_t fmt, obj_t values)
{
    stack_check();
    return percent_body(fmt, values, true);
}

/* Where `%` takes its values from a mapping (%(key)s): CPython's PyMapping_Check, a type
 * with __getitem__ other than tuple and str. */
static bool is_mapping(obj_t v)
{
    unsigned t = type_index_of(type_of(v));
    return (t < 32 && ((1u << t) & (1u << T_LIST | 1u << T_RANGE | 1u << T_DICT | 1u << T_BYTES | 1u << T_BYTEARRAY)))
           || class_lookup(type_of(v), qstr_obj(Q___getitem__)) != OBJ_NULL;
}

/* The values `%` has not used yet: the tuple's items, else the right side itself, or after a
 * %(key) the key's value (CPython's args, arglen and argidx) */
typedef struct {
    const obj_t *vals;
    size_t n, used;
} pct_args_t;

static NOINLINE obj_t next_value(pct_args_t *a)
{
    if (a->used >= a->n)
        raise_TypeError("not enough arguments for format string");
    return a->vals[a->used++];
}

/* A width or precision at p[*j]: its digits, or the next value (an int) for a `*`;
 * INT32_MIN if neither. */
static NOINLINE int32_t percent_num(const char *p, size_t n, size_t *j, pct_args_t *a)
{
    int32_t x;
    if (*j < n && p[*j] == '*') {
        (*j)++;
        obj_t w = next_value(a);
        if (!int_check(w) || !int_to_i32(w, &x))
            raise_TypeError("* wants int");
        return x;
    }
    x = scan_digits(p, n, j);
    return x < 0 ? INT32_MIN : x;
}

static NOINLINE obj_t percent_body(obj_t fmt, obj_t values, bool bin)
{
    obj_t one = values;
    pct_args_t va = {&one, 1, 0};
    if (obj_is(values, T_TUPLE))
        va.vals = seq_items(values, &va.n);
    obj_t mapping = va.vals == &one && !str_check(values) && is_mapping(values) ? values : OBJ_NULL;
    obj_t parts = list_new(0, NULL);
    size_t i = 0, lit = 0;
    text_t s = text_of(fmt);
    while (i < s.n) {
        s = text_of(fmt);
        if (s.p[i] != '%') {
            i++;
            continue;
        }
        if (i > lit)
            list_append(parts, str_new(s.p + lit, i - lit));
        s = text_of(fmt);
        size_t j = i + 1;
        if (j < s.n && s.p[j] == '%') { /* only a bare %% (CPython: "%5%" wants a value) */
            i = j + 1;
            lit = j;
            continue;
        }
        if (j < s.n && s.p[j] == '(') { /* %(key): the key up to the balancing ')' */
            if (mapping == OBJ_NULL)
                raise_TypeError("format requires a mapping");
            size_t k0 = ++j;
            for (int open = 1; open > 0; j++) {
                if (j >= s.n)
                    raise_ValueError("incomplete format key");
                open += s.p[j] == '(' ? 1 : s.p[j] == ')' ? -1 : 0;
            }
            one = obj_subscr(mapping, bin ? bytes_new((const uint8_t *)s.p + k0, j - 1 - k0) : str_new(s.p + k0, j - 1 - k0));
            va = (pct_args_t){&one, 1, 0};
            s = text_of(fmt);
        }
        fmt_spec_t spec;
        fmt_spec_init(&spec);
        bool zero = false;
        while (j < s.n && (s.p[j] == '-' || s.p[j] == '+' || s.p[j] == ' ' || s.p[j] == '0' || s.p[j] == '#')) {
            if (s.p[j] == '-')
                spec.align = '<';
            else if (s.p[j] == '0')
                zero = true;
            else if (s.p[j] == '#')
                spec.alt = true;
            else if (spec.sign != '+')
                spec.sign = s.p[j];
            j++;
        }
        /* width (a negative * one: left-aligned), then .precision (none or negative: 0) */
        int32_t width = percent_num(s.p, s.n, &j, &va), prec = INT32_MIN;
        if (width < 0 && width != INT32_MIN) {
            spec.align = '<';
            width = -width;
        }
        spec.width = width < 0 ? -1 : width;
        if (j < s.n && s.p[j] == '.') {
            j++;
            prec = percent_num(s.p, s.n, &j, &va);
            prec = prec < 0 ? 0 : prec;
        }
        if (j >= s.n)
            raise_ValueError("incomplete format");
        char t = s.p[j];
        obj_t v = next_value(&va);
        unsigned conv = 0;
        if (bin && (t == 's' || t == 'b' || t == 'c')) { /* bytes' own: the value's bytes */
            size_t n;
            unsigned code;
            const uint8_t *p = array_data(v, &n, &code);
            uint8_t c;
            char pc[2] = {'%', t == 'c' ? 'c' : 'b'}; /* CPython names %s "%b" */
            if (t == 'c' && int_check(v)) {
                int32_t x;
                if (!int_to_i32(v, &x) || x < 0 || x > 255)
                    raise_msg(T_OverflowError, "%s arg not in range(256)", str_new(pc, 2));
                c = (uint8_t)x;
                p = &c, n = 1;
            }
            if (p == NULL || (t == 'c' && n != 1))
                raise_TypeError(t == 'c' ? "%s requires an integer in range(256) or a single byte"
                                         : "%s requires a bytes-like object, or an object that implements __bytes__, not '%t'",
                                str_new(pc, 2), v);
            v = str_new((const char *)p, n);
            t = 's';
        }
        if (t == 's' || t == 'r' || t == 'a') {
            conv = t == 's' ? 1 : t == 'r' && !bin ? 2 : 3; /* bytes' %r is %a */
            spec.align = spec.align ? spec.align : '>';
            spec.prec = prec == INT32_MIN ? -1 : prec;
            spec.sign = 0, spec.alt = false; /* no meaning for a str */
        } else if (t != 0 && strchr("diuxXocfFeEgG", t)) {
            bool d = t == 'd' || t == 'i' || t == 'u';
            if (d && float_check(v))
                v = float_to_int(float_value(v));
            char pt[2] = {'%', t};
            if (strchr("xXo", t) && !int_check(v))
                raise_TypeError("%s format: an integer is required, not %t", str_new(pt, 2), v);
            if (t == 'c' && !int_check(v) && !(str_check(v) && obj_len(v) == 1))
                raise_TypeError("%s requires int or char", str_new(pt, 2));
            if (t != 'c' && !int_check(v) && !float_check(v)) {
                if (d)
                    raise_TypeError("%s format: a real number is required, not %t", str_new(pt, 2), v);
                raise_TypeError("must be real number, not %t", v);
            }
            spec.type = d ? 'd' : t == 'c' && str_check(v) ? 's' : t; /* %c of a one-character str */
            if (t == 'c')
                spec.sign = 0, spec.alt = false, spec.align = spec.align ? spec.align : '>';
            else if (int_check(v) && spec.type != 'f' && spec.type != 'F' && strchr("eEgG", spec.type) == NULL)
                spec.min_digits = prec; /* an int's precision: at least so many digits */
            else
                spec.prec = prec == INT32_MIN ? -1 : prec;
            spec.zero = zero && spec.align != '<' && t != 'c';
        } else {
            raise_bad_conversion(t, j);
        }
        /* a bare %s or %r: str() or repr() itself, no spec (two frames less under a __repr__) */
        list_append(parts, (conv == 1 || conv == 2) && spec.width < 0 && spec.prec < 0 ? obj_to_str(v, conv == 2)
                                                                                : obj_format_spec(v, conv, &spec));
        i = j + 1;
        lit = i;
    }
    s = text_of(fmt);
    if (i > lit)
        list_append(parts, str_new(s.p + lit, i - lit));
    if (va.used < va.n && mapping == OBJ_NULL)
        raise_TypeError(bin ? "not all arguments converted during bytes formatting"
                            : "not all arguments converted during string formatting");
    size_t m;
    const obj_t *items = seq_items(parts, &m);
    return m == 0 ? qstr_obj(Q_empty) : str_join_n(m, items);
}
