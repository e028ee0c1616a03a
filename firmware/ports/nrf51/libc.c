/* libc.c — the freestanding C library of the nRF51 build: the <string.h> functions the
 * core may use. Small rather than fast: byte loops, plus a word loop for aligned memcpy
 * and memset, which the VM and GC use for object copies and clearing. */
#include <stdint.h>
#include <string.h>

/* GCC may recognise a copy or fill loop and replace it by a call to memcpy/memset, which
 * inside memcpy/memset is endless recursion; this attribute turns that off for these
 * functions. Clang never does it inside functions with these names. */
#if defined(__GNUC__) && !defined(__clang__)
#define NO_LOOP_TO_LIBCALL __attribute__((optimize("no-tree-loop-distribute-patterns")))
#else
#define NO_LOOP_TO_LIBCALL
#endif

NO_LOOP_TO_LIBCALL void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
    uint8_t *d = dst;
    const uint8_t *s = src;
    if ((((uintptr_t)d | (uintptr_t)s) & 3) == 0) {
        while (n >= 4) {
            *(uint32_t *)(void *)d = *(const uint32_t *)(const void *)s;
            d += 4;
            s += 4;
            n -= 4;
        }
    }
    while (n--) {
        *d++ = *s++;
    }
    return dst;
}

NO_LOOP_TO_LIBCALL void *memmove(void *dst, const void *src, size_t n) {
    uint8_t *d = dst;
    const uint8_t *s = src;
    if (d <= s || d >= s + n) {
        while (n--) {
            *d++ = *s++;
        }
    } else {
        /* overlapping with dst above src: copy from the end */
        while (n--) {
            d[n] = s[n];
        }
    }
    return dst;
}

NO_LOOP_TO_LIBCALL void *memset(void *dst, int c, size_t n) {
    uint8_t *d = dst;
    if (((uintptr_t)d & 3) == 0) {
        uint32_t w = (uint8_t)c * 0x01010101u;
        while (n >= 4) {
            *(uint32_t *)(void *)d = w;
            d += 4;
            n -= 4;
        }
    }
    while (n--) {
        *d++ = (uint8_t)c;
    }
    return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
    const uint8_t *p = a, *q = b;
    for (; n; n--, p++, q++) {
        if (*p != *q) {
            return *p - *q;
        }
    }
    return 0;
}

void *memchr(const void *s, int c, size_t n) {
    const uint8_t *p = s;
    for (; n; n--, p++) {
        if (*p == (uint8_t)c) {
            return (void *)p;
        }
    }
    return NULL;
}

size_t strlen(const char *s) {
    const char *p = s;
    while (*p) {
        p++;
    }
    return (size_t)(p - s);
}

int strcmp(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

char *strchr(const char *s, int c) {
    for (;; s++) {
        if (*s == (char)c) {
            return (char *)s; /* c == 0 finds the terminator, as C requires */
        }
        if (!*s) {
            return NULL;
        }
    }
}
