L = list(range(8))
L[1:3] = ["a", "b", "c", "d"]
print(L)
L[:2] = []
print(L)
L[len(L):] = [100, 101]
print(L)
L[::2] = "wxyz"
print(L)
M = [0, 1, 2, 3, 4, 5]
del M[1:3]
print(M)
del M[::2]
print(M)
N = list(range(10))
del N[-3:]
del N[0]
print(N)
N[2:2] = (7, 7)
print(N)
try:
    N[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
