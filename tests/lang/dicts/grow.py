# a dict grown past its index thresholds, then thinned out: order and lookups stay right
e = {}
for i in range(300):
    e[i * 7] = i
t = 0
for v in e.values():
    t += v
print(len(e), e[7 * 150], t, list(e)[:5], list(e)[-3:])
for i in range(0, 300, 2):
    del e[i * 7]
print(len(e), e.get(7 * 151), e.get(7 * 150), list(e)[:4])
for i in range(1000, 1100):
    e[i] = -i
print(len(e), e[1050], list(e)[-2:], 7 * 299 in e)
s = {}
for w in 'the quick brown fox jumps over the lazy dog the end'.split(' '):
    s[w] = s.get(w, 0) + 1
print(s)
