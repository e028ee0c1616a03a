s = "Hello, World"
print(s[0:5], s[7:], s[-5:], s[::2], s[::-1], s[3:1], s[-3:-1], s[1:10:3])
u = "héllo wörld"
print(u[1:4], u[::-1], u[::2], len(u[2:7]))
print("abc"[5:], "abc"[:-5], repr("abc"[1:1]))
