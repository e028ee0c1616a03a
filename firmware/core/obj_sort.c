/* obj_sort.c — list.sort() and sorted(): a stable bottom-up merge sort, O(n log n)
 * comparisons and moves, with a scratch buffer from the heap when it has one.
 *
 * Runs of `run` items (8 to 16, chosen so that the runs are a power of two at most:
 * the merges stay balanced) are sorted by binary insertion, then merged in passes of
 * doubling width. A merge of A = [lo, mid) and B = [mid, hi) first only compares: it
 * walks the two runs as a merge would and records each step's choice, one bit an item
 * (B's head strictly before A's: stability); then it moves: A to the scratch, the items
 * back by the bits. Python code (a key function, __lt__) runs only in the comparing
 * half, while the list is untouched, so an exception leaves the list a permutation of
 * its items, as CPython does; after each comparison that may have run Python code the
 * list must still have its vector and length, else ValueError "list modified during
 * sort" (memory safety: the sort holds a pointer into that vector). A merge already in
 * order (A's last not after B's first: one comparison) is skipped.
 *
 * Scratch: the widest A (about n / 2 words) and n bits, one heap block for the whole
 * sort, freed at the end. When the heap cannot give it, the largest free run is tried
 * (at least SORT_MIN_SCRATCH words of A); a merge whose A does not fit, or every merge
 * when there is no scratch at all, inserts B's items one by one (binary search, then a
 * move: n squared moves, only where memory is that short).
 *
 * key=: the keys are computed first (an exception there changes nothing), compared
 * instead of the items, and moved with them. reverse=: x goes before y when y < x, so
 * equal items keep their order, as in CPython. Small ints and strings are compared
 * here, without the generic compare and its truth test. */
#include <string.h>

#include "gc.h"
#include "obj_ops.h"
#include "obj_seq.h"
#include "obj_str.h"
#include "runtime.h"
#include "vm.h"

#define SORT_MIN_SCRATCH 32u

typedef struct sorter {
    obj_t list;            /* the list sorted (its vector and length are checked) */
    const obj_t *vec;      /* ... as they were at the start */
    size_t n;
    obj_t *items, *keys;   /* keys == items without key= */
    bool reverse;
    bool small;            /* no key=, no reverse=, every item a small int: no comparison runs Python code */
} sorter_t;

static NOINLINE NORETURN void raise_modified(void) { raise_ValueError("list modified during sort"); }

/* x strictly before y in the sorted order. */
static NOINLINE bool before_slow(const sorter_t *s, obj_t x, obj_t y)
{
    if (s->reverse) {
        obj_t t = x;
        x = y;
        y = t;
    }
    if (str_check(x) && str_check(y))
        return str_cmp(x, y) < 0;
    obj_t r = obj_compare(COMPARE_LT, x, y);
    bool lt = r == OBJ_TRUE ? true : r == OBJ_FALSE ? false : obj_truth(r);
    size_t n;
    const obj_t *v = seq_items(s->list, &n);
    if (v != s->items || n != s->n) /* Python code ran: the list must be as it was */
        raise_modified();
    return lt;
}

/* The same, two small ints compared here (not inline: a list of small ints only is sorted
 * without it, by merge_small and insertion's first loop). */
static bool before(const sorter_t *s, obj_t x, obj_t y)
{
    if (obj_is_small(x) && obj_is_small(y)) /* the words are in the values' order */
        return s->reverse ? (int32_t)y < (int32_t)x : (int32_t)x < (int32_t)y;
    return before_slow(s, x, y);
}

/* Sort [lo, hi) by binary insertion: each item's place is found (comparisons only), then
 * the items after it move up one. */
static void insertion(sorter_t *s, size_t lo, size_t start, size_t hi)
{
    if (s->small) { /* small ints: each compared and moved in one pass (a move costs no call) */
        obj_t *v = s->items;
        for (size_t i = start; i < hi; i++) {
            obj_t x = v[i];
            size_t j = i;
            for (; j > lo && (int32_t)x < (int32_t)v[j - 1]; j--) /* only past a strictly greater one */
                v[j] = v[j - 1];
            v[j] = x;
        }
        return;
    }
    for (size_t i = start; i < hi; i++) {
        obj_t k = s->keys[i];
        size_t a = lo, b = i;
        while (a < b) {
            size_t m = (a + b) / 2;
            if (before(s, k, s->keys[m]))
                b = m;
            else
                a = m + 1;
        }
        if (a == i)
            continue;
        obj_t x = s->items[i];
        memmove(s->items + a + 1, s->items + a, 4u * (i - a));
        s->items[a] = x;
        if (s->keys != s->items) {
            memmove(s->keys + a + 1, s->keys + a, 4u * (i - a));
            s->keys[a] = k;
        }
    }
}

/* Move [lo, hi) of v into merged order by the bits: A = [lo, mid) goes to tmp first. */
static void replay(obj_t *v, obj_t *tmp, const uint32_t *bits, size_t lo, size_t mid, size_t hi)
{
    size_t na = mid - lo, i = 0, j = mid, k = lo;
    uint32_t word = *bits, mask = 1;
    memcpy(tmp, v + lo, 4u * na);
    while (i < na && j < hi) {
        if (word & mask)
            v[k++] = v[j++];
        else
            v[k++] = tmp[i++];
        if ((mask <<= 1) == 0) {
            word = *++bits;
            mask = 1;
        }
    }
    memcpy(v + k, tmp + i, 4u * (na - i)); /* what is left of B is in place already */
}

