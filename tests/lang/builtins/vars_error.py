vars(5)
