# z turns a negative zero (after rounding) into a positive one, for floats only
print(format(-0.0, "z"), format(-0.0, "+z"), format(-0.0, "z.2e"), format(-0.001, "z.1%"), format(-0.0, "z.1g"))
print(format(-1e-9, "z"), format(-0.0001, "z.1f"), format(-0.0001, "z.4f"), format(-0.00001, "+z.2f"), format(-0.0, " z"))
print(f"{-0.04:z.1f}", f"{-0.05:z.1f}", f"{-0.06:z.1f}", f"{float('-inf'):z}", f"{-0.0:z,}")
for v, spec in [(1, "z"), ("a", "z"), (1, "zd")]:
    try:
        format(v, spec)
    except ValueError as e:
        print("ValueError", e)
