"""A Hypothesis state machine over the owner's day, checked against a model after every step.

Steps: add, correct, cancel (owner messages through the real chain), replay an SMS, crash and
restart, back up and restore, and jump the clock. The model is the ledger rows seen so far plus
what each step acknowledged; after every step the books must hold every old row unchanged
(nothing rewritten), exactly the new rows the step acknowledged (nothing lost, nothing doubled),
and balances equal to the sum of their entries.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

from dhandha.clock import ManualClock, parse_instant
from dhandha.torture.books import Row
from dhandha.torture.figures import Figures
from dhandha.torture.procs import NOW

NAMES = ("Rajan", "Meena", "Suresh", "Geeta", "Mohan")
BANK_SMS = [
    ("VM-HDFCBK", "Rs 1,250.00 credited to a/c XX4521 on 20-11-26 by UPI ref 631245789{i:03d} from RAJAN KUMAR"),
    ("AD-SBIINB", "Dear Customer, INR 640.00 debited from A/c XX7788 on 20Nov26 UPI ref 712345678{i:03d} to MEENA"),
]
ROWS_PER_OP = {"write": 1, "cancel": 1, "correct": 2}  # a cancel is a reversal row; a correction both


def run(figures: Figures, root: Path, until: float, seed: int) -> None:
    """Run the machine in rounds until the time budget is spent."""
    import time

    from hypothesis import HealthCheck, Phase, settings
    from hypothesis.stateful import run_state_machine_as_test

    machine = build(figures, root)
    first = True
    while first or time.monotonic() < until:  # at least one round, whatever the faults took
        first = False
        try:
            run_state_machine_as_test(machine, settings=settings(
                max_examples=3, stateful_step_count=40, deadline=None, database=None, derandomize=False,
                phases=[Phase.generate], suppress_health_check=list(HealthCheck), print_blob=False))
        except Exception as exc:  # a step that raised: a finding, reported with the others
            figures.problem(f"machine: {type(exc).__name__}: {str(exc)[:200]}")


def build(figures: Figures, root: Path) -> Any:
    from hypothesis import strategies as st
    from hypothesis.stateful import RuleBasedStateMachine, precondition, rule

    from dhandha.backup import backup_now, restore
    from dhandha.channels.console import turn_json
    from dhandha.deps import Deps
    from dhandha.store import Store

    class OwnersDay(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.home = Path(tempfile.mkdtemp(dir=root, prefix="machine-"))
            self.db = self.home / "dhandha.db"
            self.clock = ManualClock(parse_instant(NOW))
            self.deps = Deps(store=Store(self.db, self.clock), clock=self.clock)
            self.model: dict[int, Row] = {}
            self.snapshot: tuple[Path, dict[int, Row], set[int]] | None = None
            self.sms_seen: set[int] = set()
            self.n = 0

        # -- the owner's messages --------------------------------------------------
        def _say(self, text: str) -> int:
            """One message through the real chain (and a 'haan' if it asks); rows it acknowledged."""
            from dhandha.chain.pipeline import run_turn
            from dhandha.chain.turn import Message

            rows = 0
            for line in (text, "haan"):
                self.n += 1
                msg = Message(text=line, chat_id="console", channel="console", input_key=f"torture:{self.n}")
                turn = asyncio.run(run_turn(self.deps, msg))
                answer = turn_json(turn)
                for effect in answer["executed"]:
                    rows += ROWS_PER_OP.get(effect.get("op", "write"), 1)
                if not answer["pending"]:
                    break
            return rows

        @rule(name=st.sampled_from(NAMES), rupees=st.integers(1, 9_000), paid=st.booleans())
        def add(self, name: str, rupees: int, paid: bool) -> None:
            self._check(self._say(f"{name} ne {rupees} diye" if paid else f"{name} ko {rupees} udhaar diya"))

        @rule(rupees=st.integers(1, 9_000))
        def correct(self, rupees: int) -> None:
            self._check(self._say(f"nahi {rupees} tha"))

        @rule()
        def cancel(self) -> None:
            self._check(self._say("pichli entry cancel karo"))

        # -- the bank's SMS ------------------------------------------------------------
        @rule(i=st.integers(0, 5))
        def replay_sms(self, i: int) -> None:
            """The same SMS again (a re-poll, a re-import) never books twice."""
            from dhandha.sms.importer import import_file

            sender, body = BANK_SMS[i % len(BANK_SMS)]
            dump = self.home / "dump.json"
            dump.write_text(json.dumps([{"_id": 1000 + i, "address": sender, "body": body.format(i=i),
                                         "received": "2026-11-20 10:00:00", "type": "inbox"}]))
            before = len(self._rows())
            import_file(self.deps, dump)
            new = len(self._rows()) - before
            if i in self.sms_seen and new:
                figures.doubled += new
                figures.problem(f"machine: SMS {i} replayed booked {new} more rows")
            self.sms_seen.add(i)
            self._check(new)

        # -- crashes, copies and clocks ----------------------------------------------------
        @rule()
        def crash_restart(self) -> None:
            """Like a process that died between two writes: a fresh connection, the old one dropped."""
            self.deps = Deps(store=Store(self.db, self.clock), clock=self.clock)
            figures.integrity_checks += 1
            if self.deps.store.quick_check():
                figures.problem("integrity: machine: quick_check failed after a restart")
            self._check(0)

        @rule()
        def backup(self) -> None:
            made = backup_now(self.deps.store, self.home / "backups", clock=self.clock)
            self.snapshot = (made, dict(self.model), set(self.sms_seen))
            self._check(0)

        @precondition(lambda self: self.snapshot is not None)
        @rule()
        def restore_backup(self) -> None:
            assert self.snapshot is not None
            path, rows, seen = self.snapshot
            self.deps.store.close()
            restore(path, self.db, clock=self.clock, aside_dir=self.home / "aside")
            self.deps = Deps(store=Store(self.db, self.clock), clock=self.clock)
            got = self._rows()
            figures.events += 1
            if got != rows:
                figures.problem("machine: a restore did not give back exactly the backed-up rows")
            self.model = got
            self.sms_seen = set(seen)  # the SMS inbox went back with the books

        @rule(days=st.sampled_from([-400, -3, -1, 1, 2, 30, 365]))
        def clock_jump(self, days: int) -> None:
            target = self.clock() + timedelta(days=days)
            if 1975 < target.year < 2095:
                self.clock.set(target)
                figures.faults["clock jump"] += 1
            self._check(0)

        # -- the model ------------------------------------------------------------------
        def _rows(self) -> dict[int, Row]:
            return {r[0]: Row(*r) for r in self.deps.store.q(
                "SELECT e.id, e.kind, e.amount_paise, c.name, e.role, e.idem_key FROM entries e"
                " LEFT JOIN contacts c ON c.id = e.contact_id ORDER BY e.id")}

        def _check(self, acknowledged: int) -> None:
            rows = self._rows()
            figures.events += 1
            for entry_id, row in self.model.items():
                if rows.get(entry_id) != row:
                    figures.problem(f"machine: entry #{entry_id} was rewritten or removed")
            new = len([i for i in rows if i not in self.model])
            if new < acknowledged:
                figures.lost += acknowledged - new
                figures.problem(f"machine: {acknowledged} rows acknowledged, {new} in the books")
            elif new > acknowledged:
                figures.doubled += new - acknowledged
                figures.problem(f"machine: {new} new rows for {acknowledged} acknowledged")
            if self.deps.store.balance_mismatches():
                figures.problem("balances: machine: a cached balance differs from its entries")
            self.model = rows

        def teardown(self) -> None:
            self.deps.store.close()
            shutil.rmtree(self.home, ignore_errors=True)

    return OwnersDay
