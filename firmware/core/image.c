/* image.c — the image in the script region: verified before a byte of it runs, then
 * read in place (string table, constant table, code records). docs/image-format.md. */
#define QSTR_DEFINE_TABLE /* this file holds the text of the builtin qstrs */
#include <string.h>

#include "image.h"
#include "obj_str.h"
#include "port.h"
#include "protocol.h"
#include "runtime.h"
#include "vm.h"

static uint32_t rd16(const uint8_t *p) { return (uint32_t)p[0] | ((uint32_t)p[1] << 8); }
static uint32_t rd32(const uint8_t *p) { return rd16(p) | (rd16(p + 2) << 16); }

/* CRC-32 (IEEE 802.3, reflected, as zlib.crc32): protocol.c's, which checks frames too. */
static uint32_t crc32(const uint8_t *p, size_t n) { return crc32_update(0, p, n); }

/* "image refused: " and the message fmt, a line of its own on the console's error
 * stream: in fmt, %d writes the next of arg[] in decimal, %x in hex, %q the qstr's text,
 * %s the message text it points to. Returns false, the verifier's answer. */
static bool refuse_v(const char *fmt, const uintptr_t *arg)
{
    sink_t con = {NULL, 0, true, NULL, 0};
    wispy_console_stream = 1;
    sink_str(&con, "image refused: ");
    for (;;) {
        const char *q = strchr(fmt, '%');
        sink_text(&con, fmt, q != NULL ? (size_t)(q - fmt) : strlen(fmt));
        if (q == NULL)
            break;
        if (q[1] == 'd')
            sink_int(&con, (int32_t)*arg++);
        else if (q[1] == 'x')
            sink_hex(&con, (uint32_t)*arg++);
        else if (q[1] == 'q') { /* a name: an image string has no 0 byte after it */
            size_t n;
            const char *name = qstr_data((uint32_t)*arg++, &n);
            sink_write(&con, name, n);
        } else
            sink_str(&con, (const char *)*arg++);
        fmt = q + 2;
    }
    port_write("\n", 1);
    wispy_console_stream = 0;
    return false;
}

static bool refuse(const char *fmt, uintptr_t a, uintptr_t b, uintptr_t c)
{
    const uintptr_t arg[3] = {a, b, c};
    return refuse_v(fmt, arg);
}

static bool refuse_hex(const char *what, const char *found, uint32_t expected, uint32_t got)
{
    const uintptr_t arg[4] = {(uintptr_t)what, expected, (uintptr_t)found, got};
    return refuse_v("%s: expected %x%s%x", arg);
}

static bool refuse_bounds(const char *what, uint32_t index, uint32_t at, uint32_t length)
{
    const uintptr_t arg[4] = {(uintptr_t)what, index, at, length};
    return refuse_v("offset out of bounds: %s %d at %d, image length %d", arg);
}

/* End i of a string table: u8 ends (flags short_ends) or u16 (docs/image-format.md). */
static uint32_t string_end(const uint8_t *table, uint32_t i, uint32_t flags)
{
    return (flags & IMAGE_FLAG_SHORT_ENDS) ? table[i] : rd16(table + 2 * i);
}

/* Entry i of the constant table (a record offset / 2): u8 (flags short_consts) or u16. */
static uint32_t const_entry(const uint8_t *table, uint32_t i, uint32_t flags)
{
    return (flags & IMAGE_FLAG_SHORT_CONSTS) ? table[i] : rd16(table + 2 * i);
}

/* What is wrong with a big int record of at most `room` bytes (NULL: nothing). The int code
 * relies on each of these (docs/image-format.md, bigint): a size in digits that fits, no
 * leading zero digit, alloc 0 (flash is never grown) and a value outside the small ints
 * (whose ints are never big ints: == and hash compare the words). */
static const char *bigint_record_fault(const uint8_t *rec, uint32_t room)
{
    const bigint_t *b = (const bigint_t *)rec;
    uint32_t n = (uint32_t)(b->size < 0 ? -b->size : b->size);
    if (b->alloc != 0)
        return MSG("alloc 0 (a record in flash), found another");
    if (n < 2 || IMAGE_RECORD_BIGINT_SIZE + 2u * n > room)
        return MSG("2 or more digits inside the image, found fewer or too many");
    if (b->d[n - 1] == 0)
        return MSG("no leading zero digit, found one");
    uint32_t mag = b->d[0] | ((uint32_t)b->d[1] << 16);
    if (n == 2 && (b->size < 0 ? mag <= 0x40000000u : mag <= 0x3fffffffu))
        return MSG("a value outside the 31-bit small ints, found one inside");
    return NULL;
}

