/* gc.c — the heap allocator and the mark-and-sweep collector.
 *
 * Layout. The heap is all of port_heap_region(). Its start holds the block-state
 * bitmap (2 bits per block, 4 blocks per byte), then 8-byte blocks up to the end:
 * n blocks cost 8.25 n bytes. An object is a run of blocks: one head and its tails.
 *
 *   state | bits | meaning
 *   ------+------+-------------------------------------------------------------
 *   FREE  |  00  | not allocated
 *   HEAD  |  01  | first block of an allocated object (unmarked)
 *   TAIL  |  10  | a following block of the object whose head precedes it
 *   MARK  |  11  | a head reached during the current collection
 *
 * Block size: 8 bytes, so a 10**10 int (8 + 3 digits), a 10-character run-time string
 * (6 + 10) and a 2-attribute instance fit in 16 bytes, and waste is at most 7 bytes.
 *
 * Marking invariant: between collections no block is MARK. During marking, a MARK
 * block is either on the mark stack or has had every word of its body looked at
 * (except a TYPE_LEAF object's), so when the stack is empty and it has not overflowed,
 * every block reachable from the roots is MARK. Marking never recurses: children go on
 * a fixed mark stack; when it is full the block is only marked and `overflow` is set,
 * and the marker then rescans the heap for MARK blocks and traces them again until a
 * pass ends without overflow (tracing twice is harmless: only unmarked heads are
 * pushed). Sweep turns MARK into HEAD and frees unmarked heads with their tails.
 *
 * Roots: the state struct `vm` (every word of it), the registers (spilled by setjmp
 * into a jmp_buf on the stack) and the C stack from the current SP to port_stack_top().
 * Every word is taken as a possible pointer, interior pointers included: a word that
 * points anywhere into an allocated object keeps it alive. Heap object bodies are
 * scanned the same way, word by word, unless word 0 is a type whose flags say TYPE_LEAF
 * (strings, big ints, ranges): that is the whole "trace children" contract. */
#include <setjmp.h>
#include <string.h>

#include "gc.h"
#include "port.h"
#include "runtime.h"

enum { FREE = 0, HEAD = 1, TAIL = 2, MARK = 3 };
#define GC_HINTS 4

volatile gc_stats_t gc_stats;
gc_policy_t gc_policy;
uint32_t gc_test_fail_at;
uint32_t gc_test_allocs;
GC_STRESS_KNOB uint8_t gc_test_every_alloc = 0;

static struct {
    uint8_t *bits;     /* the state bitmap */
    uintptr_t base;    /* address of block 0 */
    uint32_t n;        /* blocks */
    /* Allocation hints, one per class of request: 1, 2 and 3 blocks, and GC_HINTS or more.
     * hint[c]: no run of c + 1 free blocks (of GC_HINTS for the last class) starts below
     * block hint[c] << shift (2 B each; shift is 0 up to 65,535 blocks, 512 KB of heap).
     * A request scans from its class's hint, so holes too small for it that other
     * requests left below are not read again (with one hint, an allocation of a frame
     * walked all the heap above the lowest one-block hole: tic-tac-toe took 2.2G
     * instructions at 16 KB, 28.7G at 256 KB; now 0.95G and 1.0G). Any lower value is
     * valid, so placement is exactly first fit, as before. */
    uint16_t hint[GC_HINTS];
    uint8_t sp;        /* mark stack depth */
    uint8_t overflow;  /* the mark stack overflowed during this pass */
    uint8_t busy;      /* a collection is running */
    uint8_t shift;     /* of the hints: n >> shift fits in 16 bits */
    uint32_t stack[WISPY_MARK_STACK];
} heap;

_Static_assert(WISPY_MARK_STACK <= 255, "the mark stack depth is a byte");

