/* obj.h — the object word and the object layouts. This is the only file that knows the
 * tag bits; everything else goes through the static inline helpers below.
 *
 *  31                                   3   2   1   0
 *  ┌──────────────────────────────────────────────┬───┐
 *  │ signed 31-bit integer                        │ 1 │  small int: value = word >> 1
 *  ├──────────────────────────────────────┬───┬───┼───┤
 *  │ qstr index (29 bits)                 │ 0 │ 1 │ 0 │  interned string
 *  ├──────────────────────────────────────┼───┼───┼───┤
 *  │ immediate code (29 bits)             │ 1 │ 1 │ 0 │  None=0 False=1 True=2 ...
 *  ├───┬──────────┬─────────────────────┬───┼───┼───┼───┤
 *  │ 1 │ globals  │ code offset / 2     │ 0 │ 1 │ 1 │ 0 │  a function that costs no heap
 *  ├───┴──────────┴─────────────────────┴───┴───┼───┼───┤
 *  │ address of an object, 4-aligned          │ 0 │ 0 │  heap, firmware ROM or image record
 *  └──────────────────────────────────────────┴───┴───┘
 *
 * The word 0 (all bits zero) is OBJ_NULL: "no value" (an unbound local, an absent
 * global); it is never a Python value. Word 0 of an object is a `const type_t *` into
 * the firmware's one type table, or, for a record of the image, the odd word
 * (kind << 1) | 1. A heap block whose word 0 is neither (a list's item vector, a frame)
 * is a plain vector of words: the collector scans it conservatively. */
#ifndef WISPY_OBJ_H
#define WISPY_OBJ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "config.h"
#include "opcodes.h"
#include "qstrs.h"

typedef uint32_t obj_t;

#define OBJ_NULL ((obj_t)0)
#define SMALL_MIN (-0x40000000L)
#define SMALL_MAX 0x3fffffffL

static inline bool obj_is_small(obj_t o) { return (o & 1u) != 0; }
static inline int32_t small_value(obj_t o) { return (int32_t)o >> 1; }
static inline obj_t small_obj(int32_t v) { return ((uint32_t)v << 1) | 1u; }
static inline bool small_fits(int32_t v) { return v >= SMALL_MIN && v <= SMALL_MAX; }

static inline bool obj_is_qstr(obj_t o) { return (o & 7u) == 2u; }
static inline uint32_t qstr_index(obj_t o) { return o >> 3; }
static inline obj_t qstr_obj(uint32_t q) { return (q << 3) | 2u; }

static inline obj_t imm_obj(uint32_t code) { return (code << 3) | 6u; }
static inline bool obj_is_imm(obj_t o) { return (o & 7u) == 6u; }
#define OBJ_NONE ((obj_t)((IMM_NONE << 3) | 6u))
#define OBJ_FALSE ((obj_t)((IMM_FALSE << 3) | 6u))
#define OBJ_TRUE ((obj_t)((IMM_TRUE << 3) | 6u))
#define OBJ_ELLIPSIS ((obj_t)((IMM_ELLIPSIS << 3) | 6u))
#define OBJ_NOTIMPL ((obj_t)((IMM_NOTIMPLEMENTED << 3) | 6u))
static inline obj_t bool_obj(bool b) { return b ? OBJ_TRUE : OBJ_FALSE; }
static inline bool obj_is_bool(obj_t o) { return o == OBJ_TRUE || o == OBJ_FALSE; }

/* A function made by MAKE_FUNCTION with no defaults, keyword-only defaults or closure needs
 * nothing but its code record and its module's globals, so it is an immediate (obj_fun.c):
 * bit 31, then the globals' index (10 bits: 0 is vm.globals, k the k-th of vm.fun_globals),
 * the code record's offset in vm.image / 2 (17 bits: images are at most 256 KB), and bit 3,
 * 0, kept for a second image. The collector never follows it (it is no heap address). */
#define SFUN_TAG 0x80000006u
#define SFUN_MAX_GLOBALS 0x3ffu
static inline bool obj_is_sfun(obj_t o) { return (o & 0x8000000fu) == SFUN_TAG; }
static inline obj_t sfun_obj(uint32_t globals, uint32_t offset) { return SFUN_TAG | globals << 21 | (offset >> 1) << 4; }
static inline uint32_t sfun_globals(obj_t o) { return o >> 21 & SFUN_MAX_GLOBALS; }
static inline uint32_t sfun_offset(obj_t o) { return (o >> 3) & 0x3fffeu; }

