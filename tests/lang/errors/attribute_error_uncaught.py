class Robot:
    def __init__(self):
        self.speed = 1


r = Robot()
print(r.speed)
r.colour
