# augmented assignment: lists mutate in place (aliases see it), tuples/strs/ints rebind
a = [1]
alias = a
a += [2]
a *= 2
print(a, alias, a is alias)
a *= 0
print(a, alias)
a += [5]
a *= 1
print(alias)
t = (1,)
talias = t
t += (2,)
print(t, talias, t is talias)
s = "x"
s *= 3
s += "y"
print(s)
n = 7
n //= 2
n **= 3
n %= 10
n <<= 3
n |= 1
n ^= 0b110
n &= ~1
n >>= 1
print(n)
f = 1.5
f /= 0.5
f -= 1
print(f)
d = {"k": [1]}
d["k"] += [2]
d["n"] = d.get("n", 0) + 1
print(d)
x = {1}
y = x
x |= {2}
x &= {1, 2, 3}
x -= {1}
print(x, y, x is y)
