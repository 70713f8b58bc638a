"""The README is the operator's reference: every command and flag the parser knows, and every setting, is in it."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from dhandha.cli import COMMANDS, build_parser
from dhandha.settings import Settings

README = Path(__file__).resolve().parents[1] / "README.md"


def _commands(p: argparse.ArgumentParser, words: tuple[str, ...] = ()):
    """(command words, its parser) for every runnable command: `sms parse`, not `sms`."""
    subs = [a for a in p._actions if isinstance(a, argparse._SubParsersAction)]
    if words and not subs:
        yield " ".join(words), p
    for action in subs:
        for name, sub in action.choices.items():
            yield from _commands(sub, (*words, name))


def _table_rows() -> dict[str, str]:
    """Command table rows of the README by command: '| `dhandha X ...` | ... |' -> {'X': row}."""
    rows: dict[str, str] = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| `dhandha ([^`]+)`", line)
        if not m:
            continue
        words = m.group(1).split()
        for n in (2, 1):  # the longest command the row starts with
            key = " ".join(words[:n])
            if key in COMMANDS:
                rows.setdefault(key, line)
                break
    return rows


def test_every_command_has_a_row_in_the_readme_command_table():
    parsed = {name for name, _ in _commands(build_parser())}
    assert parsed == set(COMMANDS)  # the parser and the dispatch table agree
    missing = sorted(parsed - set(_table_rows()))
    assert missing == [], f"commands missing from the README's command table: {missing}"


def test_every_flag_is_in_its_commands_row():
    rows = _table_rows()
    missing = []
    for name, p in _commands(build_parser()):
        for action in p._actions:
            for flag in action.option_strings:
                if flag.startswith("--") and flag != "--help" and flag not in rows.get(name, ""):
                    missing.append(f"dhandha {name} {flag}")
    assert missing == [], f"flags missing from the README's command table: {missing}"


def test_every_setting_is_in_the_readme():
    text = README.read_text(encoding="utf-8")
    missing = [key for key in Settings.model_fields if f"`{key}`" not in text]
    assert missing == [], f"settings missing from the README: {missing}"
