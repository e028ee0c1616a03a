"""Class statements: what the other passes need to know about them, and their code.

A class body is compiled as a function whose parameters are the evaluated bases (hidden
names `.b0`, `.b1`, ...) and whose locals are the names the body binds. Its last
instructions build the class:

    <body>
    LOAD_STR name1; <name1> ... BUILD_TUPLE 2k        the namespace, name/value pairs
    LOAD_STR <class name>
    LOAD_STR attr1 ... (m of them)                    the instance layout (see below)
    LOAD_FAST .b0 ... (n of them)                     the bases
    BUILD_CLASS n m
    [DUP_TOP; STORE_DEREF __class__]                  when a method uses super()
    RETURN_VALUE

and the enclosing code runs it: `[decorators] MAKE_FUNCTION(_EX) body; <bases>;
CALL_FUNCTION n; [CALL_FUNCTION 1 per decorator]; <store name>`.

The instance layout is inferred here: every `self.<attr> = ...` (and augmented or
annotated assignment, or a `for`/`with` target) in the class's own methods, `self` being
each method's first parameter, in order of first appearance. The VM appends these names to
the layouts of the bases, so an instance keeps those attributes inline (one word each);
any other attribute goes to the instance's fallback dict.

`super()` with no arguments, in a method, becomes `super(__class__, <first parameter>)`,
`__class__` being a cell of the class body that BUILD_CLASS's result is stored into: the
zero-argument form of CPython, made explicit.
"""

from __future__ import annotations

import ast



def _first_param(fn: ast.FunctionDef) -> str | None:
    a = fn.args.posonlyargs + fn.args.args
    return a[0].arg if a else None


def _own_nodes(fn: ast.FunctionDef):
    """The nodes of a method's body, not looking into nested functions or classes."""
    todo = list(fn.body)
    while todo:
        node = todo.pop(0)
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                todo.append(child)


def slot_names(node: ast.ClassDef) -> list[str]:
    """The attribute names assigned through the first parameter of the class's methods."""
    names: list[str] = []
    for fn in node.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        self_name = _first_param(fn)
        if self_name is None or any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list):
            continue
        for n in _own_nodes(fn):
            if (isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store)
                    and isinstance(n.value, ast.Name) and n.value.id == self_name
                    and n.attr not in names):
                names.append(n.attr)
    return names[:64]


def rewrite_super(node: ast.ClassDef) -> bool:
    """Turn `super()` in the class's methods into `super(__class__, <first parameter>)`.
    True if any was rewritten or a method names `__class__` itself (the class body then
    needs its `__class__` cell)."""
    used = False
    for fn in node.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        first = _first_param(fn)
        for n in _own_nodes(fn):
            if isinstance(n, ast.Name) and n.id == "__class__":
                used = True
            if first is None:
                continue
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "super"
                    and not n.args and not n.keywords):
                n.args = [ast.copy_location(ast.Name("__class__", ast.Load()), n),
                          ast.copy_location(ast.Name(first, ast.Load()), n)]
                used = True
    return used


NAMESPACE = ".ns"  # the hidden local of a class body whose namespace is built at run time


def namespace_names(bound: list[str]) -> list[str]:
    return [n for n in bound if not n.startswith(".") and n != "__class__"]


def _surely_bound(node: ast.ClassDef) -> set[str]:
    """The names a class body binds with a statement of its own top level (an assignment,
    def, class or import) and never deletes (`del`, `except ... as`): bound when it ends."""
    names: set[str] = set()
    for stmt in node.body:
        targets = []
        if isinstance(stmt, ast.Assign):
            targets = stmt.targets
        elif isinstance(stmt, (ast.AugAssign, ast.AnnAssign)) and getattr(stmt, "value", None) is not None:
            targets = [stmt.target]
        elif isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
            names.add(stmt.name)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in stmt.names)
        for t in targets:
            todo = [t]
            while todo:
                x = todo.pop()
                if isinstance(x, ast.Name):
                    names.add(x.id)
                elif isinstance(x, (ast.Tuple, ast.List)):
                    todo.extend(x.elts)
                elif isinstance(x, ast.Starred):
                    todo.append(x.value)
    for n in _own_nodes(node):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Del):
            names.discard(n.id)
        elif isinstance(n, ast.ExceptHandler) and n.name:
            names.discard(n.name)
    return names


