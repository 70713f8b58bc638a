"""SIGKILL at random points of the real commands: chat turns, SMS import, sweeps, backup, restore, migrations.

Each victim is a real `python -m dhandha ...` process in its own process group, killed at a random
instant with SIGKILL (no handler runs). After the kills the books must hold every acknowledged
entry exactly once, pass integrity_check, and have balances equal to their entries.
"""

from __future__ import annotations

import json
import random
import select
import shutil
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

from dhandha.torture import books, procs
from dhandha.torture.figures import Figures

NAMES = ("Rajan", "Meena", "Suresh", "Geeta", "Mohan", "Kamla", "Aftab", "Kusum")
# How often each command is the victim: chat turns are what the owner does all day.
WEIGHTS = {"chat": 55, "sms import": 12, "sweep": 10, "backup": 11, "restore": 6, "migration": 6}


def fresh_amounts() -> Iterator[tuple[str, int]]:
    """(name, rupees) pairs never used twice, so every acknowledged entry can be found again."""
    for amount in range(101, 9_999):
        for name in NAMES:
            yield name, amount


class Killer:
    def __init__(self, root: Path, rng: random.Random, figures: Figures) -> None:
        self.root, self.rng, self.figures = root, rng, figures
        self.home = root / "kills"
        self.home.mkdir(mode=0o700)
        self.amounts = fresh_amounts()
        self.acks: list[tuple[str, int]] = []
        self.dump = root / "inbox.json"
        self.reference: set[tuple[str, str, int]] | None = None
        self.migrating: Path | None = None

    # -- one kill of each kind ----------------------------------------------------------
    def chat(self) -> None:
        """Lines to a real chat; the answers read before the kill are the acknowledged ones."""
        lines = []
        for _ in range(self.rng.randint(3, 40)):
            name, rupees = next(self.amounts)
            lines.append((name, rupees, f"{name} ko {rupees} udhaar diya"))
        proc = procs.start(self.home, "chat", "--json", stdin=True, stdout=True)
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write("".join(t + "\n" for _, _, t in lines))
            proc.stdin.flush()
        except BrokenPipeError:
            pass
        deadline = time.monotonic() + self.rng.uniform(0.05, 1.2)
        fd = proc.stdout.fileno()
        buf = b""
        import os

        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                break
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            buf += chunk
        procs.kill(proc)
        self.figures.kills["chat"] += 1
        by_text = {t: (n, r) for n, r, t in lines}
        for raw in buf.split(b"\n")[:-1]:  # a half-written last line was never acknowledged
            answer = json.loads(raw)
            if answer.get("executed") and "✅" in answer.get("reply", ""):
                name, rupees = by_text[answer["input"]]
                self.acks.append((name, rupees * 100))

    def sms_import(self) -> None:
        if not self.dump.exists():
            from dhandha.sms.bench import sample_inbox

            inbox, _ = sample_inbox(400, seed=7)
            self.dump.write_text(json.dumps(inbox))
        self._kill_one("sms import", "sms", "import", str(self.dump), window=(0.2, 2.5))

    def sweep(self) -> None:
        self._kill_one("sweep", "sweep", "all", window=(0.2, 2.0))

    def backup(self) -> None:
        self._kill_one("backup", "backup", window=(0.2, 1.0))

    def restore(self) -> None:
        """A restore killed mid-way leaves either the old books or the backup, sound either way."""
        from dhandha.backup import list_backups

        backups = list_backups(self.home / "backups")
        if not backups:
            procs.run(self.home, "backup")
            backups = list_backups(self.home / "backups")
        home = self.root / "restore"
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(mode=0o700)
        shutil.copyfile(self.home / "dhandha.db", home / "dhandha.db")
        procs.run(home, "ledger")  # the copy gets its own mark beside it
        before = books.read_rows(home / "dhandha.db")
        source = backups[self.rng.randrange(len(backups))].path
        target = books.read_rows(source)
        proc = procs.start(home, "restore", str(source))
        time.sleep(self.rng.uniform(0.2, 1.0))
        procs.kill(proc)
        self.figures.kills["restore"] += 1
        books.judge(home / "dhandha.db", self.figures, "after a killed restore")
        after = books.read_rows(home / "dhandha.db")
        self.figures.events += 1
        if after not in (before, target):
            self.figures.problem("restore: a killed restore left books that are neither the old ones nor the backup")

    def migration(self) -> None:
        """Books at schema 1 opened by this code migrate, one numbered file at a time, killed at random."""
        from dhandha.paths import resource

        home = self.root / "migrate"
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(mode=0o700)
        with closing(sqlite3.connect(home / "dhandha.db", isolation_level=None)) as conn:
            conn.executescript((resource("migrations") / "0001_core.sql").read_text(encoding="utf-8"))
            conn.execute("PRAGMA user_version = 1")
        proc = procs.start(home, "ledger")
        time.sleep(self.rng.uniform(0.15, 0.8))
        procs.kill(proc)
        self.figures.kills["migration"] += 1
        books.judge(home / "dhandha.db", self.figures, "after a killed migration")
        done = procs.run(home, "ledger", "--json")
        self.figures.events += 1
        if done.returncode != 0:
            self.figures.problem(f"migration: the next start after a killed migration failed: {done.stderr[-200:]}")

    def _kill_one(self, label: str, *args: str, window: tuple[float, float]) -> None:
        proc = procs.start(self.home, *args)
        time.sleep(self.rng.uniform(*window))
        procs.kill(proc)
        self.figures.kills[label] += 1

    # -- the loop -------------------------------------------------------------------
    def run(self, until: float) -> None:
        kinds = list(WEIGHTS)
        weights = [WEIGHTS[k] for k in kinds]
        actions = {"chat": self.chat, "sms import": self.sms_import, "sweep": self.sweep, "backup": self.backup,
                   "restore": self.restore, "migration": self.migration}
        n = 0
        while time.monotonic() < until or n < 3:  # a few kills even when the faults took the budget
            kind = self.rng.choices(kinds, weights)[0]
            try:
                actions[kind]()
            except Exception as exc:  # the harness's own trouble is a finding, not the end of the run
                self.figures.problem(f"torture ({kind}): {type(exc).__name__}: {exc}")
            n += 1
            if n % 25 == 0:
                self.check("after kills")
        self.finish()

    def check(self, label: str) -> None:
        db = self.home / "dhandha.db"
        if db.exists():
            books.judge(db, self.figures, label)
            books.acknowledged(db, self.acks, self.figures)
            self.acks = []  # each acknowledged entry is counted once; judge() still checks them all later

    def finish(self) -> None:
        """Let an import run to its end: every payment of the inbox booked once, as an uninterrupted import does."""
        db = self.home / "dhandha.db"
        if self.dump.exists():
            done = procs.run(self.home, "sms", "import", str(self.dump), timeout=600)
            if done.returncode not in (0, 1):
                self.figures.problem(f"sms import: the final import failed: {done.stderr[-200:]}")
            ref_home = self.root / "reference"
            ref_home.mkdir(mode=0o700, exist_ok=True)
            procs.run(ref_home, "sms", "import", str(self.dump), timeout=600)
            want = {(r.idem_key, r.kind, r.amount_paise) for r in books.read_rows(ref_home / "dhandha.db").values()
                    if r.idem_key.startswith("sms")}
            have = [(r.idem_key, r.kind, r.amount_paise) for r in books.read_rows(db).values()
                    if r.idem_key.startswith("sms")]
            self.figures.events += len(want)
            missing = want - set(have)
            self.figures.lost += len(missing)
            self.figures.doubled += len(have) - len(set(have))
            if missing:
                self.figures.problem(f"sms import: {len(missing)} payments of the inbox were never booked")
        self.check("at the end of the kills")
        from dhandha.backup import BackupError, list_backups, verify_backup

        for b in list_backups(self.home / "backups"):
            self.figures.integrity_checks += 1
            try:
                verify_backup(b.path)
            except BackupError as exc:
                self.figures.problem(f"integrity: backup {b.path.name}: {exc}")
