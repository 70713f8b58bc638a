"""Every query of a turn, of the sweeps and of an SMS import has a plan that does not depend on luck.

A generated shop is run through the real chain (the rules thinker, in the shop's own chat), every
brain sweep (a first run, a run after new entries, a run with nothing new) and an SMS import, and
every statement they ran is explained twice: on the books as a shop keeps them (no planner
statistics; the product never runs ANALYZE) and on a copy with ANALYZE statistics. What counts
as a bad plan is in tests/store/plans.py: a full scan of a table that grows with the years, an
index chosen against the most selective key the statement gives, a walk of all history.
Then the queries a turn depends on most are pinned to the index they are meant to use.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from dhandha.busy_shop import CHAT, analyzed_copy, build, copy_db
from dhandha.chain.pipeline import run_turn
from dhandha.chain.turn import Message
from dhandha.clock import ManualClock, iso, parse_instant
from dhandha.deps import Deps
from dhandha.heartbeat import SWEEPS, run_sweep
from dhandha.settings import Settings
from dhandha.store import NewEntry, Store
from tests.store.plans import Recording, check, plan, record, stop

# What an owner says in a day, enough to walk every stage's queries: entries, payments, goods,
# questions of every kind, corrections by description, a bank payment, a due date, a knowledge question.
SAY = (
    "{a} ko 1500 udhaar diya", "{b} ne 700 diye", "aaj 2400 ka becha", "3 kg atta becha 150", "chai nashta 60",
    "{a} pe kitna baaki hai?", "aaj kitna becha?", "is mahine kitna becha?", "udhaar wale sab log dikhao",
    "{a} ka hisaab dikhao", "{b} ne gpay pe 900 bheje", "{a} ko 800 udhaar diya, 5 tarikh tak dega",
    "galat hai", "{b} wala cancel karo", "haan", "{a} ka 1500 wala 1600 karo", "haan",
    "{a} ko 90000 udhaar diya", "nahi", "{b} bola Friday ko dega", "biscuit pe GST kitna hai?",
    "{a} ko 1500 udhaar diya", "kal {b} ne 700 diye", "sab se zyada kisne kharida?",
)


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the books as kept, a copy with ANALYZE statistics) of a generated shop of a few busy weeks."""
    folder = tmp_path_factory.mktemp("plans")
    plain = folder / "shop.db"
    build(plain, days=45, per_day=60, contacts=150).close()
    analyzed = folder / "analyzed.db"
    analyzed_copy(plain, analyzed)
    return plain, analyzed