def namespace_statements(node: ast.ClassDef, bound: list[str]) -> list[ast.stmt]:
    """Statements that end a class body whose names may be unbound at its end (bound in an
    `if`, a loop, an except clause, or deleted): they build the namespace in the hidden
    local `.ns`, with the pairs of the surely bound names, then each other name's pair if it
    is bound (`try: .ns += ('n', n)` / `except NameError: pass`), so that an unbound name
    is left out of the class, as in CPython. [] when every name is surely bound (the usual
    case: generate_class builds the tuple directly)."""
    names = namespace_names(bound)
    sure = _surely_bound(node)
    maybe = [n for n in names if n not in sure]
    if not maybe:
        return []

    def pair(n):
        return ast.Tuple([ast.Constant(n), ast.Name(n, ast.Load())], ast.Load())

    def flat(ns):
        return ast.Tuple([e for n in ns for e in pair(n).elts], ast.Load())

    out: list[ast.stmt] = [ast.Assign([ast.Name(NAMESPACE, ast.Store())], flat([n for n in names if n in sure]))]
    for n in maybe:
        add = ast.AugAssign(ast.Name(NAMESPACE, ast.Store()), ast.Add(), pair(n))
        out.append(ast.Try([add], [ast.ExceptHandler(ast.Name("NameError", ast.Load()), None, [ast.Pass()])], [], []))
    last = node.body[-1]
    for s in out:
        ast.copy_location(s, last)
        ast.fix_missing_locations(s)
    return out


def base_param(i: int) -> str:
    return f".b{i}"


class ClassGen:
    """The CodeGen methods for class statements (mixed into CodeGen)."""

    def owner(self) -> str | None:
        """The qualified name of the class a method is defined in ("C", "Outer.C" for a
        nested class), None for a function outside a class. The code record keeps it as its
        owner, so a method's code is named "m" and the firmware writes "C.m" (CPython's
        __qualname__, its repr and argument errors) from the two strings the image holds
        anyway, instead of storing a third. (Functions nested in functions are named plainly:
        CPython's "f.<locals>.g" would cost a string per enclosing function.)"""
        s, name = self.scope.parent, None
        while s is not None and getattr(s, "is_class", False):
            name = s.name if name is None else f"{s.name}.{name}"
            s = s.parent
        return name

    def stmt_ClassDef(self, node: ast.ClassDef):
        from .codegen import CodeGen

        for d in node.decorator_list:
            self.expr(d)
        self.asm.line = node.lineno
        scope = self.scopes[node]
        code = CodeGen(node, scope, self.scopes, self.pool, self.source,
                       self.filename, self.keep_lines).generate()
        if scope.free:
            for name in scope.free:
                self.emit("LOAD_FAST", self.scope.slots[name])
            self.emit("BUILD_TUPLE", len(scope.free))
            self.emit("MAKE_FUNCTION_EX", self.pool.add(code), 4)
        else:
            self.emit("MAKE_FUNCTION", self.pool.add(code))
        for b in node.bases:
            self.expr(b)
        self.asm.line = node.lineno
        self.emit("CALL_FUNCTION", len(node.bases))
        for _ in node.decorator_list:
            self.emit("CALL_FUNCTION", 1)
        self.store_name(node.name)

    def generate_class(self):
        node, scope = self.node, self.scope
        for name in sorted(scope.cells, key=lambda n: scope.slots[n]):
            self.emit("MAKE_CELL", scope.slots[name])
        for stmt in node.body:
            self.stmt(stmt)
        self.asm.line = node.lineno
        if NAMESPACE in scope.slots:  # built by the body's last statements (namespace_statements)
            self.load_name(NAMESPACE)
        else:
            names = [n for n in namespace_names(scope.bound) if scope.owns(n)]
            for n in names:
                self.emit("LOAD_STR", self.pool.qstr(n))
                self.load_name(n)
            self.emit("BUILD_TUPLE", 2 * len(names))
        self.emit("LOAD_STR", self.pool.qstr(node.name))
        slots = slot_names(node)
        for s in slots:
            self.emit("LOAD_STR", self.pool.qstr(s))
        for i in range(len(node.bases)):
            self.emit("LOAD_FAST", scope.slots[base_param(i)])
        self.emit("BUILD_CLASS", len(node.bases), len(slots))
        if "__class__" in scope.cells:
            self.emit("DUP_TOP")
            self.emit("STORE_DEREF", scope.slots["__class__"])
        self.emit("RETURN_VALUE")
        self.name = node.name
        self.n_args = len(node.bases)
        self.name_q = self.pool.qstr(self.name, operand=False)
        self.file_q = self.pool.qstr(self.filename, operand=False)
        by_slot = sorted(scope.slots.items(), key=lambda kv: kv[1])
        self.local_qs = [self.pool.qstr(name, operand=False) for name, _ in by_slot]
        return self
