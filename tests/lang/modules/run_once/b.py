import a
a.hits += 1
seen_a = a.hits
print('b top level')
