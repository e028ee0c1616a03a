# A small bank: accounts of several kinds, transfers, and the errors they raise.


class BankError(Exception):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        super().__init__("account %s cannot pay %.2f (balance %.2f)" % (account.number, amount, account.balance))
        self.account = account
        self.amount = amount


class AccountFrozen(BankError):
    pass


class Account:
    next_number = 1000
    kind = "basic"

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.number = Account.next_number
        Account.next_number += 1
        self.history = []
        self.frozen = False

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._check()
        self._balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        self._check()
        if amount > self.available():
            raise InsufficientFunds(self, amount)
        self._balance -= amount
        self.history.append(("withdraw", amount))

    def available(self):
        return self._balance

    def _check(self):
        if self.frozen:
            raise AccountFrozen("account %d is frozen" % self.number)

    def month_end(self):
        pass

    def __str__(self):
        return "%s #%d (%s): %.2f" % (self.kind, self.number, self.owner, self.balance)

    def __repr__(self):
        return "%s(%r, %r)" % (type(self).__name__, self.owner, self.balance)


class Savings(Account):
    kind = "savings"

    def __init__(self, owner, balance=0.0, rate=0.02):
        super().__init__(owner, balance)
        self.rate = rate

    def month_end(self):
        interest = round(self.balance * self.rate / 12, 2)
        if interest:
            self.deposit(interest)


class Checking(Account):
    kind = "checking"
    fee = 1.5

    def __init__(self, owner, balance=0.0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def available(self):
        return self._balance + self.overdraft

    def month_end(self):
        if self.balance < 0:
            self._balance -= self.fee
            self.history.append(("fee", self.fee))


class Bank:
    def __init__(self, name):
        self.name = name
        self.accounts = {}

    def open(self, cls, *args, **kwargs):
        account = cls(*args, **kwargs)
        self.accounts[account.number] = account
        return account

    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except KeyError:
            raise BankError("no account %d" % src) from None
        else:
            self.accounts[dst].deposit(amount)
        finally:
            print("transfer %d -> %d of %.2f attempted" % (src, dst, amount))

    def total(self):
        return sum(a.balance for a in self.accounts.values())

    def report(self):
        print("== %s ==" % self.name)
        for number in sorted(self.accounts):
            print("  " + str(self.accounts[number]))
        print("  total: %.2f" % self.total())


bank = Bank("Micro Bank")
alice = bank.open(Savings, "Alice", 500.0, rate=0.05)
bob = bank.open(Checking, "Bob", 20.0)
carol = bank.open(Account, "Carol")
bank.report()

for src, dst, amount in [(1000, 1001, 120.0), (1001, 1002, 130.0), (1001, 1002, 50.0), (1001, 1000, 500.0), (9999, 1000, 1.0)]:
    try:
        bank.transfer(src, dst, amount)
    except InsufficientFunds as e:
        print("refused:", e, "| short by %.2f" % (e.amount - e.account.available()))
    except BankError as e:
        print("error:", e, type(e).__name__, e.__cause__, e.__suppress_context__)

for bad in (0, -5):
    try:
        carol.deposit(bad)
    except ValueError as e:
        print("ValueError:", e)

carol.frozen = True
try:
    carol.withdraw(1)
except BankError as e:
    print(type(e).__name__, "-", e, isinstance(e, Exception))

for account in bank.accounts.values():
    account.month_end()
bank.report()
print(repr(alice), repr(bob))
print([kind for kind, amount in bob.history], len(alice.history))
print(issubclass(InsufficientFunds, BankError), isinstance(alice, Account), isinstance(carol, Savings))
