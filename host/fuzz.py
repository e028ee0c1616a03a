"""Fuzzers on the sanitized host VM (AddressSanitizer + UBSan): mutated images and generated
calls of every declared built-in. Each run is a child of one `wispy-host --batch` process.

    python -m wispy.fuzz images [--count N] [--seed S] [--jobs J]
    python -m wispy.fuzz api [--count N] [--seed S] [--jobs J]

print what happened to every run, counted by kind and reason; the exit status is 1 when any
run ended in a sanitizer report or a signal (a timeout is counted apart: a mutated jump can
make a loop that never ends, which is no fault). tests/fuzz runs a fixed sample of each.
"""

from __future__ import annotations

import argparse
import collections
import random
import re
import struct
import subprocess
import sys
import time
import zlib
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from wispy.gen import defs

SANITIZER_MARKS = ("AddressSanitizer", "runtime error:", "LeakSanitizer", "UndefinedBehaviorSanitizer")
SIGALRM = 14


@dataclass
class Result:
    status: int  # exit status, or -signal
    stdout: bytes
    stderr: bytes

    @property
    def sanitizer(self) -> bool:
        text = self.stderr.decode("utf-8", "replace")
        return any(m in text for m in SANITIZER_MARKS)

    @property
    def fault(self) -> bool:
        """A sanitizer report or a signal other than the timeout's."""
        return self.sanitizer or (self.status < 0 and self.status != -SIGALRM)


def batch(vm: Path, images: Iterable[bytes], timeout: int = 5) -> Iterator[Result]:
    """Run each image in a child of one `wispy-host --batch` process, in order."""
    images = list(images)
    payload = b"".join(struct.pack("<I", len(i)) + i for i in images)
    p = subprocess.run([str(vm), "--batch", "--timeout", str(timeout)], input=payload, capture_output=True,
                       check=False)
    data, at = p.stdout, 0
    for _ in images:
        if at + 12 > len(data):
            raise RuntimeError(f"wispy-host --batch stopped early: {p.stderr.decode(errors='replace')[-2000:]}")
        (status,) = struct.unpack_from("<i", data, at)
        (n,) = struct.unpack_from("<I", data, at + 4)
        out = data[at + 8 : at + 8 + n]
        at += 8 + n
        (m,) = struct.unpack_from("<I", data, at)
        err = data[at + 4 : at + 4 + m]
        at += 4 + m
        yield Result(status, out, err)


# ---- the image fuzzer ------------------------------------------------------------------

SEED_PROGRAMS = [
    "print(1 + 2, 'a' * 3, [1, 2][0], {'k': 2**70}, 3.25, b'xy')\n",
    "def f(a, b=2, *c, d, **e):\n    return a, b, c, d, e\nprint(f(1, d=4, z=5))\n",
    "class C:\n    def __init__(self, x):\n        self.x = x\n    def m(self):\n        return self.x * 2\n"
    "print(C(3).m(), C.m.__qualname__)\n",
    "def g(n):\n    for i in range(n):\n        yield i\nprint(list(g(4)), sum(x * x for x in g(5)))\n",
    "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print('caught', e)\nfinally:\n    print('done')\n",
    "def outer():\n    x = 1\n    def inner():\n        nonlocal x\n        x += 1\n        return x\n    return inner\n"
    "f = outer()\nprint(f(), f(), -12345678901234567890, 1.5e300 * 10)\n",
    "import math\nprint(math.sqrt(2), [i for i in range(10) if i % 3], {i: i for i in 'ab'}, {1, 2} | {3})\n",
    "x = [1, 2, 3]\na, *b = x\nprint(a, b, x[::-1], f'{a:>4}|{b!r}')\n",
    "raise ValueError('no') from KeyError(1)\n",
    "d = {}\nfor w in 'the cat the hat'.split():\n    d[w] = d.get(w, 0) + 1\nprint(sorted(d.items()), max(d, key=d.get))\n",
]


def seed_images() -> list[bytes]:
    from wispy.compiler import compile_source

    return [compile_source(src, f"seed{i}.py") for i, src in enumerate(SEED_PROGRAMS)]


