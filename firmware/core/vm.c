/* vm.c — the bytecode interpreter. Python calls never recurse on the C stack: frames are
 * heap objects linked to their caller, and one loop switches between them on call and
 * return. C code that calls back into Python goes through vm_call (a guarded nested run). */
#define OBJ_IS_STATIC /* obj.h: this file keeps its own obj_is (run_loop's registers) */
#include <string.h>

#include "args.h"
#include "gc.h"
#include "image.h"
#include "mod_builtins.h"
#include "module.h"
#include "obj_class.h"
#include "obj_dict.h"
#include "obj_exc.h"
#include "obj_fun.h"
#include "obj_gen.h"
#include "obj_int.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_set.h"
#include "obj_str.h"
#include "port.h"
#include "port_io.h"
#include "runtime.h"
#include "vm.h"

state_t vm;

/* Nested runs of the loop (vm_call, vm_resume from C) cost C stack (310-570 B each on
 * the chip): each begins with stack_check() (vm_resume's in its caller, obj_gen.c's
 * resume), which raises RecursionError when less than WISPY_C_STACK_MARGIN is left; a
 * __repr__ run by formatting is deferred instead when the stack is low (deferred calls). */
static bool gen_yielded; /* the last run ended at a YIELD_VALUE, not a return */

/* ---- operand decoding ---- */

static ALWAYS_INLINE uint32_t read_uint(const uint8_t **pp)
{
    const uint8_t *p = *pp;
    uint32_t v = *p & 0x7fu;
    unsigned shift = 7;
    while (*p++ & 0x80u) {
        v |= (uint32_t)(*p & 0x7fu) << shift;
        shift += 7;
    }
    *pp = p;
    return v;
}

static ALWAYS_INLINE int32_t read_sint(const uint8_t **pp)
{
    const uint8_t *p = *pp;
    uint32_t v = 0;
    unsigned shift = 0;
    uint8_t b;
    do {
        b = *p++;
        v |= (uint32_t)(b & 0x7fu) << shift;
        shift += 7;
    } while (b & 0x80u);
    if (shift < 32 && (b & 0x40u))
        v |= ~0u << shift;
    *pp = p;
    return (int32_t)v;
}

static ALWAYS_INLINE int32_t read_jump(const uint8_t **pp)
{
    const uint8_t *p = *pp;
    *pp = p + 2;
    return (int16_t)(uint16_t)(p[0] | (p[1] << 8));
}

/* ---- code records ---- */

/* Move *p on by n bytes if they lie before end (no end: a verified image). */
static bool skip(const uint8_t **p, const uint8_t *end, uint32_t n)
{
    if (end != NULL && n > (uint32_t)(end - *p))
        return false;
    *p += n;
    return true;
}

bool code_decode(const code_t *c, const uint8_t *end, code_info_t *info)
{
    /* the trailer: [extra byte], then CODE_TRAILER's fields (first_line, lines_len, [file]...:
     * wispy.toml image.code_trailer), each an unsigned LEB128; then the line table, the local
     * names (u16 at an even address unless CODE_FLAG_NAMES_U8) and the exception table (likewise) */
    const uint8_t *p = c->bytecode;
    memset(info, 0, sizeof *info);
    unsigned extra = 0;
    if (!skip(&p, end, c->code_len))
        return false;
    if (c->flags & CODE_FLAG_EXTRA) {
        if (end != NULL && p >= end)
            return false;
        extra = info->extra = *p++;
    }
#define X_TRAILER_AT(name, when) &info->name,
    uint32_t *field[] = {CODE_TRAILER(X_TRAILER_AT)};
    /* bit k: field k is present (constant `when`s: the same tests as written out by hand) */
#define X_TRAILER_INDEX(name, when) TRAILER_##name,
    enum { CODE_TRAILER(X_TRAILER_INDEX) TRAILER_COUNT };
    unsigned bits = extra | (unsigned)c->flags << 8;
#define X_TRAILER_PRESENT(name, when) | ((when) == 0 || (bits & (when)) ? 1u << TRAILER_##name : 0u)
    unsigned present = 0 CODE_TRAILER(X_TRAILER_PRESENT);
    for (unsigned k = 0; k < TRAILER_COUNT; k++) {
        if (!(present & (1u << k)))
            continue;
        uint32_t v = 0;
        for (unsigned shift = 0;; shift += 7) {
            if ((end != NULL && p >= end) || shift > 28)
                return false;
            uint8_t b = *p++;
            v |= (uint32_t)(b & 0x7f) << shift;
            if (!(b & 0x80))
                break;
        }
        *field[k] = v;
    }
    info->lines = p;
    if (!skip(&p, end, info->lines_len))
        return false;
    if (c->flags & CODE_FLAG_LOCAL_NAMES) {
        info->names_u8 = (c->flags & CODE_FLAG_NAMES_U8) != 0;
        if (!info->names_u8 && !skip(&p, end, (uintptr_t)p & 1u))
            return false;
        info->names = p;
        if (!skip(&p, end, (info->names_u8 ? 1u : 2u) * c->n_locals))
            return false;
    }
    if (info->n_handlers != 0) {
        info->handlers_u8 = (extra & CODE_EXTRA_HANDLERS_U8) != 0;
        if (!info->handlers_u8 && !skip(&p, end, (uintptr_t)p & 1u))
            return false;
        info->handlers = p;
        if (info->n_handlers > 0xffffu || !skip(&p, end, (info->handlers_u8 ? 4u : 8u) * info->n_handlers))
            return false;
    }
    info->end = p;
    return true;
}

int vm_line_of(const code_t *code, uint32_t offset)
{
    /* entries (docs/image-format.md): 0b0LLOOOOO (offset + O, line + L + 1) or
     * 0b1OOOOOOO, i8 (offset + O, line + the i8) */
    code_info_t info;
    code_decode(code, NULL, &info);
    const uint8_t *t = info.lines, *end = t + info.lines_len;
    uint32_t at = 0;
    int line = (int)info.first_line;
    while (t < end) {
        uint8_t b = *t++;
        int step = (b >> 5) + 1;
        if (b & 0x80) {
            b &= 0x7f;
            step = t < end ? (int8_t)*t++ : 0;
        } else {
            b &= 0x1f;
        }
        at += b;
        if (at > offset)
            break;
        line += step;
    }
    return line;
}

uint32_t code_local_name(const code_t *c, const code_info_t *info, uint32_t i)
{
    if (info->names == NULL || i >= c->n_locals)
        return Q_empty;
    if (info->names_u8)
        return info->names[i];
    return ((const uint16_t *)info->names)[i]; /* 2-aligned (code_decode) */
}

uint32_t vm_local_name(const code_t *code, uint32_t i)
{
    code_info_t info;
    code_decode(code, NULL, &info);
    return code_local_name(code, &info, i);
}

uint32_t code_n_kwonly(const code_t *c)
{
    if (!(code_extra(c) & CODE_EXTRA_KWONLY))
        return 0;
    code_info_t info;
    code_decode(c, NULL, &info);
    return info.n_kwonly;
}

uint32_t code_owner(const code_t *c)
{
    if (!(c->flags & CODE_FLAG_OWNER))
        return 0;
    code_info_t info;
    code_decode(c, NULL, &info);
    return info.owner;
}

uint32_t code_file(const code_t *c)
{
    /* image_verify checked that the first code record names a file */
    const code_t *best = NULL;
    uint32_t file = Q_empty;
    for (uint32_t i = 0; i < image_n_const(c); i++) { /* c's image: the program's or the library's */
        if (!image_is_code(c, i))
            continue;
        const code_t *k = image_code(c, i);
        code_info_t info;
        if (k > c || (best != NULL && k < best) || !(code_extra(k) & CODE_EXTRA_FILE))
            continue;
        code_decode(k, NULL, &info);
        best = k, file = info.file;
    }
    return file;
}

/* ---- frames ---- */

/* Deep in a recursion a frame may not take the last WISPY_FRAME_RESERVE bytes of the heap:
 * the RecursionError that ends a runaway recursion keeps every frame alive (its traceback),
 * and its handler still needs room (the tuple of `except (A, B)`, a message). Collects
 * first when the heap looks that full (garbage counts as used until a collection). */
static bool leaves_reserve(void)
{
    if (gc_stats.heap_bytes - gc_stats.used_bytes >= WISPY_FRAME_RESERVE)
        return true;
    gc_collect();
    return gc_stats.heap_bytes - gc_stats.used_bytes >= WISPY_FRAME_RESERVE;
}

/* ---- spare frames ----
 * Frames returned from are kept for the next calls (vm.spare, linked by `back`, newest
 * first, WISPY_SPARE_FRAMES at most): a call takes one of the same block count instead of
 * asking the allocator (about 330 instructions an allocation and its free: a third of a
 * call before), and recursion, whose returns come in runs (fib: up to its depth), finds
 * one. They are garbage to the collector: a collection frees them (gc.c), so they hold
 * no heap a program could need, and a failed frame allocation frees them first. */
static uint32_t frame_blocks(uint32_t words) { return (uint32_t)(sizeof(frame_t) + 4u * words + 7u) / 8u; }

static void spare_free(void)
{
    for (frame_t *f = vm.spare, *next; f != NULL; f = next) {
        next = f->back;
        gc_free(f);
    }
    vm.spare = NULL;
}

/* A frame done with (returned from, not captured): the newest spare. The head's `sp`
 * (unused in a spare frame) counts the list; when it is full the newest goes, so that the
 * older ones stay for the rest of a run of returns (fib(18): 992 of its 8,361 calls
 * allocated a frame with 4 spares freeing the oldest, 153 with 8 freeing the newest). */
static void spare_keep(frame_t *f)
{
    frame_t *head = vm.spare;
    unsigned count = head != NULL ? head->sp : 0;
    if (count >= WISPY_SPARE_FRAMES) {
        vm.spare = head->back;
        gc_free(head);
        count--;
    }
    f->back = vm.spare;
    f->sp = (uint8_t)(count + 1);
    vm.spare = f;
}

