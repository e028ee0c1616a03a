class SensorError(Exception):
    pass


def read(sensor):
    if sensor == "broken":
        raise SensorError(f"sensor {sensor!r} did not answer")
    return 42


print(read("ok"))
read("broken")
