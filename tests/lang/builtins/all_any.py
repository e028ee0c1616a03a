print(all([]), any([]))
print(all([1, 2, 3]), all([1, 0, 3]))
print(any([0, 0, 1]), any([0, "", None]))
print(all("abc"), any(""))
print(all(x > 0 for x in range(1, 5)), any(x > 3 for x in range(4)))
print(all({1: 'a', 0: 'b'}), any({0: 'a'}))
scores = [72, 88, 95, 60]
if all(s >= 60 for s in scores):
    print("everyone passed")
if any(s >= 90 for s in scores):
    print("someone got an A")
