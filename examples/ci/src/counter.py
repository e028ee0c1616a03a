# Count presses of button A on the display (one more LED lit per press); button B sends the
# count over the UART, asks for a name and says well done.
from microbit import Image, button_a, button_b, display, sleep

from faces import bar

display.show(Image.HEART)  # the first use of the board's display or buttons starts them
print("ready")  # so a press from now on counts
count = 0
while True:
    if button_a.was_pressed():
        count += 1
        display.show(bar(count))
    if button_b.was_pressed():
        print("count:", count)
        name = input("name? ")
        if not name:
            raise ValueError("no name given")
        print("well done,", name)
        break
    sleep(20)
