class Builder:
    def __init__(self):
        self.parts = []

    def add(self, p):
        self.parts.append(p)
        return self

    def build(self):
        return "-".join(self.parts)


print(Builder().add("a").add("b").add("c").build())