def reseal(img: bytearray) -> bytes:
    """The header's length (4-byte words) fitted to the bytes, and the CRC recomputed."""
    while len(img) % 4:
        img.append(0)
    names = [h[0] for h in defs.IMAGE_HEADER]
    fields = list(struct.unpack_from(defs.IMAGE_HEADER_FORMAT, img, 0))
    fields[names.index("length")] = min(len(img) // 4, 0xFFFF)
    struct.pack_into(defs.IMAGE_HEADER_FORMAT, img, 0, *fields)
    crc = zlib.crc32(bytes(img[defs.IMAGE_CRC_START :])) & 0xFFFFFFFF
    struct.pack_into("<I", img, defs.IMAGE_CRC_START - 4, crc)
    return bytes(img)


HEADER_SIZE = struct.calcsize(defs.IMAGE_HEADER_FORMAT)
ABI_END = defs.IMAGE_CRC_START + 4  # the ABI hash: a mutation there is only ever refused


def mutate(good: bytes, rng: random.Random) -> bytes:
    """One valid image, 1-8 mutations after the ABI hash, then the length and CRC made right."""
    img = bytearray(good)
    for _ in range(rng.randint(1, 8)):
        kind = rng.randrange(6)
        at = rng.randrange(ABI_END, len(img)) if len(img) > ABI_END else ABI_END
        if kind == 0 and at < len(img):  # bit flip
            img[at] ^= 1 << rng.randrange(8)
        elif kind == 1 and at < len(img):  # a byte value, often a boundary one
            img[at] = rng.choice([0, 1, 0x7F, 0x80, 0xFF, rng.randrange(256)])
        elif kind == 2:  # bytes copied from elsewhere in the image
            n = rng.randint(1, 16)
            src = rng.randrange(len(img))
            chunk = img[src : src + n]
            img[at : at + len(chunk)] = chunk
        elif kind == 3 and len(img) > HEADER_SIZE + 4:  # truncation
            del img[rng.randrange(HEADER_SIZE, len(img)) :]
        elif kind == 4:  # grown: bytes appended (the header's length grows with them)
            img += bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
        elif kind == 5:  # a count or a length field made larger: header counts, u16s anywhere
            if rng.random() < 0.5:
                names = [h[0] for h in defs.IMAGE_HEADER]
                fields = list(struct.unpack_from(defs.IMAGE_HEADER_FORMAT, img, 0))
                k = names.index(rng.choice(["n_qstr", "n_const"]))
                fields[k] = min(0xFFFF, fields[k] + rng.choice([1, 2, 16, 255]))
                struct.pack_into(defs.IMAGE_HEADER_FORMAT, img, 0, *fields)
            elif at + 2 <= len(img):
                v = int.from_bytes(img[at : at + 2], "little")
                img[at : at + 2] = min(0xFFFF, v + rng.choice([1, 2, 64, 0x7FFF])).to_bytes(2, "little")
    return reseal(img)


@dataclass
class Counts:
    runs: int = 0
    faults: list = field(default_factory=list)  # (seed, index, result) of every fault
    kinds: collections.Counter = field(default_factory=collections.Counter)

    def add(self, other: Counts) -> None:
        self.runs += other.runs
        self.faults += other.faults
        self.kinds.update(other.kinds)


def classify(r: Result) -> str:
    """What happened to one run, as a short reason."""
    err = r.stderr.decode("utf-8", "replace")
    if r.fault:
        return "FAULT"
    if r.status == -SIGALRM:
        return "timeout (a loop that does not end)"
    if r.status == 2 and "image refused: " in err:
        why = err.split("image refused: ", 1)[1].splitlines()[0]
        why = re.sub(r"'[^']*'", "'…'", why)  # a function's name
        why = re.sub(r"-?\d+|0x[0-9a-f]+", "N", why)
        return "refused: " + why.split(": expected")[0][:90]
    if r.status in (0, 1):
        last = err.strip().splitlines()[-1] if err.strip() else ""
        return "ran" if r.status == 0 else "ran, raised " + last.split(":")[0][:40]
    return f"exit {r.status}"


def image_campaign(vm: Path, count: int, seed: int, chunk: int = 2000) -> Counts:
    """`count` mutated images from seed `seed`, run in batches of `chunk`."""
    goods = seed_images()
    rng = random.Random(seed)
    out = Counts()
    done = 0
    while done < count:
        n = min(chunk, count - done)
        imgs = [mutate(rng.choice(goods), rng) for _ in range(n)]
        for i, r in enumerate(batch(vm, imgs)):
            kind = classify(r)
            out.kinds[kind] += 1
            if kind == "FAULT":
                out.faults.append((seed, done + i, imgs[i], r))
        out.runs += n
        done += n
        progress(f"images seed {seed}: {done}/{count}, {len(out.faults)} faults")
    return out


def progress(text: str) -> None:
    """A progress line on stderr (the campaigns run for many minutes)."""
    print(f"{time.strftime('%H:%M:%S')} {text}", file=sys.stderr, flush=True)


# ---- the command -------------------------------------------------------------------------

def _worker(args: tuple) -> Counts:
    what, count, seed = args
    from wispy.build import build_host_vm

    vm = build_host_vm(sanitize=True)
    if what == "images":
        return image_campaign(vm, count, seed)
    from wispy.fuzz_api import api_campaign

    return api_campaign(vm, count, seed)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m wispy.fuzz", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=["images", "api"])
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2, help="processes (each its own batch VM)")
    ap.add_argument("--save", type=Path, help="a folder to write each faulting input to")
    a = ap.parse_args(argv)
    from wispy.build import build_host_vm

    build_host_vm(sanitize=True)  # once, before the workers
    t0 = time.monotonic()
    jobs = max(1, a.jobs)
    per = [a.count // jobs + (i < a.count % jobs) for i in range(jobs)]
    total = Counts()
    with ProcessPoolExecutor(jobs) as ex:
        for c in ex.map(_worker, [(a.what, n, a.seed * 1000 + i) for i, n in enumerate(per)]):
            total.add(c)
    dt = time.monotonic() - t0
    print(f"{a.what}: {total.runs} runs in {dt:.0f} s ({total.runs / max(dt, 1e-9):.0f}/s), seed {a.seed}, "
          f"{len(total.faults)} faults (sanitizer reports or signals)")
    for kind, n in sorted(total.kinds.items(), key=lambda kv: -kv[1]):
        print(f"{n:>10}  {kind}")
    for seed, i, inp, r in total.faults[:20]:
        print(f"FAULT seed {seed} #{i}: status {r.status}\n{r.stderr.decode('utf-8', 'replace')[-1500:]}")
        if a.save:
            a.save.mkdir(parents=True, exist_ok=True)
            ext = "wpy" if a.what == "images" else "py"
            (a.save / f"fault-{seed}-{i}.{ext}").write_bytes(inp if isinstance(inp, bytes) else inp.encode())
    return 1 if total.faults else 0


if __name__ == "__main__":
    sys.exit(main())
