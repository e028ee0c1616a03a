"""A reference interpreter of wispy images, in Python, for testing the compiler only.

It runs an image the way docs/image-format.md and the opcode formulas in wispy.toml say,
with CPython objects for values, so compiled programs can be compared with CPython before
(and independently of) the C VM. Speed and memory are of no concern here.
"""

from __future__ import annotations

import builtins
import operator

from wispy.gen import defs
from wispy.image import CodeObject, Image, read_image

UNBOUND = object()
NULL = object()

UNARY = {"NEG": operator.neg, "POS": operator.pos, "INVERT": operator.invert, "NOT": operator.not_}
BINARY = {
    "ADD": operator.add, "SUB": operator.sub, "MUL": operator.mul, "TRUEDIV": operator.truediv,
    "FLOORDIV": operator.floordiv, "MOD": operator.mod, "POW": operator.pow,
    "LSHIFT": operator.lshift, "RSHIFT": operator.rshift, "AND": operator.and_,
    "OR": operator.or_, "XOR": operator.xor, "MATMUL": operator.matmul,
}
INPLACE = {
    "ADD": operator.iadd, "SUB": operator.isub, "MUL": operator.imul, "TRUEDIV": operator.itruediv,
    "FLOORDIV": operator.ifloordiv, "MOD": operator.imod, "POW": operator.ipow,
    "LSHIFT": operator.ilshift, "RSHIFT": operator.irshift, "AND": operator.iand,
    "OR": operator.ior, "XOR": operator.ixor, "MATMUL": operator.imatmul,
}
COMPARE = {
    "LT": operator.lt, "LE": operator.le, "EQ": operator.eq, "NE": operator.ne, "GT": operator.gt,
    "GE": operator.ge, "IN": lambda a, b: a in b, "NOT_IN": lambda a, b: a not in b,
    "IS": operator.is_, "IS_NOT": operator.is_not,
}
BUILTINS = {
    name: getattr(builtins, name)
    for name in defs.BUILTIN_FUNCTIONS + defs.BUILTIN_TYPES + [e[0] for e in defs.BUILTIN_EXCEPTIONS]
}
# built-in names that are not in [builtins] (builtin_lookup's own, mod_builtins.c)
BUILTINS.update(slice=slice, NotImplemented=NotImplemented, Ellipsis=Ellipsis, memoryview=memoryview,
                IOError=OSError, EnvironmentError=OSError)


class Function:
    def __init__(self, vm: RefVM, code: CodeObject):
        self.vm, self.code = vm, code
        self.__name__ = vm.image.qstr(code.name)
        owner = vm.image.qstr(code.owner) + "." if code.owner else ""
        self.__qualname__ = owner + self.__name__  # a method: its class's qualified name, "C.m"

    def __repr__(self) -> str:
        return f"<function {self.__qualname__} at 0x{id(self):x}>"

    def __call__(self, *args, **kw):
        code = self.code
        if code.n_kwonly or code.flags & 6:  # keyword-only, *args, **kwargs: not modelled
            raise UnsupportedOpcode("keyword-only or star parameters")
        if code.flags & 8:  # CODE_GENERATOR: calling makes a generator, not modelled
            raise UnsupportedOpcode("generators")
        if kw:
            names = [self.vm.image.qstr(q) for q in code.local_names[: code.n_args]]
            slots = list(args) + [UNBOUND] * (code.n_args - len(args))
            for k, v in kw.items():
                if k not in names or slots[names.index(k)] is not UNBOUND:
                    raise TypeError(f"{self.__qualname__}() got an unexpected keyword argument '{k}'")
                slots[names.index(k)] = v
            if UNBOUND in slots:
                raise TypeError(f"{self.__qualname__}() missing a required argument")
            args = tuple(slots)
        if len(args) != self.code.n_args:
            raise TypeError(
                f"{self.__qualname__}() takes {self.code.n_args} positional argument"
                f"{'' if self.code.n_args == 1 else 's'} but {len(args)} "
                f"{'was' if len(args) == 1 else 'were'} given"
            )
        return self.vm.run(self.code, list(args))


class OutOfBudget(Exception):
    """The program ran more instructions than it was allowed."""


class UnsupportedOpcode(BaseException):
    """An opcode this reference interpreter does not model (not an Exception, so that a
    script's own `except Exception` cannot swallow it): the caller skips the program."""


