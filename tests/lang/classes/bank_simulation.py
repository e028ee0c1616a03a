# accounts with custom exceptions, class-level ids, transfers that roll back, a ledger of tuples
class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner} cannot withdraw {amount}")
        self.shortfall = amount - account.balance


class Account:
    next_id = 1

    def __init__(self, owner, balance=0):
        self.owner, self.balance = owner, balance
        self.id = Account.next_id
        Account.next_id += 1
        self.ledger = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.ledger.append(("dep", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.ledger.append(("wd", amount))

    def __repr__(self):
        return f"Account#{self.id}({self.owner}: {self.balance})"


def transfer(src, dst, amount):
    src.withdraw(amount)
    try:
        dst.deposit(amount)
    except ValueError:
        src.deposit(amount)
        raise


a, b = Account("ann", 100), Account("bob")
transfer(a, b, 30)
for amt in [200, 0, -5]:
    try:
        transfer(a, b, amt)
    except InsufficientFunds as e:
        print("refused:", e, e.shortfall)
    except ValueError as e:
        print("invalid:", e)
print(a, b, a.ledger, b.ledger, Account.next_id)
