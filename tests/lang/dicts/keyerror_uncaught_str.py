# An uncaught KeyError of a str key: KeyError: 'missing'
d = {"present": 1}
d["missing"]
