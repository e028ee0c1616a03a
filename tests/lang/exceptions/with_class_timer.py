class Indent:
    level = 0

    def __enter__(self):
        Indent.level += 1
        return self

    def __exit__(self, *exc):
        Indent.level -= 1
        return False

    def say(self, text):
        print("  " * Indent.level + text)


with Indent() as a:
    a.say("one")
    with Indent() as b:
        b.say("two")
    a.say("back")
print(Indent.level)
