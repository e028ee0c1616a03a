"""Pass 4: code generation, one CodeGen per code object (the module, then each function).

The shapes emitted are documented in docs/language.md ("Bytecode shapes"); the VM relies on
them (for example: FOR_ITER pops the exhausted iterator itself, so `break` in a `for` loop
pops the iterator before it jumps).
"""

from __future__ import annotations

import ast
import operator

from wispy.gen import defs
from wispy.image import CodeObject

from .assembler import Assembler, Label
from .errors import Source
from .pool import Pool
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


class Loop:
    def __init__(self, top: Label, exit: Label, is_for: bool):
        self.top, self.exit, self.is_for = top, exit, is_for


class CodeGen:
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
        self.asm = Assembler(first_line, source.filename)
        self.loops: list[Loop] = []

    def emit(self, name: str, *args) -> None:
        self.asm.emit(name, *args)

    # -- the code object -------------------------------------------------------------------

    def generate(self) -> CodeGen:
        """Generate the instructions; `finish()` assembles them once strings are numbered."""
        node = self.node
        for stmt in node.body:
            self.stmt(stmt)
        self.emit("LOAD_NONE")
        self.emit("RETURN_VALUE")
        if isinstance(node, ast.FunctionDef):
            self.name = node.name
            self.n_args = len(node.args.posonlyargs) + len(node.args.args)
        else:
            self.name, self.n_args = "<module>", 0
        self.name_q = self.pool.qstr(self.name)
        self.file_q = self.pool.qstr(self.filename)
        # Local names, in slot order (parameters first): the VM names the variable in an
        # UnboundLocalError and matches keyword arguments by them (2 bytes per local).
        by_slot = sorted(self.scope.slots.items(), key=lambda kv: kv[1])
        self.local_qs = [self.pool.qstr(name) for name, _ in by_slot] if self.scope.is_function else []
        return self

    def finish(self) -> CodeObject:
        node = self.node
        done = self.asm.assemble()
        where = node if isinstance(node, ast.FunctionDef) else None
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
        )

    # -- names -----------------------------------------------------------------------------

    def load_name(self, name: str) -> None:
        if self.scope.is_function and self.scope.is_local(name):
            self.emit("LOAD_FAST", self.scope.slots[name])
        else:
            self.emit("LOAD_GLOBAL", self.pool.qstr(name))

    def store_name(self, name: str) -> None:
        if self.scope.is_function and self.scope.is_local(name):
            self.emit("STORE_FAST", self.scope.slots[name])
        else:
            self.emit("STORE_GLOBAL", self.pool.qstr(name))

    def delete_name(self, name: str) -> None:
        if self.scope.is_function and self.scope.is_local(name):
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
        if isinstance(target, (ast.Tuple, ast.List)):
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
            if isinstance(t, ast.Subscript):
                # del o[i]:  <o>; <i>; DELETE_SUBSCR
                self.expr(t.value)
                self.expr(t.slice)
                self.emit("DELETE_SUBSCR")
                continue
            self.delete_name(t.id)

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
        self.loops.append(Loop(test, exit, is_for=False))
        self.body(node.body)
        self.loops.pop()
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
        self.loops.append(Loop(top, exit, is_for=True))
        self.body(node.body)
        self.loops.pop()
        self.asm.line = node.lineno
        self.emit("JUMP", top)
        self.asm.place(done)
        self.body(node.orelse)
        self.asm.place(exit)

    def stmt_Break(self, node: ast.Break):
        loop = self.loops[-1]
        if loop.is_for:
            self.emit("POP_TOP")  # the iterator
        self.emit("JUMP", loop.exit)

    def stmt_Continue(self, node: ast.Continue):
        self.emit("JUMP", self.loops[-1].top)

    def stmt_Return(self, node: ast.Return):
        if node.value is None:
            self.emit("LOAD_NONE")
        else:
            self.expr(node.value)
        self.emit("RETURN_VALUE")

    def stmt_FunctionDef(self, node: ast.FunctionDef):
        code = CodeGen(node, self.scopes[node], self.scopes, self.pool, self.source,
                       self.filename, self.keep_lines).generate()
        self.asm.line = node.lineno
        self.emit("MAKE_FUNCTION", self.pool.add(code))
        self.store_name(node.name)

    def stmt_Raise(self, node: ast.Raise):
        if node.exc is None:
            self.emit("RAISE_VARARGS", 0)
        else:
            self.expr(node.exc)
            self.emit("RAISE_VARARGS", 1)

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
        else:  # the subset check lets nothing else through
            raise self.source.unsupported(node, f"{type(v).__name__} constants are")

    def expr_Name(self, node: ast.Name):
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

    def expr_Call(self, node: ast.Call):
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
        for e in node.elts:
            self.expr(e)
        self.emit("BUILD_TUPLE", len(node.elts))

    def expr_Dict(self, node: ast.Dict):
        # {k: v, ...}:  k1; v1; k2; v2; ...; BUILD_MAP n  (keys and values in source order)
        for k, v in zip(node.keys, node.values):
            if k is None:
                raise self.source.unsupported(v, "'**' in dict displays is")
            self.expr(k)
            self.expr(v)
        self.emit("BUILD_MAP", len(node.keys))

    def expr_Set(self, node: ast.Set):
        for e in node.elts:
            self.expr(e)
        self.emit("BUILD_SET", len(node.elts))

    def expr_List(self, node: ast.List):
        for e in node.elts:
            self.expr(e)
        self.emit("BUILD_LIST", len(node.elts))
