try:
    f"{5:s}"
except ValueError as e:
    print("ValueError:", e)
try:
    f"{'x':d}"
except ValueError as e:
    print("ValueError:", e)
print(f"{'a'!r:>5}", f"{[1, 'b']!s}")
f"{3:q}"
