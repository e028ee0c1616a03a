class Plugin:
    registry = []

    def __init__(self, name):
        self.name = name
        Plugin.registry.append(self)

    @classmethod
    def names(cls):
        return [p.name for p in cls.registry]


class Fancy(Plugin):
    def __init__(self, name):
        super().__init__(name.upper())


Plugin("a")
Fancy("b")
print(Plugin.names(), len(Fancy.registry), Fancy.registry is Plugin.registry)
