"""Real `dhandha` processes, each the leader of its own process group, so a kill takes all of it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

NOW = "2026-11-20T11:30:00+05:30"


def env_for(home: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DHANDHA_")}
    env.update({"DHANDHA_HOME": str(home), "DHANDHA_NOW": NOW, **(extra or {})})
    return env


def start(home: Path, *args: str, stdin: bool = False, stdout: bool = False,
          env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "dhandha", *args], env=env_for(home, env),
                            stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                            stdout=subprocess.PIPE if stdout else subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, text=True, start_new_session=True)


def run(home: Path, *args: str, stdin: str | None = None, timeout: float = 120,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dhandha", *args], env=env_for(home, env), input=stdin,
                          capture_output=True, text=True, timeout=timeout, start_new_session=True)


def kill(proc: subprocess.Popen[str]) -> None:
    """SIGKILL the whole process group, and reap it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()
    for stream in (proc.stdin, proc.stdout):
        if stream is not None:
            try:
                stream.close()
            except OSError:
                pass
