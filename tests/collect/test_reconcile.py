"""The bank SMS, the UPI app's notification and the owner's words of one payment are one entry."""

from __future__ import annotations

from itertools import permutations

import pytest

from tests.collect.reconcile_shop import (
    Payment,
    balances_hold,
    money_in,
    notice,
    prepare,
    say_paid,
    sms,
    tick,
)

RAJAN = Payment("Rajan", 500, "607000111222")
SUNIL = Payment("Sunil", 500, "607000333444")


@pytest.fixture
def books(shop):
    prepare(shop)
    return shop


WITNESSES = {"owner": lambda s, p, n: say_paid(s, p), "sms": sms, "notice": notice}


@pytest.mark.parametrize("order", list(permutations(WITNESSES)), ids="-".join)
def test_three_witnesses_in_any_order_are_one_entry(books, order):
    for n, who in enumerate(order):
        WITNESSES[who](books, RAJAN, 100 + n)
        tick(books)
    assert money_in(books) == [("payment_received", 500, "Rajan")]
    assert books.store.contact_by_name("Rajan")["balance_paise"] == 450000
    balances_hold(books)


@pytest.mark.parametrize("order", list(permutations(WITNESSES, 2)), ids="-".join)
def test_any_two_witnesses_are_one_entry(books, order):
    for n, who in enumerate(order):
        WITNESSES[who](books, RAJAN, 100 + n)
        tick(books)
    got = money_in(books)
    assert len(got) == 1 and got[0][1] == 500
    balances_hold(books)


def test_the_same_sms_and_notification_twice_count_once(books):
    sms(books, RAJAN, 100)
    sms(books, RAJAN, 100)
    notice(books, RAJAN, 7)
    notice(books, RAJAN, 7)
    say_paid(books, RAJAN)
    assert money_in(books) == [("payment_received", 500, "Rajan")]


def test_a_near_miss_amount_is_another_payment(books):
    say_paid(books, RAJAN)
    tick(books)
    sms(books, Payment("Rajan", 550, "607000999888"), 100)
    assert money_in(books) == [("payment_received", 500, "Rajan"), ("unexplained_in", 550, None)]
    balances_hold(books)


def test_two_payments_of_the_same_amount_the_same_day_each_once(books):
    say_paid(books, RAJAN)
    tick(books)
    say_paid(books, SUNIL)
    tick(books)
    sms(books, SUNIL, 100)
    tick(books)
    sms(books, RAJAN, 101)
    tick(books)
    notice(books, RAJAN, 1)
    notice(books, SUNIL, 2)
    assert money_in(books) == [("payment_received", 500, "Rajan"), ("payment_received", 500, "Sunil")]
    # Each SMS joined its own payer's entry.
    rows = books.store.q("SELECT s.body, c.name FROM sms_inbox s JOIN entries e ON e.id = s.entry_id"
                         " JOIN contacts c ON c.id = e.contact_id ORDER BY s.id")
    assert [(("SUNIL" in r[0]), r[1]) for r in rows] == [(True, "Sunil"), (False, "Rajan")]
    balances_hold(books)


def test_the_owner_is_told_and_one_action_unmerges(books):
    say_paid(books, RAJAN)
    tick(books)
    sms(books, RAJAN, 100)
    told = books.store.q("SELECT text FROM outbox WHERE idem_key LIKE 'sms_link:%'")
    assert len(told) == 1 and "₹500" in told[0][0]
    t = books.say("2")  # "No, a separate payment"
    assert money_in(books) == [("payment_received", 500, "Rajan"), ("unexplained_in", 500, None)]
    assert "₹500" in t.reply
    balances_hold(books)
    # Undone for good: the next ingest does not join them again.
    from dhandha.sms.ingest import ingest_pending

    ingest_pending(books.deps)
    assert len(money_in(books)) == 2


def test_keeping_the_match_writes_nothing(books):
    say_paid(books, RAJAN)
    tick(books)
    sms(books, RAJAN, 100)
    t = books.say("1")
    assert money_in(books) == [("payment_received", 500, "Rajan")] and t.halt is None


def test_notifications_that_are_not_payments_are_ignored(books):
    from dhandha.collect import notices

    items = [
        {"id": 1, "packageName": "com.google.android.apps.nbu.paisa.user", "title": "You won ₹21 cashback",
         "content": "Scratch your card", "when": 1764000000000},
        {"id": 2, "packageName": "com.phonepe.app", "title": "Payment request",
         "content": "Rajan requested ₹500", "when": 1764000000000},
        {"id": 3, "packageName": "com.whatsapp", "title": "Rajan", "content": "Received ₹500?", "when": 1764000000000},
    ]
    notices.keep(books.deps, items)
    assert notices.ingest(books.deps)["ignored"] == 2
    assert money_in(books) == []


@pytest.mark.parametrize("title,content,expect", [
    ("₹500 received", "Rajan Kumar paid you ₹500.00", ("credit", 50000, "Rajan Kumar", None)),
    ("Rajan Kumar", "Paid you ₹1,250", ("credit", 125000, "Rajan Kumar", None)),
    ("Payment Received", "Received ₹500 from Rajan Kumar. UPI Ref: 632145789012",
     ("credit", 50000, "Rajan Kumar", "632145789012")),
    ("BharatPe", "Payment of Rs.750 received from SUNIL VERMA", ("credit", 75000, "SUNIL VERMA", None)),
    ("Paytm for Business", "₹2,000 received from Meena Devi UTR 412345678901",
     ("credit", 200000, "Meena Devi", "412345678901")),
    ("Payment successful", "You paid ₹640 to Om Sai Traders", ("debit", 64000, "Om Sai Traders", None)),
])
def test_notification_texts(title, content, expect):
    from dhandha.collect.notices import parse_notice

    n = parse_notice("gpay", title, content)
    assert n is not None and (n.direction, n.amount_paise, n.payer, n.ref) == expect
