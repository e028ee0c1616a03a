NAME = 'pkg!'
print('pkg init')