/* The checks of docs/image-format.md before a byte runs, up to the bytecode: the header,
 * the string table, the constant table and each record's bounds. On success *const_off is
 * where the constant table starts. */
static bool verify_tables(const uint8_t *img, size_t region, uint32_t *const_off_out)
{
    if (region < 4 || rd32(img) == 0xffffffffu) {
        return refuse("no image in the script region (found erased flash 0xffffffff where magic '" IMAGE_MAGIC
                      "' belongs)", 0, 0, 0);
    }
    if (memcmp(img, IMAGE_MAGIC, sizeof IMAGE_MAGIC - 1) != 0)
        return refuse_hex("magic", " ('" IMAGE_MAGIC "'), found ", rd16((const uint8_t *)IMAGE_MAGIC), rd16(img));
    if (region < IMAGE_HEADER_SIZE) {
        return refuse("the script region is smaller than an image header", 0, 0, 0);
    }
    const image_header_t *h = (const image_header_t *)img;
    if (h->version != IMAGE_VERSION) {
        return refuse("format version: expected %d, found %d", IMAGE_VERSION, h->version, 0);
    }
    uint32_t length = 4u * h->length; /* the header counts 4-byte words */
    if (length < IMAGE_HEADER_SIZE || length > region) {
        return refuse("length: expected %d to %d bytes (the script region), found %d", IMAGE_HEADER_SIZE, region,
                      length);
    }
    uint32_t crc = crc32(img + IMAGE_CRC_START, length - IMAGE_CRC_START);
    if (crc != h->crc32)
        return refuse_hex("checksum", ", computed ", h->crc32, crc);
    if (h->abi != IMAGE_ABI_HASH)
        return refuse_hex("ABI hash of the definitions", " (this firmware), found ", IMAGE_ABI_HASH, h->abi);

    /* the string table follows the header: n_qstr ends (offsets from the table's start),
     * then the texts back to back, string i from where i - 1 ends (string 0: after the ends);
     * the constant table (u16 record offsets / 2, or u8 with IMAGE_FLAG_SHORT_CONSTS) follows
     * at the next even offset
     * (docs/image-format.md) */
    const uint32_t qstr_off = IMAGE_HEADER_SIZE;
    const uint32_t width = (h->flags & IMAGE_FLAG_SHORT_ENDS) ? 1u : 2u;
    if (width * h->n_qstr > length - qstr_off)
        return refuse_bounds("string table", 0, qstr_off, length);
    const uint8_t *qt = img + qstr_off;
    uint32_t at = width * h->n_qstr;
    for (uint32_t i = 0; i < h->n_qstr; i++) {
        uint32_t stop = string_end(qt, i, h->flags);
        if (stop < at) {
            return refuse("string %d: expected an end >= %d (where it starts), found %d", i, at, stop);
        }
        if (stop > length - qstr_off)
            return refuse_bounds("string", i, qstr_off + stop, length);
        at = stop;
    }
    const uint32_t const_off = (qstr_off + at + 1u) & ~1u;
    if (const_off > length || ((h->flags & IMAGE_FLAG_SHORT_CONSTS) ? 1u : 2u) * h->n_const > length - const_off)
        return refuse_bounds("constant table", 0, const_off, length);
    /* entries are record offsets / 2: a code record is 2-aligned, its first byte (flags) even;
     * an object record (big int, float, bytes) is 4-aligned and begins with its odd tag word */
    uint32_t first_code = length, first_file = length;
    for (uint32_t i = 0; i < h->n_const; i++) {
        uint32_t off = 2u * const_entry(img + const_off, i, h->flags), size;
        if (off < IMAGE_HEADER_SIZE || off > length - 8)
            return refuse_bounds("constant", i, off, length);
        const uint8_t *rec = img + off;
        if (!(rec[0] & 1u)) {
            code_info_t info;
            if (!code_decode((const code_t *)rec, img + length, &info))
                return refuse_bounds("code record", i, off, length);
            first_code = off < first_code ? off : first_code;
            if ((info.extra & CODE_EXTRA_FILE) && off < first_file)
                first_file = off;
            continue;
        }
        if (off & 3u) {
            return refuse("constant %d: expected an object record at a multiple of 4, found offset %d", i, off, 0);
        }
        uint32_t head = rd32(rec);
        if (head == ((CONST_BIGINT << 1) | 1u)) {
            const char *bad = bigint_record_fault(rec, length - off);
            if (bad != NULL)
                return refuse("constant %d, a big int: expected %s", i, (uintptr_t)bad, 0);
        }
        switch (head) { /* the record's size from its shape (wispy.toml image.records) */
#define X_RECORD_SIZE(kind, fixed, count_at, is_signed, item)                                          \
    case (CONST_##kind << 1) | 1u: {                                                               \
        int32_t count = is_signed ? (int16_t)rd16(rec + count_at) : (int32_t)rd16(rec + count_at); \
        size = fixed + item * (uint32_t)(count < 0 ? -count : count);                              \
        break;                                                                                     \
    }
            IMAGE_RECORDS(X_RECORD_SIZE)
        default:
            return refuse_hex("constant kind", " (a big int's tag; a code record's first byte is even), found ",
                              (CONST_BIGINT << 1) | 1u, head);
        }
        if (size > length - off)
            return refuse_bounds("constant", i, off, length);
    }
    if (first_code < first_file) { /* every code record takes its file from one before it */
        return refuse("code record at %d: expected the file's name (the first code record has it), found none",
                      first_code, 0, 0);
    }
    if (h->n_const == 0) {
        return refuse("constant table: expected constant 0, the main module's code, found no constant", 0, 0, 0);
    }
    uint32_t main_flags = img[2u * const_entry(img + const_off, 0, h->flags)];
    if (main_flags & 1u) {
        return refuse("constant 0, the main module's code: expected a code record (an even first byte), found %x",
                      main_flags, 0, 0);
    }

    *const_off_out = const_off;
    return true;
}

