"""Pass 4: code generation, one CodeGen per code object (the module, then each function).

The shapes emitted are documented in docs/language.md ("Bytecode shapes"); the VM relies on
them (for example: FOR_ITER pops the exhausted iterator itself, so `break` in a `for` loop
pops the iterator before it jumps).
"""

from __future__ import annotations

import ast
import operator

from wispy.gen import defs
from wispy.image import CODE_GENERATOR, CODE_VARARGS, CODE_VARKW, CodeObject

from .classes import ClassGen
from .asyncdef import is_coroutine
from .itergen import IterGen, is_generator
from .assembler import Assembler, Handler, Label
from . import imports
from .errors import Source
from .pool import Pool, Qstr
from .scope import Scope

SMALL_INT_MIN, SMALL_INT_MAX = -(1 << 30), (1 << 30) - 1

BINARY_NAMES = {
    ast.Add: "ADD", ast.Sub: "SUB", ast.Mult: "MUL", ast.Div: "TRUEDIV",
    ast.FloorDiv: "FLOORDIV", ast.Mod: "MOD", ast.Pow: "POW", ast.LShift: "LSHIFT",
    ast.RShift: "RSHIFT", ast.BitAnd: "AND", ast.BitOr: "OR", ast.BitXor: "XOR",
    ast.MatMult: "MATMUL",
}
BINARY = {k: defs.BINARY_OPS.index(v) for k, v in BINARY_NAMES.items()}
UNARY = {
    ast.USub: defs.UNARY_OPS.index("NEG"), ast.UAdd: defs.UNARY_OPS.index("POS"),
    ast.Invert: defs.UNARY_OPS.index("INVERT"), ast.Not: defs.UNARY_OPS.index("NOT"),
}
COMPARE_NAMES = {
    ast.Lt: "LT", ast.LtE: "LE", ast.Eq: "EQ", ast.NotEq: "NE", ast.Gt: "GT", ast.GtE: "GE",
    ast.In: "IN", ast.NotIn: "NOT_IN", ast.Is: "IS", ast.IsNot: "IS_NOT",
}
COMPARE = {k: defs.COMPARE_OPS.index(v) for k, v in COMPARE_NAMES.items()}

U8_MAX, U16_MAX = 0xFF, 0xFFFF


def truth(value: object) -> bool:
    return bool(value)


class Block:
    """What encloses the code being generated, for `break`, `continue` and `return` to unwind
    (see docs/language.md, "Exceptions"): `size` values it keeps on the value stack and the
    exception handler in force outside it."""

    size = 0
    outer: Handler | None = None


class Loop(Block):
    def __init__(self, top: Label, exit: Label, is_for: bool):
        self.top, self.exit, self.is_for = top, exit, is_for
        self.size = 1 if is_for else 0  # a `for` keeps its iterator


class TryFinally(Block):
    """Inside the `try` body of a try/finally: leaving runs the finally body."""

    def __init__(self, finalbody: list, outer: Handler | None):
        self.finalbody, self.outer = finalbody, outer


class HandlerBody(Block):
    """Inside an except clause or a finally run for an exception: the saved exception being
    handled and the exception itself are on the stack."""

    size = 2

    def __init__(self, outer: Handler | None):
        self.outer = outer


class With(Block):
    """Inside a `with` body: the __exit__ method and its self are on the stack."""

    size = 2

    def __init__(self, outer: Handler | None):
        self.outer = outer


class _Value(Block):
    """While a finally body runs for a `return`, the return value is on the stack."""

    size = 1


