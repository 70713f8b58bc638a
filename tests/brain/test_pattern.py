"""The pattern sweep: habits per person, the shop's week, and regulars who broke their rhythm."""

from __future__ import annotations

from datetime import timedelta

from dhandha.brain import pattern
from dhandha.brain.graph import profile_facts

from .conftest import at


def _weekly_payer(shop, name: str, first: str, weeks: int, weekday_shift: int = 0) -> None:
    """Buys on credit twice a week, pays the balance every week on the first date's weekday."""
    for t in shop.every(first, weeks * 7, 7):
        shop.add("udhaar_given", 300, name, t - timedelta(days=4))
        shop.add("udhaar_given", 200, name, t - timedelta(days=2))
        shop.add("payment_received", 500, name, t + timedelta(days=weekday_shift))


def test_a_saturday_payer(shop, store, deps, clock):
    _weekly_payer(shop, "Sunita", "2026-07-04 19:00", 8)  # Saturdays through 22 Aug
    clock.set(at("2026-08-24 08:00"))
    out = pattern.sweep(deps)
    f = profile_facts(store, store.contact_by_name("Sunita")["id"])
    assert out.produced >= 1
    assert (f["payment_rhythm"], f["payment_weekday"]) == ("weekly", 5)
    assert f["next_payment"] == "2026-08-29" and f["avg_order_paise"] == 25000
    assert f["payment_confidence"] >= 0.8 and f["role"] == "customer"


def test_a_monthly_payer_and_its_next_date(shop, store, deps, clock):
    for month, day in ((5, 14), (6, 15), (7, 16), (8, 15)):
        shop.add("udhaar_given", 900, "Imran", f"2026-{month:02d}-{day - 5:02d} 10:00")
        shop.add("payment_received", 900, "Imran", f"2026-{month:02d}-{day:02d} 20:00")
    clock.set(at("2026-08-20 08:00"))
    pattern.sweep(deps)
    f = profile_facts(store, store.contact_by_name("Imran")["id"])
    assert (f["payment_rhythm"], f["payment_day"], f["next_payment"]) == ("monthly", 15, "2026-09-15")


def test_a_regular_who_stops_paying_is_flagged_once(shop, store, deps, clock, noted):
    _weekly_payer(shop, "Bablu", "2026-07-01 19:00", 6)  # Wednesdays through 5 Aug, then nothing
    shop.add("udhaar_given", 400, "Bablu", "2026-08-08 11:00")
    clock.set(at("2026-08-12 08:00"))  # the Wednesday he should pay
    pattern.sweep(deps)
    assert noted("broken_rhythm") == []
    clock.set(at("2026-08-16 08:00"))  # four days late
    pattern.sweep(deps)
    pattern.sweep(deps)
    [n] = noted("broken_rhythm")
    assert n["props"]["name"] == "Bablu" and n["props"]["expected"] == "2026-08-12"
    assert n["props"]["alert"] == "briefing" and n["type"] == "inference"
    shop.add("payment_received", 400, "Bablu", "2026-08-17 19:00")
    clock.set(at("2026-08-18 08:00"))
    pattern.sweep(deps)
    assert noted("broken_rhythm")[0]["resolution"] == "resumed"


def test_nothing_owed_nothing_missed(shop, store, deps, clock, noted):
    _weekly_payer(shop, "Meena", "2026-07-06 19:00", 5)  # Mondays; paid up on 3 Aug
    clock.set(at("2026-08-20 08:00"))  # two Mondays without buying or paying
    pattern.sweep(deps)
    assert noted("broken_rhythm") == []


def test_a_supplier_profile_from_purchases(shop, store, deps, clock):
    for t in shop.every("2026-07-06 10:00", 42, 7):
        shop.add("purchase", 6500, "Om Sai Traders", t, on_credit=True)
        shop.add("payment_made", 6500, "Om Sai Traders", t + timedelta(days=3))
    clock.set(at("2026-08-20 08:00"))
    pattern.sweep(deps)
    row = store.profile_of(store.contact_by_name("Om Sai Traders")["id"])
    f = profile_facts(store, store.contact_by_name("Om Sai Traders")["id"])
    assert row["type"] == "supplier_profile"
    assert (f["payment_rhythm"], f["payment_weekday"], f["avg_order_paise"]) == ("weekly", 3, 650000)


def test_the_shops_weekly_cycle(shop, store, deps, clock):
    for t in shop.every("2026-07-20 21:00", 42):
        shop.add("sale", 12000 if t.weekday() == 6 else 8000, when=t)
    clock.set(at("2026-08-31 08:00"))
    pattern.sweep(deps)
    cycle = store.entity_named("pattern", "weekly_cycle")
    import json

    p = json.loads(cycle["properties"])
    assert p["peak_day"] == "Sun" and p["sales_by_weekday_paise"]["Sun"] == 1200000
    assert cycle["confidence"] >= 0.6


def test_unchanged_profiles_are_not_rewritten(shop, store, deps, clock):
    _weekly_payer(shop, "Sunita", "2026-07-04 19:00", 4)
    clock.set(at("2026-08-03 08:00"))
    pattern.sweep(deps)
    again = pattern.sweep(deps)
    assert again.produced == 0
