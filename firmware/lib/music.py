# music.py - MicroPython's micro:bit `music` module (docs/boards.md, "music"), all frozen
# Python: notes 'NOTE[octave][:duration]' parsed here, the tone a square wave of half duty
# from the pin's PWM (firmware/ports/nrf51/pwm.c: TIMER2 + GPIOTE + PPI toggle the pin, no CPU).
# The built-in melodies are one string each, each note from its letter on (MicroPython: tuples).
from microbit import pin0, sleep

DADADADUM = 'r4:2gggeb:8r:2fffd:8'
ENTERTAINER = 'd4:1d#ec5:2e4:1c5:2e4:1c5:3c:1dd#ecde:2b4:1d5:2c:4'
PRELUDE = ('c4:1egc5eg4c5ec4egc5eg4c5ec4dgd5fg4d5fc4dgd5fg4d5f b3d4gd5fg4d5f b3d4gd5fg4d5fc4egc5eg4c'
           '5ec4egc5eg4c5e')
ODE = 'e4efggfedccdee:6d:2d:8e:4efggfedccded:6c:2c:8'
NYAN = ('f#5:2g#c#:1d#:2b4:1d5:1c#b4:2bc#5dd:1c#b4:1c#5:1d#f#g#d#f#c#d b4c#5b4d#5:2f#g#:1d#f#c#d#b4d'
        '5d#dc#b4c#5d:2b4:1c#5d#f#c#dc#b4c#5:2b4c#5b4f#:1g#b:2f#:1g#bc#5d#b4e5d#ef#b4:2bf#:1g#bf#e5d'
        '#c#b4f#d#ef#b:2f#:1g#b:2f#:1g#b bc#5d#b4f#g#f#b:2b:1a#bf#g#be5d#ef#b4:2c#5')
RINGTONE = 'c4:1de:2gd:1ef:2ae:1fg:2bc5:4'
FUNK = 'c2:2cd#c:1f:2c:1f:2f#gccgc:1f#:2c:1f#:2fd#'
BLUES = 'c2:2egaa#agec2:2egaa#agefac3dd#dca2c2:2egaa#ageg bd3ff2ac3d#c2:2egegfed'
BIRTHDAY = 'c4:3c:1d:4c:4fe:8c:3c:1d:4c:4gf:8c:3c:1c5:4a4feda#:3a#:1a:4fgf:8'
WEDDING = 'c4:4f:3f:1f:8c:4g:3e:1f:8c:4f:3a:1c5:4a4:3f:1f:4e:3f:1g:8'
FUNERAL = 'c3:4c:3c:1c:4d#:3d:1d:3c:1c:3b2:1c3:4'
PUNCHLINE = 'c4:3g3:1f#gg#:3grbc4'
PYTHON = ('d5:1b4rb ba#bg5rddrb4c5rccrde:5c:1a4raag#af#5reerc b4rb brc5d:5d:1b4rb ba#b b5rggrdc#raar'
          'aa:5g:1f#:2a:1ag#ae:2a:1ag#adrc#drc#d:2r:3')
BADDY = 'c3:3rd:2d#rcrf#:8'
CHASE = 'a4:1bc5b4a:2ra:1bc5b4a:2ra:2e5d#efed#e b4:1c5dc b4:2rb:1c5dc b4:2rb:2e5d#efed#e'
BA_DING = 'b5:1e6:3'
WAWAWAWAA = 'e3:3r:1d#:3r:1d:4r:1c#:8'
JUMP_UP = 'c5:1defg'
JUMP_DOWN = 'g5:1fedc'
POWER_UP = 'g4:1c5eg:2e:1g:3'
POWER_DOWN = 'g5:1d#cg4:2b:1c5:3'

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


# 'b', the flat, made at run time: a one-letter constant would be a builtin qstr, which
# every program's own `b` would then pay for (host/library.py)
_FLAT = 'b#'[0]


def _split(music):
    # the notes of a string: each from its letter a-g or r (a 'b' right after a note's
    # letter is its flat) or space to the next
    name = ''
    for key in music.lower() + ' ':
        if key in ' acdefgr' or key == _FLAT and name[-1:] not in 'abcdefg':
            if name:
                yield name
            name = ''
        if key != ' ':
            name += key


def play(music, pin=pin0, wait=True, loop=False):
    # a note 'NOTE[octave][:duration]', a list or tuple of them, or a string of them (the
    # melodies); octave and duration carry over from note to note
    while True:
        for value in _split(music) if isinstance(music, str) else music:
            name, colon, key = value.lower().partition(':')
            if key:
                _t[3] = int(key)
            index = 'c d ef g a br'.find(name[:1])
            if name == '' or index < 0 or name[0] == ' ':
                raise ValueError('bad note %r' % value)
            if name[1:2] == '#':
                index += 1
            if name[1:2] == _FLAT:
                index -= 1
            name = name.lstrip('abcdefgr#')
            if name:
                _t[2] = int(name)
            pitch(0 if index > 11 else int(440 * 2 ** (_t[2] - 4 + (index - 9) / 12) + 0.5),
                  _t[3] * 60000 // (_t[0] * _t[1]), pin)
        if not loop:
            return
