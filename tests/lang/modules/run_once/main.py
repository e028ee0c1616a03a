import a
import b
import a as again
print(a.hits, b.seen_a, again is a)
