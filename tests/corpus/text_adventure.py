# A tiny text adventure: rooms, items and a few commands, read from the console.

rooms = {
    "hall": {
        "desc": "You are in a dusty hall. Doors lead north and east.",
        "exits": {"north": "library", "east": "kitchen"},
        "items": ["lamp"],
    },
    "library": {
        "desc": "Shelves of old books surround you. A door leads south.",
        "exits": {"south": "hall"},
        "items": ["book", "key"],
    },
    "kitchen": {
        "desc": "A cold kitchen. There is a locked door to the north.",
        "exits": {"west": "hall", "north": "garden"},
        "items": ["bread"],
        "locked": "north",
    },
    "garden": {
        "desc": "Sunlight! You have escaped into the garden.",
        "exits": {},
        "items": [],
    },
}


class Player:
    def __init__(self, start):
        self.room = start
        self.inventory = []
        self.moves = 0

    def look(self):
        room = rooms[self.room]
        print(room["desc"])
        if room["items"]:
            print("You see: " + ", ".join(room["items"]))

    def go(self, direction):
        room = rooms[self.room]
        if direction not in room["exits"]:
            print("You can't go that way.")
            return
        if room.get("locked") == direction:
            if "key" in self.inventory:
                print("You unlock the door with the key.")
                del room["locked"]
            else:
                print("The door is locked.")
                return
        self.room = room["exits"][direction]
        self.moves += 1
        self.look()

    def take(self, item):
        room = rooms[self.room]
        if item in room["items"]:
            room["items"].remove(item)
            self.inventory.append(item)
            print("Taken:", item)
        else:
            print("There is no %s here." % item)

    def drop(self, item):
        if item not in self.inventory:
            print("You don't have that.")
            return
        self.inventory.remove(item)
        rooms[self.room]["items"].append(item)
        print("Dropped:", item)


def main():
    player = Player("hall")
    player.look()
    while player.room != "garden":
        try:
            line = input("> ")
        except EOFError:
            print()
            print("Goodbye.")
            break
        words = line.strip().lower().split()
        if not words:
            continue
        verb, *rest = words
        arg = " ".join(rest)
        if verb in ("n", "s", "e", "w"):
            verb, arg = "go", {"n": "north", "s": "south", "e": "east", "w": "west"}[verb]
        if verb == "go":
            player.go(arg)
        elif verb == "take":
            player.take(arg)
        elif verb == "drop":
            player.drop(arg)
        elif verb in ("i", "inventory"):
            print("You carry:", ", ".join(player.inventory) if player.inventory else "nothing")
        elif verb == "look":
            player.look()
        elif verb == "quit":
            print("Bye!")
            break
        else:
            print("I don't understand '%s'." % line.strip())
    else:
        print("You won in %d moves!" % player.moves)


main()