static inline bool obj_is_ptr(obj_t o) { return (o & 3u) == 0 && o != 0; }
static inline void *obj_ptr(obj_t o) { return (void *)(uintptr_t)o; }
static inline obj_t ptr_obj(const void *p) { return (obj_t)(uintptr_t)p; }

/* ---- types ------------------------------------------------------------------------ */

typedef struct type type_t;
/* A callable implemented in C: n positional args, then nkw (name qstr obj, value) pairs.
 * args[-1] is always the callable itself (for a type: the class being called). */
typedef obj_t (*native_fn)(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);

#define TYPE_LEAF 1u /* the object holds no object words: the marker skips its body */
#define TYPE_EXC 2u  /* an exception class: instances are exc_t */
#define TYPE_CLASS 4u /* a class made by a class statement: a class_t on the heap */
#define TYPE_NATIVE 8u /* a module's own type outside types[]: a native_type_t (module.h) */
#define TYPE_NEW 16u /* a user class with __new__ (its own or a base's): class_make calls it */
#define TYPE_PROPERTY 32u /* a user class whose namespace holds a property (or once held one) */

struct type {
    const type_t *type; /* &types[T_TYPE]: a type is an object too */
    uint16_t name;      /* qstr */
    uint8_t flags;      /* TYPE_* */
    uint8_t base;       /* index of the base class in types[], T_NO_BASE if none */
    native_fn make;     /* what calling the type does; NULL: not callable */
};

#define X_EXC_ENUM(name, base) T_##name,
enum type_index {
    T_TYPE, T_NONETYPE, T_BOOL, T_INT, T_STR, T_TUPLE, T_LIST, T_RANGE, T_RANGE_ITER,
    T_SEQ_ITER, T_FUNCTION, T_BUILTIN, T_DICT, T_OBJECT, T_CODE, T_ELLIPSIS, T_NOTIMPL,
    T_FLOAT, T_SET, T_FROZENSET, T_BYTES, T_BYTEARRAY, T_MODULE, T_DICT_VIEW, T_DICT_ITER, T_DEQUE,
    T_BOUND_METHOD, T_STATICMETHOD, T_CLASSMETHOD, T_PROPERTY, T_SUPER, T_SLICE, T_GENERATOR,
    T_ENUMERATE, T_ZIP, T_MAP, T_FILTER, T_REVERSED,
    BUILTIN_EXCEPTIONS(X_EXC_ENUM)
    T_COUNT,
    T_NO_BASE = 0xff
};
extern const type_t types[T_COUNT];

static inline obj_t type_obj(unsigned t) { return ptr_obj(&types[t]); }
static inline bool word_is_type(uint32_t w)
{
    return w - (uint32_t)(uintptr_t)types < sizeof(types);
}

/* The type of any object word. */
const type_t *type_of(obj_t o);
static inline bool obj_has_type(obj_t o, unsigned t) { return type_of(o) == &types[t]; }
/* The fast test for a heap or ROM object of exactly type t (no call where it is inlined).
 * C99 inline, not static: where the compiler calls it instead, it calls obj.c's one copy
 * (gcc kept a copy in each of 7 files), so the body uses no static helper. vm.c and
 * args.c keep the static one (OBJ_IS_STATIC), as before: with the other, gcc allocated
 * run_loop's registers otherwise (the loop benchmark: 3 % more instructions) and called
 * it from builtin_check (dicts: 1.6 % more). */
#ifdef OBJ_IS_STATIC
static inline bool obj_is(obj_t o, unsigned t)
{
    return obj_is_ptr(o) && *(const uint32_t *)obj_ptr(o) == (uint32_t)(uintptr_t)&types[t];
}
#else
inline bool obj_is(obj_t o, unsigned t)
{
    return (o & 3u) == 0 && o != 0 && *(const uint32_t *)(uintptr_t)o == (uint32_t)(uintptr_t)&types[t];
}
#endif
/* t's index in types[]. GCC divides the pointer difference by sizeof(type_t) (12) with a
 * multiplication; clang's Thumb-1 code calls __aeabi_idiv (about 100 instructions with
 * rt.c's), so with clang: the byte offset, a multiple of 2**k * odd m, shifted right by k and
 * multiplied by m's inverse modulo 2**32 (exact for a multiple; each Newton step doubles the
 * inverse's correct bits, from the 3 of m itself). */
