"""The API fuzzer's fixed sample (wispy.fuzz_api): generated programs calling the declared
built-in functions, methods (through their type with any self, or an instance) and operators
with arguments of every type, on the sanitized host VM: never a sanitizer report or a signal,
and most programs agree with CPython line for line (the disagreements are listed by the
campaign, `python -m wispy.fuzz api`, and documented in docs/language.md). WISPY_FUZZ_API=N
runs N programs instead of the sample, WISPY_FUZZ_SEED=S another seed."""

from __future__ import annotations

import os

from wispy.fuzz_api import api_campaign

COUNT = int(os.environ.get("WISPY_FUZZ_API", "300"))
SEED = int(os.environ.get("WISPY_FUZZ_SEED", "12"))


def test_generated_calls_never_fault(host_vm):
    c = api_campaign(host_vm, COUNT, SEED)
    assert c.runs == COUNT
    faults = [f"#{i}: status {r.status}\n{r.stderr.decode(errors='replace')[-1500:]}\n{src}" for _, i, src, r in c.faults]
    assert not faults, "\n".join(faults[:3])
    assert c.kinds["programs agreeing with CPython"] > COUNT // 2, c.kinds
