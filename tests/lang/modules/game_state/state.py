position = [0, 0]
inventory = []
moves = 0