static ALWAYS_INLINE unsigned state(uint32_t b) { return (heap.bits[b >> 2] >> ((b & 3u) * 2)) & 3u; }
static ALWAYS_INLINE void set_state(uint32_t b, unsigned s)
{
    uint8_t *p = &heap.bits[b >> 2];
    unsigned sh = (b & 3u) * 2;
    *p = (uint8_t)((*p & ~(3u << sh)) | (s << sh));
}
static inline uint32_t block_of(const void *p) { return (uint32_t)(((uintptr_t)p - heap.base) / GC_BLOCK); }
static inline void *addr_of(uint32_t b) { return (void *)(heap.base + (uintptr_t)b * GC_BLOCK); }

/* Blocks from b are free again (or may be): a run of w free blocks may now start at b - w + 1. */
static void lower_hints(uint32_t b)
{
    for (uint32_t c = 0; c < GC_HINTS; c++) {
        uint32_t h = (b > c ? b - c : 0) >> heap.shift;
        if (h < heap.hint[c])
            heap.hint[c] = (uint16_t)h;
    }
}

static uint32_t run_length(uint32_t b)
{
    uint32_t e = b + 1;
    while (e < heap.n && state(e) == TAIL)
        e++;
    return e - b;
}

void gc_init(uintptr_t start, uintptr_t end)
{
    uint32_t total = (uint32_t)(end - start);
    uint32_t n = total * 4 / 33;
    uintptr_t base;
    for (;;) {
        base = (start + (n + 3) / 4 + 7) & ~(uintptr_t)7;
        if (base + (uintptr_t)n * GC_BLOCK <= end)
            break;
        n--;
    }
    heap.bits = (uint8_t *)start;
    heap.base = base;
    heap.n = n;
    memset(heap.hint, 0, sizeof heap.hint);
    heap.shift = 0;
    while ((n >> heap.shift) > 0xffffu)
        heap.shift++;
    memset(heap.bits, 0, (n + 3) / 4);
    gc_stats.heap_bytes = n * GC_BLOCK;
    gc_stats.used_bytes = 0;
    gc_stats.high_water = 0;
    gc_stats.largest_free = n * GC_BLOCK;
    gc_policy.threshold = UINT32_MAX; /* each program starts with the collector enabled, no threshold */
    gc_policy.since = 0;
    gc_policy.enabled = 1;
}

/* ---- marking ---- */

static void GC_NO_SANITIZE mark_word(uint32_t w)
{
    uintptr_t a = (uintptr_t)w;
    if (a < heap.base || a >= heap.base + (uintptr_t)heap.n * GC_BLOCK)
        return;
    uint32_t b = block_of((void *)a);
    unsigned s = state(b);
    while (s == TAIL)
        s = state(--b);
    if (s != HEAD)
        return;
    set_state(b, MARK);
    if (heap.sp < WISPY_MARK_STACK)
        heap.stack[heap.sp++] = b;
    else
        heap.overflow = 1;
}

static void GC_NO_SANITIZE mark_range(const void *from, const void *to)
{
    const uint32_t *p = (const uint32_t *)((uintptr_t)from & ~(uintptr_t)3);
    for (; (const void *)p < to; p++)
        mark_word(*p);
}

static void trace(uint32_t b)
{
    const uint32_t *p = addr_of(b);
    if (word_is_type(p[0]) && (((const type_t *)(uintptr_t)p[0])->flags & TYPE_LEAF))
        return;
    mark_range(p, p + run_length(b) * (GC_BLOCK / 4));
}

static void drain(void)
{
    while (heap.sp > 0)
        trace(heap.stack[--heap.sp]);
}

/* The current stack pointer is below this function's frame, hence below the jmp_buf
 * of gc_collect that holds the registers. */
static NOINLINE GC_NO_SANITIZE void mark_stack(void)
{
    volatile uint32_t here = 0;
    mark_range((const void *)&here, (const void *)port_stack_top());
}

