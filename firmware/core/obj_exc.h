/* obj_exc.h — exception objects (obj_exc.c): making and matching them, their attributes and
 * printing, code records' exception tables and tracebacks. Raising one is runtime.h's. */
#ifndef WISPY_OBJ_EXC_H
#define WISPY_OBJ_EXC_H

#include "runtime.h"

obj_t exc_make(size_t n, const obj_t *args, size_t nkw, const obj_t *kw);
bool exc_matches(obj_t exc, unsigned t);
/* isinstance(exc, t) for an except clause: t a class or a tuple of them, TypeError otherwise. */
bool exc_match_clause(obj_t exc, obj_t t);
/* Whether the code's exception table has an entry covering offset ip: if so, to[0] is its
 * handler's offset and to[1] its stack depth. */
bool exc_handler_at(const code_t *c, uint32_t ip, uint32_t to[2]);
obj_t exc_getattr(obj_t exc, uint32_t q); /* OBJ_NULL if it has no attribute q */
/* Raise x (an exception instance or class) with cause (OBJ_NULL: no `from`). */
NORETURN void exc_raise_new(obj_t x, obj_t cause);
/* Print "Traceback ...", the frames outermost first, and the exception line. */
void exc_print_traceback(obj_t exc);
/* str() or repr() of an exception. */
void exc_print(sink_t *s, obj_t exc, bool repr);
bool exc_is_class(obj_t x); /* a class deriving from BaseException */
/* x an exception instance: x; an exception class: a checked instance of it (TypeError if a
 * __new__ made something else); OBJ_NULL otherwise. */
obj_t exc_instance(obj_t x, bool type_repr);

#endif
