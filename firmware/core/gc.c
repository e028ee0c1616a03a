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
 * Roots: the state struct `vm` (every word of it; vm.spare, the frames kept for the
 * next calls, is dropped first: stale), the registers (spilled by setjmp into a
 * jmp_buf on the stack) and the C stack from the current SP to port_stack_top().
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
/* Placement (docs/memory.md, "Placement"; measured there). Requests of GC_LARGE blocks or
 * more (96 B: list and dict vectors past ~22 items, big strings) are placed from the top of
 * the heap, the rest first fit from the bottom, inside the churn zone: the blocks below
 * which GC_CHURN_NUM / GC_CHURN_DEN of the free blocks lay after the last collection. */
#define GC_LARGE 12u
#define GC_CHURN_NUM 1
#define GC_CHURN_DEN 2
#define GC_RESERVE 16u /* blocks (128 B) kept for the handler of a MemoryError */
#define NONE UINT32_MAX

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
     * block hint[c] << shift (2 B each; shift is 0 below 65,535 blocks, 512 KB of heap).
     * A request scans from its class's hint, so holes too small for it that other
     * requests left below are not read again (with one hint, an allocation of a frame
     * walked all the heap above the lowest one-block hole: tic-tac-toe took 2.2G
     * instructions at 16 KB, 28.7G at 256 KB; now 0.95G and 1.0G). Any lower value is
     * valid: the hints change no placement. */
    uint16_t hint[GC_HINTS];
    /* The hint of the large requests (GC_LARGE blocks or more), placed from the top: no run
     * of GC_LARGE free blocks ends above block top << shift (or n). */
    uint16_t top;
    /* Small requests are placed below block limit << shift while they fit (the churn zone,
     * which held `churn` free blocks after the last collection); when one does not fit
     * there, a collection comes first if churn / 2 blocks' worth of bytes were allocated
     * since the last one, else it goes above (so survivors stay low and the top stays
     * whole for the large requests). */
    uint16_t limit;
    uint16_t churn;
    /* While armed, an allocation may not take the heap's last GC_RESERVE blocks: a failed
     * allocation disarms it, so the code that handles the MemoryError has room; a
     * collection that leaves twice that free arms it again. */
    uint8_t armed;
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

static inline uint32_t top_block(void)
{
    uint32_t t = (uint32_t)heap.top << heap.shift;
    return t < heap.n ? t : heap.n;
}
static inline void set_top(uint32_t b) { heap.top = (uint16_t)((b + (1u << heap.shift) - 1) >> heap.shift); }

/* Blocks [b, e) are free again: a run of w free blocks may now start at b - w + 1, and one
 * of GC_LARGE blocks end at e + GC_LARGE - 1. */
static void freed(uint32_t b, uint32_t e)
{
    for (uint32_t c = 0; c < GC_HINTS; c++) {
        uint32_t h = (b > c ? b - c : 0) >> heap.shift;
        if (h < heap.hint[c])
            heap.hint[c] = (uint16_t)h;
    }
    e += GC_LARGE - 1;
    if (e > heap.n)
        e = heap.n;
    if (e > top_block())
        set_top(e);
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
    while ((n >> heap.shift) >= 0xffffu) /* n, rounded up, fits the top hint */
        heap.shift++;
    set_top(n);
    heap.armed = 1;
    heap.limit = (uint16_t)((n * GC_CHURN_NUM / GC_CHURN_DEN) >> heap.shift);
    heap.churn = (uint16_t)(n * GC_CHURN_NUM / GC_CHURN_DEN);
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
    uint32_t low = heap.n, high = 0; /* the lowest free block, one past the highest */
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
                high = b + 4;
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
            high = b + 1;
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
            high = b + 1;
            if (++run > largest)
                largest = run;
            continue;
        }
        run = 0;
        used++;
    }
    for (uint32_t c = 0; c < GC_HINTS; c++)
        heap.hint[c] = (uint16_t)(low >> heap.shift);
    set_top(high);
    /* the churn zone: the blocks below which half of the free ones lie */
    uint32_t half = (heap.n - used) * GC_CHURN_NUM / GC_CHURN_DEN, seen = 0, b = 0;
    for (; b + 4 <= heap.n && seen < half; b += 4) {
        unsigned x = heap.bits[b >> 2];
        unsigned f = ~(x | (x >> 1)) & 0x55u; /* a bit per FREE block */
        f = (f & 0x33u) + ((f >> 2) & 0x33u);
        seen += (f & 0x0fu) + (f >> 4);
    }
    heap.limit = (uint16_t)((b + (1u << heap.shift) - 1) >> heap.shift);
    heap.churn = (uint16_t)(seen < 0xffffu ? seen : 0xffffu);
    if (heap.n - used >= 2 * GC_RESERVE)
        heap.armed = 1;
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
    /* The frames kept for the next calls (vm.c) hold the values of the last ones returned
     * from: stale, so not roots (they kept a finished pipeline of generators alive). They
     * are freed here, not left to the sweep: a stale word on the C stack pointing at one
     * (the loop's last returned frame) would keep it, and gc.mem_alloc() would count it. */
    for (frame_t *f = vm.spare, *next; f != NULL; f = next) {
        next = f->back;
        gc_free(f);
    }
    vm.spare = NULL;
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

