"""The product explains itself: every command and flag has help, and `sweep --help` names the sweeps."""

from __future__ import annotations

import argparse
import subprocess
import sys

from dhandha.cli import build_parser
from dhandha.heartbeat import SWEEPS


def _parsers(p: argparse.ArgumentParser, path: str = "dhandha"):
    yield path, p
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help for a in action._choices_actions}
            for name, sub in action.choices.items():
                assert helps.get(name), f"`{path} {name}` has no help line"
                yield from _parsers(sub, f"{path} {name}")


def test_every_command_and_flag_has_help():
    missing = []
    for path, p in _parsers(build_parser()):
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction | argparse._HelpAction):
                continue
            if not action.help:
                missing.append(f"{path} {'/'.join(action.option_strings) or action.dest}")
    assert missing == []


def test_sweep_help_lists_every_sweep_with_a_line():
    out = subprocess.run([sys.executable, "-m", "dhandha", "sweep", "--help"], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0
    listed = out.stdout.split("sweeps, in the order `all` runs them:")[1].strip().splitlines()
    assert [line.split()[0] for line in listed] == [s.name for s in SWEEPS]
    assert all(s.about and s.about in out.stdout for s in SWEEPS)


def test_an_unknown_sweep_says_where_to_look(capsys):
    from dhandha.cli import main

    assert main(["sweep", "nope"]) == 2
    assert "`dhandha sweep --help` says what each does" in capsys.readouterr().err


def test_the_demo_shows_what_an_owner_sees_and_what_to_do_next():
    out = subprocess.run([sys.executable, "-m", "dhandha", "demo"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "(poll:" not in text and "None" not in text and "dhandha-demo-" not in text
    assert "the morning briefing" in text and "── The books ──" in text
    assert text.strip().splitlines()[-1].startswith("What next: `dhandha init`")
    assert "@BotFather" in text and "termux/install.sh" in text