class CodeGen(ClassGen, IterGen):
    def __init__(self, node: ast.AST, scope: Scope, scopes: dict, pool: Pool, source: Source,
                 filename: str, lines: bool = True, interactive: bool = False):
        self.node = node
        self.scope = scope
        self.scopes = scopes
        self.pool = pool
        self.source = source
        self.filename = filename
        self.keep_lines = lines
        self.interactive = interactive and not scope.is_function
        first_line = getattr(node, "lineno", 1)
        self.first_line = first_line
        self.owner_q: int | Qstr = 0  # a method's class (ClassGen.owner), 0: none
        self.asm = Assembler(first_line, source.filename)
        self.blocks: list[Block] = []

    def emit(self, name: str, *args) -> None:
        self.asm.emit(name, *args)

    # -- the code object -------------------------------------------------------------------

    def generate(self) -> CodeGen:
        """Generate the instructions; `finish()` assembles them once strings are numbered."""
        node = self.node
        if isinstance(node, ast.ClassDef):
            return self.generate_class()
        for name in sorted(self.scope.cells, key=lambda n: self.scope.slots[n]):
            self.emit("MAKE_CELL", self.scope.slots[name])
        if isinstance(node, ast.Lambda):
            self.asm.line = node.lineno
            self.expr(node.body)
            self.emit("RETURN_VALUE")
        else:
            for stmt in node.body:
                self.stmt(stmt)
            self.emit("LOAD_NONE")
            self.emit("RETURN_VALUE")
        if isinstance(node, (ast.FunctionDef, ast.Lambda)):
            self.name = node.name if isinstance(node, ast.FunctionDef) else "<lambda>"
            self.n_args = self.scope.n_args
            owner = self.owner()
            self.owner_q = self.pool.qstr(owner, operand=False) if owner is not None else 0
        else:
            self.name, self.n_args = "<module>", 0
        self.name_q = self.pool.qstr(self.name, operand=False)
        self.file_q = self.pool.qstr(self.filename, operand=False)
        # Local names, in slot order (parameters first): the VM names the variable in an
        # UnboundLocalError and matches keyword arguments by them (2 bytes per local).
        by_slot = sorted(self.scope.slots.items(), key=lambda kv: kv[1])
        self.local_qs = [self.pool.qstr(name, operand=False) for name, _ in by_slot] if self.scope.is_function else []
        return self

    def finish(self) -> CodeObject:
        node = self.node
        done = self.asm.assemble()
        where = node if isinstance(node, (ast.FunctionDef, ast.Lambda)) else None
        if len(self.asm.handlers) > 0xFFFF:  # n_handlers: code_decode takes up to 65535
            raise self.source.error(where, f"this code has {len(self.asm.handlers)} exception handler ranges (at most 65535)")
        if done.stack_size > U8_MAX:
            raise self.source.error(where, f"this code needs a stack of {done.stack_size} values (at most {U8_MAX})")
        if len(self.scope.slots) > U8_MAX:
            raise self.source.error(where, f"this function has {len(self.scope.slots)} local variables (at most {U8_MAX})")
        if len(done.bytecode) > U16_MAX:
            raise self.source.error(where, f"this code has {len(done.bytecode)} bytes of bytecode (at most {U16_MAX})")
        if len(done.lines) > U16_MAX:
            raise self.source.error(where, f"this code has {len(done.lines)} bytes of line table (at most {U16_MAX})")
        if self.first_line > U16_MAX:
            raise self.source.error(where, f"line {self.first_line} is past the last line an image can record ({U16_MAX})")
        return CodeObject(
            name=operator.index(self.name_q),
            file=operator.index(self.file_q),
            n_args=self.n_args,
            n_locals=len(self.scope.slots),
            stack_size=done.stack_size,
            first_line=self.first_line,
            bytecode=done.bytecode,
            lines=done.lines if self.keep_lines else b"",
            local_names=[operator.index(q) for q in self.local_qs],
            flags=(CODE_VARARGS if self.scope.varargs else 0) | (CODE_VARKW if self.scope.varkw else 0)
            | (CODE_GENERATOR if is_generator(node) else 0),
            n_kwonly=self.scope.n_kwonly,
            n_posonly=self.scope.n_posonly,
            handlers=self.asm.handlers,
            owner=operator.index(self.owner_q),
            coroutine=is_coroutine(node),
        )

    # -- names -----------------------------------------------------------------------------

    def load_name(self, name: str) -> None:
        if self.scope.is_function and self.scope.is_deref(name):
            self.emit("LOAD_DEREF", self.scope.slots[name])
        elif self.scope.is_function and self.scope.is_local(name):
            self.emit("LOAD_FAST", self.scope.slots[name])
        else:
            self.emit("LOAD_GLOBAL", self.pool.qstr(name))

    def store_name(self, name: str) -> None:
        if self.scope.is_function and self.scope.is_deref(name):
            self.emit("STORE_DEREF", self.scope.slots[name])
        elif self.scope.is_function and self.scope.is_local(name):
            self.emit("STORE_FAST", self.scope.slots[name])
        else:
            self.emit("STORE_GLOBAL", self.pool.qstr(name))

    def delete_name(self, name: str, node: ast.AST | None = None) -> None:
        if self.scope.is_function and self.scope.is_deref(name):
            self.emit("DELETE_DEREF", self.scope.slots[name])
        elif self.scope.is_function and self.scope.is_local(name):
            self.emit("DELETE_FAST", self.scope.slots[name])
        else:
            self.emit("DELETE_GLOBAL", self.pool.qstr(name))

    def store(self, target: ast.expr) -> None:
        """Store the value on top of the stack into `target` (a name or an attribute)."""
        if isinstance(target, ast.Name):
            self.store_name(target.id)
        elif isinstance(target, ast.Attribute):
            self.expr(target.value)
            self.emit("STORE_ATTR", self.pool.qstr(target.attr))
        elif isinstance(target, ast.Subscript):
            self.expr(target.value)
            self.expr(target.slice)
            self.emit("STORE_SUBSCR")
        elif isinstance(target, (ast.Tuple, ast.List)):
            self.store_unpack(target)
        else:  # the subset check lets nothing else through
            raise self.source.unsupported(target, f"assigning to {type(target).__name__} is")

    # -- statements ------------------------------------------------------------------------

    def stmt(self, node: ast.stmt) -> None:
        self.asm.line = node.lineno
        getattr(self, "stmt_" + type(node).__name__)(node)

    def body(self, stmts: list[ast.stmt]) -> None:
        for s in stmts:
            self.stmt(s)

    def stmt_Pass(self, node):
        pass

    def stmt_Global(self, node):
        pass

    def stmt_Nonlocal(self, node):
        pass

    def stmt_Expr(self, node: ast.Expr):
        if self.interactive:
            self.display(node.value)
            return
        if isinstance(node.value, ast.Constant):
            return  # a docstring or a bare literal does nothing
        self.expr(node.value)
        self.emit("POP_TOP")

    def display(self, value: ast.expr) -> None:
        """At the prompt, an expression statement's value, unless None, is stored in `_` and
        printed with repr():  <v>; DUP_TOP; LOAD_NONE; COMPARE_OP IS; POP_JUMP_IF_TRUE none;
        STORE_GLOBAL _; print(repr(_)); POP_TOP; JUMP end; none: POP_TOP; end:"""
        none, end = Label("none"), Label("shown")
        self.expr(value)
        self.emit("DUP_TOP")
        self.emit("LOAD_NONE")
        self.emit("COMPARE_OP", COMPARE[ast.Is])
        self.emit("POP_JUMP_IF_TRUE", none)
        self.emit("STORE_GLOBAL", self.pool.qstr("_"))
        self.emit("LOAD_GLOBAL", self.pool.qstr("print"))
        self.emit("LOAD_GLOBAL", self.pool.qstr("repr"))
        self.emit("LOAD_GLOBAL", self.pool.qstr("_"))
        self.emit("CALL_FUNCTION", 1)
        self.emit("CALL_FUNCTION", 1)
        self.emit("POP_TOP")
        self.emit("JUMP", end)
        self.asm.place(none)
        self.emit("POP_TOP")
        self.asm.place(end)

    def stmt_Assign(self, node: ast.Assign):
        target = node.targets[0]
        if (isinstance(target, (ast.Tuple, ast.List)) and len(node.targets) == 1
                and isinstance(node.value, (ast.Tuple, ast.List))
                and len(node.value.elts) == len(target.elts)
                and all(isinstance(t, ast.Name) for t in target.elts)
                and len({t.id for t in target.elts}) == len(target.elts)
                and not any(isinstance(e, ast.Starred) for e in node.value.elts)):
            # `a, b = x, y`: the values in order, then stored right to left; the names are
            # distinct (checked), so this is the same as CPython's left-to-right stores.
            for value in node.value.elts:
                self.expr(value)
            for t in reversed(target.elts):
                self.store(t)
            return
        self.expr(node.value)
        for i, target in enumerate(node.targets):
            if i < len(node.targets) - 1:
                self.emit("DUP_TOP")
            self.store(target)

    def stmt_AugAssign(self, node: ast.AugAssign):
        # x op= v:     <x>; <v>; BINARY_OP inplace; <store x>
        # o.a op= v:   <o>; DUP_TOP; LOAD_ATTR a; <v>; BINARY_OP; ROT_TWO; STORE_ATTR a
        # o[i] op= v:  <o>; <i>; DUP_TOP_TWO; BINARY_SUBSCR; <v>; BINARY_OP; ROT_THREE; STORE_SUBSCR
        # (the object and the index are evaluated once, as in CPython)
        target, op = node.target, defs.INPLACE_BASE + BINARY[type(node.op)]
        if isinstance(target, ast.Name):
            self.load_name(target.id)
            self.expr(node.value)
            self.emit("BINARY_OP", op)
            self.store_name(target.id)
        elif isinstance(target, ast.Attribute):
            self.expr(target.value)
            self.emit("DUP_TOP")
            self.emit("LOAD_ATTR", self.pool.qstr(target.attr))
            self.expr(node.value)
            self.emit("BINARY_OP", op)
            self.emit("ROT_TWO")
            self.emit("STORE_ATTR", self.pool.qstr(target.attr))
        else:
            self.expr(target.value)
            self.expr(target.slice)
            self.emit("DUP_TOP_TWO")
            self.emit("BINARY_SUBSCR")
            self.expr(node.value)
            self.emit("BINARY_OP", op)
            self.emit("ROT_THREE")
            self.emit("STORE_SUBSCR")

    def stmt_Delete(self, node: ast.Delete):
        for t in node.targets:
            if isinstance(t, (ast.Tuple, ast.List)):
                # del (a, b) / del [a, b]: each in order, as `del a, b`
                self.stmt_Delete(ast.Delete(targets=t.elts))
                continue
            if isinstance(t, ast.Subscript):
                # del o[i]:  <o>; <i>; DELETE_SUBSCR
                self.expr(t.value)
                self.expr(t.slice)
                self.emit("DELETE_SUBSCR")
                continue
            if isinstance(t, ast.Attribute):
                self.expr(t.value)
                self.emit("DELETE_ATTR", self.pool.qstr(t.attr))
                continue
            self.delete_name(t.id, t)

    def stmt_If(self, node: ast.If):
        if isinstance(node.test, ast.Constant):
            self.body(node.body if truth(node.test.value) else node.orelse)
            return
        orelse, end = Label("else"), Label("endif")
        self.jump_if(node.test, orelse, False)
        self.body(node.body)
        if node.orelse:
            self.emit("JUMP", end)
        self.asm.place(orelse)
        self.body(node.orelse)
        self.asm.place(end)

    def stmt_While(self, node: ast.While):
        # JUMP test; body: ...; test: <cond> POP_JUMP_IF_TRUE body; else: ...; exit:
        body, test, exit = Label("body"), Label("test"), Label("exit")
        constant = isinstance(node.test, ast.Constant)
        if constant and not truth(node.test.value):
            self.body(node.orelse)
            return
        if not constant:
            self.emit("JUMP", test)
        self.asm.place(body)
        self.blocks.append(Loop(test, exit, is_for=False))
        self.body(node.body)
        self.blocks.pop()
        self.asm.place(test)
        self.asm.line = node.lineno
        if constant:
            self.emit("JUMP", body)
        else:
            self.jump_if(node.test, body, True)
        self.body(node.orelse)
        self.asm.place(exit)

    def stmt_For(self, node: ast.For):
        # <iter> GET_ITER; top: FOR_ITER done; <store target>; body; JUMP top; done: else; exit:
        top, done, exit = Label("for"), Label("done"), Label("exit")
        self.expr(node.iter)
        self.emit("GET_ITER")
        self.asm.place(top)
        self.emit("FOR_ITER", done)
        self.store(node.target)
        self.blocks.append(Loop(top, exit, is_for=True))
        self.body(node.body)
        self.blocks.pop()
        self.asm.line = node.lineno
        self.emit("JUMP", top)
        self.asm.place(done)
        self.body(node.orelse)
        self.asm.place(exit)

    # -- leaving blocks: break, continue, return -------------------------------------------

    def depth(self) -> int:
        """Values the enclosing blocks keep on the stack at statement level."""
        return sum(b.size for b in self.blocks)

    def unwind(self, down_to: int, value: bool) -> Handler | None:
        """Leave the blocks above self.blocks[down_to]: end except clauses (restoring the
        exception handled before), call __exit__(None, None, None) of `with`s, run `finally`
        bodies in place, drop `for` iterators when returning. With `value`, a return value
        stays on top throughout. The handler in force is left as the one outside the blocks
        (for the jump or return that follows); the caller restores the returned one."""
        saved_blocks, saved_handler = self.blocks, self.asm.handler
        for i in range(len(saved_blocks) - 1, down_to - 1, -1):
            b = saved_blocks[i]
            self.blocks = saved_blocks[:i]
            if isinstance(b, (Loop, _Value)):
                # a `for` iterator, or the value of a `return` whose finally body this
                # jump or return leaves (it is dropped, as in CPython)
                # (only a return passes a loop: break and continue stop at theirs)
                if b.size:
                    if value:
                        self.emit("ROT_TWO")
                    self.emit("POP_TOP")
                continue
            self.asm.handler = b.outer
            if isinstance(b, HandlerBody):
                if value:
                    self.emit("ROT_THREE")
                self.emit("POP_TOP")
                self.emit("POP_EXCEPT")
            elif isinstance(b, With):
                if value:
                    self.emit("ROT_THREE")
                self.call_exit_none()
            elif isinstance(b, TryFinally):
                if value:
                    self.blocks = self.blocks + [_Value()]
                self.body(b.finalbody)
        self.blocks = saved_blocks
        return saved_handler

    def loop_index(self) -> int:
        for i in range(len(self.blocks) - 1, -1, -1):
            if isinstance(self.blocks[i], Loop):
                return i
        raise self.source.error(None, "'break' or 'continue' outside a loop")

    def stmt_Break(self, node: ast.Break):
        i = self.loop_index()
        loop = self.blocks[i]
        saved = self.unwind(i + 1, False)
        if loop.is_for:
            self.emit("POP_TOP")  # the iterator
        self.emit("JUMP", loop.exit)
        self.asm.handler = saved

    def stmt_Continue(self, node: ast.Continue):
        i = self.loop_index()
        saved = self.unwind(i + 1, False)
        self.emit("JUMP", self.blocks[i].top)
        self.asm.handler = saved

    def stmt_Return(self, node: ast.Return):
        if node.value is None:
            self.emit("LOAD_NONE")
        else:
            self.expr(node.value)
        saved = self.unwind(0, True)
        self.emit("RETURN_VALUE")
        self.asm.handler = saved

    # -- functions -------------------------------------------------------------------------

    def make_function(self, node: ast.FunctionDef | ast.Lambda) -> None:
        """The defaults, keyword-only defaults (name, value, ...) and closure cells, each as a
        tuple when present, then MAKE_FUNCTION_EX code flags (MAKE_FUNCTION without them)."""
        scope = self.scopes[node]
        code = CodeGen(node, scope, self.scopes, self.pool, self.source,
                       self.filename, self.keep_lines).generate()
        a, flags = node.args, 0
        if a.defaults:
            for d in a.defaults:
                self.expr(d)
            self.emit("BUILD_TUPLE", len(a.defaults))
            flags |= 1
        kw = [(arg, d) for arg, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None]
        if kw:
            for arg, d in kw:
                self.emit("LOAD_STR", self.pool.qstr(arg.arg))
                self.expr(d)
            self.emit("BUILD_TUPLE", 2 * len(kw))
            flags |= 2
        if scope.free:
            for name in scope.free:  # each a cell here too (ours, or passed through)
                self.emit("LOAD_FAST", self.scope.slots[name])
            self.emit("BUILD_TUPLE", len(scope.free))
            flags |= 4
        if flags:
            self.emit("MAKE_FUNCTION_EX", self.pool.add(code), flags)
        else:
            self.emit("MAKE_FUNCTION", self.pool.add(code))

    def stmt_FunctionDef(self, node: ast.FunctionDef):
        # the decorators (in order), the function, then CALL_FUNCTION 1 per decorator
        # (innermost first), as CPython
        for d in node.decorator_list:
            self.expr(d)
        self.asm.line = node.lineno
        self.make_function(node)
        for _ in node.decorator_list:
            self.emit("CALL_FUNCTION", 1)
        self.store_name(node.name)

    def expr_Lambda(self, node: ast.Lambda):
        self.make_function(node)

    # -- exceptions (the shapes are in docs/language.md, "Exceptions") --------------------

    def place_cleanup(self, label: Label, outer: Handler | None) -> None:
        """The handler guarding an except clause (or a finally run for an exception): the
        stack is cut to the saved exception and the new one pushed; the saved one becomes
        the one being handled again and the new one goes on."""
        self.asm.handler = outer
        self.asm.place(label)
        self.emit("ROT_TWO")
        self.emit("POP_EXCEPT")
        self.emit("RERAISE")

    def stmt_Try(self, node: ast.Try):
        if node.finalbody:
            self.try_finally(node)
        else:
            self.try_except(node)

    def try_finally(self, node: ast.Try):
        # body [H]; finally body; JUMP end
        # H: PUSH_EXC_INFO; finally body [cleanup]; RERAISE
        # cleanup: ROT_TWO; POP_EXCEPT; RERAISE
        outer, depth = self.asm.handler, self.depth()
        exc_path, clean, end = Label("finally_exc"), Label("cleanup"), Label("finally_end")
        self.asm.handler = Handler(exc_path, depth)
        self.blocks.append(TryFinally(node.finalbody, outer))
        if node.handlers:
            self.try_except(node)
        else:
            self.body(node.body)
        self.blocks.pop()
        self.asm.handler = outer
        self.body(node.finalbody)
        self.emit("JUMP", end)
        self.asm.place(exc_path)
        self.asm.handler = Handler(clean, depth + 1)
        self.emit("PUSH_EXC_INFO")
        self.blocks.append(HandlerBody(outer))
        self.body(node.finalbody)
        self.blocks.pop()
        self.emit("RERAISE")
        self.place_cleanup(clean, outer)
        self.asm.place(end)

    def try_except(self, node: ast.Try):
        # body [H]; JUMP else
        # H: PUSH_EXC_INFO                                  (stack: saved, exc)
        #    per clause: <type>; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next;
        #       [DUP_TOP; <store name>]; body [cleanup]; POP_TOP; POP_EXCEPT;
        #       [LOAD_NONE; <store name>; <delete name>]; JUMP end;   next:
        #    RERAISE (no clause matched)
        # cleanup: ROT_TWO; POP_EXCEPT; RERAISE
        # else: orelse; end:
        outer, depth = self.asm.handler, self.depth()
        handler_label, clean = Label("except"), Label("cleanup")
        orelse, end = Label("try_else"), Label("try_end")
        self.asm.handler = Handler(handler_label, depth)
        self.body(node.body)
        self.asm.handler = outer
        self.emit("JUMP", orelse)
        self.asm.place(handler_label)
        cleanup = Handler(clean, depth + 1)
        self.asm.handler = cleanup
        self.emit("PUSH_EXC_INFO")
        for h in node.handlers:
            self.asm.line = h.lineno
            nxt = Label("next_clause")
            if h.type is not None:
                self.expr(h.type)
                self.emit("CHECK_EXC_MATCH")
                self.emit("POP_JUMP_IF_FALSE", nxt)
            if h.name:
                self.emit("DUP_TOP")
                self.store_name(h.name)
            self.blocks.append(HandlerBody(outer))
            self.body(h.body)
            self.blocks.pop()
            self.emit("POP_TOP")
            self.emit("POP_EXCEPT")
            self.asm.handler = outer
            if h.name:
                self.emit("LOAD_NONE")
                self.store_name(h.name)
                self.delete_name(h.name, h)
            self.emit("JUMP", end)
            self.asm.handler = cleanup
            self.asm.place(nxt)
        self.emit("RERAISE")
        self.place_cleanup(clean, outer)
        self.asm.place(orelse)
        self.body(node.orelse)
        self.asm.place(end)

    def call_exit_none(self) -> None:
        """stack: __exit__ method, self or NULL -> nothing: __exit__(None, None, None)."""
        for _ in range(3):
            self.emit("LOAD_NONE")
        self.emit("CALL_METHOD", 3)
        self.emit("POP_TOP")

    def stmt_With(self, node: ast.With):
        self.with_items(node, node.items)

    def with_items(self, node: ast.With, items: list) -> None:
        # <mgr>; DUP_TOP; LOAD_METHOD __exit__; ROT_THREE; ROT_THREE     (exit, self, mgr)
        # LOAD_METHOD __enter__; CALL_METHOD 0; <store target> or POP_TOP
        # body [H]; __exit__(None, None, None); JUMP end
        # H: PUSH_EXC_INFO; WITH_EXCEPT_START; POP_JUMP_IF_TRUE suppress; RERAISE [cleanup]
        # suppress: POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP; JUMP end
        # cleanup: ROT_TWO; POP_EXCEPT; RERAISE
        item = items[0]
        outer, depth = self.asm.handler, self.depth()
        self.expr(item.context_expr)
        self.asm.line = node.lineno
        self.emit("DUP_TOP")
        self.emit("LOAD_METHOD", self.pool.qstr("__exit__"))
        self.emit("ROT_THREE")
        self.emit("ROT_THREE")
        self.emit("LOAD_METHOD", self.pool.qstr("__enter__"))
        self.emit("CALL_METHOD", 0)
        exc_path, suppress = Label("with_exc"), Label("with_suppress")
        clean, end = Label("cleanup"), Label("with_end")
        self.asm.handler = Handler(exc_path, depth + 2)
        self.blocks.append(With(outer))
        if item.optional_vars is not None:
            self.store(item.optional_vars)
        else:
            self.emit("POP_TOP")
        if len(items) > 1:
            self.with_items(node, items[1:])
        else:
            self.body(node.body)
        self.blocks.pop()
        self.asm.handler = outer
        self.asm.line = node.lineno
        self.call_exit_none()
        self.emit("JUMP", end)
        self.asm.place(exc_path)
        self.asm.handler = Handler(clean, depth + 3)
        self.emit("PUSH_EXC_INFO")
        self.emit("WITH_EXCEPT_START")
        self.emit("POP_JUMP_IF_TRUE", suppress)
        self.emit("RERAISE")
        self.asm.handler = outer
        self.asm.place(suppress)
        self.emit("POP_TOP")
        self.emit("POP_EXCEPT")
        self.emit("POP_TOP")
        self.emit("POP_TOP")
        self.emit("JUMP", end)
        self.place_cleanup(clean, outer)
        self.asm.place(end)

    def stmt_Raise(self, node: ast.Raise):
        if node.exc is None:
            self.emit("RAISE_VARARGS", 0)
        elif node.cause is None:
            self.expr(node.exc)
            self.emit("RAISE_VARARGS", 1)
        else:
            self.expr(node.exc)
            self.expr(node.cause)
            self.emit("RAISE_VARARGS", 2)

    def stmt_Assert(self, node: ast.Assert):
        ok = Label("assert_ok")
        self.jump_if(node.test, ok, True)
        self.emit("LOAD_GLOBAL", self.pool.qstr("AssertionError"))
        if node.msg is not None:
            self.expr(node.msg)
            self.emit("CALL_FUNCTION", 1)
        self.emit("RAISE_VARARGS", 1)
        self.asm.place(ok)

    # -- conditions ------------------------------------------------------------------------

    def jump_if(self, node: ast.expr, label: Label, when: bool) -> None:
        """Jump to `label` if truth(node) == when; fall through otherwise. Stack unchanged."""
        if isinstance(node, ast.Constant):
            if truth(node.value) == when:
                self.emit("JUMP", label)
            return
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            self.jump_if(node.operand, label, not when)
            return
        if isinstance(node, ast.BoolOp):
            # `a and b` jumps on false as soon as one is false; on true only if all are.
            short = isinstance(node.op, ast.And) != when
            if short:
                for v in node.values:
                    self.jump_if(v, label, when)
            else:
                skip = Label("skip")
                for v in node.values[:-1]:
                    self.jump_if(v, skip, not when)
                self.jump_if(node.values[-1], label, when)
                self.asm.place(skip)
            return
        self.expr(node)
        self.emit("POP_JUMP_IF_TRUE" if when else "POP_JUMP_IF_FALSE", label)

    # -- expressions -----------------------------------------------------------------------

    def expr(self, node: ast.expr) -> None:
        # An expression spread over several lines: each part gets its own line, so an error
        # in `f(0)` on the second line of a call is reported there (as CPython does).
        outer = self.asm.line
        self.asm.line = node.lineno
        getattr(self, "expr_" + type(node).__name__)(node)
        self.asm.line = outer

    def expr_Constant(self, node: ast.Constant):
        v = node.value
        if v is None:
            self.emit("LOAD_NONE")
        elif v is True:
            self.emit("LOAD_TRUE")
        elif v is False:
            self.emit("LOAD_FALSE")
        elif isinstance(v, int):
            if SMALL_INT_MIN <= v <= SMALL_INT_MAX:
                self.emit("LOAD_INT", v)
            else:
                self.emit("LOAD_CONST", self.pool.bigint(v))
        elif isinstance(v, str):
            self.emit("LOAD_STR", self.pool.qstr(v))
        elif isinstance(v, (float, bytes)):
            self.emit("LOAD_CONST", self.pool.value(v))
        elif v is Ellipsis:  # the built-in name (the subset check refuses `...` where it is bound)
            self.emit("LOAD_GLOBAL", self.pool.qstr("Ellipsis"))
        else:  # the subset check lets nothing else through
            raise self.source.unsupported(node, f"{type(v).__name__} constants are")

    def expr_Name(self, node: ast.Name):
        if getattr(node, "outside_class", False) and getattr(self.scope, "is_class", False) \
                and self.scope.is_local(node.id) and not self.scope.is_deref(node.id):
            self.emit("LOAD_GLOBAL", self.pool.qstr(node.id))  # see scope._comprehension
            return
        self.load_name(node.id)

    def expr_Attribute(self, node: ast.Attribute):
        self.expr(node.value)
        self.emit("LOAD_ATTR", self.pool.qstr(node.attr))

    def expr_Subscript(self, node: ast.Subscript):
        self.expr(node.value)
        self.expr(node.slice)
        self.emit("BINARY_SUBSCR")

    def expr_BinOp(self, node: ast.BinOp):
        self.expr(node.left)
        self.expr(node.right)
        self.emit("BINARY_OP", BINARY[type(node.op)])

    def expr_UnaryOp(self, node: ast.UnaryOp):
        self.expr(node.operand)
        self.emit("UNARY_OP", UNARY[type(node.op)])

    def expr_BoolOp(self, node: ast.BoolOp):
        # a; JUMP_IF_FALSE_OR_POP end; b; ...; end:   (`or`: JUMP_IF_TRUE_OR_POP)
        end = Label("boolop")
        jump = "JUMP_IF_FALSE_OR_POP" if isinstance(node.op, ast.And) else "JUMP_IF_TRUE_OR_POP"
        for v in node.values[:-1]:
            self.expr(v)
            self.emit(jump, end)
        self.expr(node.values[-1])
        self.asm.place(end)

    def expr_Compare(self, node: ast.Compare):
        self.expr(node.left)
        if len(node.ops) == 1:
            self.expr(node.comparators[0])
            self.emit("COMPARE_OP", COMPARE[type(node.ops[0])])
            return
        # a < b < c:  a; b; DUP_TOP; ROT_THREE; COMPARE_OP <; JUMP_IF_FALSE_OR_POP cleanup;
        #             c; COMPARE_OP <; JUMP end; cleanup: ROT_TWO; POP_TOP; end:
        cleanup, end = Label("cleanup"), Label("endcmp")
        for op, right in zip(node.ops[:-1], node.comparators[:-1]):
            self.expr(right)
            self.emit("DUP_TOP")
            self.emit("ROT_THREE")
            self.emit("COMPARE_OP", COMPARE[type(op)])
            self.emit("JUMP_IF_FALSE_OR_POP", cleanup)
        self.expr(node.comparators[-1])
        self.emit("COMPARE_OP", COMPARE[type(node.ops[-1])])
        self.emit("JUMP", end)
        self.asm.place(cleanup)
        self.emit("ROT_TWO")
        self.emit("POP_TOP")
        self.asm.place(end)

    def expr_NamedExpr(self, node: ast.NamedExpr):
        # (n := v): v, kept as the value and stored; in a comprehension n is the enclosing
        # scope's (comprehensions are inline and only their own targets are renamed)
        self.expr(node.value)
        self.emit("DUP_TOP")
        self.store_name(node.target.id)

    def expr_IfExp(self, node: ast.IfExp):
        orelse, end = Label("ifexp_else"), Label("ifexp_end")
        if isinstance(node.test, ast.Constant):
            self.expr(node.body if truth(node.test.value) else node.orelse)
            return
        self.jump_if(node.test, orelse, False)
        self.expr(node.body)
        self.emit("JUMP", end)
        self.asm.place(orelse)
        self.expr(node.orelse)
        self.asm.place(end)

    def call_ex(self, node: ast.Call):
        """f(*a, x, **k): f; a list of the positional arguments (BUILD_LIST of the leading
        plain ones, LIST_EXTEND for each starred one or plain one after it); a dict of the
        keyword ones when there are any (BUILD_MAP 0, then DICT_MERGE of each **m and of
        each name=value as BUILD_MAP 1); CALL_FUNCTION_EX."""
        self.expr(node.func)
        args = node.args
        k = 0
        while k < len(args) and not isinstance(args[k], ast.Starred):
            self.expr(args[k])
            k += 1
        self.emit("BUILD_LIST", k)
        for a in args[k:]:
            if isinstance(a, ast.Starred):
                self.expr(a.value)
            else:
                self.expr(a)
                self.emit("BUILD_TUPLE", 1)
            self.emit("LIST_EXTEND")
        if node.keywords:
            self.emit("BUILD_MAP", 0)
            for kw in node.keywords:
                if kw.arg is None:
                    self.expr(kw.value)
                else:
                    self.emit("LOAD_STR", self.pool.qstr(kw.arg))
                    self.expr(kw.value)
                    self.emit("BUILD_MAP", 1)
                self.emit("DICT_MERGE")
        self.emit("CALL_FUNCTION_EX", 1 if node.keywords else 0)

    def expr_Call(self, node: ast.Call):
        if any(isinstance(a, ast.Starred) for a in node.args) or any(kw.arg is None for kw in node.keywords):
            self.call_ex(node)
            return
        if isinstance(node.func, ast.Attribute) and not node.keywords:
            # obj; LOAD_METHOD name; args; CALL_METHOD n  (no bound-method object is made)
            self.expr(node.func.value)
            self.emit("LOAD_METHOD", self.pool.qstr(node.func.attr))
            for a in node.args:
                self.expr(a)
            self.emit("CALL_METHOD", len(node.args))
            return
        self.expr(node.func)
        for a in node.args:
            self.expr(a)
        if node.keywords:
            # f; args; (LOAD_STR name; value) per keyword; CALL_FUNCTION_KW n_pos n_kw
            for kw in node.keywords:
                self.emit("LOAD_STR", self.pool.qstr(kw.arg))
                self.expr(kw.value)
            self.emit("CALL_FUNCTION_KW", len(node.args), len(node.keywords))
        else:
            self.emit("CALL_FUNCTION", len(node.args))

    def expr_Tuple(self, node: ast.Tuple):
        if any(isinstance(e, ast.Starred) for e in node.elts):
            # (*a, x): the list [*a, x] given to ().__class__, the tuple type, which no name
            # of the program can shadow (no instruction turns a list into a tuple)
            self.emit("BUILD_TUPLE", 0)
            self.emit("LOAD_ATTR", self.pool.qstr("__class__"))
            self.starred_display(node, "BUILD_LIST", "LIST_APPEND")
            self.emit("CALL_FUNCTION", 1)
            return
        for e in node.elts:
            self.expr(e)
        self.emit("BUILD_TUPLE", len(node.elts))

    def expr_ImportModule(self, node):
        # import a.b:  IMPORT_NAME a; IMPORT_NAME a.b; POP_TOP  (the value: a)
        imports.emit_chain(self, node.chain, node.bind)

    def expr_FromImport(self, node):
        # from a import x:  IMPORT_NAME a; IMPORT_FROM x; ROT_TWO; POP_TOP
        # from a import *:  the same with "*" ("* all" at the REPL: imports.py), a statement
        imports.emit_chain(self, node.chain, node.module)
        name = "* all" if node.name == "*" and self.interactive else node.name
        self.emit("IMPORT_FROM", self.pool.qstr(name))
        self.emit("ROT_TWO")
        self.emit("POP_TOP")

    def expr_Dict(self, node: ast.Dict):
        """{k: v, ...}:  k1; v1; k2; v2; ...; BUILD_MAP n  (keys and values in source order).
        With `**m`: BUILD_MAP of the pairs before the first one, then per item after it
        `k; v; MAP_ADD 1`, or for `**m` `DUP_TOP; LOAD_METHOD ' merge'; m; CALL_METHOD 1;
        POP_TOP`: the dict's hidden method (a name no attribute syntax spells) that merges
        a mapping as CPython's DICT_UPDATE does ('x' object is not a mapping otherwise)."""
        n = 0
        while n < len(node.keys) and node.keys[n] is not None:
            self.expr(node.keys[n])
            self.expr(node.values[n])
            n += 1
        self.emit("BUILD_MAP", n)
        for k, v in zip(node.keys[n:], node.values[n:]):
            if k is None:
                self.emit("DUP_TOP")
                self.emit("LOAD_METHOD", self.pool.qstr(" merge"))
                self.expr(v)
                self.emit("CALL_METHOD", 1)
                self.emit("POP_TOP")
            else:
                self.expr(k)
                self.expr(v)
                self.emit("MAP_ADD", 1)

    def starred_display(self, node: ast.List | ast.Set, build: str, add: str):
        """[a, *b, c] / {a, *b, c}: BUILD_x of the leading plain items, then per item after
        the first starred one: a plain one is added (LIST_APPEND 1 / SET_ADD 1); a starred
        one is LIST_EXTEND for a list, and for a set a loop `GET_ITER; L: FOR_ITER end;
        SET_ADD 2; JUMP L; end:` as in a comprehension."""
        elts = node.elts
        k = 0
        while k < len(elts) and not isinstance(elts[k], ast.Starred):
            self.expr(elts[k])
            k += 1
        self.emit(build, k)
        for e in elts[k:]:
            if not isinstance(e, ast.Starred):
                self.expr(e)
                self.emit(add, 1)
            elif build == "BUILD_LIST":
                self.expr(e.value)
                self.emit("LIST_EXTEND")
            else:
                top, end = Label("set_star"), Label("set_star_end")
                self.expr(e.value)
                self.emit("GET_ITER")
                self.asm.place(top)
                self.emit("FOR_ITER", end)
                self.emit(add, 2)
                self.emit("JUMP", top)
                self.asm.place(end)

    def expr_Set(self, node: ast.Set):
        self.starred_display(node, "BUILD_SET", "SET_ADD")

    def expr_List(self, node: ast.List):
        self.starred_display(node, "BUILD_LIST", "LIST_APPEND")
