def describe(name, age, city):
    return name + " " + str(age) + " " + city

print(describe("Ann", 30, "Oslo"))
print(describe(city="Rome", name="Leo", age=7))
print(describe("Kim", city="Seoul", age=41))

def point(x=0, y=0, z=0):
    return (x, y, z)

print(point(z=3), point(1, z=2), point(y=5))