/* A frame for code whose first n locals are args (copied) and the others unbound. */
static frame_t *frame_new(const code_t *code, dict_t *globals, size_t n, const obj_t *args)
{
    if (vm.depth >= WISPY_RECURSION_LIMIT)
        raise_msg(T_RecursionError, "maximum recursion depth exceeded");
    frame_t *f = vm.spare;
    if (f != NULL && f->code == code) { /* the newest spare is of this code (a recursion): taken first */
        vm.spare = f->back;
        if (vm.spare != NULL)
            vm.spare->sp = (uint8_t)(f->sp - 1);
        goto take;
    }
    uint32_t blocks = frame_blocks(code->n_locals + code->stack_size);
    for (frame_t **p = &vm.spare; (f = *p) != NULL; p = &f->back) {
        if (frame_blocks(f->code->n_locals + f->code->stack_size) == blocks) {
            /* only the header and the locals need setting: stale stack slots are harmless */
            unsigned count = vm.spare->sp;
            *p = f->back;
            if (vm.spare != NULL)
                vm.spare->sp = (uint8_t)(count - 1);
        take:
            f->back = NULL;
            f->ip = 0;
            f->sp = 0;
            f->flags = 0;
            for (size_t i = n; i < code->n_locals; i++) /* a few words: no memset call */
                f->slots[i] = OBJ_NULL;
            goto found;
        }
    }
    f = gc_try_alloc(8u * blocks);
    if (f == NULL && vm.spare != NULL) {
        spare_free();
        f = gc_try_alloc(8u * blocks);
    }
    if (f != NULL && vm.depth > 50 && !leaves_reserve()) {
        gc_free(f);
        f = NULL;
    }
    if (f == NULL) {
        /* Out of memory with a deep chain of calls is, to the user, runaway recursion. */
        if (vm.depth > 50)
            raise_msg(T_RecursionError, "maximum recursion depth exceeded");
        raise_MemoryError();
    }
found:
    f->code = code;
    f->globals = globals;
    for (size_t i = 0; i < n; i++) /* a few words: no memcpy call (nor its NULL args) */
        f->slots[i] = args[i];
    return f;
}

/* call_setup's other calls, out of line: nothing of them stays live across its frame_new. */
static NOINLINE frame_t *call_bind(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw, const code_t *c,
                                   dict_t *globals)
{
    frame_t *f = frame_new(c, globals, 0, NULL);
    fun_bind(fn, f->slots, n, args, nkw, kw);
    return f;
}

/* A new frame for calling function fn (a heap function_t or an immediate, fun_is) with n
 * positional args and nkw keyword pairs. The common call, exactly the positional
 * parameters, binds here; the others in fun_bind. */
static frame_t *call_setup(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    /* the code, globals and closure read from the word (an immediate: no function_t is made) */
    const code_t *c;
    dict_t *globals;
    obj_t closure = OBJ_NULL;
    if (obj_is_sfun(fn)) {
        c = sfun_code(fn);
        globals = sfun_globals_dict(fn);
    } else {
        const function_t *p = obj_ptr(fn);
        c = p->code;
        globals = p->globals;
        closure = p->closure;
    }
    if (n == c->n_args && nkw == 0 && !(c->flags & (CODE_FLAG_VARARGS | CODE_FLAG_VARKW))
        && !(code_extra(c) & CODE_EXTRA_KWONLY)) {
        frame_t *f = frame_new(c, globals, n, args);
        if (closure != OBJ_NULL) { /* the cells go in the last local slots */
            size_t ncell;
            const obj_t *cells = seq_items(closure, &ncell);
            memcpy(f->slots + c->n_locals - ncell, cells, 4u * ncell);
        }
        return f;
    }
    return call_bind(fn, n, args, nkw, kw, c, globals);
}

/* Call anything that is not a Python function; args[-1] is fn. */
static obj_t call_native(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    if (obj_is(fn, T_BUILTIN)) { /* (the usual native: no type_of) */
        const builtin_t *b = obj_ptr(fn);
        if (b->spec != 0) /* a declared method: its self and arguments checked first (args.c) */
            builtin_check(b, n, args, nkw, kw);
        return b->fn(n, args, nkw, kw);
    }
    const type_t *t = type_of(fn);
    if (t == &types[T_BOUND_METHOD] || class_is_instance(fn)) {
        obj_t r = class_call_native(fn, n, args, nkw, kw);
        if (r != OBJ_NULL)
            return r;
    }
    if (t == &types[T_TYPE]) {
        const type_t *cls = obj_ptr(fn);
        if (cls->make != NULL)
            return cls->make(n, args, nkw, kw);
        raise_TypeError("cannot create '%q' instances", qstr_obj(cls->name));
    }
    if (t == &types[T_STATICMETHOD]) /* a staticmethod object calls its function (3.10) */
        return vm_call_kw(((const bound_t *)obj_ptr(fn))->fn, n, args, nkw, kw);
    raise_TypeError("'%t' object is not callable", fn);
}


/* ---- the loop ---- */

/* the short jumps map to their long forms by position (wispy.toml lists them in this order) */
_Static_assert(OP_POP_JUMP_IF_TRUE == OP_POP_JUMP_IF_FALSE + 1 && OP_POP_JUMP_IF_FALSE_SHORT == OP_JUMP_SHORT + 1 &&
                   OP_POP_JUMP_IF_TRUE_SHORT == OP_JUMP_SHORT + 2 && OP_FOR_ITER_SHORT == OP_JUMP_SHORT + 3,
               "short jumps out of order");

/* Dispatch. GCC compiles a switch on Thumb-1 to a call of __gnu_thumb1_case_uhi (12 of the
 * 45 or so instructions a bytecode took), so with GCC on ARM the loop jumps through a
 * table of each opcode's label instead (OP_TABLE: 16-bit offsets from op_bad, the size
 * of the switch's own table, which goes: the switch is then never entered). The table is
 * made from the generated lists of opcodes and compact forms, so an opcode without its
 * CASE does not compile; an unused byte (0) leads to op_bad. Clang (the zig build, the
 * host) compiles the switch to a table jump already, inline, and would copy a computed
 * goto's jump into every case (flash): it keeps the switch. */
#if defined(__arm__) && !defined(__clang__)
#define OP_TABLE 1
#define CASE(op) case op: op_##op
#define CASES(op) case op ... op##_LAST: op_##op
#else
#define OP_TABLE 0
#define CASE(op) case op
#define CASES(op) case op ... op##_LAST
#endif

/* The obligation of every case that can raise (allocate, call, look up, operate):
 * record the offset of the instruction being run, so that the traceback shows its line.
 * It must come before the first thing that can raise, after the operands are read. */
#define SAVE_IP_BEFORE_RAISING() (f->ip = (uint16_t)(start - f->code->bytecode))

/* Ctrl-C or a pin edge (port.h, vm_pending): served where every loop and every recursion
 * passes, at a jump back and at a call, not at every bytecode (4 instructions each). */
#define POLL_PENDING()                  \
    do {                                \
        if (__builtin_expect(wispy_interrupt_pending != 0, 0)) \
            poll_at(f, start);          \
    } while (0)

/* Put the running frame's state into locals, and back. */
#define LOAD_FRAME()                                          \
    do {                                                      \
        vm.frame = f;                                         \
        locals = f->slots;                                    \
        ip = f->code->bytecode + f->ip;                       \
        sp = locals + f->code->n_locals + f->sp;              \
    } while (0)
/* A caller's ip stays at its call instruction (for its traceback line); a return
 * resumes after it (skip_call). */
#define SAVE_SP() (f->sp = (uint8_t)(sp - (locals + f->code->n_locals)))

static inline const uint8_t *skip_call(const uint8_t *ip)
{
    uint8_t op = *ip++;
    if (op >= OP_COMPACT_FIRST) /* CALL_FUNCTION_0.., CALL_METHOD_0..: one byte */
        return ip;
    SKIP_CALL_OPERANDS(op, ip); /* generated from the opcodes declared `call` */
    return ip;
}

/* ---- deferred calls: nested formatting without a nested run per level ----
 *
 * A __repr__ that formats objects whose __repr__ formats objects ... nests a run of the VM
 * (vm_call) per level, 410-570 B of C stack each: two or three levels on the board. So the
 * instructions whose C code changes nothing but by the Python calls it makes (`str % x`, an
 * f-string field, str.format) are *armed* while it runs (vm.armed: the run's handler, with
 * the frame's ip and sp at the instruction's start saved). Each Python call that code makes
 * through vm_call is recorded, in order, in a record of the instruction (on vm.replay,
 * keyed by the frame's depth). When less than WISPY_C_STACK_DEFER bytes of C stack are left,
 * vm_call does not nest: it leaves the instruction (longjmp to the run's handler) with the
 * call in vm.defer; the run starts that call as a frame of its own loop (FRAME_REPLAY),
 * and its return appends the result to the record and runs the instruction again from its
 * start, the earlier calls answered from the record. Each __repr__ still runs once, in
 * CPython's order, and nesting of any depth runs at the C depth of the run that deferred:
 * it is bounded by the heap, as Python recursion is. A record goes when its instruction
 * ends, or when an exception leaves it (find_handler, run). */

static const obj_t *record_items(obj_t rec)
{
    size_t n;
    return seq_items(rec, &n);
}

static uint32_t record_depth(obj_t rec) { return (uint32_t)small_value(record_items(rec)[0]); }

/* The record of the armed instruction of the frame at vm.depth, or OBJ_NULL. */
static obj_t replay_record(void)
{
    obj_t rec = vm.replay;
    return rec != OBJ_NULL && record_depth(rec) == vm.depth ? rec : OBJ_NULL;
}

static obj_t replay_record_made(void)
{
    obj_t rec = replay_record();
    if (rec == OBJ_NULL) {
        obj_t head[2] = {small_obj((int32_t)vm.depth), vm.replay == OBJ_NULL ? OBJ_NONE : vm.replay};
        rec = list_new(2, head);
        vm.replay = rec;
    }
    return rec;
}

/* Forget the records of frames at `depth` and deeper (their instructions ended or were
 * left). A dropped record is emptied: a stale word on the C stack (each deferred level
 * runs its C code at the same addresses) may still point at it, and through its link to
 * the older records and their results it would keep every level's string alive. */
