try:
    try:
        1 // 0
    except 42:
        pass
except TypeError as e:
    print(e)
try:
    1 // 0
except (ValueError, int):
    pass
