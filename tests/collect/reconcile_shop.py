"""A shop that hears of payments three ways: the owner's words, a bank SMS, a UPI app's notification."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from dhandha.clock import local
from dhandha.reading import Reading, Record

PEOPLE = {"Rajan": "RAJAN KUMAR", "Sunil": "SUNIL VERMA", "Meena": "MEENA DEVI"}


@dataclass(frozen=True)
class Payment:
    """One real payment from a customer, and the reference its SMS and notification carry."""

    name: str
    rupees: int
    ref: str


def prepare(shop: Any) -> None:
    """Everyone owes something already (so a payment is not asked about as old dues)."""
    for name in PEOPLE:
        text = f"{name} ko 5000 udhaar"
        shop.thinker.readings[text] = Reading("record", records=[Record(kind="udhaar_given", amount_paise=500000,
                                                                        counterparty=name)])
        shop.say(text)
        settle(shop, None)


def say_paid(shop: Any, p: Payment) -> None:
    text = f"{p.name} ne {p.rupees} GPay kiye"
    shop.thinker.readings[text] = Reading("record", records=[Record(
        kind="payment_received", amount_paise=p.rupees * 100, counterparty=p.name, modes={"upi": p.rupees * 100})])
    settle(shop, shop.say(text))


def settle(shop: Any, turn: Any) -> None:
    """Answer whatever the munshi asks: yes, or the first choice ("the same payment")."""
    for _ in range(4):
        if turn is None or turn.question is None:
            return
        if turn.question.kind == "yes_no":
            turn = shop.say("haan")
        elif turn.question.kind == "choose":
            turn = shop.say("1")
        else:
            return


def sms(shop: Any, p: Payment, n: int) -> None:
    from dhandha.sms.poller import absorb

    at = local(shop.clock(), "Asia/Kolkata")
    body = (f"Dear UPI user A/C X3096 credited by {p.rupees}.0 on date {at:%d%b%y} trf from {PEOPLE[p.name]} "
            f"Refno {p.ref} -SBI")
    absorb(shop.deps, [{"_id": n, "address": "VM-SBIUPI-S", "type": "inbox", "body": body,
                        "received": at.strftime("%Y-%m-%d %H:%M:%S")}])


def notice(shop: Any, p: Payment, n: int) -> None:
    from dhandha.collect import notices

    # A notification read again is the same notification: the time the app posted it stays.
    seen = shop.__dict__.setdefault("notice_when", {})
    at = seen.setdefault(n, int(shop.clock().timestamp() * 1000))
    item = {"id": n, "key": f"0|com.phonepe.app.business|{n}", "packageName": "com.phonepe.app.business",
            "title": "Payment received", "content": f"Received ₹{p.rupees} from {PEOPLE[p.name].title()}. "
            f"UPI Ref: {p.ref}", "when": at}
    notices.keep(shop.deps, [item])
    notices.ingest(shop.deps)


def tick(shop: Any, minutes: float = 2) -> None:
    shop.clock.advance(minutes=minutes)


def money_in(shop: Any) -> list[tuple[str, int, str | None]]:
    """Every active entry of money coming in, as (kind, rupees, party)."""
    return sorted((k, r, c) for k, r, c in shop.active()
                  if k in ("payment_received", "unexplained_in", "sale"))


def balances_hold(shop: Any) -> None:
    store = shop.store
    assert store.balance_mismatches() == []
    for c in store.contacts_with_balances():
        total = sum(e["effect_paise"] for e in store.entries_list(contact_id=int(c["id"]))
                    if e["role"] == "entry" and e["status"] == "active")
        assert total == int(c["balance_paise"])


__all__ = ["PEOPLE", "Payment", "balances_hold", "money_in", "notice", "prepare", "say_paid", "settle", "sms",
           "tick", "timedelta"]
