try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{name}".format(nam=1)
except KeyError as e:
    print("KeyError:", e)
try:
    "{:d}".format("x")
except ValueError as e:
    print("ValueError:", e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
"{:.2f}".format("x")
