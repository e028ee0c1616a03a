def nothing():
    pass


class Empty:
    pass


for _ in range(3):
    pass
if True:
    pass
else:
    pass
while False:
    pass
print(nothing(), type(Empty()).__name__)