/* Mark [h, h + need) allocated and count it. */
static void commit(uint32_t h, uint32_t need)
{
    set_state(h, HEAD);
    for (uint32_t t = h + 1; t < h + need; t++)
        set_state(t, TAIL);
    gc_stats.used_bytes += need * GC_BLOCK;
    gc_policy.since += need * GC_BLOCK;
    if (gc_stats.used_bytes > gc_stats.high_water)
        gc_stats.high_water = gc_stats.used_bytes;
}

/* First fit from the hint of the request's class: w = min(need, GC_HINTS) is the run
 * length that hint is about. The scan notes the first run of w free blocks it meets;
 * that is where the class's next scan starts (past this object when it is the one taken:
 * always, for the exact classes, which then also raise the hints of the larger ones). */
static uint32_t take_low(uint32_t need, uint32_t lim)
{
    uint32_t c = (need < GC_HINTS ? need : GC_HINTS) - 1, w = c + 1;
    uint32_t run = 0, first = heap.n;
    for (uint32_t b = (uint32_t)heap.hint[c] << heap.shift; b < lim; b++) {
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
            commit(h, need);
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
            return h;
        }
    }
    if (first > lim - run)
        first = lim - run; /* a run of w may start in the last `run` blocks below lim */
    heap.hint[c] = (uint16_t)(first >> heap.shift);
    return NONE;
}

/* Highest fit for a large request (need >= GC_LARGE): the top `need` blocks of the highest
 * free run that holds it, scanning down from the top hint. The scan notes where the first
 * run of GC_LARGE free blocks it meets ends: the next large scan starts there. */
static uint32_t take_high(uint32_t need)
{
    uint32_t run = 0, noted = 0;
    for (uint32_t b = top_block(); b-- > 0;) {
        if (run == 0 && (b & 3u) == 3u) {
            unsigned x = heap.bits[b >> 2];
            if ((~(x | (x >> 1)) & 0x55u) == 0) {
                b -= 3;
                continue;
            }
        }
        if (state(b) != FREE) {
            run = 0;
            continue;
        }
        if (++run == GC_LARGE && noted == 0)
            noted = b + GC_LARGE;
        if (run == need) {
            commit(b, need);
            /* No run of GC_LARGE free blocks ends above the noted one; if that is the run
             * just taken from, none ends above b now. */
            set_top(noted == b + need ? b : noted);
            return b;
        }
    }
    set_top(noted);
    return NONE;
}

static inline uint32_t limit_block(void)
{
    uint32_t l = (uint32_t)heap.limit << heap.shift;
    return l < heap.n ? l : heap.n;
}

/* A place for need blocks, or NONE. A small request past the churn zone: beyond it when
 * a collection has just run (or the collector is off, or little was allocated since the
 * last one), else NONE, so the caller collects first. */
static uint32_t take(uint32_t need, bool collected)
{
    if (heap.armed && heap.n - gc_stats.used_bytes / GC_BLOCK < need + GC_RESERVE)
        return NONE;
    if (need >= GC_LARGE)
        return take_high(need);
    uint32_t h = take_low(need, limit_block());
    if (h == NONE && (collected || !gc_policy.enabled || gc_policy.since < heap.churn * (GC_BLOCK / 2)))
        h = take_low(need, heap.n);
    return h;
}

static uint32_t blocks_for(size_t nbytes)
{
    uint32_t need = (uint32_t)((nbytes + GC_BLOCK - 1) / GC_BLOCK);
    return need == 0 ? 1 : need;
}

/* What every allocation does first: the test hooks, and a collection when the policy asks
 * for one. False: the test hook fails this allocation. */
static bool before_alloc(void)
{
    if (WISPY_GC_TESTING) {
        gc_test_allocs++;
        if (gc_test_fail_at != 0 && gc_test_allocs == gc_test_fail_at)
            return false;
    }
    if (gc_test_every_alloc || (gc_policy.enabled && gc_policy.since >= gc_policy.threshold))
        gc_collect();
    return true;
}

