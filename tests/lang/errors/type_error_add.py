x = 1
y = "a"
print(x + y)
