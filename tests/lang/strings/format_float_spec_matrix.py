# float format specs: precision, types, sign, zero padding, grouping, percent
vals = [0.0, -0.0, 1.5, -2.5, 3.14159, 1234567.891, 1e-5, 1e22, 123456789.0, 0.1, 2.675]
specs = ["", "f", ".0f", ".1f", ".2f", "+.2f", " .3f", "10.2f", "<10.2f", "^10.2f", "=+10.2f",
         "010.2f", ",.2f", "_.1f", ",", "e", ".2e", "E", ".3g", "g", "G", ".10g", "%", ".1%",
         "#.0f", "#g", "#.3g", ".0e", "#.0e", "z.1f", "12", ">12"]
for v in vals:
    print(repr(v), [format(v, sp) for sp in specs])
for v in [float("inf"), float("-inf"), float("nan")]:
    print([format(v, sp) for sp in ["", "f", "+f", "08.2f", "^9", "e", "%", "G"]])
