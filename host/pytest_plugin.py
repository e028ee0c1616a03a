"""wispy's pytest plugin, installed with wispy (the `pytest11` entry point `wispy`, so no
conftest is needed): the `board` fixture, the `wispy` marker, the `--wispy-*` options, the
board's output on failing tests (and so in --junitxml), traces saved as files, and one
pytest-xdist worker per --wispy-port. The boards themselves: host/testboard.py; the guide:
docs/testing.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wispy.testboard import DEFAULT_TIMEOUT, EmulatedBoard, PortBoard, PortLink

BOARD_KEY = pytest.StashKey()  # item -> its TestBoard
REPORTS_KEY = pytest.StashKey()  # item -> {phase: TestReport}
ELF_KEY = pytest.StashKey()  # config -> {(board, ram): firmware ELF}, built once a session
MARKER_ARGS = ("board", "ram", "timeout")
DEFAULT_BOARD = "microbit-v1"


def pytest_addoption(parser):
    group = parser.getgroup("wispy", "wispy: micro:bit scripts on an emulated board or a real one")
    group.addoption(
        "--wispy-port", action="append", default=[], metavar="PORT",
        help="run the `board` tests on the board on PORT (a device, socket://HOST:PORT from "
        "`wispy emulate`, rfc2217://...) instead of an emulated board; repeat it for several "
        "boards, one pytest-xdist worker each (-n auto)",
    )  # fmt: skip
    group.addoption("--wispy-board", metavar="NAME", help=f"the board (default {DEFAULT_BOARD})")
    group.addoption("--wispy-firmware", metavar="ELF",
                    help="the emulated board runs this firmware ELF (default: wispy's own)")
    group.addoption("--wispy-timeout", type=float, metavar="SECONDS",
                    help=f"expect()'s default timeout (default {DEFAULT_TIMEOUT:g}): virtual "
                    "seconds on the emulator, wall-clock seconds on a port")
    group.addoption("--wispy-traces", choices=("failed", "always", "never"), default="failed",
                    help="save the emulated board's pins (pins.vcd) and display (display.png) "
                    "for failing tests (default), every test, or none")
    group.addoption("--wispy-artifacts", metavar="DIR",
                    help="save traces under DIR/<test> (default: a folder pytest makes for the "
                    "test under its basetemp)")


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "wispy(board=None, ram=None, timeout=None): the emulated board for this test: a board "
        "name, a RAM size ('256K': a variant with that much RAM), expect()'s default timeout",
    )
    config.stash[ELF_KEY] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    ports = config.getoption("wispy_port")
    n = getattr(config.option, "numprocesses", None)
    if ports and isinstance(n, int) and n > len(ports):
        raise pytest.UsageError(
            f"-n {n} starts {n} workers but --wispy-port gives {len(ports)} board(s): one worker "
            "drives one board (use -n auto, or -n at most the number of ports)"
        )


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config):
    """`-n auto` with --wispy-port: one worker per board."""
    ports = config.getoption("wispy_port")
    return len(ports) if ports else None


def _worker_index(config) -> int:
    """This pytest-xdist worker's number (gw0, gw1, ...), 0 outside xdist. Read from the
    session's own config, not PYTEST_XDIST_WORKER: a pytest run inside a worker (pytester,
    a user's nested run) inherits the variable but is not that worker."""
    worker = getattr(config, "workerinput", {}).get("workerid", "")
    return int(worker[2:]) if worker.startswith("gw") and worker[2:].isdigit() else 0


@pytest.fixture(scope="session")
def wispy_port(request):
    """The serial port this worker drives (a PortLink), or None: emulated boards."""
    ports = request.config.getoption("wispy_port")
    if not ports:
        yield None
        return
    index = _worker_index(request.config)
    if index >= len(ports):
        pytest.fail(f"pytest-xdist worker {index} has no board: --wispy-port was given "
                    f"{len(ports)} time(s); run with -n auto", pytrace=False)
    port = PortLink(ports[index])
    yield port
    port.close()