static void replay_drop(uint32_t depth)
{
    while (vm.replay != OBJ_NULL && record_depth(vm.replay) >= depth) {
        size_t n;
        obj_t *items = (obj_t *)seq_items(vm.replay, &n);
        obj_t older = items[1];
        for (size_t i = 1; i < n; i++)
            items[i] = OBJ_NONE;
        vm.replay = older == OBJ_NONE ? OBJ_NULL : older;
    }
}

/* The running instruction (its ip and sp saved) may be run again from its start. */
static void arm(void)
{
    vm.armed = vm.handler;
    vm.replay_at = 0;
}

static void disarm(void)
{
    vm.armed = NULL;
    replay_drop(vm.depth);
}

/* A call made by the armed instruction's C code (vm_call): its result when the instruction
 * runs again, else deferred when the stack is low (never returns), else OBJ_NULL: run it
 * nested, then record it (replay_result). */
static NOINLINE obj_t armed_call(obj_t fn, size_t n, const obj_t *args)
{
    obj_t rec = replay_record();
    size_t m = 0;
    const obj_t *done = rec != OBJ_NULL ? seq_items(rec, &m) : NULL;
    size_t i = 2u + vm.replay_at++;
    if (i < m)
        return done[i];
    uintptr_t sp;
#if defined(__arm__)
    __asm__ volatile("mov %0, sp" : "=r"(sp));
#else
    sp = (uintptr_t)__builtin_frame_address(0);
#endif
    if (sp >= port_stack_limit() + WISPY_C_STACK_DEFER || n != 1 || !fun_is(fn)
        || (fun_code(fn)->flags & CODE_FLAG_GENERATOR))
        return OBJ_NULL;
    vm.defer[0] = fn; /* a __repr__ or __str__ and its self */
    vm.defer[1] = args[0];
    handler_t *h = vm.handler; /* the run's (vm.armed): the instruction is left */
    vm.handler = h->prev;
    vm.exc = OBJ_NULL; /* not an exception: run() starts the call */
    longjmp(h->jb, 1);
}

/* Record a result of the armed instruction: a nested call's, or a deferred call's (then the
 * instruction runs again). */
static NOINLINE void replay_result(obj_t r) { list_append(replay_record_made(), r); }

/* Start the deferred call as a frame called by vm.frame (whose instruction left). */
static NOINLINE void start_deferred(void)
{
    obj_t a[2] = {vm.defer[0], vm.defer[1]};
    vm.defer[0] = vm.defer[1] = OBJ_NULL;
    /* Deep in deferred calls, each level's formatting allocates too (the instance, the
     * tuple, the parts): stop before the heap is that full, as frame_new stops a runaway
     * recursion, so that it ends in RecursionError rather than MemoryError. */
    if (vm.depth > 50 && gc_stats.heap_bytes - gc_stats.used_bytes < 4 * WISPY_FRAME_RESERVE) {
        gc_collect();
        if (gc_stats.heap_bytes - gc_stats.used_bytes < 4 * WISPY_FRAME_RESERVE)
            raise_msg(T_RecursionError, "maximum recursion depth exceeded");
    }
    replay_record_made();
    frame_t *nf = call_setup(a[0], 1, a + 1, 0, NULL);
    nf->flags |= FRAME_REPLAY;
    nf->back = vm.frame;
    vm.depth++;
    vm.frame = nf;
}

/* `str % x` is armed (its C code may call __repr__/__str__ of the values). */
static NOINLINE obj_t binary_slow(unsigned op, obj_t a, obj_t b)
{
    if ((op == BINARY_MOD || op == BINARY_MOD + BINARY_INPLACE_BASE) && str_check(a)) {
        arm();
        obj_t r = obj_binary(op, a, b);
        disarm();
        return r;
    }
    return obj_binary(op, a, b);
}

/* A native called by a CALL of vm.frame arms that instruction (str.format, str(), repr()):
 * when its arguments are on the frame's value stack, args[-1] being the native `fn` itself
 * (a builtin, or a type whose make it is), the stack as the instruction found it (a
 * CALL_METHOD without self has copied the callable over the empty self slot: not armed,
 * nor are natives called from C, whose arguments are elsewhere). The native calls
 * vm_disarm() when it returns. */
bool vm_arm_native(native_fn fn, const obj_t *args, size_t n, size_t nkw)
{
    frame_t *f = vm.frame;
    if (f == NULL)
        return false;
    obj_t *base = f->slots + f->code->n_locals;
    const obj_t *end = args + n + 2 * nkw;
    if (args - 1 < base || end > base + f->code->stack_size || (args - 2 >= base && args[-2] == args[-1]))
        return false;
    obj_t c = args[-1];
    if (obj_is(c, T_BUILTIN) ? ((const builtin_t *)obj_ptr(c))->fn != fn
                             : !obj_is(c, T_TYPE) || ((const type_t *)obj_ptr(c))->make != fn)
        return false;
    f->sp = (uint8_t)(end - base);
    arm();
    return true;
}

void vm_disarm(void) { disarm(); }

/* An f-string field, armed as `%` is. */
static NOINLINE obj_t format_slow(obj_t x, unsigned conversion, obj_t spec)
{
    arm();
    obj_t r = obj_format_value(x, conversion, spec);
    disarm();
    return r;
}
static NOINLINE obj_t compare_slow(unsigned op, obj_t a, obj_t b) { return obj_compare(op, a, b); }

static NOINLINE NORETURN void raise_unbound(const frame_t *f, uint32_t i)
{
    uint32_t q = vm_local_name(f->code, i);
    if (q == Q_empty)
        raise_msg(T_UnboundLocalError, "cannot access local variable where it is not associated with a value");
    raise_msg(T_UnboundLocalError, "cannot access local variable '%q' where it is not associated with a value",
              qstr_obj(q));
}

/* An empty cell read or deleted: slot i is one of the code's own cells (its first instructions
 * are a MAKE_CELL of each: codegen.py) or a free variable, whose slot the call filled from the
 * closure. CPython says UnboundLocalError for the first, NameError for the second. */
static NOINLINE NORETURN void raise_empty_cell(const frame_t *f, uint32_t i)
{
    const uint8_t *ip = f->code->bytecode;
    while (*ip++ == OP_MAKE_CELL)
        if (read_uint(&ip) == i)
            raise_unbound(f, i);
    raise_msg(T_NameError, "cannot access free variable '%q' where it is not associated with a value in enclosing scope",
              qstr_obj(vm_local_name(f->code, i)));
}

/* del of cell slot i (DELETE_DEREF; a cell): the cell emptied, or the error of an empty one. */
static NOINLINE void delete_deref(const frame_t *f, uint32_t i)
{
    obj_t *cell = obj_ptr(f->slots[i]);
    if (cell[1] == OBJ_NULL)
        raise_empty_cell(f, i);
    cell[1] = OBJ_NULL;
}

static NOINLINE obj_t load_global(dict_t *g, uint32_t q)
{
    obj_t *slot = dict_lookup(g, qstr_obj(q));
    if (slot != NULL)
        return *slot;
    obj_t b = builtin_lookup(q);
    if (b == OBJ_NULL)
        raise_msg(T_NameError, "name '%q' is not defined", qstr_obj(q));
    return b;
}

static NOINLINE NORETURN void raise_slow(unsigned n, obj_t x, obj_t cause)
{
    if (n == 0) {
        if (vm.handled == OBJ_NULL)
            raise_msg(T_RuntimeError, "No active exception to reraise");
        raise_obj(vm.handled);
    }
    exc_raise_new(x, n == 2 ? cause : OBJ_NULL);
}

/* A raise inside `entry`'s run: the innermost handler of the exception table of the
 * raising frame or of a caller up to entry gets it, the frames in between are left. Returns
 * false when none has one (the exception then leaves this run). */
static NOINLINE bool find_handler(frame_t *entry)
{
    for (frame_t *f = vm.frame; f != NULL; f = f->back) {
        uint32_t to[2];
        if (exc_handler_at(f->code, f->ip, to)) {
            uint32_t handler = to[0], depth = to[1];
            f->slots[f->code->n_locals + depth] = vm.exc;
            f->sp = (uint8_t)(depth + 1);
            exc_t *e = obj_ptr(vm.exc);
            if (e->top != f) { /* caught again in the same frame (by a cleanup): its first line stays */
                e->top = f;
                e->top_ip = f->ip;
            }
            e->top_open = 0;
            f->ip = (uint16_t)handler;
            vm.frame = f;
            vm.exc = OBJ_NULL;
            replay_drop(vm.depth); /* the instruction of f was left too */
            return true;
        }
        if (f == entry)
            return false;
        vm.depth--;
    }
    return false;
}

/* The events port.h's wispy_interrupt_pending announces, served at jumps back and calls
 * (POLL_PENDING) and in the loops of long waits (time.sleep): the console's interrupt byte raises
 * KeyboardInterrupt where the program is; pin edges run their Python handlers here, in
 * the VM, never in the interrupt. Clearing INTR rewrites the byte: the PIN bit is set
 * again from port_pin_irq_pending afterwards, so an edge in between is not lost (a second
 * Ctrl-C within those few instructions would be). */
NOINLINE void vm_pending(void)
{
    if (wispy_interrupt_pending & WISPY_PENDING_INTR) {
        wispy_interrupt_pending = 0;
        if (port_pin_irq_pending)
            wispy_interrupt_pending |= WISPY_PENDING_PIN;
        raise_msg(T_KeyboardInterrupt, NULL);
    }
    if (wispy_interrupt_pending & WISPY_PENDING_PIN)
        machine_pin_irq_run();
}

/* What a run's handler caught: a deferred call (armed_call), started in the loop; an
 * exception with a handler in the run, whose loop goes on there; else it leaves the run,
 * back to the caller's frame and depth. Out of line: run's frame is under every level. */
static NOINLINE void caught(frame_t *first)
{
    vm.armed = NULL;
    if (vm.exc == OBJ_NULL || find_handler(first))
        return;
    replay_drop(vm.depth);
    vm.frame = first->back;
    vm.depth--;
    raise_obj(vm.exc);
}

/* Run from vm.frame (the entry frame, FRAME_ENTRY, linked to its caller) until it returns; exceptions go
 * to the handlers of the exception tables (zero cost until something raises). */
