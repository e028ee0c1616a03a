class Room:
    def __init__(self, name, desc):
        self.name = name
        self.desc = desc
        self.exits = {}

    def connect(self, direction, other):
        self.exits[direction] = other

    def __str__(self):
        ways = ", ".join(sorted(self.exits))
        return f"{self.name}: {self.desc} Exits: {ways or 'none'}."


hall = Room("Hall", "A long hall.")
kitchen = Room("Kitchen", "Smells of bread.")
cellar = Room("Cellar", "Dark and damp.")
hall.connect("north", kitchen)
kitchen.connect("south", hall)
kitchen.connect("down", cellar)
here = hall
for cmd in "look go north look go down look go up".split(" go "):
    for word in cmd.split():
        if word == "look":
            print(here)
        elif word in here.exits:
            here = here.exits[word]
            print("You go", word + ".")
        else:
            print(f"You can't go {word!r}.")
