"""Pass 2: light desugaring and constant folding, tree to tree.

- `__debug__` becomes True.
- `x: T = v` becomes `x = v`; a bare annotation `x: T` becomes `pass` (annotations are
  ignored, see docs/language.md).
- Arithmetic on int, bool and str literals is folded exactly as CPython computes it; an
  operation that would raise (1 // 0, 1 << -1, 'a' + 1), give a float (1 / 2, 2 ** -1) or a
  large result (more than MAX_INT_BITS bits, a string longer than MAX_STR_LEN) is left for
  run time, so its behaviour and its error are the VM's.
"""

from __future__ import annotations

import ast
import operator

MAX_INT_BITS = 128
MAX_STR_LEN = 64

BINARY = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow,
    ast.LShift: operator.lshift, ast.RShift: operator.rshift, ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_, ast.BitXor: operator.xor,
}
UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert,
         ast.Not: operator.not_}


def _is_int(v: object) -> bool:
    return isinstance(v, int)  # bool included


def _safe_binary(op: type, a: object, b: object) -> bool:
    """True if CPython computes `a op b` without raising and the result is small."""
    if _is_int(a) and _is_int(b):
        if op in (ast.FloorDiv, ast.Mod) and b == 0:
            return False
        if op is ast.Pow:
            if b < 0:
                return False
            bits = abs(a).bit_length()  # the result has between (bits-1)*b+1 and bits*b bits
            return bits <= 1 or (bits - 1) * b < MAX_INT_BITS
        if op is ast.LShift:
            return 0 <= b and (a == 0 or abs(a).bit_length() + b <= MAX_INT_BITS)
        if op is ast.RShift:
            return b >= 0
        return op in BINARY
    if isinstance(a, str) and isinstance(b, str):
        return op is ast.Add and len(a) + len(b) <= MAX_STR_LEN
    if op is ast.Mult and isinstance(a, str) and _is_int(b):
        return len(a) * max(b, 0) <= MAX_STR_LEN
    if op is ast.Mult and _is_int(a) and isinstance(b, str):
        return len(b) * max(a, 0) <= MAX_STR_LEN
    return False


def _small(v: object) -> bool:
    return not _is_int(v) or isinstance(v, bool) or abs(v).bit_length() <= MAX_INT_BITS


class Desugar(ast.NodeTransformer):
    def visit_AnnAssign(self, node: ast.AnnAssign):
        if node.value is None:
            return ast.copy_location(ast.Pass(), node)
        new = ast.Assign(targets=[node.target], value=node.value)
        return self.visit(ast.copy_location(new, node))

    def visit_FunctionDef(self, node: ast.FunctionDef):
        node.returns = None  # annotations are ignored
        for a in node.args.posonlyargs + node.args.args:
            a.annotation = None
        return self.generic_visit(node)

    def visit_Name(self, node: ast.Name):
        if node.id == "__debug__":  # a constant in CPython (it cannot be assigned)
            return ast.copy_location(ast.Constant(True), node)
        return node

    def visit_BinOp(self, node: ast.BinOp):
        self.generic_visit(node)
        if isinstance(node.left, ast.Constant) and isinstance(node.right, ast.Constant):
            a, b, op = node.left.value, node.right.value, type(node.op)
            if _safe_binary(op, a, b):
                try:
                    value = BINARY[op](a, b)
                except (OverflowError, MemoryError, ValueError):  # 'x' * 2**100: left to run time, as CPython's
                    return node
                if _small(value):
                    return ast.copy_location(ast.Constant(value), node)
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp):
        self.generic_visit(node)
        if isinstance(node.operand, ast.Constant):
            v, op = node.operand.value, type(node.op)
            if op is ast.Not and (v is None or isinstance(v, (int, str))):
                return ast.copy_location(ast.Constant(not v), node)
            if _is_int(v) and op is not ast.Not:
                return ast.copy_location(ast.Constant(UNARY[op](v)), node)
        return node


def desugar(tree: ast.Module) -> ast.Module:
    return Desugar().visit(tree)
