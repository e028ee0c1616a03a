/* config.h — build-time defaults of the core, each with its cost. A port or the test
 * build overrides one by defining it first (-D on the command line). Beyond these, the
 * core is conditional only where the machine or the build differs: the C-stack margin
 * and a few register-level choices on ARM (obj_exc.c, vm.c), the message word table of
 * the compressed firmware text (obj_str.c: absent on the host), the library verifier
 * (image.c, WISPY_VERIFY_LIBRARY) and the firmware's version string (protocol.c). */
#ifndef WISPY_CONFIG_H
#define WISPY_CONFIG_H

/* Python call depth at which RecursionError is raised (frames live on the heap, so the
 * real bound is memory: a fib-like frame is 40 B). RAM: none; flash: none. */
#ifndef WISPY_RECURSION_LIMIT
#define WISPY_RECURSION_LIMIT 1000
#endif

/* Frames kept for the next calls after their return (vm.c, "spare frames"): no static RAM
 * (a list through the frames themselves), no heap a program could need (a collection
 * frees them); more finds a frame for more of the returns that come in runs. */
#ifndef WISPY_SPARE_FRAMES
#define WISPY_SPARE_FRAMES 8
#endif

/* Bytes of heap a Python frame may not take more than 50 calls deep, so that the handler
 * of the RecursionError that ends a runaway recursion has room (its traceback keeps every
 * frame alive). Costs about 3 frames of the deepest recursion; RAM: none. */
#ifndef WISPY_FRAME_RESERVE
#define WISPY_FRAME_RESERVE 128
#endif

/* Bytes of C stack stack_check() keeps free above port_stack_limit(): it raises
 * RecursionError when fewer are left. It is called at every nested run of the VM (vm_call,
 * vm_resume) and at each level of a C recursion (repr, ==, <, hash of nested containers),
 * so the margin must hold the deepest C path from one check to the next: measured on the
 * emulated board (WISPY_STACK_GUARD=1, docs/memory.md "The C stack"). The host's frames are
 * several times bigger (sanitizers). RAM: none; flash: a call per check site. */
#ifndef WISPY_C_STACK_MARGIN
#if defined(__arm__)
#define WISPY_C_STACK_MARGIN 592
#else
#define WISPY_C_STACK_MARGIN (64 * 1024)
#endif
#endif

/* The margin of stack_check_leaf(), at each level of printing, comparing or hashing nested
 * containers: the next check (the next level, or vm_call for an instance) is near, so less
 * must be left (measured: at most 264 B below such a check, docs/memory.md). */
#ifndef WISPY_C_STACK_LEAF_MARGIN
#if defined(__arm__)
#define WISPY_C_STACK_LEAF_MARGIN 384
#else
#define WISPY_C_STACK_LEAF_MARGIN (32 * 1024)
#endif
#endif

/* Below this many bytes of C stack left, a Python call made by the C code of `str % x`, an
 * f-string field, str.format, str() or repr() (a __repr__ they format) is deferred instead
 * of nested: run by the loop that ran the instruction, which then runs again (vm.c
 * "deferred calls"). It must exceed WISPY_C_STACK_MARGIN by what such a loop needs to
 * reach the next call through its checks (a level: 410-570 B measured, docs/memory.md).
 * RAM: 16 B of state; flash: ~1 KB with the rest of the mechanism. */
#ifndef WISPY_C_STACK_DEFER
#if defined(__arm__)
#define WISPY_C_STACK_DEFER (WISPY_C_STACK_MARGIN + 800)
#else
#define WISPY_C_STACK_DEFER (WISPY_C_STACK_MARGIN + 64 * 1024)
#endif
#endif

/* Entries of the GC's mark stack (static RAM: 4 B each). On overflow the marker falls
 * back to rescanning the heap, so a small stack is only slower, never wrong. */
#ifndef WISPY_MARK_STACK
#define WISPY_MARK_STACK 30
#endif

/* Test hooks in the allocator: fail the N-th allocation, collect at every allocation,
 * fill freed blocks with 0xdb. Flash: ~120 B; RAM: 8 B. On by default off the chip
 * (the host build is the test build), off on ARM. */
#ifndef WISPY_GC_TESTING
#if defined(__arm__)
#define WISPY_GC_TESTING 0
#else
#define WISPY_GC_TESTING 1
#endif
#endif

/* gc_test_every_alloc: writable on the host (set from the command line); on the chip a
 * const byte kept in flash (.rodata) so that the emulator can set it by symbol before the
 * firmware runs, with no second firmware build. Flash: ~12 B (one load and test). */
#if WISPY_GC_TESTING
#define GC_STRESS_KNOB
#else
#define GC_STRESS_KNOB const volatile __attribute__((section(".rodata.gc_stress")))
#endif

/* The conservative scan reads whole stack frames, redzones included: tell AddressSanitizer. */
#if defined(__SANITIZE_ADDRESS__)
#define GC_NO_SANITIZE __attribute__((no_sanitize_address))
#else
#define GC_NO_SANITIZE
#endif

/* Before the collector reads registers from a jmp_buf: make the compiler spill the
 * callee-saved registers too (glibc mangles some of them inside jmp_buf). */
#if defined(__GNUC__)
#define GC_SPILL_REGISTERS() __builtin_unwind_init()
#else
#define GC_SPILL_REGISTERS() ((void)0)
#endif

#define NORETURN __attribute__((noreturn))
#define NOINLINE __attribute__((noinline))
/* a parameter a function may leave unused: a method whose arguments args.c checked */
#define MAYBE_UNUSED __attribute__((unused))
/* For the few helpers of the hot paths that -Os would otherwise call out of line. */
#define ALWAYS_INLINE inline __attribute__((always_inline))
/* The interpreter loop (vm.c's run_loop) compiled by GCC for ARM at -O2 instead of -Os:
 * at -Os it keeps `ip`, the opcode and the locals' base in stack slots (Thumb-1 has eight
 * low registers and the loop's every case shares them). Flash +408 B; fib -7 %, the
 * method-call counter -15 %, a for loop -11 % (docs/speed.md). Clang (the zig build) has
 * no such attribute and allocates the loop's registers well at -Os. */
#if defined(__arm__) && defined(__GNUC__) && !defined(__clang__)
#define HOT_LOOP __attribute__((optimize("O2")))
#else
#define HOT_LOOP
#endif

#endif
