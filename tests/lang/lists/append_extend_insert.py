a = [1, 2]
a.append(3)
a.extend([4, 5])
a.extend("ab")
a.extend(range(2))
a.insert(0, "start")
a.insert(100, "end")
a.insert(-1, "before end")
print(a, len(a))
