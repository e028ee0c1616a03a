# f-strings: expressions, nested quotes, specs from variables, debug-free forms
x, w, p = 3.14159, 10, 3
name = "wispy"
print(f"{x:{w}.{p}f}|{name!r:^{w}}|{name.upper()}|{len(name) * 2}")
print(f"{'a' if x > 3 else 'b'}", f"{[1, 2][1]}", f"{ {'k': 1}['k'] }", f"{x:.2e}")
print(f"{255:#x} {255:08b} {-3:+} {1000000:,} {0.25:.0%}")
d = {"a": 1}
print(f"{d['a']}", f"{(lambda y: y + 1)(2)}", f"{3 * 'ab'}")
print(f"{'{'}{'}'}", f"{{{x:.1f}}}", f"{x!s:.4}")
