/* string.h — the few <string.h> functions the freestanding nRF51 build provides (libc.c).
 * The firmware links no C library, so that gcc and zig's clang build it from the same
 * sources; anything not declared here is not available to the core. */
#ifndef WISPY_NRF51_STRING_H
#define WISPY_NRF51_STRING_H

#include <stddef.h>

void *memcpy(void *restrict dst, const void *restrict src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
char *strchr(const char *s, int c);

#endif
