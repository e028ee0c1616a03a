registry = []


def register(cls):
    registry.append(cls.__name__)
    return cls


@register
class One:
    pass


@register
class Two(One):
    def hi(self):
        return "hi"


print(registry, Two().hi())
