print("{}, {}!".format("Hello", "World"), "{1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"), "{:08.3f}".format(3.14159), "{:,}".format(10 ** 9))
print("{0!r} {0!s}".format("q"), "{:%}".format(0.25) if False else "{:.1%}".format(0.25))
print("{{x}} {}".format(1), "{:d}".format(True), "{:5}|".format(3), "{:5}|".format("ab"))
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{z}".format(a=1)
except KeyError as e:
    print("KeyError:", e)
