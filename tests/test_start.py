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
