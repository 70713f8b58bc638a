"""Property: any sequence of records, corrections and cancellations keeps the books whole.

Every balance equals the sum of its active entries, the cache agrees, and no row that
was ever written is deleted or rewritten.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dhandha.chain.pipeline import run_turn
from dhandha.chain.turn import Message
from dhandha.clock import ManualClock
from dhandha.deps import Deps
from dhandha.reading import Correction, Reading, Record
from dhandha.store import Store
from tests.chain.fakes import ScriptedThinker

NAMES = ("Rajan", "Salim", "Om Sai Traders", "Fernandes")
KINDS = ("sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made")

record = st.builds(
    lambda kind, amount, who, credit: Reading("record", [Record(
        kind=kind, amount_paise=amount * 100,
        counterparty=who if kind in ("udhaar_given", "payment_received", "payment_made") else None,
        on_credit=credit if kind == "purchase" else None)]),
    st.sampled_from(KINDS), st.integers(1, 9_000), st.sampled_from(NAMES), st.booleans())
cancel = st.builds(lambda who: Reading("correct", correction=Correction(
    what="last_with_counterparty", counterparty=who, action="cancel")), st.sampled_from(NAMES))
cancel_last = st.just(Reading("correct", correction=Correction(what="last", action="cancel")))
amend = st.builds(lambda amount, kind: Reading("correct", correction=Correction(
    what="last", action="amend", new_amount_paise=amount * 100, new_kind=kind)),
    st.integers(1, 9_000), st.sampled_from((None, "udhaar_given", "payment_received")))
step = st.one_of(record, record, cancel, cancel_last, amend, st.just(Reading("confirm")))


def _snapshot(store: Store) -> dict[int, tuple]:
    return {r["id"]: tuple(r) for r in store.q("SELECT * FROM entries")}


def _check(store: Store) -> None:
    assert store.balance_mismatches() == []
    active = store.q("SELECT e.contact_id, SUM(e.effect_paise) FROM entries e JOIN entry_status s ON s.id = e.id"
                     " WHERE s.status = 'active' AND e.contact_id IS NOT NULL GROUP BY e.contact_id")
    by_contact = {r[0]: r[1] for r in active}
    for c in store.contacts_with_balances():
        assert c["balance_paise"] == by_contact.get(c["id"], 0)
    assert store.integrity_problems() == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(step, min_size=1, max_size=25))
def test_any_sequence_keeps_the_books_whole(tmp_path_factory, steps):
    path = tmp_path_factory.mktemp("inv") / "shop.db"
    clock = ManualClock(datetime(2026, 11, 25, 5, 0, tzinfo=UTC))
    store = Store(path, clock)
    deps = Deps(store=store, clock=clock)

    async def play() -> None:
        for n, reading in enumerate(steps):
            deps.thinker = ScriptedThinker(fallback=lambda text, ctx, r=reading: r)
            before = _snapshot(store)
            clock.advance(minutes=1)
            await run_turn(deps, Message(text=f"m{n}", chat_id="c", channel="console", input_key=f"k{n}"))
            after = _snapshot(store)
            for row_id, row in before.items():
                assert after.get(row_id) == row, "a ledger row was rewritten or deleted"
            _check(store)

    asyncio.run(play())
    store.close()