#if defined(__clang__)
#define TYPE_SIZE_ODD ((uint32_t)(sizeof(type_t) / (sizeof(type_t) & -sizeof(type_t))))
#define INV_STEP(x) ((x) * (2u - TYPE_SIZE_ODD * (x)))
static inline unsigned type_index_of(const type_t *t)
{
    uint32_t offset = (uint32_t)((uintptr_t)t - (uintptr_t)types);
    return (offset / (uint32_t)(sizeof(type_t) & -sizeof(type_t))) * INV_STEP(INV_STEP(INV_STEP(INV_STEP(TYPE_SIZE_ODD))));
}
#undef INV_STEP
#undef TYPE_SIZE_ODD
#else
static inline unsigned type_index_of(const type_t *t) { return (unsigned)(t - types); }
#endif

/* ---- object layouts (byte sizes in docs/object-model.md) -------------------------- */

/* A big int: heap (word 0 = &types[T_INT]) or image record (word 0 = (2 << 1) | 1).
 * 16-bit digits, least significant first, no leading zero digit. */
typedef struct bigint {
    uint32_t head;
    int16_t size;   /* digits; negative for a negative number */
    uint16_t alloc; /* digits allocated; 0 for a record in flash */
    uint16_t d[];
} bigint_t;
_Static_assert(IMAGE_RECORD_BIGINT_SIZE == offsetof(bigint_t, d), "a big int's record is its object (image.records)");

/* A string made at run time: 6 bytes of header, no terminator, no hash. */
typedef struct rstr {
    const type_t *type;
    uint16_t len;
    char data[];
} rstr_t;

/* A tuple: its items inline. */
typedef struct tuple {
    const type_t *type;
    uint32_t len;
    obj_t items[];
} tuple_t;

/* A list: the header and a separate item vector that grows by half again.
 * vec[0] is the length as a small int (so the vector is never mistaken for a typed
 * object), vec[1..] the items; the capacity is the vector's block size. */
typedef struct list {
    const type_t *type;
    obj_t *vec;
} list_t;

/* Word 0 is a word, not a `const type_t *`, so that the layout is the same on a 64-bit host
 * (whose objects and images are mapped below 4 GB) and could be an image record's. */
typedef struct range {
    uint32_t head; /* &types[T_RANGE] */
    obj_t start, stop, step; /* small ints */
} range_t;

/* An iterator over a range (cur/stop/step small ints) or over a sequence (seq, index). */
typedef struct iter {
    const type_t *type;
    obj_t a, b, c;
} iter_t;

/* A dict, for now only as a namespace keyed by qstr: vec[0] count (small int), then
 * (key, value) pairs. */
typedef struct dict {
    const type_t *type;
    obj_t *vec;
} dict_t;

/* A code record in the image (docs/image-format.md), read in place: its fixed part code_t
 * and the CODE_FLAG_* / CODE_EXTRA_* bits are generated from the definitions (opcodes.h).
 * It is 2-aligned and not an object: it is reached through image_code() and function
 * objects. After the bytecode a trailer of LEB128 fields says where the line table, the
 * local names and the exception table lie; code_decode() reads it into a code_info_t. */
typedef struct code_info {
    const uint8_t *lines;    /* the line table, lines_len bytes */
    const uint8_t *names;    /* n_locals qstrs, u8 when names_u8 else u16 (2-aligned); NULL: none */
    const uint8_t *handlers; /* n_handlers entries, 4 u8 when handlers_u8 else a code_handler_t */
    const uint8_t *end;      /* just past the record */
#define X_TRAILER_FIELD(name, when) uint32_t name;
    CODE_TRAILER(X_TRAILER_FIELD) /* first_line, lines_len, file...: the trailer's fields, 0 when absent */
    uint8_t extra; /* the trailer's CODE_EXTRA_* bits (CODE_EXTRA_FILE: file is the record's own) */
    bool names_u8, handlers_u8;
} code_info_t;
/* The exception table: n_handlers entries at the next even offset after the local names
 * (or the line table): u16 start, end (exclusive), handler offsets, u16 stack depth. The
 * ranges never overlap (each instruction has one innermost handler); with
 * CODE_EXTRA_HANDLERS_U8, four u8 (exc_handler_at reads both). */

