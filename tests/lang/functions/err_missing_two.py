def area(width, height, depth=1):
    return width * height * depth

print(area(2, 3))
area()
