evens = {x for x in range(20) if x % 2 == 0}
threes = {x for x in range(20) if x % 3 == 0}
print(sorted(evens & threes), sorted(threes - evens), len(evens | threes))
print(evens > {2, 4}, {2, 4} < evens, evens >= evens, evens.issuperset({0}), {1}.isdisjoint(evens))
a = set("hello")
a &= set("world")
print(sorted(a))
s = {1, 2}
s ^= {2, 3}
print(sorted(s), {1, 2} == {2, 1}, {1} != {1, 2})