void *gc_try_alloc(size_t nbytes)
{
    if (nbytes > gc_stats.heap_bytes)
        return NULL;
    uint32_t need = blocks_for(nbytes);
    if (!before_alloc())
        return NULL;
    uint32_t h = take(need, false);
    if (h == NONE) {
        gc_collect();
        h = take(need, true);
        if (h == NONE) {
            heap.armed = 0;
            return NULL;
        }
    }
    void *p = addr_of(h);
    memset(p, 0, need * GC_BLOCK);
    return p;
}

void *gc_alloc(size_t nbytes)
{
    void *p = gc_try_alloc(nbytes);
    if (p == NULL)
        raise_MemoryError();
    return p;
}

static void release(uint32_t b, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        set_state(b + i, FREE);
    freed(b, b + n);
    gc_stats.used_bytes -= n * GC_BLOCK;
}

void gc_free(void *p)
{
    uint32_t b = block_of(p);
    uint32_t n = run_length(b);
    release(b, n);
    if (WISPY_GC_TESTING)
        memset(p, 0xdb, n * GC_BLOCK);
}

size_t gc_size(const void *p) { return run_length(block_of(p)) * GC_BLOCK; }

bool gc_holds(const void *p, size_t nbytes)
{
    uint32_t k = (uint32_t)((nbytes - 1) / GC_BLOCK);
    return k == 0 || (block_of(p) + k < heap.n && state(block_of(p) + k) == TAIL);
}

/* Copy n words from src to dst, which may overlap (blocks are 8-aligned: word by word). */
static void move_words(uint32_t *dst, const uint32_t *src, uint32_t n)
{
    if (dst < src)
        for (uint32_t i = 0; i < n; i++)
            dst[i] = src[i];
    else
        while (n-- > 0)
            dst[n] = src[n];
}

void *gc_realloc(void *p, size_t nbytes)
{
    if (nbytes > gc_stats.heap_bytes)
        raise_MemoryError();
    uint32_t b = block_of(p);
    uint32_t have = run_length(b);
    uint32_t need = blocks_for(nbytes);
    if (need <= have) {
        if (need < have) {
            release(b + need, have - need);
            if (WISPY_GC_TESTING)
                memset(addr_of(b + need), 0xdb, (have - need) * GC_BLOCK);
        }
        return p;
    }
    uint32_t e = b + have;
    while (e < b + need && e < heap.n && state(e) == FREE)
        e++;
    if (e == b + need && !(heap.armed && heap.n - gc_stats.used_bytes / GC_BLOCK < need - have + GC_RESERVE)) {
        /* in place, into the free blocks that follow */
        for (uint32_t i = b + have; i < e; i++)
            set_state(i, TAIL);
        memset(addr_of(b + have), 0, (need - have) * GC_BLOCK);
        gc_stats.used_bytes += (need - have) * GC_BLOCK;
        gc_policy.since += (need - have) * GC_BLOCK;
        if (gc_stats.used_bytes > gc_stats.high_water)
            gc_stats.high_water = gc_stats.used_bytes;
        return p;
    }
    /* Moved: its own blocks count as free for the new place, so it may slide into the free
     * blocks below it (or overlap its old place anywhere): the old and the new copy need
     * not be apart, and the old blocks are free the moment it has moved. It still needs
     * as many free bytes as a copy beside the old one would: a container that fills the
     * heap gets its MemoryError with room left for the handler, as before. */
    if (!before_alloc())
        raise_MemoryError();
    for (int tries = 0;; tries++) {
        uint32_t h = NONE;
        if (gc_stats.heap_bytes - gc_stats.used_bytes >= need * GC_BLOCK) {
            release(b, have);
            h = take(need, tries > 0);
        }
        if (h != NONE) {
            uint32_t *q = addr_of(h);
            if (h != b)
                move_words(q, p, have * (GC_BLOCK / 4));
            memset(q + have * (GC_BLOCK / 4), 0, (need - have) * GC_BLOCK);
            if (WISPY_GC_TESTING)
                for (uint32_t i = b; i < b + have; i++)
                    if (i < h || i >= h + need)
                        memset(addr_of(i), 0xdb, GC_BLOCK);
            return q;
        }
        if (state(b) == FREE) {
            commit(b, have); /* back as it was, to survive the collection */
            gc_policy.since -= have * GC_BLOCK;
        }
        if (tries > 0) {
            heap.armed = 0;
            raise_MemoryError();
        }
        gc_collect();
    }
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
