/* setjmp.h — non-local jumps for the freestanding nRF51 build (setjmp.S, Thumb-1).
 * A jmp_buf holds the callee-saved registers r4-r11, then sp and lr: 10 words. */
#ifndef WISPY_NRF51_SETJMP_H
#define WISPY_NRF51_SETJMP_H

typedef unsigned int jmp_buf[10];

int setjmp(jmp_buf env) __attribute__((returns_twice));
void longjmp(jmp_buf env, int val) __attribute__((noreturn));

#endif
