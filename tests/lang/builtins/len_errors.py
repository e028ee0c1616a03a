try:
    len(5)
except TypeError as e:
    print("TypeError:", e)
try:
    len(None)
except TypeError as e:
    print("TypeError:", e)


class Neg:
    def __len__(self):
        return -1


try:
    len(Neg())
except ValueError as e:
    print("ValueError:", e)
try:
    len(iter([1]))
except TypeError as e:
    print("TypeError:", e)
len(3.5)
