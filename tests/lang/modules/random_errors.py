import random
try:
    random.choice([])
except IndexError as e:
    print("IndexError")
try:
    random.randint(5, 1)
except ValueError as e:
    print("ValueError")
print("ok")