def _settings(request) -> dict:
    marker = request.node.get_closest_marker("wispy")
    settings = dict(marker.kwargs) if marker else {}
    if marker and marker.args:
        raise pytest.UsageError(f"{request.node.nodeid}: @pytest.mark.wispy takes keywords "
                                f"({', '.join(MARKER_ARGS)}), not {marker.args!r}")
    unknown = set(settings) - set(MARKER_ARGS)
    if unknown:
        raise pytest.UsageError(f"{request.node.nodeid}: @pytest.mark.wispy has no "
                                f"{', '.join(sorted(unknown))} (it takes {', '.join(MARKER_ARGS)})")
    return settings


def _firmware(config, name: str, ram):
    """The ELF for a board (or its RAM variant), found or built once per session."""
    key = (name, ram)
    cache = config.stash[ELF_KEY]
    if key not in cache:
        from wispy.build import board_with_ram, firmware_elf

        spec = board_with_ram(name, ram) if ram else name
        given = config.getoption("wispy_firmware")
        cache[key] = (spec, Path(given) if given and not ram else firmware_elf(spec))
    return cache[key]


@pytest.fixture
def board(request, wispy_port, tmp_path_factory):
    """A board to test a script on: a fresh emulated board (virtual time), or with
    --wispy-port the real board on that port. See docs/testing.md."""
    config = request.config
    settings = _settings(request)
    timeout = settings.get("timeout") or config.getoption("wispy_timeout") or DEFAULT_TIMEOUT
    name = settings.get("board") or config.getoption("wispy_board") or DEFAULT_BOARD
    if wispy_port is not None:
        if settings.get("ram"):
            pytest.skip(f"@pytest.mark.wispy(ram={settings['ram']!r}) needs the emulated board")
        the_board = PortBoard(wispy_port, timeout)
        wanted = settings.get("board") or config.getoption("wispy_board")
        if wanted and the_board.info.board != wanted:
            the_board.close()
            pytest.skip(f"the test is for {wanted}; the board on {wispy_port.url} is "
                        f"{the_board.info.board}")
    else:
        spec, elf = _firmware(config, name, settings.get("ram"))
        the_board = EmulatedBoard(elf, spec, timeout)
    request.node.stash[BOARD_KEY] = the_board
    yield the_board
    the_board.close()
    _save_traces(request, the_board, tmp_path_factory)


def _save_traces(request, the_board, tmp_path_factory) -> None:
    config = request.config
    policy = config.getoption("wispy_traces")
    reports = request.node.stash.get(REPORTS_KEY, {})
    failed = any(r.failed for r in reports.values())
    if policy == "never" or (policy == "failed" and not failed) or not the_board.emulated:
        return
    root = config.getoption("wispy_artifacts")
    if root:  # the test's node id, so that tests of the same name in two files differ
        folder = Path(root) / re.sub(r"[^\w.-]+", "_", request.node.nodeid.replace("::", "__"))[-120:]
    else:
        name = re.sub(r"[^\w.-]+", "_", request.node.name)[:60]
        folder = tmp_path_factory.mktemp(f"wispy-{name}", numbered=True)
    for path in the_board.save_traces(folder):
        request.node.user_properties.append((f"wispy_{path.stem}", str(path)))
    request.node.add_report_section("teardown", "wispy traces", f"saved in {folder}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """A script that raised fails its test even when the test expected nothing."""
    result = yield
    the_board = item.stash.get(BOARD_KEY, None)
    if the_board is not None:
        message = the_board.uncaught()
        if message is not None:
            the_board.reported = True
            pytest.fail(f"{message}\n{the_board.report()}", pytrace=False)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report (for the traces); give a failing test the board's output,
    in the failure text itself, so that --junitxml's <failure> carries it too."""
    report = yield
    item.stash.setdefault(REPORTS_KEY, {})[report.when] = report
    the_board = item.stash.get(BOARD_KEY, None)
    if the_board is not None and report.when == "call" and report.failed:
        if not the_board.reported:
            if hasattr(report.longrepr, "addsection"):
                report.longrepr.addsection("wispy board output", the_board.report())
            else:
                report.sections.append(("wispy board output", the_board.report()))
    return report
