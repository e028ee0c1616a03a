class Base:
    def __init__(self):
        self.log = ["Base"]


class Left(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Left")


class Right(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Right")


class Both(Left, Right):
    def __init__(self):
        super().__init__()
        self.log.append("Both")


print(Both().log)
print(Left().log)