@pytest.fixture(scope="module")
def ran(shop: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> tuple[Recording, Store]:
    """Turns, sweeps, an LLM's context and an SMS import on a copy of the shop, every statement recorded."""
    from dhandha.sms.bench import sample_inbox
    from dhandha.sms.importer import import_file

    work = tmp_path_factory.mktemp("work") / "shop.db"
    copy_db(shop[0], work)
    probe = Store(work)
    names = [r[0] for r in probe.q("SELECT name FROM contacts WHERE role = 'customer' ORDER BY id LIMIT 12")]
    last = probe.scalar("SELECT MAX(occurred_at) FROM entries")
    probe.close()
    clock = ManualClock(parse_instant(last))
    store = Store(work, clock)
    rec = record(store)
    deps = Deps(store=store, clock=clock, settings=Settings(), owner_chat=CHAT)
    rng = random.Random(4)

    async def talk() -> None:
        for n, text in enumerate(SAY * 2):
            clock.advance(minutes=4)
            message = text.format(a=rng.choice(names), b=rng.choice(names))
            await run_turn(deps, Message(text=message, chat_id=CHAT, channel="console", input_key=f"plans:{n}"))

    asyncio.run(talk())
    clock.advance(hours=10)
    for label in ("first", "steady", "nothing new"):
        if label == "steady":
            clock.advance(minutes=30)
            with store.tx():
                store.entry_add(NewEntry("udhaar_given", 50_000, 3), source="console", idem_key="plans:sweep",
                                occurred_at=iso(clock() - timedelta(minutes=5)))
        for s in SWEEPS:
            if s.name not in ("collect", "backup"):
                assert run_sweep(deps, s.name).outcome != "failed", label
    # The morning briefing (the sweep above ran outside its hour), and what an LLM is handed with
    # each message, when there is one.
    from dhandha.brain.briefing import compose
    from dhandha.brain.context import load_context

    compose(store, clock(), "Asia/Kolkata", "hinglish")

    people = [int(r[0]) for r in store.q("SELECT ref_id FROM brain_entities WHERE ref_table = 'contacts' LIMIT 3")]
    load_context(store, "Rajan ka udhaar aur GST kitna hai", "hinglish", people, clock())
    msgs, _ = sample_inbox(300, end=clock() - timedelta(hours=1))
    dump = work.parent / "dump.json"
    dump.write_text(json.dumps(msgs), encoding="utf-8")
    import_file(deps, dump)
    # the other side of a move between the owner's own accounts, looked for when one reference comes both ways
    store.sms_other_leg("ref:706922117760:5000000:credit", iso(clock() - timedelta(days=1)), iso(clock()))
    stop(store)
    yield rec, store
    store.close()


# Statements meant to read every entry of one kind, and why that stays small.
MEANT = {
    "WHERE e.kind IN ('unexplained_in', 'unexplained_out') AND e.role = 'entry'":
        "the briefing, once a day, counts the bank entries nobody has explained: a few a day at most",
}


def test_every_statement_has_a_plan_that_holds(shop, ran):
    rec, store = ran
    analyzed = sqlite3.connect(str(shop[1]))
    try:
        found = check(rec, store.conn, analyzed, allowed=MEANT)
    finally:
        analyzed.close()
    assert len(rec.seen) > 100  # the run really went through the chain, the sweeps and the import
    assert found == [], "\n".join(found)


# Store calls a turn makes, and the index each must use (any of a|b), with or without statistics.
def _calls(store: Store, cid: int, now: str, day_ago: str) -> list[tuple[str, object]]:
    return [
        ("entries_contact_kind", lambda: store.usual_amount(cid, "udhaar_given", day_ago)),
        ("entries_due", lambda: store.next_due_on(cid)),
        ("inputs_chat", lambda: store.last_active_entry(CHAT)),
        ("inputs_chat", lambda: store.last_writing_input(CHAT)),
        ("inputs_chat", lambda: store.input_before(CHAT, 10**9)),
        ("entries_contact_newest", lambda: store.entries_matching(since=day_ago, contact_id=cid)),
        ("entries_contact_newest", lambda: store.balance_recheck(cid)),
        ("entries_contact_newest", lambda: store.entries_list(contact_id=cid, limit=5)),
        ("entries_contact_newest", lambda: store.has_entries(cid)),
        ("entries_occurred", lambda: store.similar_moved("sale", 10_000, None, day_ago, now)),
        ("entries_kind_occurred", lambda: store.unexplained_near("unexplained_in", 10_000, day_ago, now)),
        ("contacts_balance", lambda: store.debtors(10)),
        ("pending_open_chat|pending_open ", lambda: store.pending_open(CHAT)),
        ("pending_chat_newest", lambda: store.pending_newest(CHAT)),
        ("conversation_chat", lambda: store.recent_turns(CHAT, 6)),
        ("sms_inbox_state_received", lambda: store.sms_review_unshown(3, day_ago)),
        ("brain_obs_entity", lambda: store.obs_for_entity(1, now, 6, day_ago)),
    ]


def test_the_turns_queries_use_the_index_they_are_meant_to(shop):
    for path in shop:
        store = Store(path)
        cid = int(store.scalar("SELECT contact_id FROM entries WHERE kind = 'udhaar_given'"
                               " GROUP BY contact_id ORDER BY COUNT(*) DESC LIMIT 1"))
        now = str(store.scalar("SELECT MAX(occurred_at) FROM entries"))
        day_ago = iso(parse_instant(now) - timedelta(days=1))
        for index, call in _calls(store, cid, now, day_ago):
            rec = record(store)
            call()  # type: ignore[operator]
            stop(store)
            plans = [line for seen in rec.seen.values() for line in plan(store.conn, seen.sql, seen.params)]
            assert any(i in line for i in index.split("|") for line in plans), \
                f"{path.name}: expected {index}, got {plans}"
        store.close()


def test_a_persons_notes_stay_on_their_index_when_every_note_so_far_was_shop_wide(tmp_path):
    """Statistics taken while the notebook held only shop-wide notes (no person) call the person's
    index useless; the planner would then read every note ever made for one person's few."""
    store = Store(tmp_path / "shop.db")
    with store.tx():
        for n in range(400):
            store.obs_add(type_="insight", content=f"note {n}", properties={}, confidence=0.9, source="bench",
                          provenance={}, dedup_key=f"shop-wide:{n}")
    store.conn.execute("ANALYZE")
    rec = record(store)
    store.obs_for_entity(7, "2026-01-01T00:00:00+00:00", 6, "2025-12-01T00:00:00+00:00")
    stop(store)
    plans = [line for seen in rec.seen.values() for line in plan(store.conn, seen.sql, seen.params)]
    store.close()
    assert any("brain_obs_entity" in line for line in plans), plans
    assert not any(line.startswith("SCAN brain_observations") for line in plans), plans
