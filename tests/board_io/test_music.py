"""`music` (issue 16 item 3, firmware/lib/music.py): tones on pin0 as a square wave from the
PWM (TIMER2 + GPIOTE + PPI), observed by the emulator as notes (emulator/audio.py) and as a
WAV file (`wispy run --audio`, `--notes`); melodies at the tempo; bad arguments refused."""

from __future__ import annotations

import subprocess
import sys
import wave

from test_microbit_display import run

from wispy.emulator.audio import decode_notes


def _notes(board):
    return decode_notes(board.pin_edges(3))  # P0.3 is pin0


def test_pitch_plays_the_frequency_for_the_duration(firmware):
    board, result, out, err = run(firmware, "import music\nmusic.pitch(440, 200)\nmusic.pitch(1000, 100)\n")
    assert result.reason == "done" and err == "", err
    notes = _notes(board)
    assert [round(n.frequency) for n in notes] == [440, 1000]
    assert abs(notes[0].duration - 0.2) < 0.01 and abs(notes[1].duration - 0.1) < 0.01


def test_play_a_melody_decodes_to_its_notes_at_the_tempo(firmware):
    source = ("import music\nmusic.play(music.JUMP_UP)\nmusic.set_tempo(bpm=240)\n"
              "print(music.get_tempo())\nmusic.play(['a4:2', 'r', 'a5'])\n")
    board, result, out, err = run(firmware, source)
    assert result.reason == "done" and err == "", err
    assert out == "(4, 240)\n"
    notes = _notes(board)
    # JUMP_UP: c5 d e f g, one tick each (125 ms at 4 ticks of 120 bpm); then 2 ticks of 62.5 ms
    expected = [(523, 0.125), (587, 0.125), (659, 0.125), (698, 0.125), (784, 0.125),
                (440, 0.125), (0, 0.125), (880, 0.125)]
    assert len(notes) == len(expected), notes
    for note, (hz, seconds) in zip(notes, expected):
        assert abs(note.frequency - hz) <= hz * 0.01, (note, hz)
        assert abs(note.duration - seconds) < 0.012, (note, seconds)


def test_bad_arguments_raise_micropythons_errors(firmware):
    source = (
        "import music\n"
        "for bad in (lambda: music.play('h4'), lambda: music.play('c:x'), lambda: music.pitch('a'),\n"
        "            lambda: music.play(5), lambda: music.pitch(440.5), lambda: music.set_tempo(bpm='x')):\n"
        "    try:\n"
        "        bad()\n"
        "    except (TypeError, ValueError) as e:\n"
        "        print(type(e).__name__)\n"
    )
    board, result, out, err = run(firmware, source)
    assert result.reason == "done" and err == "", err
    assert out.split() == ["ValueError", "ValueError", "TypeError", "TypeError", "TypeError", "TypeError"]


def test_wispy_run_audio_writes_the_tone_as_a_wav(tmp_path, firmware):
    script = tmp_path / "tone.py"
    script.write_text("import music\nmusic.pitch(440, 500)\n")
    wav = tmp_path / "out.wav"
    r = subprocess.run([sys.executable, "-m", "wispy", "run", str(script), "--firmware", str(firmware),
                        "--audio", str(wav), "--notes"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    hz = float(r.stderr.split("note: ")[1].split()[-2])
    assert abs(hz - 440) < 4.4, r.stderr
    with wave.open(str(wav)) as w:
        rate, n = w.getframerate(), w.getnframes()
        data = w.readframes(n)
    samples = [int.from_bytes(data[i:i + 2], "little", signed=True) for i in range(0, len(data), 2)]
    rises = [i for i in range(1, len(samples)) if samples[i - 1] < 0 <= samples[i]]
    rises = [i for i in rises if rises[0] + rate * 0.05 <= i <= rises[0] + rate * 0.45]
    hz = (len(rises) - 1) * rate / (rises[-1] - rises[0])  # zero crossings over 0.4 s
    assert abs(hz - 440) < 4.4, hz


def test_dadadadum_repeated_notes_rests_and_a_flat(firmware):
    board, result, out, err = run(firmware, "import music\nmusic.play(music.DADADADUM)\n")
    assert result.reason == "done" and err == "", err
    # r4:2 g g g eb:8 r:2 f f f d:8 at 125 ms a tick; the leading rest is no edge
    expected = [(392, 0.25)] * 3 + [(311, 1.0), (0, 0.25)] + [(349, 0.25)] * 3 + [(294, 1.0)]
    notes = _notes(board)
    assert [round(n.frequency) for n in notes] == [hz for hz, _ in expected], notes
    for note, (hz, seconds) in zip(notes, expected):
        assert abs(note.duration - seconds) < 0.012, (note, seconds)
    assert abs(notes[0].start - 0.25) < 0.2  # after the boot and the 2-tick rest
