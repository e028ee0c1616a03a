# a small serializer: recursion over dicts/lists/strings/numbers with escapes and sorted keys
def dumps(v, indent=0):
    pad = "  " * indent
    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v) if isinstance(v, float) else str(v)
    if isinstance(v, str):
        out = '"'
        for c in v:
            out += {"\n": "\\n", '"': '\\"', "\\": "\\\\", "\t": "\\t"}.get(c, c if ord(c) >= 32 else "\\u%04x" % ord(c))
        return out + '"'
    if isinstance(v, (list, tuple)):
        if not v:
            return "[]"
        return "[\n" + ",\n".join([pad + "  " + dumps(x, indent + 1) for x in v]) + "\n" + pad + "]"
    if isinstance(v, dict):
        items = sorted(v.items())
        return "{" + ", ".join([dumps(str(k)) + ": " + dumps(x, indent + 1) for k, x in items]) + "}"
    raise TypeError(f"Object of type {type(v).__name__} is not JSON serializable")


doc = {"name": "wispy", "ok": True, "n": None, "vals": [1, 2.5, -3e-7, [], ["a\tb", 'q"uote']], "nested": {"z": 1, "a": [False]}}
print(dumps(doc))
print(dumps("ctrl\x01\x1f"), dumps((1,)), dumps(10**20))
try:
    dumps({1: {2, 3}})
except TypeError as e:
    print(type(e).__name__, e)
