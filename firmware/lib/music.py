# music.py - MicroPython's micro:bit `music` module (docs/boards.md, "music"), all frozen
# Python: notes 'NOTE[octave][:duration]' parsed here, the tone a square wave of half duty
# from the pin's PWM (firmware/ports/nrf51/pwm.c: TIMER2 + GPIOTE + PPI toggle the pin, no CPU).
# The built-in melodies are one string each, notes between spaces (MicroPython: tuples).
from microbit import pin0, sleep

DADADADUM = 'r4:2 g g g eb:8 r:2 f f f d:8'
ENTERTAINER = 'd4:1 d# e c5:2 e4:1 c5:2 e4:1 c5:3 c:1 d d# e c d e:2 b4:1 d5:2 c:4'
_a, _b = 'c4 e g c5 e g4 c5 e ', ' g d5 f g4 d5 f '
PRELUDE = 'c4:1 e g c5 e g4 c5 e ' + _a + ('c4 d' + _b) * 2 + ('b3 d4' + _b) * 2 + _a * 2
ODE = ('e4 e f g g f e d c c d e e:6 d:2 d:8 e:4 e f g g f e d c c d e d:6 c:2 c:8')
NYAN = ('f#5:2 g# c#:1 d#:2 b4:1 d5:1 c# b4:2 b c#5 d d:1 c# b4:1 c#5:1 d# f# g# d# f# c# d'
        ' b4 c#5 b4 d#5:2 f# g#:1 d# f# c# d# b4 d5 d# d c# b4 c#5 d:2 b4:1 c#5 d# f# c# d c#'
        ' b4 c#5:2 b4 c#5 b4 f#:1 g# b:2 f#:1 g# b c#5 d# b4 e5 d# e f# b4:2 b f#:1 g# b f# e5'
        ' d# c# b4 f# d# e f# b:2 f#:1 g# b:2 f#:1 g# b b c#5 d# b4 f# g# f# b:2 b:1 a# b f# g#'
        ' b e5 d# e f# b4:2 c#5')
RINGTONE = 'c4:1 d e:2 g d:1 e f:2 a e:1 f g:2 b c5:4'
FUNK = 'c2:2 c d# c:1 f:2 c:1 f:2 f# g c c g c:1 f#:2 c:1 f#:2 f d#'
BLUES = ('c2:2 e g a a# a g e c2:2 e g a a# a g e f a c3 d d# d c a2 c2:2 e g a a# a g e g b'
         ' d3 f f2 a c3 d# c2:2 e g e g f e d')
BIRTHDAY = ('c4:3 c:1 d:4 c:4 f e:8 c:3 c:1 d:4 c:4 g f:8 c:3 c:1 c5:4 a4 f e d a#:3 a#:1 a:4'
            ' f g f:8')
WEDDING = 'c4:4 f:3 f:1 f:8 c:4 g:3 e:1 f:8 c:4 f:3 a:1 c5:4 a4:3 f:1 f:4 e:3 f:1 g:8'
FUNERAL = 'c3:4 c:3 c:1 c:4 d#:3 d:1 d:3 c:1 c:3 b2:1 c3:4'
PUNCHLINE = 'c4:3 g3:1 f# g g#:3 g r b c4'
PYTHON = ('d5:1 b4 r b b a# b g5 r d d r b4 c5 r c c r d e:5 c:1 a4 r a a g# a f#5 r e e r c'
          ' b4 r b b r c5 d:5 d:1 b4 r b b a# b b5 r g g r d c# r a a r a a:5 g:1 f#:2 a:1 a g#'
          ' a e:2 a:1 a g# a d r c# d r c# d:2 r:3')
BADDY = 'c3:3 r d:2 d# r c r f#:8'
CHASE = ('a4:1 b c5 b4 a:2 r a:1 b c5 b4 a:2 r a:2 e5 d# e f e d# e b4:1 c5 d c b4:2 r b:1 c5'
         ' d c b4:2 r b:2 e5 d# e f e d# e')
BA_DING = 'b5:1 e6:3'
WAWAWAWAA = 'e3:3 r:1 d#:3 r:1 d:4 r:1 c#:8'
JUMP_UP = 'c5:1 d e f g'
JUMP_DOWN = 'g5:1 f e d c'
POWER_UP = 'g4:1 c5 e g:2 e:1 g:3'
POWER_DOWN = 'g5:1 d# c g4:2 b:1 c5:3'

_t = [4, 120, 4, 4]  # ticks per beat, beats per minute, the last note's octave and duration


def reset():
    _t[:] = [4, 120, 4, 4]


def set_tempo(ticks=None, bpm=None):
    if ticks is not None:
        _t[0] = ticks | 0
    if bpm is not None:
        _t[1] = bpm | 0


def get_tempo():
    return (_t[0], _t[1])


def stop(pin=pin0):
    pin.write_digital(0)


def pitch(frequency, duration=-1, pin=pin0, wait=True):
    # a square wave of `frequency` Hz (0: silence) for `duration` ms (< 0: until stop())
    frequency |= 0  # ints only, as MicroPython: a str or float is a TypeError
    duration |= 0
    if frequency <= 0:
        pin.write_digital(0)
    else:
        pin.set_analog_period_microseconds((1000000 + frequency // 2) // frequency)
        pin.write_analog(511)
    if duration >= 0 and wait:
        sleep(duration)
        pin.write_digital(0)


def play(music, pin=pin0, wait=True, loop=False):
    # a note 'NOTE[octave][:duration]', a list or tuple of them, or a string of them between
    # spaces; octave and duration carry over from note to note
    if isinstance(music, str):
        music = music.split()
    while True:
        for value in music:
            name, _, key = value.lower().partition(':')
            if key:
                _t[3] = int(key)
            index = 'c d ef g a br'.find(name[:1])
            if name == '' or index < 0 or name[0] == ' ':
                raise ValueError('bad note %r' % value)
            if name[1:2] == '#':
                index += 1
            if name[1:2] == 'b':
                index -= 1
            name = name.lstrip('abcdefgr#')
            if name:
                _t[2] = int(name)
            pitch(0 if index > 11 else int(440 * 2 ** (_t[2] - 4 + (index - 9) / 12) + 0.5),
                  _t[3] * 60000 // (_t[0] * _t[1]), pin)
        if not loop:
            return
