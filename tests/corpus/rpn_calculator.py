# A calculator: infix expressions are tokenized, turned into reverse Polish notation
# with the shunting-yard algorithm, and evaluated on a stack.

import math

PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}
RIGHT_ASSOC = {"^"}
FUNCTIONS = {"sqrt": math.sqrt, "abs": abs, "neg": lambda x: -x}


class CalcError(Exception):
    pass


def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == "."):
                j += 1
            number = text[i:j]
            tokens.append(float(number) if "." in number else int(number))
            i = j
        elif ch.isalpha():
            j = i
            while j < len(text) and text[j].isalpha():
                j += 1
            tokens.append(text[i:j])
            i = j
        elif ch in PRECEDENCE or ch in "()":
            tokens.append(ch)
            i += 1
        else:
            raise CalcError("unexpected character %r at %d" % (ch, i))
    return tokens


def to_rpn(tokens):
    out, ops = [], []
    for tok in tokens:
        if isinstance(tok, (int, float)):
            out.append(tok)
        elif tok in FUNCTIONS:
            ops.append(tok)
        elif tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops and ops[-1] != "(":
                out.append(ops.pop())
            if not ops:
                raise CalcError("unbalanced )")
            ops.pop()
            if ops and ops[-1] in FUNCTIONS:
                out.append(ops.pop())
        elif tok in PRECEDENCE:
            while ops and ops[-1] in PRECEDENCE:
                top = ops[-1]
                if PRECEDENCE[top] > PRECEDENCE[tok] or (PRECEDENCE[top] == PRECEDENCE[tok] and tok not in RIGHT_ASSOC):
                    out.append(ops.pop())
                else:
                    break
            ops.append(tok)
        else:
            raise CalcError("unknown name " + tok)
    while ops:
        op = ops.pop()
        if op == "(":
            raise CalcError("unbalanced (")
        out.append(op)
    return out


def evaluate(rpn):
    stack = []
    for tok in rpn:
        if isinstance(tok, (int, float)):
            stack.append(tok)
        elif tok in FUNCTIONS:
            stack.append(FUNCTIONS[tok](stack.pop()))
        else:
            if len(stack) < 2:
                raise CalcError("not enough operands for " + tok)
            b, a = stack.pop(), stack.pop()
            if tok == "+":
                stack.append(a + b)
            elif tok == "-":
                stack.append(a - b)
            elif tok == "*":
                stack.append(a * b)
            elif tok == "/":
                stack.append(a / b)
            elif tok == "%":
                stack.append(a % b)
            elif tok == "^":
                stack.append(a ** b)
    if len(stack) != 1:
        raise CalcError("malformed expression")
    return stack[0]


def calc(text):
    return evaluate(to_rpn(tokenize(text)))


tests = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4", "7 % 3 + 0.5", "sqrt(16) + abs(neg(3))",
         "2 * (3 + 4) * (5 - 1)", "100 - 3 - 2", "1.5 * 4", "2 ^ 100", "(1 + 2", "1 + 2)", "3 $ 4", "1 / 0",
         "foo(2)", "4 +"]
for expr in tests:
    try:
        rpn = to_rpn(tokenize(expr))
        print("%-24s rpn: %-28s = %s" % (expr, " ".join(str(t) for t in rpn), evaluate(rpn)))
    except CalcError as e:
        print("%-24s error: %s" % (expr, e))
    except ZeroDivisionError as e:
        print("%-24s math error: %s" % (expr, e))
print(calc("2 ^ 0.5") == math.sqrt(2), round(calc("22 / 7"), 4))
