from shapes import Circle, Square, total_area
import shapes

items = [Circle(1), Square(2), Circle(0.5)]
for s in items:
    print(s)
print(round(total_area(items), 3), shapes.count, shapes.__name__)
