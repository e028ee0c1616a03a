# str.format: indexing, attributes, nested specs, conversions, errors
class P:
    x = 3
    name = "pt"
print("{0}{1}{0}".format("a", "b"), "{}-{}".format(1, 2), "{a}{b}".format(a=1, b=2))
print("{0[0]}{0[2]}".format("xyz"), "{d[k]}".format(d={"k": 9}), "{p.x} {p.name}".format(p=P()))
print("{:{fill}{align}{width}}".format("v", fill="*", align="^", width=7))
print("{0:>{1}}".format("r", 4), "{:.{}f}".format(3.14159, 2), "{!r:>6}".format("s"))
print("{{}}".format(), "{{{0}}}".format(5), "{:}".format(5))
for f, a, k in [("{", (), {}), ("}", (), {}), ("{0}{}", (1, 2), {}), ("{}{0}", (1, 2), {}), ("{1}", (1,), {}),
                ("{x}", (), {}), ("{0!q}", (1,), {}), ("{0[}", (1,), {}), ("{:d}", ("s",), {}),
                ("{0.y}", (1,), {})]:
    try:
        print(repr(f.format(*a, **k)))
    except (ValueError, IndexError, KeyError, AttributeError) as e:
        print(repr(f), type(e).__name__, e)
