import state

DIRS = {"north": (0, 1), "south": (0, -1), "east": (1, 0), "west": (-1, 0)}


def move(direction):
    dx, dy = DIRS[direction]
    state.position[0] += dx
    state.position[1] += dy
    state.moves += 1


def pick(item):
    state.inventory.append(item)
