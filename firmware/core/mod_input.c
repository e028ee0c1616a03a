/* mod_input.c — input([prompt]): the prompt on the console, then one line read from the
 * console UART, as CPython reads stdin from a pipe: no echo, the line ending dropped.
 *
 * A line ends at '\n' or at '\r' (a terminal's Enter key sends CR); a '\n' right after a
 * '\r' that ended the previous line is skipped, so CRLF is one ending. Ctrl-D (0x04) is the
 * end of input: on an empty line it raises EOFError("EOF when reading a line") as CPython
 * does at the end of a pipe; after some text it ends the line like '\n'. Ctrl-C
 * raises KeyboardInterrupt while waiting. The bytes go straight into a heap string that
 * doubles as it fills (then is cut to size): a line costs its length plus 6 bytes.
 * While a host tool is attached the console carries frames: protocol_input() asks the
 * host for the line instead (INPUT_REQ and LINE, docs/protocol.md). */
#include <stddef.h>

#include "gc.h"
#include "mod_builtins.h"
#include "obj_ops.h"
#include "obj_str.h"
#include "port.h"
#include "protocol.h"
#include "runtime.h"

#define EOT 0x04 /* Ctrl-D */

static bool skip_lf; /* the last line ended at '\r': a '\n' next is its CRLF's second half */

/* The next byte from the console, sleeping (WFI, no periodic wake-up) until the receive
 * interrupt brings one. */
static int next_byte(void)
{
    for (;;) {
        int c = port_read_byte();
        if (c >= 0)
            return c;
        if (wispy_interrupt_pending) {
            wispy_interrupt_pending = 0;
            raise_msg(T_KeyboardInterrupt, NULL);
        }
        port_wait_input();
    }
}

obj_t builtin_input(size_t n, const obj_t *args, size_t nkw, const obj_t *kw)
{
    (void)kw;
    if (nkw != 0)
        raise_TypeError("input() takes no keyword arguments");
    if (n > 1)
        raise_TypeError("input expected at most 1 argument, got %s", small_obj((int32_t)n));
    if (n == 1) {
        sink_t con = {NULL, 0, true, NULL, 0};
        obj_print(&con, args[0], false);
    }
    obj_t line = protocol_input(); /* a host tool attached: it reads the line */
    if (line != OBJ_NULL)
        return line;
    size_t cap = 16, len = 0;
    rstr_t *r = str_alloc(cap);
    for (;;) {
        int c = next_byte();
        if (c == '\n' && skip_lf && len == 0) {
            skip_lf = false;
            continue;
        }
        skip_lf = c == '\r';
        if (c == '\n' || c == '\r')
            break;
        if (c == EOT) {
            if (len == 0)
                raise_msg(T_EOFError, "EOF when reading a line");
            break;
        }
        if (len == cap) {
            cap *= 2;
            if (cap > 0xffff)
                raise_MemoryError();
            r = gc_realloc(r, offsetof(rstr_t, data) + cap);
        }
        r->data[len++] = (char)c;
    }
    if (len == 0) {
        gc_free(r);
        return qstr_obj(Q_empty);
    }
    r = gc_realloc(r, offsetof(rstr_t, data) + len);
    r->len = (uint16_t)len;
    return ptr_obj(r);
}
