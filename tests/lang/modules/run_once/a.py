hits = 1
print('a top level')
