"""Playing one conversation through the real CLI, one process per step, in a fresh home.

Each owner message is `dhandha chat --json` with the step's instant as DHANDHA_NOW; each bank SMS
is `dhandha sms import` of a one-message termux-sms-list dump; the books are `dhandha ledger
--json` at the end. The rest of the environment passes through, so a configured LLM is used.
A step whose process crashes, hangs or prints no JSON is counted as failed and the conversation
goes on: the books at the end are what is scored.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from dhandha.eval.corpus import Conversation, Sms, Step

# termux-sms-list prints the phone's local time without an offset; the shop's phone is in India.
PHONE_ZONE = "Asia/Kolkata"


@dataclass
class Exchange:
    """One process the scorer ran for a step, and what came back."""

    at: str
    sent: str  # the owner's text, or "[sms] <body>"
    reply: str | None = None
    pending: int = 0
    executed: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None
    answer: bool = False  # an if_asked answer

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"at": self.at, "sent": self.sent, "reply": self.reply, "pending": self.pending}
        if self.executed:
            out["executed"] = self.executed
        if self.answer:
            out["answer"] = True
        if self.error:
            out["error"] = self.error
        return out


@dataclass
class Run:
    exchanges: list[Exchange] = field(default_factory=list)
    ledger: dict[str, Any] | None = None
    error: str | None = None  # the books could not be read
    seconds: float = 0.0

    @property
    def failed_steps(self) -> int:
        return sum(1 for x in self.exchanges if x.error)


@dataclass(frozen=True)
class Cli:
    """How to call dhandha: this interpreter, the caller's environment, a per-call time limit."""

    env: dict[str, str]
    timeout: float = 120.0

    def call(self, args: list[str], home: Path, now: str, stdin: str = "") -> tuple[str | None, str | None]:
        """(stdout, None) on success, (stdout or None, one-line error) otherwise."""
        env = dict(self.env, DHANDHA_HOME=str(home), DHANDHA_NOW=now, PYTHONIOENCODING="utf-8")
        try:
            done = subprocess.run([sys.executable, "-m", "dhandha", *args], input=stdin.encode("utf-8"),
                                  capture_output=True, env=env, timeout=self.timeout, check=False)
        except subprocess.TimeoutExpired:
            return None, f"timed out after {self.timeout:g} s"
        except OSError as exc:
            return None, f"could not start: {exc}"
        out = done.stdout.decode("utf-8", errors="replace")
        if done.returncode != 0:
            tail = done.stderr.decode("utf-8", errors="replace").strip().splitlines()
            return out, f"exit {done.returncode}: {tail[-1] if tail else 'no message'}"
        return out, None


def _last_json(out: str | None) -> dict[str, Any] | None:
    for line in reversed((out or "").splitlines()):
        if line.strip():
            try:
                value = json.loads(line)
            except json.JSONDecodeError:
                return None
            return value if isinstance(value, dict) else None
    return None


def _plus_minutes(at: str, n: int) -> str:
    return (datetime.fromisoformat(at) + timedelta(minutes=n)).isoformat()


def say(cli: Cli, home: Path, at: str, text: str, answer: bool = False) -> Exchange:
    x = Exchange(at=at, sent=text, answer=answer)
    out, err = cli.call(["chat", "--json"], home, at, text + "\n")
    turn = _last_json(out)
    if turn is None:
        x.error = err or "no JSON turn on stdout"
        return x
    x.reply = str(turn.get("reply") or "")
    pending = turn.get("pending")
    x.pending = len(pending) if isinstance(pending, list) else 0
    executed = turn.get("executed")
    x.executed = [e for e in executed if isinstance(e, dict)] if isinstance(executed, list) else []
    x.error = err
    return x


def termux_dump(sms: Sms, device_id: int) -> list[dict[str, Any]]:
    """What `termux-sms-list` prints for this one received message."""
    local = datetime.fromisoformat(sms.received).astimezone(ZoneInfo(PHONE_ZONE))
    return [{"threadid": device_id, "type": "inbox", "read": False, "number": sms.sender,
             "received": local.strftime("%Y-%m-%d %H:%M:%S"), "body": sms.body, "_id": device_id}]


def import_sms(cli: Cli, home: Path, at: str, sms: Sms, device_id: int) -> Exchange:
    x = Exchange(at=at, sent=f"[sms {sms.sender}] {sms.body}")
    dump = home.parent / f"sms-{device_id}.json"
    dump.write_text(json.dumps(termux_dump(sms, device_id), ensure_ascii=False), encoding="utf-8")
    out, err = cli.call(["sms", "import", str(dump)], home, at)
    # The importer prints a summary; its "books:" line says what was booked.
    lines = [line.strip() for line in (out or "").splitlines() if line.strip()]
    x.reply = next((line for line in lines if line.startswith("books:")), lines[-1] if lines else None)
    x.error = err
    return x


def play_step(cli: Cli, home: Path, step: Step, n: int) -> list[Exchange]:
    if step.sms is not None:
        return [import_sms(cli, home, step.at, step.sms, n + 1)]
    assert step.say is not None
    done = [say(cli, home, step.at, step.say)]
    for i, answer in enumerate(step.if_asked, start=1):
        if done[-1].error or not done[-1].pending:
            break
        done.append(say(cli, home, _plus_minutes(step.at, i), answer, answer=True))
    return done


def play(conv: Conversation, cli: Cli, keep: Path | None = None) -> Run:
    """Every step of one conversation in a fresh home, then the books."""
    t0 = time.perf_counter()
    run = Run()
    workdir = Path(tempfile.mkdtemp(prefix=f"conv-{conv.id}-", dir=keep))
    home = workdir / "home"
    home.mkdir()
    try:
        for n, step in enumerate(conv.steps):
            run.exchanges += play_step(cli, home, step, n)
        last = conv.steps[-1].at
        out, err = cli.call(["ledger", "--json"], home, _plus_minutes(last, 1 + len(conv.steps[-1].if_asked)))
        books = _last_json(out)
        if books is None or err:
            run.error = f"ledger --json: {err or 'no JSON on stdout'}"
        else:
            run.ledger = books
    finally:
        if keep is None:
            shutil.rmtree(workdir, ignore_errors=True)
    run.seconds = time.perf_counter() - t0
    return run


def environment() -> dict[str, str]:
    return dict(os.environ)
