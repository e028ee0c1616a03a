# A JSON-like pretty printer and a small parser for the same notation, checked by a
# round trip.


def escape(s):
    out = []
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 32:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def dumps(value, indent=2, level=0):
    pad = " " * (indent * (level + 1))
    end = " " * (indent * level)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return escape(value)
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        items = [pad + dumps(v, indent, level + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + end + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = ["%s%s: %s" % (pad, escape(str(k)), dumps(v, indent, level + 1)) for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + end + "}"
    raise TypeError("cannot serialise %s" % type(value).__name__)


class Parser:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def skip(self):
        while self.pos < len(self.text) and self.text[self.pos] in " \n\t\r":
            self.pos += 1

    def expect(self, ch):
        self.skip()
        if self.text[self.pos] != ch:
            raise ValueError("expected %r at %d, found %r" % (ch, self.pos, self.text[self.pos]))
        self.pos += 1

    def value(self):
        self.skip()
        ch = self.text[self.pos]
        if ch == "{":
            self.pos += 1
            result = {}
            self.skip()
            if self.text[self.pos] == "}":
                self.pos += 1
                return result
            while True:
                key = self.value()
                self.expect(":")
                result[key] = self.value()
                self.skip()
                if self.text[self.pos] == ",":
                    self.pos += 1
                    continue
                self.expect("}")
                return result
        if ch == "[":
            self.pos += 1
            result = []
            self.skip()
            if self.text[self.pos] == "]":
                self.pos += 1
                return result
            while True:
                result.append(self.value())
                self.skip()
                if self.text[self.pos] == ",":
                    self.pos += 1
                    continue
                self.expect("]")
                return result
        if ch == '"':
            return self.string()
        for word, val in (("null", None), ("true", True), ("false", False)):
            if self.text.startswith(word, self.pos):
                self.pos += len(word)
                return val
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in "+-0123456789.eE":
            self.pos += 1
        number = self.text[start : self.pos]
        if not number:
            raise ValueError("unexpected %r at %d" % (ch, start))
        return float(number) if any(c in number for c in ".eE") else int(number)

    def string(self):
        self.pos += 1
        out = ""
        while self.text[self.pos] != '"':
            ch = self.text[self.pos]
            if ch == "\\":
                nxt = self.text[self.pos + 1]
                if nxt == "u":
                    out += chr(int(self.text[self.pos + 2 : self.pos + 6], 16))
                    self.pos += 6
                    continue
                out += {"n": "\n", '"': '"', "\\": "\\"}[nxt]
                self.pos += 2
            else:
                out += ch
                self.pos += 1
        self.pos += 1
        return out


config = {
    "name": "weather station",
    "version": 3,
    "sensors": [
        {"type": "temperature", "pin": 0, "scale": 0.5, "enabled": True},
        {"type": "light", "pin": 1, "scale": 1.25, "enabled": False, "notes": None},
    ],
    "thresholds": {"hot": 30, "cold": -5, "labels": ["low", "mid", "high"]},
    "message": 'Say "hi"\nthen\tstop \\ here',
    "empty": {"list": [], "dict": {}},
}
text = dumps(config)
print(text)
back = Parser(text).value()
print("round trip equal:", back == config)
print(dumps([1, [2, [3, [4]]]], indent=1))
print(dumps((1.5, -2, 1e20, 12345678901234567890)))
for bad in ['{"a" 1}', "[1, 2", "@"]:
    try:
        Parser(bad).value()
    except (ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
try:
    dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