/* The verifier (vm.c) over every code record of an image whose tables are in place (the
 * program's in vm, or the library's). */
static bool verify_code(const uint8_t *img)
{
    const code_t *from = (const code_t *)img; /* any address in the image: its tables */
    for (uint32_t i = 0; i < image_n_const(from); i++) {
        if (!image_is_code(from, i))
            continue;
        const code_t *c = image_code(from, i);
        uint32_t where = 0;
        const char *why = vm_verify_code(c, &where);
        if (why != NULL)
            return refuse("bytecode of '%q' at offset %d: %s", c->name, where, (uintptr_t)why);
    }
    return true;
}

bool image_verify(const uint8_t *img, size_t region)
{
    uint32_t const_off = 0;
    if (!verify_tables(img, region, &const_off))
        return false;
    const image_header_t *h = (const image_header_t *)img;
    vm.image = img;
    vm.qstr_table = img + IMAGE_HEADER_SIZE;
    vm.const_table = img + const_off;
    vm.n_qstr = h->n_qstr;
    vm.n_const = h->n_const;
    if (verify_code(img))
        return true;
    vm.image = NULL;
    vm.n_qstr = vm.n_const = 0;
    return false;
}

/* ---- the frozen library (lib_image.c, generated by wispy.library from firmware/lib) ----
 *
 * A second image, in the firmware's flash, that the VM runs in place beside the program's.
 * Its strings are all builtin qstrs (n_qstr is 0: the build refuses anything else), so a
 * qstr means the same in either image; what differs is the constant table, which
 * LOAD_CONST, MAKE_FUNCTION and the verifier read through the code record that runs: a
 * code record inside library_words is the library's (image_in_library, two compares), any
 * other the program's. Frames and function objects therefore need no field for it.
 * The host VM (build_host_vm: WISPY_VERIFY_LIBRARY) verifies it as a program's image is
 * (the same checks, the CRC included) on the first import of one of its modules, and a
 * library that fails (a firmware bug) refuses like a bad image, then raises ImportError.
 * The board does not: the library is part of the firmware, built with it from the same
 * bytes the host VM verifies (tests/build/test_library.py: linked byte for byte), and its
 * verification cost the first import of a board's boot ~2 M instructions (0.13 s) once the
 * library had grown to 6 KB (issue 16's os.py, compass.py). */
#ifndef WISPY_VERIFY_LIBRARY
#define WISPY_VERIFY_LIBRARY 0
#endif

#define LIBRARY ((const uint8_t *)library_words)
#define LIBRARY_HEADER ((const image_header_t *)library_words)
#if WISPY_VERIFY_LIBRARY
static uint8_t library_state; /* 0 unchecked, 1 verified, 2 refused */
#endif

bool image_in_library(const void *p)
{
    return (uintptr_t)p - (uintptr_t)LIBRARY < 4u * LIBRARY_HEADER->length;
}

const code_t *library_module_code(uint32_t q)
{
    uint32_t k = 0;
    while (k < library_n_modules && library_modules[k].name != q)
        k++;
    if (k == library_n_modules)
        return NULL;
#if WISPY_VERIFY_LIBRARY
    if (library_state == 0) {
        uint32_t const_off;
        library_state = verify_tables(LIBRARY, 4u * LIBRARY_HEADER->length, &const_off) &&
                                const_off == IMAGE_HEADER_SIZE && verify_code(LIBRARY)
                            ? 1
                            : 2;
    }
    if (library_state != 1)
        raise_msg(T_ImportError, "the firmware's library is damaged");
#endif
    return image_code((const code_t *)LIBRARY, library_modules[k].code);
}