static obj_t run_loop(void);
static obj_t throw_in; /* vm_throw_on_resume's exception, until run() raises it */

/* g.throw(e), g.close() (obj_gen.c): the next run, the generator's vm_resume, starts by
 * raising exc in its frame, at the yield it is suspended at. */
void vm_throw_on_resume(obj_t exc) { throw_in = exc; }

static NOINLINE NORETURN void raise_thrown(void)
{
    obj_t e = throw_in;
    throw_in = OBJ_NULL;
    raise_obj(e);
}

static obj_t run(frame_t *entry)
{
    handler_t h;
    frame_t *const first = entry;
    vm.frame = entry; /* run_loop starts (and resumes after a handler is found) at vm.frame */
    entry->flags |= FRAME_ENTRY; /* (a flag, not run_loop's argument: one word less in its frame) */
    for (;;) {
        if (ERR_TRY(&h)) {
            if (vm.defer[0] != OBJ_NULL)
                start_deferred(); /* a raise in it is the left instruction's */
            if (throw_in != OBJ_NULL)
                raise_thrown();
            obj_t r = run_loop();
            err_pop(&h);
            return r;
        }
        caught(first);
    }
}

/* WITH_EXCEPT_START's call of __exit__(type, exc, None), out of line: its argument array
 * would otherwise be in run_loop's frame, under every nested run of the VM. */
static NOINLINE obj_t with_exit(const obj_t *sp)
{
    /* stack: exit method, self or NULL, prev, exc */
    obj_t e = sp[-1], a[4];
    size_t n = 0;
    if (sp[-3] != OBJ_NULL)
        a[n++] = sp[-3];
    a[n++] = ptr_obj(type_of(e));
    a[n++] = e;
    a[n++] = OBJ_NONE;
    return vm_call(sp[-4], n, a);
}

/* POLL_PENDING's call, out of line: SAVE_IP_BEFORE_RAISING, then vm_pending. */
static NOINLINE void poll_at(frame_t *f, const uint8_t *start)
{
    SAVE_IP_BEFORE_RAISING();
    vm_pending();
}

/* The slot of attribute `name` (a qstr object) in o's layout when o is an instance of a
 * class statement's class (not an exception class: their instances begin with an exc_t),
 * with *cls its class; else NULL (*cls NULL when o is no such instance). The fast path of
 * LOAD_ATTR, STORE_ATTR and LOAD_METHOD, class_getattr's first step without its type
 * dispatch. A class's layout, its slot names, is fixed when the class is made (and an
 * instance's words follow it), so finding an attribute needs no cache keyed by the layout
 * as in CPython or MicroPython, no RAM: a scan of a few words of the class. */
static NOINLINE obj_t *instance_slot(obj_t o, obj_t name, const class_t **cls)
{
    *cls = NULL;
    if (!obj_is_ptr(o))
        return NULL;
    uint32_t w0 = *(const uint32_t *)obj_ptr(o);
    const class_t *c = (const class_t *)(uintptr_t)w0;
    if ((w0 & 1u) || word_is_type(w0) || (c->t.flags & (TYPE_CLASS | TYPE_EXC)) != TYPE_CLASS)
        return NULL;
    *cls = c;
    const tuple_t *names = obj_ptr(c->slots);
    for (uint32_t i = 0; i < names->len; i++)
        if (names->items[i] == name)
            return (obj_t *)obj_ptr(o) + 2 + i; /* words: class, extra dict, slots (obj_class.c) */
    return NULL;
}

/* Whether a class of c's MRO holds a property (TYPE_PROPERTY): a store into an instance
 * attribute then goes through class_setattr, which looks for the setter. */
static bool class_has_property(const class_t *c)
{
    const tuple_t *mro = obj_ptr(c->mro);
    for (uint32_t i = 0; i < mro->len; i++)
        if (((const type_t *)obj_ptr(mro->items[i]))->flags & TYPE_PROPERTY)
            return true;
    return false;
}

/* Small-int arithmetic but + and - (inline in BINARY_OP) without the generic dispatch (an
 * in-place operator is the same on ints): the result, or OBJ_NULL for another operator, a
 * zero divisor or a result outside the small range (int_binary then raises, or makes a
 * big int). */
static NOINLINE obj_t small_binary(unsigned b, obj_t x, obj_t y)
{
    int32_t p = small_value(x), q = small_value(y), r;
    if (b >= BINARY_INPLACE_BASE)
        b -= BINARY_INPLACE_BASE;
    if (b == BINARY_MUL) {
        /* magnitudes below 2**16: the product is exact in 32 bits (no 64-bit multiply) */
        uint32_t u = p < 0 ? -(uint32_t)p : (uint32_t)p, v = q < 0 ? -(uint32_t)q : (uint32_t)q;
        if ((u | v) > 0xffffu || (u *= v) > (uint32_t)SMALL_MAX)
            return OBJ_NULL;
        r = (p ^ q) < 0 ? -(int32_t)u : (int32_t)u;
    } else if (b == BINARY_FLOORDIV || b == BINARY_MOD) {
        if (q == 0)
            return OBJ_NULL;
        int32_t d = p / q, m = p - d * q; /* C truncates; Python floors */
        if (m != 0 && (m ^ q) < 0) {
            m += q;
            d--;
        }
        r = b == BINARY_MOD ? m : d;
    } else if (b == BINARY_AND) {
        return x & y; /* the tag bits survive */
    } else if (b == BINARY_OR) {
        return x | y;
    } else if (b == BINARY_XOR) {
        return (x ^ y) | 1u;
    } else if (b == BINARY_RSHIFT && q >= 0) {
        r = p >> (q > 31 ? 31 : q);
    } else {
        return OBJ_NULL;
    }
    return small_fits(r) ? small_obj(r) : OBJ_NULL;
}

