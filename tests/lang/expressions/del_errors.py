d = {}
try:
    del d["missing"]
except KeyError as e:
    print("KeyError:", e)
lst = [1]
try:
    del lst[5]
except IndexError as e:
    print("IndexError:", e)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print("TypeError:", e)
del undefined_name
