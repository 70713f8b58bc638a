"""How a `dhandha` process starts: the garbage collector is held off only while the code loads."""

from __future__ import annotations

import subprocess
import sys

_RUN = """
import gc, sys
from dhandha import cli
sys.argv = ["dhandha", "sms", "parse"]
code = cli.main()
print(code, gc.isenabled(), gc.get_freeze_count() > 0)
"""


def test_the_collector_is_back_on_once_the_command_runs(tmp_path):
    # In a process of its own, as the console script runs it (main() reads sys.argv).
    out = subprocess.run([sys.executable, "-c", _RUN], input=b"", capture_output=True, check=True,
                         env={"DHANDHA_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"})
    assert out.stdout.decode().split() == ["0", "True", "True"]


def test_a_caller_passing_its_own_arguments_keeps_its_collector_as_it_was(monkeypatch):
    import gc
    import io

    from dhandha import cli

    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    frozen = gc.get_freeze_count()
    assert cli.main(["sms", "parse"]) == 0
    assert gc.isenabled() and gc.get_freeze_count() == frozen


def _subparser(p, name):
    import argparse

    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices[name]
    raise AssertionError(name)


def test_a_command_parsed_alone_reads_and_explains_itself_as_in_the_whole_parser():
    from dhandha.cli import COMMANDS, build_parser

    whole = build_parser()
    for name in dict.fromkeys(key.split()[0] for key in COMMANDS):
        alone = build_parser(name)
        assert _subparser(alone, name).format_help() == _subparser(whole, name).format_help(), name
    for argv in (["chat", "--json"], ["ledger", "Rajan", "--from", "2025-01-01", "--page", "5"], ["sms", "parse"],
                 ["sms", "import", "dump.json"], ["statement", "Rajan", "--json"], ["doctor", "--offline", "--fix"]):
        assert vars(build_parser(argv[0]).parse_args(argv)) == vars(whole.parse_args(argv))


def test_a_mistyped_command_still_hears_every_command_it_could_be(capsys):
    import pytest

    from dhandha.cli import main

    with pytest.raises(SystemExit):
        main(["chta"])
    err = capsys.readouterr().err
    assert "invalid choice: 'chta'" in err and "'ledger'" in err and "'torture'" in err


_CHAT = """
import atexit, sys
atexit.register(lambda: print(" ".join(sorted(sys.modules)), file=sys.stderr))
sys.argv = ["dhandha", "chat"]
from dhandha.cli import main
main()
"""


def test_a_one_message_chat_loads_nothing_it_does_not_use(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    out = subprocess.run([sys.executable, "-c", _CHAT], input=b"Rajan ko 500 udhaar diya\n",
                         capture_output=True, check=True, timeout=120,
                         env={"DHANDHA_HOME": str(home), "DHANDHA_NOW": "2025-03-10T10:00:00+05:30",
                              "PATH": "/usr/bin:/bin"})
    assert "Rajan" in out.stdout.decode()
    loaded = set(out.stderr.decode().split())
    # The LLM, Telegram, the scheduler and validation libraries; the knowledge facts (only names are read to
    # tell a question); uuid (which imports platform).
    assert not loaded & {"openai", "telegram", "apscheduler", "pydantic", "httpx", "dhandha.knowledge.tables", "uuid"}
    assert (home / "cache" / "tables" / "lexicon.bin").is_file()  # and the next start loads the word index