static NOINLINE HOT_LOOP obj_t run_loop(void)
{
    frame_t *f = vm.frame;
    obj_t *locals, *sp;
    const uint8_t *ip;
    /* A call being made (the CALL_* cases fill these, then share `do_call`): bottom is
     * the callable's slot, where the result goes; args[-1] is the callable. */
    obj_t *bottom, *args, fn;
    size_t n, nkw;
    bool init;
    uint32_t arg; /* the operand of a compact form, or of the long form that shares its code */
#if OP_TABLE
#define LONG_FORM(op) [op] = (int16_t)(&&op_##op - &&op_bad),
#define SHORT_FORMS(code, count, long_op, arg0) [code ...(code) + (count) - 1] = (int16_t)(&&op_##code - &&op_bad),
    static const int16_t op_offsets[256] = {OPCODES(LONG_FORM) COMPACT_FORMS(SHORT_FORMS)};
#undef LONG_FORM
#undef SHORT_FORMS
#endif
    COMPACT_CASES_PLACED; /* each compact form has its case below (dead code: a compile-time check) */
    LOAD_FRAME();
    for (;;) {
        const uint8_t *start = ip;
        uint8_t op = *ip++;
#if OP_TABLE
        goto *(&&op_bad + op_offsets[op]);
#endif
        switch (op) {
        CASE(OP_NOP):
            break;
        CASE(OP_LOAD_NONE):
            *sp++ = OBJ_NONE;
            break;
        CASE(OP_LOAD_TRUE):
            *sp++ = OBJ_TRUE;
            break;
        CASE(OP_LOAD_FALSE):
            *sp++ = OBJ_FALSE;
            break;
        /* Compact forms (wispy.toml [[compact]]): one byte, the operand in the opcode; each
         * continues in its long form's code after the operand is read. The cases are generated
         * (COMPACT_CASES_OF_<long opcode>); ENTER_<long opcode> says where the long form's code
         * takes arg. A form of an opcode without its ENTER_ or its COMPACT_CASES_OF_ does not
         * compile. Most are here, in this order; the others by their long forms (gcc's layout of
         * this function is worth 2 % on `loop`). */
#define ENTER_OP_LOAD_INT goto load_int
#define ENTER_OP_LOAD_STR goto load_str
#define ENTER_OP_LOAD_FAST goto load_fast
#define ENTER_OP_STORE_FAST goto store_fast
#define ENTER_OP_LOAD_GLOBAL goto load_global
#define ENTER_OP_STORE_GLOBAL goto store_global
#define ENTER_OP_MAKE_FUNCTION goto make_function
#define ENTER_OP_BINARY_OP goto binary_op
#define ENTER_OP_COMPARE_OP goto compare_op
#define ENTER_OP_LOAD_ATTR op = OP_LOAD_ATTR; goto attr
#define ENTER_OP_LOAD_METHOD goto load_method
#define ENTER_OP_CALL_FUNCTION n = arg, nkw = 0, op = OP_CALL_FUNCTION; goto call
#define ENTER_OP_CALL_METHOD n = arg, nkw = 0, op = OP_CALL_METHOD; goto call
#define ENTER_OP_BUILD_TUPLE op = OP_BUILD_TUPLE; goto build_seq
#define ENTER_OP_BUILD_LIST op = OP_BUILD_LIST; goto build_seq
        COMPACT_CASES_OF_OP_LOAD_INT
        COMPACT_CASES_OF_OP_LOAD_STR
        COMPACT_CASES_OF_OP_LOAD_FAST
        COMPACT_CASES_OF_OP_STORE_FAST
        COMPACT_CASES_OF_OP_LOAD_GLOBAL
        COMPACT_CASES_OF_OP_STORE_GLOBAL
        COMPACT_CASES_OF_OP_MAKE_FUNCTION
        COMPACT_CASES_OF_OP_BINARY_OP
        COMPACT_CASES_OF_OP_COMPARE_OP
        COMPACT_CASES_OF_OP_CALL_FUNCTION
        COMPACT_CASES_OF_OP_CALL_METHOD
        COMPACT_CASES_OF_OP_BUILD_TUPLE
        COMPACT_CASES_OF_OP_BUILD_LIST
        CASE(OP_LOAD_INT):
            arg = (uint32_t)read_sint(&ip);
        load_int:
            *sp++ = small_obj((int32_t)arg);
            break;
        CASE(OP_LOAD_STR):
            arg = read_uint(&ip);
        load_str:
            *sp++ = qstr_obj(arg);
            break;
        CASE(OP_LOAD_CONST): {
            uint32_t i = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            *sp++ = image_const(f->code, i);
            break;
        }
        CASE(OP_LOAD_FAST):
            arg = read_uint(&ip);
        load_fast: {
            uint32_t i = arg;
            obj_t v = locals[i];
            if (v == OBJ_NULL) {
                SAVE_IP_BEFORE_RAISING();
                raise_unbound(f, i);
            }
            *sp++ = v;
            break;
        }
        CASE(OP_STORE_FAST):
            arg = read_uint(&ip);
        store_fast:
            locals[arg] = *--sp;
            break;
        CASE(OP_DELETE_FAST): {
            uint32_t i = read_uint(&ip);
            if (locals[i] == OBJ_NULL) {
                SAVE_IP_BEFORE_RAISING();
                raise_unbound(f, i);
            }
            locals[i] = OBJ_NULL;
            break;
        }
        CASE(OP_LOAD_GLOBAL):
            arg = read_uint(&ip);
        load_global: {
            SAVE_IP_BEFORE_RAISING();
            *sp++ = load_global(f->globals, arg);
            break;
        }
        CASE(OP_STORE_GLOBAL):
            arg = read_uint(&ip);
        store_global: {
            SAVE_IP_BEFORE_RAISING();
            dict_store(f->globals, qstr_obj(arg), sp[-1]);
            sp--;
            break;
        }
        CASE(OP_DELETE_GLOBAL): {
            uint32_t q = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            if (!dict_delete(f->globals, qstr_obj(q)))
                raise_msg(T_NameError, "name '%q' is not defined", qstr_obj(q));
            break;
        }
        COMPACT_CASES_OF_OP_LOAD_ATTR
        CASE(OP_LOAD_ATTR):
        CASE(OP_STORE_ATTR):
            arg = read_uint(&ip);
        attr: {
            uint32_t q = arg;
            const class_t *cls;
            obj_t *slot = instance_slot(sp[-1], qstr_obj(q), &cls);
            if (slot != NULL && op == OP_LOAD_ATTR && *slot != OBJ_NULL) {
                sp[-1] = *slot;
                break;
            }
            if (slot != NULL && op == OP_STORE_ATTR && !class_has_property(cls)) {
                *slot = sp[-2];
                sp -= 2;
                break;
            }
            SAVE_IP_BEFORE_RAISING();
            if (op == OP_STORE_ATTR && obj_is(sp[-1], T_MODULE)) {
                module_setattr(sp[-1], q, sp[-2]);
                sp -= 2;
                break;
            }
            if (op == OP_STORE_ATTR) {
                class_setattr(sp[-1], qstr_obj(q), sp[-2]);
                sp -= 2;
                break;
            }
            if (obj_is(sp[-1], T_MODULE)) {
                sp[-1] = module_getattr(sp[-1], q);
                break;
            }
            sp[-1] = obj_getattr(sp[-1], qstr_obj(q));
            break;
        }
        CASE(OP_DELETE_ATTR): {
            uint32_t q = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            class_delattr(sp[-1], qstr_obj(q));
            sp--;
            break;
        }
        CASE(OP_YIELD_VALUE): {
            /* only a generator's frame yields, and it is always its run's entry frame */
            obj_t v = *--sp;
            f->ip = (uint16_t)(ip - f->code->bytecode);
            SAVE_SP();
            vm.frame = f->back;
            vm.depth--;
            gen_yielded = true;
            return v;
        }
        CASE(OP_UNPACK_SEQUENCE): {
            uint32_t n = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            obj_t seq = *--sp;
            seq_unpack(seq, n, sp);
            sp += n;
            break;
        }
        CASE(OP_UNPACK_EX): {
            uint32_t a = read_uint(&ip), b = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            obj_t seq = *--sp;
            seq_unpack_ex(seq, a, b, sp);
            sp += a + b + 1;
            break;
        }
        CASE(OP_LIST_APPEND):
        CASE(OP_SET_ADD): {
            uint32_t n = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            obj_t x = *--sp;
            if (op == OP_LIST_APPEND)
                list_append(image_typed(sp[-(int32_t)n], T_LIST), x);
            else
                dict_store(obj_ptr(image_typed(sp[-(int32_t)n], T_SET)), x, OBJ_NONE); /* a set is a dict of None */
            break;
        }
        CASE(OP_MAP_ADD): {
            uint32_t n = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            sp -= 2;
            dict_store(obj_ptr(image_typed(sp[-(int32_t)n], T_DICT)), sp[0], sp[1]);
            break;
        }
        CASE(OP_BUILD_SLICE): {
            uint32_t n = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            sp -= n;
            sp[0] = slice_new(sp[0], sp[1], n == 3 ? sp[2] : OBJ_NONE);
            sp++;
            break;
        }
        CASE(OP_BUILD_STRING): {
            uint32_t n = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            sp -= n;
            sp[0] = str_join_n(n, sp);
            sp++;
            break;
        }
        CASE(OP_FORMAT_VALUE): {
            unsigned flags = *ip++;
            SAVE_IP_BEFORE_RAISING();
            SAVE_SP(); /* armed: it may run again from here (deferred calls) */
            obj_t spec = (flags & 4) ? *--sp : OBJ_NULL;
            sp[-1] = format_slow(sp[-1], flags & 3, spec);
            break;
        }
        CASE(OP_BUILD_CLASS): {
            uint32_t nb = read_uint(&ip), nslots = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            obj_t *base = sp - nb - nslots - 2;
            obj_t c = class_build(base[0], base[1], nslots, base + 2, nb, base + 2 + nslots);
            sp = base;
            *sp++ = c;
            break;
        }
        COMPACT_CASES_OF_OP_LOAD_METHOD
        CASE(OP_LOAD_METHOD):
            arg = read_uint(&ip);
        load_method: {
            uint32_t q = arg;
            obj_t self = sp[-1];
            { /* (a block: cls's stack slot is free again for mself's, run_loop's frame stays small) */
                const class_t *cls;
                obj_t *slot = instance_slot(self, qstr_obj(q), &cls);
                if (cls != NULL && (slot == NULL || *slot == OBJ_NULL) && ((const obj_t *)obj_ptr(self))[1] == OBJ_NULL) {
                    /* a method of an instance's class: the function and self, as class_getattr gives */
                    obj_t m = class_lookup(&cls->t, qstr_obj(q));
                    if (fun_is(m)) {
                        sp[-1] = m;
                        *sp++ = self;
                        break;
                    }
                }
            }
            SAVE_IP_BEFORE_RAISING();
            obj_t mself = OBJ_NULL;
            if (obj_is(self, T_MODULE)) { /* a module's function: called without self */
                sp[-1] = module_getattr(self, q);
                *sp++ = OBJ_NULL;
                break;
            }
            /* a list's or a dict's method (L.append): class_getattr has nothing for them */
            obj_t m = obj_is(self, T_LIST) || obj_is(self, T_DICT) ? OBJ_NULL : class_getattr(self, qstr_obj(q), &mself);
            if (m != OBJ_NULL) {
                sp[-1] = m;
                *sp++ = mself;
                break;
            }
            m = builtin_method(self, q);
            if (m == OBJ_NULL)
                raise_msg(T_AttributeError, "'%t' object has no attribute '%q'", self, qstr_obj(q));
            sp[-1] = m;
            *sp++ = self;
            break;
        }
        CASE(OP_CALL_METHOD):
        CASE(OP_CALL_FUNCTION):
        CASE(OP_CALL_FUNCTION_KW): {
            n = read_uint(&ip);
            nkw = op == OP_CALL_FUNCTION_KW ? read_uint(&ip) : 0;
        call:
            SAVE_IP_BEFORE_RAISING();
            POLL_PENDING();
            if (op == OP_CALL_METHOD) {
                /* stack: method, self or NULL, args; args[-1] must be the callable */
                bottom = sp - n - 2;
                if (bottom[1] == OBJ_NULL) {
                    bottom[1] = bottom[0];
                    args = bottom + 2;
                } else {
                    args = bottom + 1;
                    n++;
                }
            } else {
                bottom = sp - n - 2 * nkw - 1;
                args = bottom + 1;
                if (nkw != 0)
                    image_kw_names(args + n, nkw); /* every native reads them as strs */
            }
            fn = args[-1];
            init = false;
            if (!obj_is(fn, T_FUNCTION) && !obj_is(fn, T_BUILTIN) && obj_is_ptr(fn)) {
                /* a bound method, a class with a Python __init__, an instance with
                 * __call__: the function and its self take the callable's slot(s) */
                obj_t self;
                bool is_init; /* (init itself is kept out of memory: see run_loop's frame) */
                fn = class_prepare_call(fn, &self, &is_init);
                init = is_init;
                if (init && self == OBJ_NULL) {
                    /* a class with __new__: that runs now (nested), its __init__ here */
                    fn = class_call_new(n, args, nkw, args + n, &self);
                    if (fn == OBJ_NULL) {
                        sp = bottom;
                        *sp++ = self;
                        break;
                    }
                }
                if (self != OBJ_NULL) {
                    args[-1] = self;
                    if (init)
                        *bottom = self; /* what the call leaves, see OP_RETURN_VALUE */
                    args--;
                    n++;
                }
            }
        do_call: /* fn is a Python function or a native; args and n are final */
            if (fun_is(fn)) {
                frame_t *nf = call_setup(fn, n, args, nkw, args + n);
                if (nf->code->flags & CODE_FLAG_GENERATOR) {
                    /* a generator function: its frame waits in a generator object */
                    obj_t g = gen_new(nf);
                    sp = bottom;
                    *sp++ = g;
                    break;
                }
                if (init)
                    nf->flags |= FRAME_INIT;
                sp = bottom;
                SAVE_SP();
                nf->back = f;
                f = nf;
                vm.depth++;
                LOAD_FRAME();
                break;
            }
            obj_t r = call_native(fn, n, args, nkw, args + n);
            sp = bottom;
            *sp++ = r;
            break;
        }
        CASE(OP_POP_TOP):
            sp--;
            break;
        CASE(OP_DUP_TOP):
            sp[0] = sp[-1];
            sp++;
            break;
        CASE(OP_DUP_TOP_TWO):
            sp[0] = sp[-2];
            sp[1] = sp[-1];
            sp += 2;
            break;
        CASE(OP_ROT_TWO): {
            obj_t t = sp[-1];
            sp[-1] = sp[-2];
            sp[-2] = t;
            break;
        }
        CASE(OP_ROT_THREE): {
            obj_t t = sp[-1];
            sp[-1] = sp[-2];
            sp[-2] = sp[-3];
            sp[-3] = t;
            break;
        }
        CASE(OP_UNARY_OP): {
            unsigned u = *ip++;
            SAVE_IP_BEFORE_RAISING();
            sp[-1] = obj_unary(u, sp[-1]);
            break;
        }
        CASE(OP_BINARY_OP):
            arg = *ip++;
        binary_op: {
            unsigned b = arg;
            obj_t y = sp[-1], x = sp[-2];
            if (obj_is_small(x) && obj_is_small(y)) {
                int32_t r;
                if (b == BINARY_ADD || b == BINARY_ADD + BINARY_INPLACE_BASE) {
                    r = small_value(x) + small_value(y);
                } else if (b == BINARY_SUB || b == BINARY_SUB + BINARY_INPLACE_BASE) {
                    r = small_value(x) - small_value(y);
                } else {
                    obj_t v = small_binary(b, x, y);
                    if (v == OBJ_NULL)
                        goto binary_general;
                    sp[-2] = v;
                    sp--;
                    break;
                }
                if (small_fits(r)) {
                    sp[-2] = small_obj(r);
                    sp--;
                    break;
                }
            }
        binary_general:
            SAVE_IP_BEFORE_RAISING();
            SAVE_SP(); /* `str % x` is armed: it may run again from here (deferred calls) */
            sp[-2] = binary_slow(b, x, y);
            sp--;
            break;
        }
        CASE(OP_COMPARE_OP):
            arg = *ip++;
        compare_op: {
            unsigned c = arg;
            obj_t y = sp[-1], x = sp[-2];
            if (obj_is_small(x) && obj_is_small(y) && c <= COMPARE_GE) {
                int32_t a = (int32_t)x, b = (int32_t)y; /* same order as the values */
                bool r = c == COMPARE_LT ? a < b : c == COMPARE_LE ? a <= b : c == COMPARE_EQ ? a == b
                       : c == COMPARE_NE ? a != b : c == COMPARE_GT ? a > b : a >= b;
                sp[-2] = bool_obj(r);
            } else {
                SAVE_IP_BEFORE_RAISING();
                sp[-2] = compare_slow(c, x, y);
            }
            sp--;
            break;
        }
        /* Short jumps: a signed 8-bit offset, then the long form's code. */
        CASE(OP_JUMP_SHORT):
            arg = (uint32_t)(int32_t)(int8_t)*ip++;
            goto jump;
        CASE(OP_POP_JUMP_IF_FALSE_SHORT):
        CASE(OP_POP_JUMP_IF_TRUE_SHORT):
            arg = (uint32_t)(int32_t)(int8_t)*ip++;
            op = (uint8_t)(op - OP_POP_JUMP_IF_FALSE_SHORT + OP_POP_JUMP_IF_FALSE);
            goto pop_jump;
        CASE(OP_FOR_ITER_SHORT):
            arg = (uint32_t)(int32_t)(int8_t)*ip++;
            goto for_iter;
        CASE(OP_JUMP):
            arg = (uint32_t)read_jump(&ip);
        jump:
            if ((int32_t)arg < 0)
                POLL_PENDING();
            ip += (int32_t)arg;
            break;
        CASE(OP_POP_JUMP_IF_FALSE):
        CASE(OP_POP_JUMP_IF_TRUE):
            arg = (uint32_t)read_jump(&ip);
        pop_jump: {
            int32_t d = (int32_t)arg;
            obj_t v = *--sp;
            bool t = v == OBJ_TRUE ? true : v == OBJ_FALSE ? false : obj_truth(v);
            if (t == (op == OP_POP_JUMP_IF_TRUE)) {
                if (d < 0)
                    POLL_PENDING();
                ip += d;
            }
            break;
        }
        CASE(OP_JUMP_IF_FALSE_OR_POP):
        CASE(OP_JUMP_IF_TRUE_OR_POP): {
            int32_t d = read_jump(&ip);
            if (obj_truth(sp[-1]) == (op == OP_JUMP_IF_TRUE_OR_POP))
                ip += d;
            else
                sp--;
            break;
        }
        CASE(OP_GET_ITER):
            SAVE_IP_BEFORE_RAISING();
            sp[-1] = obj_getiter(sp[-1]);
            break;
        CASE(OP_FOR_ITER):
            arg = (uint32_t)read_jump(&ip);
        for_iter: {
            int32_t d = (int32_t)arg;
            obj_t x, it = sp[-1];
            if (obj_is(it, T_RANGE_ITER)) {
                /* inline: the common `for i in range(...)` */
                iter_t *r = obj_ptr(it);
                int32_t cur = small_value(r->a), step = small_value(r->c);
                if (step > 0 ? cur >= small_value(r->b) : cur <= small_value(r->b)) {
                    x = OBJ_NULL;
                } else {
                    int32_t next = cur + step;
                    r->a = small_fits(next) ? small_obj(next) : r->b;
                    x = small_obj(cur);
                }
            } else {
                SAVE_IP_BEFORE_RAISING();
                x = obj_iternext(it);
            }
            if (x == OBJ_NULL) {
                sp--;
                ip += d;
            } else {
                *sp++ = x;
            }
            break;
        }
        CASE(OP_RETURN_NONE):
        CASE(OP_RETURN_VALUE): {
            obj_t r = op == OP_RETURN_NONE ? OBJ_NONE : *--sp;
            frame_t *done = f;
            unsigned flags = done->flags;
            bool init = (flags & FRAME_INIT) != 0, replay = (flags & FRAME_REPLAY) != 0;
            if (init && r != OBJ_NONE) {
                SAVE_IP_BEFORE_RAISING();
                raise_TypeError("__init__() should return None, not '%t'", r);
            }
            f = f->back;
            vm.frame = f;
            vm.depth--;
            if (!(flags & FRAME_CAPTURED)) {
                spare_keep(done);
            } else {
                /* A traceback keeps it, for its code and ip only: its values go, above all an
                 * exception it caught, whose traceback would keep every frame of a runaway
                 * recursion alive while a stale word anywhere points here. */
                memset(done->slots, 0, 4u * (done->code->n_locals + done->code->stack_size));
            }
            if (flags & FRAME_ENTRY)
                return r;
            LOAD_FRAME();
            if (replay) { /* a deferred call: its caller's instruction runs again */
                replay_result(r);
                break;
            }
            ip = skip_call(ip);
            if (init)
                sp++; /* the instance, left in the callable's slot */
            else
                *sp++ = r;
            break;
        }
        CASE(OP_MAKE_FUNCTION):
            arg = read_uint(&ip);
        make_function: {
            SAVE_IP_BEFORE_RAISING();
            *sp++ = fun_make(image_code(f->code, arg), f->globals, 0, NULL);
            break;
        }
        CASE(OP_MAKE_FUNCTION_EX): {
            uint32_t i = read_uint(&ip);
            unsigned flags = *ip++;
            SAVE_IP_BEFORE_RAISING();
            unsigned n = (flags & 1u) + ((flags >> 1) & 1u) + ((flags >> 2) & 1u);
            obj_t fn = fun_make(image_code(f->code, i), f->globals, flags, sp - n);
            sp -= n;
            *sp++ = fn;
            break;
        }
        CASE(OP_RAISE_VARARGS): {
            unsigned n = *ip++;
            SAVE_IP_BEFORE_RAISING();
            raise_slow(n, n == 0 ? OBJ_NULL : sp[-(int)n], sp[-1]);
        }
        CASE(OP_PUSH_EXC_INFO): {
            obj_t e = sp[-1];
            sp[-1] = vm.handled == OBJ_NULL ? OBJ_NONE : vm.handled;
            *sp++ = e;
            vm.handled = e;
            break;
        }
        CASE(OP_POP_EXCEPT): {
            obj_t e = *--sp;
            vm.handled = e == OBJ_NONE ? OBJ_NULL : e;
            break;
        }
        CASE(OP_CHECK_EXC_MATCH):
            SAVE_IP_BEFORE_RAISING();
            sp[-1] = bool_obj(exc_match_clause(sp[-2], sp[-1]));
            break;
        CASE(OP_RERAISE):
            SAVE_IP_BEFORE_RAISING();
            raise_obj(sp[-1]);
        CASE(OP_WITH_EXCEPT_START): {
            /* stack: exit method, self or NULL, prev, exc */
            SAVE_IP_BEFORE_RAISING();
            SAVE_SP();
            obj_t r = with_exit(sp);
            *sp++ = r;
            break;
        }
        CASE(OP_MAKE_CELL): {
            uint32_t i = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            locals[i] = cell_new(locals[i]);
            break;
        }
        CASE(OP_LOAD_DEREF):
        CASE(OP_STORE_DEREF):
        CASE(OP_DELETE_DEREF): { /* one case: a case of its own made gcc's loop 9 % slower (layout) */
            uint32_t i = read_uint(&ip);
            obj_t *cell = obj_ptr(locals[i]);
            SAVE_IP_BEFORE_RAISING();
            if (!obj_is_ptr(locals[i]) || cell[0] != CELL_MARK)
                raise_msg(T_RuntimeError, "LOAD_DEREF/STORE_DEREF of a slot that is not a cell");
            if (op != OP_LOAD_DEREF) {
                if (op == OP_STORE_DEREF)
                    cell[1] = *--sp;
                else
                    delete_deref(f, i);
                break;
            }
            if (cell[1] == OBJ_NULL)
                raise_empty_cell(f, i);
            *sp++ = cell[1];
            break;
        }
        CASE(OP_CALL_FUNCTION_EX): {
            unsigned flags = *ip++;
            SAVE_IP_BEFORE_RAISING();
            bottom = sp - 2 - (flags & 1u);
            size_t en, ekw; /* not &n, &nkw: they would live in memory on the hot call path */
            args = fun_call_ex_args(bottom[1], (flags & 1u) ? bottom[2] : OBJ_NULL, &en, &ekw);
            n = en;
            nkw = ekw;
            fn = bottom[0];
            args[-1] = fn; /* natives find themselves at args[-1] */
            init = false;
            if (!obj_is(fn, T_FUNCTION) && obj_is_ptr(fn)) {
                /* as in CALL_FUNCTION: bound methods, classes, instances with __call__ */
                obj_t self, callable = fn;
                bool is_init;
                fn = class_prepare_call(fn, &self, &is_init);
                init = is_init;
                if (self != OBJ_NULL) {
                    args[-1] = self;
                    if (init)
                        *bottom = self;
                    args--;
                    n++;
                    args[-1] = callable;
                }
            }
            goto do_call;
        }
        CASE(OP_LIST_EXTEND):
            SAVE_IP_BEFORE_RAISING();
            fun_star_extend(image_typed(sp[-2], T_LIST), sp[-1]);
            sp--;
            break;
        CASE(OP_DICT_MERGE):
            SAVE_IP_BEFORE_RAISING();
            fun_dict_merge(image_typed(sp[-2], T_DICT), sp[-1]);
            sp--;
            break;
        CASE(OP_BUILD_TUPLE):
        CASE(OP_BUILD_LIST):
            arg = read_uint(&ip);
        build_seq: {
            uint32_t n = arg;
            SAVE_IP_BEFORE_RAISING();
            obj_t t = op == OP_BUILD_TUPLE ? tuple_new(n, sp - n) : list_new(n, sp - n);
            sp -= n;
            *sp++ = t;
            break;
        }
        CASE(OP_BINARY_SUBSCR):
            SAVE_IP_BEFORE_RAISING();
            sp[-2] = obj_subscr(sp[-2], sp[-1]);
            sp--;
            break;
        CASE(OP_STORE_SUBSCR):
            SAVE_IP_BEFORE_RAISING();
            obj_store_subscr(sp[-2], sp[-1], sp[-3]);
            sp -= 3;
            break;
        CASE(OP_DELETE_SUBSCR):
            SAVE_IP_BEFORE_RAISING();
            obj_delete_subscr(sp[-2], sp[-1]);
            sp -= 2;
            break;
        CASE(OP_BUILD_MAP):
        CASE(OP_BUILD_SET): {
            uint32_t n = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            uint32_t k = op == OP_BUILD_MAP ? 2 * n : n;
            obj_t t = op == OP_BUILD_MAP ? dict_build(n, sp - k) : set_build(n, sp - k);
            sp -= k;
            *sp++ = t;
            break;
        }
        CASE(OP_IMPORT_NAME): {
            uint32_t q = read_uint(&ip), c = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            SAVE_SP();
            obj_t m = import_name(q, c);
            *sp++ = m;
            break;
        }
        CASE(OP_IMPORT_FROM): {
            uint32_t q = read_uint(&ip);
            SAVE_IP_BEFORE_RAISING();
            obj_t x = import_from(sp[-1], q);
            *sp++ = x;
            break;
        }
        default:
#if OP_TABLE
        op_bad:
#endif
            SAVE_IP_BEFORE_RAISING();
            raise_msg(T_RuntimeError, "bad opcode %s in the image", small_obj(op));
        }
    }
}

