"""The test plugin's board.set_temperature (issue 16): a user's test heats the emulated chip
while its script runs, and microbit.temperature() follows; bad temperatures are ValueErrors."""

from __future__ import annotations

pytest_plugins = ["pytester"]


def test_set_temperature_while_the_script_runs(pytester, firmware):
    pytester.makefile(".py", thermo="""
from microbit import temperature, sleep
print("t", temperature())
sleep(200)
print("t", temperature())
""")  # fmt: skip
    pytester.makepyfile(
        test_thermo="""
        import pytest

        def test_heat(board):
            board.run("thermo.py")
            board.expect("t 20")
            board.set_temperature(37.2)
            board.expect("t 37")
            board.wait_exit()
            with pytest.raises(ValueError, match="-40 to 85"):
                board.set_temperature(120)
        """
    )
    result = pytester.runpytest_inprocess("--wispy-firmware", str(firmware), "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
