class InsufficientFunds(Exception):
    def __init__(self, needed):
        super().__init__("need " + str(needed) + " more")
        self.needed = needed


class Account:
    interest = 0

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount - self.balance)
        self.balance -= amount

    def month_end(self):
        self.balance += self.balance * self.interest // 100

    def __repr__(self):
        return f"{type(self).__name__}({self.owner!r}, {self.balance})"


class Savings(Account):
    interest = 2


class Checking(Account):
    def __init__(self, owner, balance=0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def withdraw(self, amount):
        if amount > self.balance + self.overdraft:
            raise InsufficientFunds(amount - self.balance - self.overdraft)
        self.balance -= amount


accounts = [Savings("ann", 1000), Checking("bob", 50), Account("cy")]
for a in accounts:
    a.deposit(100)
    try:
        a.withdraw(300)
    except InsufficientFunds as e:
        print(a.owner, "refused:", e, e.needed)
    a.month_end()
print(accounts)
print(sorted(accounts, key=lambda a: a.balance))
print(sum(a.balance for a in accounts))