/* ---- verifying bytecode before it runs ----
 * Every instruction of a code record is decoded once at load: operands inside the
 * code, local/constant/string indices in range, operator numbers known, jumps landing on
 * instruction starts, and the value stack never below 0 nor above stack_size, with the
 * same depth on every path into an instruction. So the loop above needs no checks.
 * The operands' kinds and the stack effects come from firmware/defs/wispy.toml (op_rows). */

#define UNKNOWN 0xffu /* depth[] entry: nothing known yet */
#define START 0xfeu   /* an instruction starts here, reached by no path seen yet */

/* The operand of the compact form being checked, which the next operand_in() takes
 * instead of decoding bytes (a compact form has one operand). */
static bool compact_pending;
static uint32_t compact_arg;

/* The next operand, of encoding enc (enum operand_encoding), into *v: a sint and a jump
 * sign-extended; false if it runs past end. Out of line: the verifier's loop stays small. */
static NOINLINE bool operand_in(const uint8_t **pp, const uint8_t *end, unsigned enc, uint32_t *v)
{
    if (compact_pending) {
        compact_pending = false;
        *v = compact_arg;
        return true;
    }
    const uint8_t *p = *pp;
    uint32_t x = 0;
    if (enc <= ENC_SINT) { /* LEB128, at most 5 bytes */
        unsigned shift = 0;
        uint8_t b;
        do {
            if (p >= end || shift > 28)
                return false;
            b = *p++;
            x |= (uint32_t)(b & 0x7fu) << shift;
            shift += 7;
        } while (b & 0x80u);
        if (enc == ENC_SINT && shift < 32 && (b & 0x40u))
            x |= ~0u << shift;
    } else {
        unsigned size = enc == ENC_JUMP ? 2u : 1u;
        if ((uint32_t)(end - p) < size)
            return false;
        x = enc == ENC_BYTE ? p[0] : enc == ENC_JUMP8 ? (uint32_t)(int32_t)(int8_t)p[0]
                                                      : (uint32_t)(int32_t)(int16_t)(uint16_t)(p[0] | p[1] << 8);
        p += size;
    }
    *pp = p;
    *v = x;
    return true;
}

