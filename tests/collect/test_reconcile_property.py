"""Random interleavings of the owner's words, bank SMS and app notifications: each payment once, books whole."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.collect.reconcile_shop import (
    PEOPLE,
    Payment,
    balances_hold,
    money_in,
    notice,
    prepare,
    say_paid,
    sms,
)

WITNESSES = ("owner", "sms", "notice")


@st.composite
def stories(draw):  # noqa: ANN001, ANN201
    # Payments differ by payer or amount. The same person paying the same amount twice within the
    # hour, told once by the owner and once by the bank, cannot be told apart from one payment by
    # anyone: that match is offered to the owner with its one-tap undo (test_reconcile.py).
    pairs = draw(st.lists(st.tuples(st.sampled_from(sorted(PEOPLE)), st.sampled_from((500, 550, 700))),
                          min_size=1, max_size=3, unique=True))
    count = len(pairs)
    payments = [Payment(name, rupees, f"6070{i:08d}") for i, (name, rupees) in enumerate(pairs)]
    events = []
    for i in range(count):
        told = draw(st.sets(st.sampled_from(WITNESSES), min_size=1))
        for w in sorted(told):
            events.append((w, i))
            if w != "owner" and draw(st.booleans()):
                events.append((w, i))  # the same SMS or notification read twice
    order = draw(st.permutations(events))
    gaps = draw(st.lists(st.integers(1, 20), min_size=len(order), max_size=len(order)))
    return payments, list(zip(order, gaps, strict=True))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(story=stories())
def test_every_payment_is_booked_once_whatever_the_order(tmp_path_factory, story):
    from datetime import UTC, datetime

    from dhandha.clock import ManualClock
    from tests.chain.conftest import Shop
    from tests.chain.fakes import Collector, ScriptedThinker

    payments, events = story
    shop = Shop(tmp_path_factory.mktemp("interleave") / "shop.db",
                ManualClock(datetime(2026, 11, 25, 5, 0, tzinfo=UTC)), ScriptedThinker(), Collector())
    shop.deps.owner_chat = "owner"
    try:
        prepare(shop)
        said: set[int] = set()
        for ((who, i), gap) in events:
            shop.clock.advance(minutes=gap)
            p = payments[i]
            if who == "owner":
                if i in said:
                    continue
                said.add(i)
                say_paid(shop, p)
            elif who == "sms":
                sms(shop, p, 1000 + i)  # the same _id and body: a re-read of one SMS
            else:
                notice(shop, p, 1000 + i)
        got = money_in(shop)
        assert len(got) == len(payments), (got, payments, events)
        assert sum(r for _, r, _ in got) == sum(p.rupees for p in payments)
        balances_hold(shop)
    finally:
        shop.store.close()
