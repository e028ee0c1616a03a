# matrix arithmetic with lists (list comprehensions: a generator expression per level would nest
# VM runs on the C stack, docs/language.md): multiply, transpose, determinant by recursion, identity, powers
def mat_mul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def det(m):
    if len(m) == 1:
        return m[0][0]
    return sum([(-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m))])


def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]


def mat_pow(m, k):
    r = identity(len(m))
    while k:
        if k & 1:
            r = mat_mul(r, m)
        m = mat_mul(m, m)
        k >>= 1
    return r


a = [[1, 2], [3, 4]]
b = [[0, 1], [1, 0]]
print(mat_mul(a, b), list(map(list, zip(*a))), det(a), det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]))
print(mat_pow([[1, 1], [1, 0]], 90)[0][1], mat_pow(a, 0), det(identity(4)))
f = [[0.5, 1.5], [2.0, -1.0]]
print(mat_mul(f, f), det(f), [[round(x / 3, 3) for x in row] for row in a])
