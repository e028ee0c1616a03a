for bad in ["", "1.5", "abc", "1 2", "0x10"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    float("nope")
except ValueError as e:
    print("ValueError:", e)
int("9", 8)
