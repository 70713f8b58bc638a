"""Crash safety: kill -9 the importer anywhere in a 5,000-SMS import, restart it, lose and double nothing.

The importer runs as the real command (`python -m dhandha sms import dump.json`) in its own
process with its own DHANDHA_HOME. It is killed with SIGKILL at random moments spread over a
whole import (storing, booking, the owner's message), restarted each time, and finally left
to finish. Then every true payment of the generated inbox must be in the books exactly once,
SQLite's integrity and foreign-key checks must be clean, and the books must equal those of
an import that was never interrupted.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from dhandha.sms.bench import sample_inbox

N = 5000
KILLS = 8
NOW = "2026-11-21T12:00:00+05:30"


def importer(dump: Path, home: Path) -> subprocess.Popen[bytes]:
    """The real command in its own process; what it says on stderr goes to a file beside its home."""
    env = {**os.environ, "DHANDHA_HOME": str(home), "DHANDHA_NOW": NOW}
    with open(f"{home}.stderr", "ab") as err:
        return subprocess.Popen([sys.executable, "-m", "dhandha", "sms", "import", str(dump)], env=env,
                                stdout=subprocess.DEVNULL, stderr=err)


def said(home: Path) -> str:
    return Path(f"{home}.stderr").read_text(errors="replace")[-2000:]


def books(home: Path) -> dict[str, object]:
    conn = sqlite3.connect(home / "dhandha.db")
    try:
        return {
            "integrity": [r[0] for r in conn.execute("PRAGMA integrity_check")],
            "foreign_keys": conn.execute("PRAGMA foreign_key_check").fetchall(),
            "entries": sorted(conn.execute("SELECT idem_key, kind, amount_paise, contact_id FROM entries"
                                           " WHERE source = 'sms'").fetchall()),
            "inbox": sorted(conn.execute("SELECT content_key, device_id, state, dedup_key, verdict"
                                         " FROM sms_inbox").fetchall()),
            "booked_keys": sorted(r[0] for r in conn.execute(
                "SELECT dedup_key FROM sms_inbox WHERE state IN ('logged', 'unassigned')")),
            "one_entry_each": conn.execute(
                "SELECT COUNT(DISTINCT entry_id) = COUNT(*) FROM sms_inbox WHERE state IN ('logged', 'unassigned')"
            ).fetchone()[0],
            "batch_messages": conn.execute("SELECT COUNT(*) FROM outbox WHERE kind = 'sms_batch'").fetchone()[0],
        }
    finally:
        conn.close()


def test_kill_9_anywhere_then_restart_books_every_payment_exactly_once(tmp_path: Path) -> None:
    msgs, payments = sample_inbox(N, seed=11)
    dump = tmp_path / "dump.json"
    dump.write_text(json.dumps(msgs, ensure_ascii=False), encoding="utf-8")

    # An import nobody interrupts: how long one takes, and what the books must end up as.
    t0 = time.monotonic()
    ref = importer(dump, tmp_path / "reference")
    assert ref.wait(timeout=300) == 0, said(tmp_path / "reference")
    whole = time.monotonic() - t0
    expected = books(tmp_path / "reference")

    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    home = tmp_path / "crashy"
    killed = 0
    for _ in range(KILLS):
        p = importer(dump, home)
        try:
            # Each attempt dies somewhere in what a whole import takes (it gets further each time,
            # since what earlier attempts committed is skipped).
            p.wait(timeout=rng.uniform(0.05, 1.0) * whole)
        except subprocess.TimeoutExpired:
            p.send_signal(signal.SIGKILL)
            p.wait()
            killed += 1
    assert killed >= 1, f"no attempt was killed (seed {seed})"
    last = importer(dump, home)
    assert last.wait(timeout=300) == 0, f"seed {seed}: {said(home)}"

    got = books(home)
    assert got["integrity"] == ["ok"] and got["foreign_keys"] == [], f"seed {seed}"
    truth = sorted(f"ref:{ref}:{amount}:{direction}" for ref, amount, direction in payments)
    assert got["booked_keys"] == truth, f"seed {seed}: payments missing or doubled"
    assert got["one_entry_each"] == 1
    assert len(got["entries"]) == len(payments)  # type: ignore[arg-type]
    assert got["entries"] == expected["entries"] and got["inbox"] == expected["inbox"], f"seed {seed}"
    assert got["batch_messages"] == expected["batch_messages"] == 1