static void sweep(void)
{
    uint32_t used = 0, run = 0, largest = 0;
    bool freeing = false;
    uint32_t low = heap.n; /* the lowest free block */
    for (uint32_t b = 0; b < heap.n; b++) {
        if ((b & 3u) == 0 && b + 4 <= heap.n) {
            /* Four blocks per bitmap byte when it is all FREE, or all live (MARK heads and
             * tails that follow a live head): 4x faster over empty and full stretches. */
            uint8_t *p = &heap.bits[b >> 2];
            unsigned x = *p;
            if (x == 0) {
                run += 4;
                if (b < low)
                    low = b;
                if (run > largest)
                    largest = run;
                b += 3;
                continue;
            }
            if ((x & 0xaau) == 0xaau && (!freeing || (x & 1u))) {
                *p = (uint8_t)(x & ~((x & 0x55u) << 1)); /* each MARK (11) becomes HEAD (01) */
                freeing = false;
                run = 0;
                used += 4;
                b += 3;
                continue;
            }
        }
        unsigned s = state(b);
        if (s == MARK) {
            set_state(b, HEAD);
            freeing = false;
        } else if (s == HEAD) {
            freeing = true;
        } else if (s == TAIL && !freeing) {
            /* a tail of a live object */
        } else {
            if (s != FREE) {
                set_state(b, FREE);
                if (WISPY_GC_TESTING)
                    memset(addr_of(b), 0xdb, GC_BLOCK);
            }
            if (b < low)
                low = b;
            if (++run > largest)
                largest = run;
            continue;
        }
        if (s == HEAD && freeing) {
            set_state(b, FREE);
            if (WISPY_GC_TESTING)
                memset(addr_of(b), 0xdb, GC_BLOCK);
            if (b < low)
                low = b;
            if (++run > largest)
                largest = run;
            continue;
        }
        run = 0;
        used++;
    }
    for (uint32_t c = 0; c < GC_HINTS; c++)
        heap.hint[c] = (uint16_t)(low >> heap.shift);
    gc_stats.used_bytes = used * GC_BLOCK;
    gc_stats.largest_free = largest * GC_BLOCK;
}

void gc_collect(void)
{
    jmp_buf regs;
    if (heap.busy)
        return;
    heap.busy = 1;
    GC_SPILL_REGISTERS();
    setjmp(regs);
    heap.sp = 0;
    heap.overflow = 0;
    mark_range(&vm, &vm + 1);
    drain();
    mark_stack();
    drain();
    while (heap.overflow) {
        heap.overflow = 0;
        for (uint32_t b = 0; b < heap.n; b++) {
            if (state(b) == MARK) {
                trace(b);
                drain();
            }
        }
    }
    sweep();
    gc_stats.collections++;
    gc_policy.since = 0;
    heap.busy = 0;
}

/* ---- allocation ---- */

/* First fit from the hint of the request's class: w = min(need, GC_HINTS) is the run
 * length that hint is about. The scan notes the first run of w free blocks it meets;
 * that is where the class's next scan starts (past this object when it is the one taken:
 * always, for the exact classes, which then also raise the hints of the larger ones). */
static void *take(uint32_t need)
{
    uint32_t c = (need < GC_HINTS ? need : GC_HINTS) - 1, w = c + 1;
    uint32_t run = 0, first = heap.n;
    for (uint32_t b = (uint32_t)heap.hint[c] << heap.shift; b < heap.n; b++) {
        if (run == 0 && (b & 3u) == 0) {
            /* skip a bitmap byte with no FREE (00) pair: 4 blocks at once */
            unsigned x = heap.bits[b >> 2];
            if ((~(x | (x >> 1)) & 0x55u) == 0) {
                b += 3;
                continue;
            }
        }
        if (state(b) != FREE) {
            run = 0;
            continue;
        }
        if (++run == w && first == heap.n)
            first = b + 1 - w;
        if (run == need) {
            uint32_t h = b + 1 - need;
            set_state(h, HEAD);
            for (uint32_t t = h + 1; t <= b; t++)
                set_state(t, TAIL);
            if (first == h) {
                /* No run of w free blocks starts below h (so none longer either), and none
                 * in [h, b] now: a hint in that range moves past b. */
                for (uint32_t k = 0; k < GC_HINTS; k++) {
                    uint32_t at = (uint32_t)heap.hint[k] << heap.shift;
                    if ((k >= c || at >= h) && at <= b)
                        heap.hint[k] = (uint16_t)((b + 1) >> heap.shift);
                }
            } else {
                heap.hint[c] = (uint16_t)(first >> heap.shift);
            }
            gc_stats.used_bytes += need * GC_BLOCK;
            gc_policy.since += need * GC_BLOCK;
            if (gc_stats.used_bytes > gc_stats.high_water)
                gc_stats.high_water = gc_stats.used_bytes;
            void *p = addr_of(h);
            memset(p, 0, need * GC_BLOCK);
            return p;
        }
    }
    heap.hint[c] = (uint16_t)(first >> heap.shift);
    return NULL;
}

