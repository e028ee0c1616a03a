class Config:
    debug = False
    level = 1

    def enable(self):
        self.debug = True


a = Config()
b = Config()
a.enable()
print(a.debug, b.debug, Config.debug)
del a.debug
print(a.debug)
Config.level = 5
print(a.level, b.level)