/* Record that depth d reaches offset at; false if another path brought another depth. */
static bool reach(uint8_t *depth, uint32_t at, unsigned d, bool *changed)
{
    if (depth[at] == UNKNOWN || depth[at] == START) {
        depth[at] = (uint8_t)d;
        *changed = true;
        return true;
    }
    return depth[at] == d;
}

/* The compact forms, for the verifier (the loop above has a case for each). */
static const struct {
    uint8_t code, count, op;
    int16_t arg0;
} compact_forms[] = {
#define FORM(code, count, long_op, arg0) {code, count, long_op, arg0},
    COMPACT_FORMS(FORM)
#undef FORM
};

/* A qstr operand names a builtin, one of the image's n_qstr strings or a [qstrs] more name. */
static bool qstr_in_range(uint32_t q, uint32_t n_qstr)
{
    return q < QSTR_BUILTIN_COUNT + n_qstr || q - QSTR_MORE_FIRST < QSTR_MORE_COUNT;
}

/* The long opcode of compact form op, its operand left for the next operand_in(); 0xff (an
 * unknown opcode) when op is no form. Out of line: the verifier's loop stays small. */
static NOINLINE uint8_t compact_long_form(uint8_t op)
{
    for (unsigned k = 0; k < sizeof(compact_forms) / sizeof(compact_forms[0]); k++) {
        if ((unsigned)(op - compact_forms[k].code) < compact_forms[k].count) {
            compact_arg = (uint32_t)((int32_t)(op - compact_forms[k].code) + compact_forms[k].arg0);
            compact_pending = true;
            return compact_forms[k].op;
        }
    }
    return 0xff;
}

/* Each opcode's stack effect, flags and operand kinds (wispy.opcode_table has the layout),
 * and each operand kind's encoding and bounds: both generated from firmware/defs/wispy.toml. */
static const uint8_t op_rows[OP_COUNT][3] = OPCODE_ROWS;
static const uint8_t kind_rows[OPK_END][3] = OPERAND_KIND_ROWS;
static const char *const runs_past = MSG("operand runs past the code");

/* Why operand v of kind k is refused in code c, or NULL; *jump is set for a jump. The meaning
 * of each kind of [operand_kinds]: a new kind needs its case here. */
static const char *operand_refusal(const code_t *c, unsigned k, uint32_t v, uint32_t n_qstr)
{
    const uint8_t *row = kind_rows[k];
    if (row[2] != 0 && (v < row[1] || v > row[2]
                        || (k == OPK_BINARY && v % BINARY_INPLACE_BASE >= BINARY_COUNT))) {
        switch (k) {
        case OPK_ARGC:
            return MSG("too many arguments");
        case OPK_ITEMS:
            return MSG("too many items");
        case OPK_BASES:
            return MSG("too many bases or attributes");
        case OPK_UNARY:
        case OPK_BINARY:
        case OPK_COMPARE:
        case OPK_RAISE:
            return "operator out of range";
        case OPK_CALLFLAGS:
            return "CALL_FUNCTION_EX flags out of range";
        case OPK_FNFLAGS:
            return "MAKE_FUNCTION_EX flags out of range";
        default: /* count, slice, format */
            return MSG("operand out of range");
        }
    }
    switch (k) {
    case OPK_SINT:
        return small_fits((int32_t)v) ? NULL : "LOAD_INT outside 31 bits";
    case OPK_QSTR:
        return qstr_in_range(v, n_qstr) ? NULL : "string index out of range";
    case OPK_MODULE: /* the library imports by name */
        return v == 0 || (!image_in_library(c) && v <= vm.n_const && image_is_code(c, v - 1)) ? NULL
               : "IMPORT_NAME of a constant that is not code";
    case OPK_CONST:
    case OPK_CODE:
        if (v >= image_n_const(c))
            return "constant index out of range";
        if (image_is_code(c, v) != (k == OPK_CODE))
            return k == OPK_CODE ? "MAKE_FUNCTION of a constant that is not code"
                                 : "LOAD_CONST of a code constant (code is not an object)";
        return NULL;
    case OPK_LOCAL:
        return v < c->n_locals ? NULL : "local index out of range";
    default: /* counts, operators, flags (bounded above), jumps (checked by the caller) */
        return NULL;
    }
}

