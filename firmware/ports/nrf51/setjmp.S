/* setjmp.S — setjmp/longjmp for the Cortex-M0 (ARMv6-M, Thumb-1 only).
 * jmp_buf layout (words): [0..3] r4-r7, [4..7] r8-r11, [8] sp, [9] lr.
 * Thumb-1 STM/LDM reach only r0-r7, so r8-r11, sp and lr go through low registers. */
    .syntax unified
    .cpu cortex-m0
    .thumb
    .text

    .global setjmp
    .type setjmp, %function
    .thumb_func
/* int setjmp(jmp_buf env): r0 = env. Saves the caller's state; returns 0. */
setjmp:
    stmia   r0!, {r4-r7}            /* env[0..3], r0 += 16 */
    mov     r1, r8
    mov     r2, r9
    mov     r3, r10
    stmia   r0!, {r1-r3}            /* env[4..6] */
    mov     r1, r11
    mov     r2, sp
    mov     r3, lr
    stmia   r0!, {r1-r3}            /* env[7..9] */
    movs    r0, #0
    bx      lr
    .size setjmp, . - setjmp

    .global longjmp
    .type longjmp, %function
    .thumb_func
/* void longjmp(jmp_buf env, int val): r0 = env, r1 = val. Returns from the matching
 * setjmp with val, or 1 when val is 0 (as C requires). */
longjmp:
    adds    r0, #16                 /* skip r4-r7: restored last, they are our scratch */
    ldmia   r0!, {r2-r4}            /* r8, r9, r10 */
    mov     r8, r2
    mov     r9, r3
    mov     r10, r4
    ldmia   r0!, {r2-r4}            /* r11, sp, lr */
    mov     r11, r2
    mov     sp, r3
    mov     lr, r4
    subs    r0, #40                 /* back to env[0] */
    ldmia   r0!, {r4-r7}
    movs    r0, r1
    bne     1f
    movs    r0, #1
1:  bx      lr
    .size longjmp, . - longjmp
