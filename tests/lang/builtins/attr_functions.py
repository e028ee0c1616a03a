class Robot:
    speed = 1

    def __init__(self, name):
        self.name = name


r = Robot("rob")
print(getattr(r, "name"), getattr(r, "speed"), getattr(r, "colour", "grey"))
setattr(r, "colour", "red")
print(r.colour, hasattr(r, "colour"), hasattr(r, "wheels"))
setattr(r, "speed", 5)
print(r.speed, Robot.speed)
delattr(r, "speed")
print(r.speed)
delattr(r, "colour")
print(hasattr(r, "colour"))
for field in ["name", "speed"]:
    print(field, "=", getattr(r, field))
setattr(Robot, "legs", 2)
print(r.legs, getattr(Robot, "legs"))
print(getattr([1, 2], "append") is not None, hasattr("s", "upper"), hasattr(5, "nope"))
