config = {'name': 'wispy', 'sizes': {'flash': 64, 'ram': 16}, 'tags': ['a', 'b']}
config['sizes']['heap'] = 13
print(config, config['sizes']['ram'] * 1024)
grid = {}
for x in range(3):
    for y in range(3):
        grid[(x, y)] = x * y
print(grid[(2, 2)], len(grid), (1, 2) in grid, grid.get((5, 5), -1))
