/* vm.h — the VM (vm.c): running a module, a REPL input or a call from C, resuming a
 * generator, deferred calls, the bytecode verifier and the decoding of code records. The
 * frames and the state struct vm are runtime.h's. */
#ifndef WISPY_VM_H
#define WISPY_VM_H

#include "runtime.h"

/* Run a module's code object as __main__ (in a new namespace). Returns 0, 1 after
 * printing the traceback of an uncaught exception, or SystemExit's status. */
int vm_run_module(const code_t *code);
/* Call any callable from C (a guarded nested VM run for Python functions). */
obj_t vm_call(obj_t f, size_t n, const obj_t *args);
obj_t vm_call_kw(obj_t f, size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
/* A REPL input: its code (the session image's constant 0) run in globals as vm_call runs a
 * function; *frame is its frame (set before the run starts). Then, whether it returned or
 * raised and before anything allocates, vm_input_done(frame) drops the spare frames and says
 * whether a traceback still holds the input's frame: the host reuses the bytes of an input's
 * code for the next input only when nothing refers to them (docs/protocol.md, the REPL). */
void vm_run_input(const code_t *code, dict_t *globals, frame_t *volatile *frame);
bool vm_input_done(const frame_t *frame);
/* Deferred calls: a native called by a CALL instruction that may run again from its
 * start (str.format, str(), repr()) arms it, and disarms it when it returns. */
bool vm_arm_native(native_fn fn, const obj_t *args, size_t n, size_t nkw);
void vm_disarm(void);
int vm_line_of(const code_t *code, uint32_t offset);
/* Serve port.h's pending events now: KeyboardInterrupt for a Ctrl-C, else the pin
 * handlers (machine_pin_irq_run, mod_machine.c). Long waits in C call it in their loop. */
void vm_pending(void);
/* Resume generator frame *gp: push sent unless first; run to its next yield (the
 * value, *finished false) or its return (*finished true). An exception out of it sets *gp
 * to NULL (the generator is finished) and propagates. The caller checks the stack. */
obj_t vm_resume(frame_t **gp, obj_t sent, bool first, bool *finished);
void vm_throw_on_resume(obj_t exc); /* the next vm_resume raises exc at the generator's yield */
/* Check a code record's bytecode before anything runs (see vm.c's verifier): NULL if it is sound,
 * else what is wrong, with *where the offset of the instruction. */
const char *vm_verify_code(const code_t *c, uint32_t *where);
/* Decode the trailer of a code record (docs/image-format.md) into *info. With end != NULL,
 * false if a field or a table would reach past end (image_verify); NULL: a verified image. */
bool code_decode(const code_t *c, const uint8_t *end, code_info_t *info);
/* The name of local i (a qstr) from a decoded record, or Q_empty if the image has none. */
uint32_t code_local_name(const code_t *c, const code_info_t *info, uint32_t i);
/* The name of local i of a code object (a qstr), or Q_empty if the image has none. */
uint32_t vm_local_name(const code_t *code, uint32_t i);
/* The CODE_EXTRA_* bits of a code record: the trailer's first byte, if CODE_FLAG_EXTRA. */
static inline unsigned code_extra(const code_t *c)
{
    return (c->flags & CODE_FLAG_EXTRA) ? c->bytecode[c->code_len] : 0u;
}
/* The keyword-only parameters of a code object (0 unless CODE_EXTRA_KWONLY). */
uint32_t code_n_kwonly(const code_t *c);
/* The qstr of the source file a code object comes from: its own, or that of the nearest code
 * record before it in the image that names one (records are laid out grouped by file). */
uint32_t code_file(const code_t *c);
/* The qstr of the qualified name of what owns a code object ("C" for a method C.m, so its
 * qualified name is owner "." name), or 0 if it has none (CODE_FLAG_OWNER clear). */
uint32_t code_owner(const code_t *c);

#endif