void *gc_try_alloc(size_t nbytes)
{
    if (nbytes > gc_stats.heap_bytes)
        return NULL;
    uint32_t need = (uint32_t)((nbytes + GC_BLOCK - 1) / GC_BLOCK);
    if (need == 0)
        need = 1;
    if (WISPY_GC_TESTING) {
        gc_test_allocs++;
        if (gc_test_fail_at != 0 && gc_test_allocs == gc_test_fail_at)
            return NULL;
    }
    if (gc_test_every_alloc || (gc_policy.enabled && gc_policy.since >= gc_policy.threshold))
        gc_collect();
    void *p = take(need);
    if (p == NULL) {
        gc_collect();
        p = take(need);
    }
    return p;
}

void *gc_alloc(size_t nbytes)
{
    void *p = gc_try_alloc(nbytes);
    if (p == NULL)
        raise_MemoryError();
    return p;
}

void gc_free(void *p)
{
    uint32_t b = block_of(p);
    uint32_t n = run_length(b);
    for (uint32_t i = 0; i < n; i++)
        set_state(b + i, FREE);
    if (WISPY_GC_TESTING)
        memset(p, 0xdb, n * GC_BLOCK);
    lower_hints(b);
    gc_stats.used_bytes -= n * GC_BLOCK;
}

size_t gc_size(const void *p) { return run_length(block_of(p)) * GC_BLOCK; }

bool gc_holds(const void *p, size_t nbytes)
{
    uint32_t k = (uint32_t)((nbytes - 1) / GC_BLOCK);
    return k == 0 || (block_of(p) + k < heap.n && state(block_of(p) + k) == TAIL);
}

void *gc_realloc(void *p, size_t nbytes)
{
    if (nbytes > gc_stats.heap_bytes)
        raise_MemoryError();
    uint32_t b = block_of(p);
    uint32_t have = run_length(b);
    uint32_t need = (uint32_t)((nbytes + GC_BLOCK - 1) / GC_BLOCK);
    if (need == 0)
        need = 1;
    if (need <= have) {
        for (uint32_t i = need; i < have; i++)
            set_state(b + i, FREE);
        if (need < have)
            lower_hints(b + need);
        gc_stats.used_bytes -= (have - need) * GC_BLOCK;
        return p;
    }
    uint32_t e = b + have;
    while (e < b + need && e < heap.n && state(e) == FREE)
        e++;
    if (e == b + need) {
        for (uint32_t i = b + have; i < e; i++)
            set_state(i, TAIL);
        memset(addr_of(b + have), 0, (need - have) * GC_BLOCK);
        gc_stats.used_bytes += (need - have) * GC_BLOCK;
        gc_policy.since += (need - have) * GC_BLOCK;
        if (gc_stats.used_bytes > gc_stats.high_water)
            gc_stats.high_water = gc_stats.used_bytes;
        return p;
    }
    void *q = gc_alloc(nbytes);
    memcpy(q, p, have * GC_BLOCK);
    gc_free(p);
    return q;
}

void gc_runs(void (*fn)(void *ctx, int used, uint32_t blocks), void *ctx)
{
    for (uint32_t b = 0; b < heap.n;) {
        unsigned s = state(b);
        uint32_t len;
        if (s == HEAD || s == MARK)
            len = run_length(b);
        else
            for (len = 0; b + len < heap.n && state(b + len) == FREE; len++)
                ;
        if (len == 0)
            len = 1; /* a stray tail: count it alone */
        fn(ctx, s == HEAD || s == MARK, len);
        b += len;
    }
}
