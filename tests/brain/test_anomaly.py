"""The anomaly sweep: each finding once, with its entries, confidence and a seven-day life."""

from __future__ import annotations

from datetime import timedelta

from dhandha.brain import anomaly
from dhandha.brain.days import parse

from .conftest import at


def test_three_bank_debits_in_ten_minutes_are_critical(shop, deps, clock, noted):
    ids = [shop.add("expense", amt, when=f"2026-09-01 14:0{m}", source="sms") for m, amt in ((1, 2000), (4, 3500),
                                                                                           (9, 4999))]
    clock.set(at("2026-09-01 14:10"))
    anomaly.sweep(deps)
    anomaly.sweep(deps)  # a re-run notes nothing twice
    [n] = noted("rapid_fire")
    assert n["props"]["alert"] == "critical" and n["props"]["count"] == 3
    assert n["props"]["entry_ids"] == ids and n["type"] == "anomaly"
    assert n["confidence"] >= 0.8
    assert parse(n["expires_at"]) - parse(n["created_at"]) == timedelta(days=7)


def test_typed_expenses_in_a_burst_are_the_owner_catching_up(shop, deps, clock, noted):
    for m in (1, 3, 5, 7):
        shop.add("expense", 300, when=f"2026-09-01 23:1{m}")
    clock.set(at("2026-09-01 23:30"))
    anomaly.sweep(deps)
    assert noted("rapid_fire") == [] and noted("night_debit") == []


def test_spread_out_bank_debits_are_not_a_burst(shop, deps, clock, noted):
    for hh in (10, 11, 12):
        shop.add("expense", 500, when=f"2026-09-01 {hh}:00", source="sms")
    clock.set(at("2026-09-01 13:00"))
    anomaly.sweep(deps)
    assert noted("rapid_fire") == []


def test_a_bank_debit_at_night(shop, deps, clock, noted):
    shop.add("expense", 5000, when="2026-09-02 01:40", source="sms")
    shop.add("expense", 400, when="2026-09-02 06:10", source="sms")
    clock.set(at("2026-09-02 07:00"))
    anomaly.sweep(deps)
    [n] = noted("night_debit")
    assert n["props"]["time"] == "01:40" and n["props"]["amount_paise"] == 500000


def test_the_same_udhaar_twice_within_hours_then_cancelled(shop, deps, clock, noted):
    first = shop.add("udhaar_given", 600, "Meena", "2026-09-01 10:15")
    second = shop.add("udhaar_given", 600, "Meena", "2026-09-01 10:55")
    shop.add("udhaar_given", 600, "Meena", "2026-09-01 19:30")  # evening: another purchase, not a double
    clock.set(at("2026-09-01 20:00"))
    anomaly.sweep(deps)
    [n] = noted("duplicate")
    assert n["props"]["entry_ids"] == [first, second] and n["props"]["minutes"] == 40
    shop.cancel(second)
    anomaly.sweep(deps)
    assert noted("duplicate")[0]["is_resolved"] == 1 and noted("duplicate")[0]["resolution"] == "cancelled"


def test_small_equal_cash_sales_are_a_busy_shop(shop, deps, clock, noted):
    shop.add("sale", 40, when="2026-09-01 10:00")
    shop.add("sale", 40, when="2026-09-01 10:05")
    clock.set(at("2026-09-01 11:00"))
    anomaly.sweep(deps)
    assert noted("duplicate") == []


def test_udhaar_far_above_the_persons_usual(shop, deps, clock, noted):
    for d in ("2026-08-20", "2026-08-24", "2026-08-27", "2026-08-30"):
        shop.add("udhaar_given", 500, "Rajan", f"{d} 11:00")
    big = shop.add("udhaar_given", 4000, "Rajan", "2026-09-01 12:30")
    shop.add("payment_received", 6000, "Rajan", "2026-09-01 13:00")  # a big payment is good news, not an alert
    clock.set(at("2026-09-01 14:00"))
    anomaly.sweep(deps)
    [n] = noted("unusual_amount")
    assert n["props"]["entry_ids"] == [big] and n["props"]["ratio"] == 8.0 and n["props"]["name"] == "Rajan"
    assert n["entity_id"] is not None


def test_a_new_customer_has_no_usual_yet(shop, deps, clock, noted):
    shop.add("udhaar_given", 200, "Naya", "2026-08-31 10:00")
    shop.add("udhaar_given", 5000, "Naya", "2026-09-01 10:00")
    anomaly.sweep(deps)
    assert noted("unusual_amount") == []


def _weeks_of_sales(shop, days: int = 35, amount: int = 8000, skip: set[int] | None = None,
                    start: str = "2026-07-28 21:00") -> None:
    for i, t in enumerate(shop.every(start, days)):
        if skip and i in skip:
            continue
        shop.add("sale", amount, when=t)
        shop.add("expense", 150, when=t - timedelta(hours=10))


def test_a_dead_day_is_noted_for_the_briefing(shop, deps, clock, noted):
    _weeks_of_sales(shop, days=35, skip={34})  # 28 Jul .. 31 Aug, the last day nearly empty
    shop.add("sale", 2000, when="2026-08-31 21:00")
    clock.set(at("2026-09-01 07:50"))
    anomaly.sweep(deps)
    [n] = noted("day_low")
    assert n["props"]["what"] == "sale" and n["props"]["day"] == "2026-08-31"
    assert n["props"]["alert"] == "briefing" and n["props"]["usual_paise"] == 800000


def test_a_big_expense_today_is_noticed_before_the_day_ends(shop, deps, clock, noted):
    _weeks_of_sales(shop, days=35)
    shop.add("expense", 6000, when="2026-09-01 11:00", item="repair")
    clock.set(at("2026-09-01 12:00"))
    anomaly.sweep(deps)
    clock.set(at("2026-09-02 08:00"))
    anomaly.sweep(deps)  # judged again as yesterday: the same note, not a second one
    [n] = noted("day_high")
    assert n["props"]["what"] == "expense" and n["props"]["day"] == "2026-09-01"


def test_low_so_far_today_is_not_yet_low(shop, deps, clock, noted):
    _weeks_of_sales(shop, days=35)  # through 31 Aug; nothing yet on 1 Sep
    clock.set(at("2026-09-01 12:00"))
    anomaly.sweep(deps)
    assert noted("day_low") == []


def test_a_new_shop_is_not_judged(shop, deps, clock, noted):
    _weeks_of_sales(shop, days=10, start="2026-08-22 21:00")  # open since 22 Aug: two weeks and a half
    shop.add("sale", 100, when="2026-09-01 09:00")
    clock.set(at("2026-09-02 08:00"))
    anomaly.sweep(deps)
    assert noted("day_low") == []