const char *vm_verify_code(const code_t *c, uint32_t *where)
{
    const uint8_t *code = c->bytecode, *end = code + c->code_len;
    const uint32_t n_qstr = image_n_qstr(c); /* the library's image has none */
    if (c->stack_size >= START)
        return MSG("stack_size too large");
    if ((uint32_t)c->n_args + code_n_kwonly(c) + !!(c->flags & CODE_FLAG_VARARGS) + !!(c->flags & CODE_FLAG_VARKW) > c->n_locals)
        return MSG("more parameters than locals");
    uint8_t *depth = gc_try_alloc(c->code_len + 1u);
    if (depth == NULL)
        return MSG("no memory to verify it");
    memset(depth, UNKNOWN, c->code_len + 1u);
    depth[0] = 0;
    const char *err = NULL;
    /* Linear passes until no depth changes: a loop's body is reached by the jump back
     * from its condition, which the compiler places after the body. */
    bool changed = true;
    while (changed && err == NULL) {
    changed = false;
    const uint8_t *ip = code;
    while (ip < end && err == NULL) {
        uint32_t pc = (uint32_t)(ip - code);
        *where = pc;
        if (depth[pc] == UNKNOWN)
            depth[pc] = START; /* after a return or jump, and no jump here yet */
        unsigned d = depth[pc]; /* START: reached by no path: operands checked only */
        uint8_t op = *ip++;
        /* a compact form is checked as its long form, operand_in() giving the operand of the opcode */
        if (op >= OP_COMPACT_FIRST)
            op = compact_long_form(op);
        if (op >= OP_COUNT) {
            err = "unknown opcode";
            break;
        }
        const uint8_t *row = op_rows[op];
        uint32_t count[2] = {0, 0};
        int32_t jump = 0;
        bool has_jump = false;
        for (unsigned n = 0; n < 2 && err == NULL; n++) {
            unsigned k = n == 0 ? row[2] & 31u : row[2] >> 5;
            uint32_t v;
            if (k == OPK_NONE)
                break;
            if (!operand_in(&ip, end, kind_rows[k][0], &v))
                err = runs_past;
            else if ((err = operand_refusal(c, k, v, n_qstr)) == NULL && (k == OPK_JUMP || k == OPK_JUMP8)) {
                has_jump = true;
                jump = (int32_t)v;
            } else /* what it counts in the stack effect */
                count[n] = k == OPK_FORMAT ? OPK_COUNT_FORMAT(v) : k == OPK_FNFLAGS ? OPK_COUNT_FNFLAGS(v) : v;
        }
        if (err == NULL && (row[1] >> 6 & 1u) && !(c->flags & CODE_FLAG_GENERATOR))
            err = "YIELD_VALUE outside a generator";
        if (err != NULL)
            break;
        unsigned pops = (row[0] & 7u) + (row[0] >> 3 & 3u) * count[0] + (row[0] >> 5 & 3u) * count[1];
        unsigned pushes = (row[1] & 7u) + (row[1] >> 3 & 1u) * count[0] + (row[1] >> 4 & 1u) * count[1];
        bool terminal = row[1] >> 7;
        uint32_t next = (uint32_t)(ip - code);
        for (uint32_t i = pc + 1; i < next; i++)
            if (depth[i] != UNKNOWN)
                err = "a jump lands inside an instruction";
        if (d != START) {
            if (d < pops)
                err = "the value stack would go below empty";
            else if (d - pops + pushes > c->stack_size)
                err = "the value stack would outgrow stack_size";
        }
        if (has_jump && err == NULL) {
            int32_t target = (int32_t)next + jump;
            /* the depth the jump carries */
            unsigned jd = d - pops + (row[1] >> 5 & 1u); /* a jump leaves jump_pushes, not pushes */
            if (target < 0 || (uint32_t)target >= c->code_len)
                err = "a jump goes outside the code";
            else if ((uint32_t)target <= pc && depth[target] == UNKNOWN)
                err = "a jump lands inside an instruction";
            else if (d != START && !reach(depth, (uint32_t)target, jd, &changed))
                err = "paths reach a jump target with different stack depths";
            else if (d == START && depth[target] == UNKNOWN)
                depth[target] = START;
        }
        if (err == NULL && d != START) {
            /* an instruction under an exception handler may jump there, with the stack
             * cut to the handler's depth and the exception pushed */
            uint32_t to[2];
            if (exc_handler_at(c, pc, to)) {
                uint32_t target = to[0], hdepth = to[1];
                if (target >= c->code_len || hdepth + 1 > c->stack_size)
                    err = "an exception handler outside the code or above stack_size";
                else if (d < hdepth)
                    err = "an instruction is protected at a stack depth below its handler's";
                else if (target <= pc && depth[target] == UNKNOWN)
                    err = "an exception handler lands inside an instruction";
                else if (!reach(depth, target, hdepth + 1, &changed))
                    err = "paths reach an exception handler with different stack depths";
            }
        }
        if (err == NULL && !terminal && next < c->code_len) {
            if (d != START && !reach(depth, next, d - pops + pushes, &changed))
                err = "paths reach an instruction with different stack depths";
            else if (d == START && depth[next] == UNKNOWN)
                depth[next] = START;
        }
        if (err == NULL && next >= c->code_len && !terminal)
            err = "the code runs off its end";
    }
    }
    if (err == NULL && c->code_len == 0)
        err = "the code runs off its end";
    gc_free(depth);
    return err;
}

/* ---- entry points ---- */

int vm_run_module(const code_t *code)
{
    handler_t h;
    if (ERR_TRY(&h)) {
        dict_t *globals = obj_ptr(dict_new());
        vm.globals = globals;
        dict_store(globals, qstr_obj(Q___name__), qstr_obj(Q___main__));
        gc_stats.free_after_boot = gc_stats.heap_bytes - gc_stats.used_bytes;
        frame_t *f = frame_new(code, globals, 0, NULL);
        vm.depth = 1;
        run(f);
        err_pop(&h);
        vm.frame = NULL;
        return 0;
    }
    obj_t exc = vm.exc;
    int status = 1;
    vm.frame = NULL; /* the program is over: a Ctrl-C now is not one it ignores (protocol_ctrl_c) */
    if (exc_matches(exc, T_SystemExit)) {
        const exc_t *e = obj_ptr(exc);
        int32_t code_value = 0;
        if (e->a == OBJ_NULL || e->a == OBJ_NONE)
            status = 0;
        else if (int_check(e->a) && int_to_i32(e->a, &code_value))
            status = code_value;
        else {
            sink_t con = {NULL, 0, true, NULL, 0};
            wispy_console_stream = 1;
            obj_print(&con, e->a, false);
            sink_str(&con, "\n");
            wispy_console_stream = 0;
        }
    } else {
        exc_print_traceback(exc);
    }
    vm.frame = NULL;
    vm.exc = OBJ_NULL;
    vm.depth = 0;
    return status;
}

/* A native called from C: args[-1] must be the callable (call_native). Out of line, so that
 * the copy is not in vm_call's frame under every nested run. */
static NOINLINE obj_t call_native_from_c(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    obj_t buf[8];
    if (n + 1 > sizeof(buf) / sizeof(buf[0]))
        raise_TypeError("too many arguments for a call from C");
    buf[0] = fn;
    memcpy(buf + 1, args, 4u * n);
    return call_native(fn, n, buf + 1, nkw, kw);
}

/* A nested run of fn (a native is called directly): run() takes the caller's frame and
 * depth back when an exception leaves it (one handler a level, not two: the run's). Inlined
 * into both callers: a frame of its own would sit under every nested level. */
static ALWAYS_INLINE obj_t nested_call(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    stack_check();
    if (!fun_is(fn))
        return call_native_from_c(fn, n, args, nkw, kw);
    frame_t *nf = call_setup(fn, n, args, nkw, kw);
    if (nf->code->flags & CODE_FLAG_GENERATOR)
        return gen_new(nf);
    nf->back = vm.frame;
    vm.depth++;
    return run(nf); /* its armed instructions disarm ours: the rest of it nests */
}

obj_t vm_call(obj_t fn, size_t n, const obj_t *args)
{
    bool armed = vm.armed != NULL && vm.armed == vm.handler; /* from an armed instruction */
    obj_t r;
    if (armed && (r = armed_call(fn, n, args)) != OBJ_NULL)
        return r;
    r = nested_call(fn, n, args, 0, NULL);
    if (armed)
        replay_result(r);
    return r;
}

void vm_run_input(const code_t *code, dict_t *globals, frame_t *volatile *frame)
{
    stack_check();
    frame_t *f = frame_new(code, globals, 0, NULL);
    *frame = f;
    f->back = vm.frame;
    vm.depth++;
    run(f);
}

/* The frame is still allocated: a spare (returned from), or held by an exception's traceback
 * (captured). Spare frames are dropped because frame_new takes one whose code is the very
 * code it is asked for without reading that code's sizes again, and the host may have
 * written another input's code over those bytes by the next call. */
bool vm_input_done(const frame_t *frame)
{
    bool held = frame != NULL && (frame->flags & FRAME_CAPTURED);
    spare_free();
    return held;
}

/* vm_call with nkw (name, value) pairs at kw: a class's __new__ and __init__ called by
 * class_make. With keywords it is never deferred (class_make is no armed instruction's). */
obj_t vm_call_kw(obj_t fn, size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    return nkw == 0 ? vm_call(fn, n, args) : nested_call(fn, n, args, nkw, kw);
}

obj_t vm_resume(frame_t **gp, obj_t sent, bool first, bool *finished)
{
    frame_t *g = *gp;
    if (!first)
        g->slots[g->code->n_locals + g->sp++] = sent; /* the value of the yield expression */
    frame_t *caller = vm.frame;
    uint32_t depth = vm.depth;
    obj_t handled = vm.handled; /* a yield inside an except clause must not leak it out */
    handler_t h;
    g->back = caller;
    vm.depth++;
    if (!ERR_TRY(&h)) {
        vm.frame = caller;
        vm.depth = depth;
        vm.handled = handled;
        *gp = NULL; /* the generator is finished (its caller needs no handler of its own) */
        if (exc_matches(vm.exc, T_StopIteration)) { /* PEP 479: it would end the caller's loop */
            exc_t *e = gc_alloc(sizeof(exc_t));
            e->type = &types[T_RuntimeError];
            e->fmt = "generator raised StopIteration";
            e->cause = e->context = vm.exc;
            vm.exc = ptr_obj(e);
        }
        raise_obj(vm.exc);
    }
    gen_yielded = false;
    obj_t r = run(g);
    err_pop(&h);
    vm.frame = caller;
    vm.depth = depth;
    vm.handled = handled;
    *finished = !gen_yielded;
    gen_yielded = false;
    return r;
}
