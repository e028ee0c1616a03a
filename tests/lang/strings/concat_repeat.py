s = "abc" + "def"
print(s, len(s))
print("-" * 10)
print(3 * "xy")
print("a" * 0 + "|")
t = ""
for i in range(5):
    t = t + str(i)
print(t)
