class ParseError(Exception):
    def __init__(self, line, msg):
        super().__init__(line, msg)
        self.line = line
        self.msg = msg

    def __str__(self):
        return f"line {self.line}: {self.msg}"


try:
    raise ParseError(3, "bad token")
except ParseError as e:
    print(e, e.args, repr(e.line))
print(isinstance(ParseError(1, "x"), Exception))
raise ParseError(7, "unexpected end")