/* A Python function: a code record and the globals it runs in; the optional parts are
 * OBJ_NULL when absent: defaults (a tuple for the last positional parameters), kwdefaults
 * (a tuple name, value, name, value... for keyword-only parameters) and closure (a tuple
 * of cells, copied into the last local slots at each call). */
typedef struct function {
    const type_t *type;
    const code_t *code;
    dict_t *globals;
    obj_t defaults, kwdefaults, closure;
} function_t;

/* A closure cell: a two-word heap vector {CELL_MARK, value} (value OBJ_NULL: empty). It is
 * never a Python value, only a local slot's content or an item of a closure tuple; its odd
 * word 0 makes the collector scan it as a plain vector. */
#define CELL_MARK 0xffffffffu

/* A function implemented in C, in ROM. `spec` (in what was padding) indexes the argument
 * specs generated from firmware/defs/builtins.toml: every call of a built-in with a spec goes
 * through the one shared check of its self and arguments first (args.c); 0: the function
 * checks its own. `name` is a qstr, or 0 for a module's function (named by its module). */
typedef struct builtin {
    const type_t *type;
    uint16_t name;
    uint16_t spec;
    native_fn fn;
} builtin_t;

/* An exception instance. The message is formatted only when it is shown: `fmt` is a
 * ROM format (see str_format) applied to a and b; fmt NULL means "the argument a is the
 * message" (a == OBJ_NULL: no message). `frame` is the innermost frame of the traceback;
 * the chain of callers from there is the traceback, kept alive by this reference. */
struct frame;
typedef struct exc {
    const type_t *type;
    const char *fmt;
    obj_t a, b;
    struct frame *frame;
    uint16_t n;  /* a C number for the format (%o %c %u: which operator); fmt NULL: the
                  * number of arguments (a is the tuple of them when there are several) */
    uint16_t ip; /* the offset in `frame` where it was raised (the frame may run on) */
    struct frame *top;   /* the frame whose handler caught it last, or NULL: the traceback ends
                          * there, as CPython's, unless re-raised since (top_open) */
    uint16_t top_ip;     /* the offset in `top` where it was caught (top runs on in the handler) */
    uint16_t top_open;   /* re-raised after the catch: the traceback goes on outwards */
    obj_t cause;   /* OBJ_NULL: no `from`; OBJ_NONE: `from None`; else __cause__ */
    obj_t context; /* the exception being handled when this one was raised, or OBJ_NULL */
} exc_t;


/* A class made by a `class` statement (obj_class.c): a type_t header (so that type_of()
 * of an instance, its name and flags work as for built-in types; `base` is the nearest
 * built-in base, T_OBJECT or an exception) followed by what only user classes have.
 * 28 bytes, one 32-byte block. */
typedef struct class_ {
    type_t t;
    obj_t bases; /* a tuple of classes */
    obj_t mro;   /* a tuple: the class itself first, then C3's linearisation */
    obj_t slots; /* a tuple of the attribute names an instance keeps inline (qstrs) */
    dict_t *dict;
} class_t;

/* An instance of a class_t: word 0 is the class (a heap pointer, not a type-table entry,
 * so the collector scans the block as plain words); an exception class's instances are
 * an exc_t first. Then `extra`, a dict of the attributes outside the layout (NULL until
 * one is set), then one word per name of the class's `slots` (OBJ_NULL: not set).
 * Two attributes: 4 + 4 + 8 = 16 bytes. */
typedef struct instance {
    const class_t *cls;
    dict_t *extra;
    obj_t slots[];
} instance_t;

/* method (a function and its self), staticmethod, classmethod: {type, a, b} */
typedef struct bound {
    const type_t *type;
    obj_t fn, self;
} bound_t;

/* property: getter, setter, deleter (OBJ_NONE when absent) */
typedef struct property {
    const type_t *type;
    obj_t fget, fset, fdel;
} property_t;

#endif