class RefVM:
    def __init__(self, image: bytes | Image, print_fn=print, budget: int | None = None):
        self.budget = budget
        self.image = image if isinstance(image, Image) else read_image(image)
        self.globals: dict[str, object] = {"__name__": "__main__"}
        self.builtins = dict(BUILTINS, print=print_fn)

    def main(self):
        return self.run(self.image.main, [])

    def run(self, code: CodeObject, args: list):
        img = self.image
        if getattr(code, "handlers", None):
            raise UnsupportedOpcode("exception handlers")
        instrs = code.instructions()
        at = {ins.offset: i for i, ins in enumerate(instrs)}
        fast = args + [UNBOUND] * (code.n_locals - len(args))
        stack: list = []
        pc = 0
        while True:
            ins = instrs[pc]
            pc += 1
            if self.budget is not None:
                self.budget -= 1
                if self.budget < 0:
                    raise OutOfBudget
            name, arg = ins.name, (ins.operands[0] if ins.operands else None)
            assert len(stack) <= code.stack_size, f"stack {len(stack)} > {code.stack_size} at {ins}"

            if name == "LOAD_NONE":
                stack.append(None)
            elif name == "LOAD_TRUE":
                stack.append(True)
            elif name == "LOAD_FALSE":
                stack.append(False)
            elif name == "LOAD_INT":
                stack.append(arg)
            elif name == "LOAD_STR":
                stack.append(img.qstr(arg))
            elif name == "LOAD_CONST":
                stack.append(img.consts[arg])
            elif name == "LOAD_FAST":
                if fast[arg] is UNBOUND:
                    raise UnboundLocalError(f"local variable {arg} has no value")
                stack.append(fast[arg])
            elif name == "STORE_FAST":
                fast[arg] = stack.pop()
            elif name == "DELETE_FAST":
                if fast[arg] is UNBOUND:
                    raise UnboundLocalError(f"local variable {arg} has no value")
                fast[arg] = UNBOUND
            elif name == "LOAD_GLOBAL":
                key = img.qstr(arg)
                if key in self.globals:
                    stack.append(self.globals[key])
                elif key in self.builtins:
                    stack.append(self.builtins[key])
                else:
                    raise NameError(f"name '{key}' is not defined")
            elif name == "STORE_GLOBAL":
                self.globals[img.qstr(arg)] = stack.pop()
            elif name == "DELETE_GLOBAL":
                key = img.qstr(arg)
                if key not in self.globals:
                    raise NameError(f"name '{key}' is not defined")
                del self.globals[key]
            elif name == "LOAD_ATTR":
                stack.append(getattr(stack.pop(), img.qstr(arg)))
            elif name == "STORE_ATTR":
                obj = stack.pop()
                setattr(obj, img.qstr(arg), stack.pop())
            elif name == "LOAD_METHOD":
                obj, attr = stack.pop(), img.qstr(arg)
                if attr == " merge":  # {**m}: the dict's hidden merge (codegen.expr_Dict)
                    stack += [lambda m, d=obj: d.update({**m}), NULL]
                else:
                    stack += [getattr(obj, attr), NULL]
            elif name == "CALL_METHOD":
                call_args = stack[len(stack) - arg:]
                del stack[len(stack) - arg:]
                self_, f = stack.pop(), stack.pop()
                stack.append(f(*call_args) if self_ is NULL else f(self_, *call_args))
            elif name == "POP_TOP":
                stack.pop()
            elif name == "DUP_TOP":
                stack.append(stack[-1])
            elif name == "DUP_TOP_TWO":
                stack += stack[-2:]
            elif name == "ROT_TWO":
                stack[-1], stack[-2] = stack[-2], stack[-1]
            elif name == "ROT_THREE":
                stack[-3:] = [stack[-1], stack[-3], stack[-2]]
            elif name == "UNARY_OP":
                stack.append(UNARY[defs.UNARY_OPS[arg]](stack.pop()))
            elif name == "BINARY_OP":
                b, a = stack.pop(), stack.pop()
                if arg >= defs.INPLACE_BASE:
                    stack.append(INPLACE[defs.BINARY_OPS[arg - defs.INPLACE_BASE]](a, b))
                else:
                    stack.append(BINARY[defs.BINARY_OPS[arg]](a, b))
            elif name == "COMPARE_OP":
                b, a = stack.pop(), stack.pop()
                stack.append(COMPARE[defs.COMPARE_OPS[arg]](a, b))
            elif name == "BINARY_SUBSCR":
                index, obj = stack.pop(), stack.pop()
                stack.append(obj[index])
            elif name == "STORE_SUBSCR":
                index, obj, value = stack.pop(), stack.pop(), stack.pop()
                obj[index] = value
            elif name == "JUMP":
                pc = at[ins.jump_target]
            elif name == "POP_JUMP_IF_FALSE":
                if not stack.pop():
                    pc = at[ins.jump_target]
            elif name == "POP_JUMP_IF_TRUE":
                if stack.pop():
                    pc = at[ins.jump_target]
            elif name == "JUMP_IF_FALSE_OR_POP":
                if not stack[-1]:
                    pc = at[ins.jump_target]
                else:
                    stack.pop()
            elif name == "JUMP_IF_TRUE_OR_POP":
                if stack[-1]:
                    pc = at[ins.jump_target]
                else:
                    stack.pop()
            elif name == "GET_ITER":
                stack.append(iter(stack.pop()))
            elif name == "FOR_ITER":
                try:
                    stack.append(next(stack[-1]))
                except StopIteration:
                    stack.pop()
                    pc = at[ins.jump_target]
            elif name == "CALL_FUNCTION":
                call_args = stack[len(stack) - arg:]
                del stack[len(stack) - arg:]
                stack.append(stack.pop()(*call_args))
            elif name == "CALL_FUNCTION_KW":
                n_kw = ins.operands[1]
                pairs = stack[len(stack) - 2 * n_kw:]
                del stack[len(stack) - 2 * n_kw:]
                call_args = stack[len(stack) - arg:]
                del stack[len(stack) - arg:]
                kw = dict(zip(pairs[0::2], pairs[1::2]))
                stack.append(stack.pop()(*call_args, **kw))
            elif name == "RETURN_VALUE":
                return stack.pop()
            elif name == "RETURN_NONE":
                return None
            elif name == "MAKE_FUNCTION":
                stack.append(Function(self, img.consts[arg]))
            elif name == "RAISE_VARARGS":
                if arg == 0:
                    raise RuntimeError("No active exception to reraise")
                exc = stack.pop()
                raise exc() if isinstance(exc, type) else exc
            elif name == "BUILD_TUPLE":
                items = tuple(stack[len(stack) - arg:])
                del stack[len(stack) - arg:]
                stack.append(items)
            elif name == "BUILD_LIST":
                items = list(stack[len(stack) - arg:])
                del stack[len(stack) - arg:]
                stack.append(items)
            elif name == "UNPACK_SEQUENCE":
                items = list(stack.pop())
                if len(items) != arg:
                    raise ValueError("unpack")
                stack += reversed(items)
            elif name == "UNPACK_EX":
                items = list(stack.pop())
                after = ins.operands[1]
                if len(items) < arg + after:
                    raise ValueError("unpack")
                stack += reversed(items[len(items) - after:])
                stack.append(items[arg:len(items) - after])
                stack += reversed(items[:arg])
            elif name in ("LIST_APPEND", "SET_ADD"):
                x = stack.pop()
                target = stack[-arg]
                target.append(x) if name == "LIST_APPEND" else target.add(x)
            elif name == "MAP_ADD":
                v, k = stack.pop(), stack.pop()
                stack[-arg][k] = v
            elif name == "BUILD_SLICE":
                parts = stack[len(stack) - arg:]
                del stack[len(stack) - arg:]
                stack.append(slice(*parts))
            elif name == "BUILD_STRING":
                parts = stack[len(stack) - arg:]
                del stack[len(stack) - arg:]
                stack.append("".join(parts))
            elif name == "FORMAT_VALUE":
                spec = stack.pop() if arg & 4 else ""
                x = stack.pop()
                x = (x, str(x), repr(x), ascii(x))[arg & 3]
                stack.append(format(x, spec))
            elif name == "DELETE_ATTR":
                delattr(stack.pop(), img.qstr(arg))
            else:
                raise UnsupportedOpcode(name)