obj_t image_typed(obj_t o, unsigned t)
{
    if (!obj_is(o, t))
        raise_msg_n(T_RuntimeError, "bad image: its code needs a '%y' object here", 0, 0, t);
    return o;
}

void image_kw_names(const obj_t *kw, size_t nkw)
{
    for (size_t i = 0; i < nkw; i++)
        if (!str_check(kw[2 * i]))
            raise_msg_n(T_RuntimeError, "bad image: its code needs a '%y' object here", 0, 0, T_STR);
}

/* The str QSTR_RUNTIME stands for (name_qstr): alive while the lookup that set it runs,
 * since its caller holds it; not a GC root, and stale once that lookup has returned. */
static obj_t runtime_name;

uint32_t name_qstr(obj_t name)
{
    if (obj_is_qstr(name))
        return qstr_index(name);
    runtime_name = name;
    return QSTR_RUNTIME;
}

const char *qstr_data(uint32_t q, size_t *len)
{
    uint32_t k = q < QSTR_BUILTIN_COUNT ? q : q - QSTR_MORE_FIRST + QSTR_BUILTIN_COUNT;
    if (q < QSTR_BUILTIN_COUNT || q - QSTR_MORE_FIRST < QSTR_MORE_COUNT) { /* unsigned: also q >= QSTR_MORE_FIRST */
        const uint8_t *h = qstr_text + qstr_text_at[k / QSTR_TEXT_MARK_EVERY];
        for (k %= QSTR_TEXT_MARK_EVERY; k > 0; k--) /* to text k's head (qstrs.h) */
            h += *h < QSTR_TEXT_REF ? *h + 1u : *h == QSTR_TEXT_LONG ? 3u + (h[1] | h[2] << 8) : 3u;
        if (*h < QSTR_TEXT_REF) {
            *len = *h;
            return (const char *)h + 1;
        }
        uint32_t u16 = h[1] | h[2] << 8; /* a long text's length, or where a reference's bytes are */
        if (*h == QSTR_TEXT_LONG) {
            *len = u16;
            return (const char *)h + 3;
        }
        *len = *h - QSTR_TEXT_REF;
        return (const char *)qstr_text + u16;
    }
    if (q == QSTR_RUNTIME)
        return str_data(runtime_name, len);
    q -= QSTR_BUILTIN_COUNT;
    if (q >= vm.n_qstr) {
        *len = 1;
        return "?";
    }
    /* string q spans [end of q - 1, end of q) from the table's start; string 0 starts after
     * the ends; no 0 byte follows a text (image_verify checked the ends are in order) */
    const uint8_t *t = vm.qstr_table;
    uint32_t flags = ((const image_header_t *)vm.image)->flags;
    uint32_t start = q == 0 ? ((flags & IMAGE_FLAG_SHORT_ENDS) ? 1u : 2u) * vm.n_qstr : string_end(t, q - 1, flags);
    *len = string_end(t, q, flags) - start;
    return (const char *)t + start;
}

uint32_t image_n_const(const code_t *from)
{
    return image_in_library(from) ? LIBRARY_HEADER->n_const : vm.n_const;
}

uint32_t image_n_qstr(const code_t *from)
{
    return image_in_library(from) ? 0u : vm.n_qstr;
}

/* Constant i's record in the image of from: the constant table holds record offsets / 2
 * (image_verify); the library's follows its header (it has no strings). */
static const uint8_t *image_record(const code_t *from, uint32_t i)
{
    const uint8_t *img = vm.image, *table = vm.const_table;
    uint32_t n = vm.n_const;
    if (image_in_library(from)) /* once: LOAD_CONST and MAKE_FUNCTION come here */
        img = LIBRARY, table = LIBRARY + IMAGE_HEADER_SIZE, n = LIBRARY_HEADER->n_const;
    if (i >= n)
        raise_msg(T_RuntimeError, "bad constant index %s in the image", small_obj((int32_t)i));
    return img + 2u * const_entry(table, i, ((const image_header_t *)img)->flags);
}

obj_t image_const(const code_t *from, uint32_t i)
{
    return ptr_obj(image_record(from, i)); /* the verifier lets LOAD_CONST load no code record */
}

bool image_is_code(const code_t *from, uint32_t i)
{
    return i < image_n_const(from) && !(image_record(from, i)[0] & 1u);
}

const code_t *image_code(const code_t *from, uint32_t i)
{
    const uint8_t *rec = image_record(from, i);
    if (rec[0] & 1u)
        raise_msg(T_RuntimeError, "constant %s is not code", small_obj((int32_t)i));
    return (const code_t *)rec;
}