/* A merge of small ints (s->small): no comparison can run Python code or fail, so each item
 * moves as it is compared, A from tmp (what replay does, by comparisons instead of bits). */
static NOINLINE void merge_small(obj_t *v, obj_t *tmp, size_t lo, size_t mid, size_t hi)
{
    memcpy(tmp, v + lo, 4u * (mid - lo));
    const obj_t *a = tmp, *a_end = tmp + (mid - lo), *b = v + mid, *b_end = v + hi;
    obj_t *out = v + lo;
    for (;;) { /* B's head first only when strictly before A's (the words are in the values' order) */
        if ((int32_t)*b < (int32_t)*a) {
            *out++ = *b++;
            if (b == b_end)
                break;
        } else {
            *out++ = *a++;
            if (a == a_end)
                break;
        }
    }
    memcpy(out, a, 4u * (size_t)(a_end - a)); /* what is left of B is in place already */
}

/* Merge [lo, mid) and [mid, hi), both sorted, with tmp of tmp_words (and the bits). */
static void merge(sorter_t *s, obj_t *tmp, size_t tmp_words, uint32_t *bits, size_t lo, size_t mid, size_t hi)
{
    if (!before(s, s->keys[mid], s->keys[mid - 1]))
        return; /* in order already */
    if (mid - lo > tmp_words) {
        insertion(s, lo, mid, hi);
        return;
    }
    if (s->small) {
        merge_small(s->items, tmp, lo, mid, hi);
        return;
    }
    size_t i = lo, j = mid;
    uint32_t *word = bits, mask = 1;
    *word = 0;
    while (i < mid && j < hi) {
        if (before(s, s->keys[j], s->keys[i])) {
            *word |= mask;
            j++;
        } else {
            i++;
        }
        if ((mask <<= 1) == 0) {
            *++word = 0;
            mask = 1;
        }
    }
    /* no comparison from here on: no Python code, nothing can change the list */
    replay(s->items, tmp, bits, lo, mid, hi);
    if (s->keys != s->items)
        replay(s->keys, tmp, bits, lo, mid, hi);
}

/* Sort list in place, stable, by key (OBJ_NONE: the items), reversed as CPython does it. */
void list_sort(obj_t list, obj_t key, bool reverse)
{
    sorter_t s;
    s.list = list;
    s.reverse = reverse;
    s.items = (obj_t *)seq_items(list, &s.n);
    size_t n = s.n;
    if (n < 2)
        return;
    obj_t keys = OBJ_NULL;
    if (key != OBJ_NONE) {
        keys = list_new(0, NULL);
        for (size_t i = 0; i < n; i++) {
            size_t m;
            const obj_t *items = seq_items(list, &m);
            if (i >= m)
                break;
            obj_t x = items[i];
            list_append(keys, vm_call(key, 1, &x));
        }
        s.items = (obj_t *)seq_items(list, &s.n);
        size_t nk;
        s.keys = (obj_t *)seq_items(keys, &nk);
        if (s.n != n || nk != n)
            raise_modified();
    } else {
        s.keys = s.items;
    }
    const obj_t *p = s.items, *end = p + n;
    while (p < end && obj_is_small(*p))
        p++;
    s.small = p == end && keys == OBJ_NULL && !reverse;
    /* runs: n / run a power of two at most (the top 4 bits of n, plus one if any below) */
    size_t run = n, extra = 0;
    while (run >= 16) {
        extra |= run & 1u;
        run >>= 1;
    }
    run += extra;
    size_t widest = 0; /* the longest A of a merge */
    for (size_t w = run; w < n; w *= 2)
        widest = w;
    size_t bit_words = (n + 31) / 32, tmp_words = widest;
    uint32_t *scratch = widest > 0 ? gc_try_alloc(4u * (tmp_words + bit_words)) : NULL;
    if (scratch == NULL && widest > 0) {
        /* that collected: the largest free run is what a second try can have */
        size_t fit = gc_stats.largest_free / 4u;
        tmp_words = fit >= bit_words + SORT_MIN_SCRATCH ? fit - bit_words : 0;
        if (tmp_words >= widest)
            tmp_words = widest / 2;
        if (tmp_words < SORT_MIN_SCRATCH || (scratch = gc_try_alloc(4u * (tmp_words + bit_words))) == NULL)
            tmp_words = 0;
    }
    for (size_t lo = 0; lo < n; lo += run)
        insertion(&s, lo, lo + 1, lo + run < n ? lo + run : n);
    for (size_t w = run; w < n; w *= 2)
        for (size_t lo = 0; lo + w < n; lo += 2 * w)
            merge(&s, (obj_t *)scratch + bit_words, tmp_words, scratch, lo, lo + w, lo + 2 * w < n ? lo + 2 * w : n);
    if (scratch != NULL)
        gc_free(scratch);
    (void)keys; /* kept alive on the C stack until here: its vector is s.keys */
}
