# ... is a value: Ellipsis, its type, its uses
print(..., Ellipsis, ... is Ellipsis, type(...).__name__, repr(...), bool(...))
def todo():
    ...
print(todo(), [1, ...][1], {...: 1}[Ellipsis], ... == ..., str(Ellipsis))
