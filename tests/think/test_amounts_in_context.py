"""Amounts in context (docs/reading-guide.md, "Amounts in context"): one sale paid in parts, a part payment
inside one sale, a supplier's bill on credit with a due date."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec

NOW = "2026-11-20T10:00:00+05:30"


@pytest.mark.parametrize(("text", "modes"), [
    ("aaj 4,700 ki bikri, 900 UPI baaki cash", {"upi": 90000, "cash": 380000}),
    ("aaj 4700 ki bikri 900 UPI baaki cash", {"upi": 90000, "cash": 380000}),
    ("aaj galla 11,400 — 7,600 cash, 3,800 UPI", {"cash": 760000, "upi": 380000}),
    ("aaj ki sale 5000, 2000 gpay se aaye", {"upi": 200000}),
])
def test_one_sale_paid_in_parts_is_one_sale_with_its_modes(text, modes):
    r = read(text)
    assert r.intent == "record" and len(r.records) == 1, r
    assert r.records[0].kind == "sale" and r.records[0].modes == modes


def test_the_way_a_payment_was_made_is_kept():
    assert read("Salim ne 1100 GPay kiye").records[0].modes == {"upi": 110000}
    assert read("Rajan ne 500 cash diye").records[0].modes == {"cash": 50000}


@pytest.mark.parametrize("text", [
    "suit 2,350 ka, Noor ne 1,200 diye baaki agle hafte",
    "Noor ne suit liya 2350 ka, 1200 diye, baaki agle hafte",
    "Noor ko 2350 ka suit diya, 1200 diye baaki baad mein",
])
def test_a_part_payment_inside_one_sale_leaves_the_rest_owed(text):
    r = read(text, now=NOW)
    got = sorted((x.kind, x.amount_paise, x.counterparty) for x in r.records)
    assert got in (
        [("payment_received", 120000, "Noor"), ("udhaar_given", 235000, "Noor")],
        [("sale", 120000, "Noor"), ("udhaar_given", 115000, "Noor")],
    ), r
    assert all(x.kind != "sale" or x.amount_paise != 235000 for x in r.records)


def test_the_rest_promised_is_a_promise_for_the_rest():
    r = read("suit 2,350 ka, Noor ne 1,200 diye baaki agle hafte", now=NOW)
    assert [(i.counterparty, i.amount_paise, i.due) for i in r.intentions] == [("Noor", 115000, "2026-11-27")]


def test_the_whole_price_paid_is_one_sale_to_that_person():
    r = read("suit 2,350 ka, Noor ne 2350 diye")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("sale", 235000, "Noor")]


@pytest.mark.parametrize("text", [
    "Vardhman Agencies se maal aaya, bill 7,480, 21 din mein dena hai",
    "Vardhman Agencies se 7,480 ka maal aaya, 21 din mein dena hai",
    "Vardhman Agencies ka bill 7480 aaya, 21 din mein dena hai",
    "bought stock from Vardhman Agencies for 7480, payment due in 21 days",
])
def test_a_supplier_bill_to_be_paid_later_is_a_purchase_on_credit_with_a_due_date(text):
    r = read(text, now=NOW, lang="en" if text.startswith("bought") else "hinglish")
    x = r.records[0]
    assert (r.intent, x.kind, x.amount_paise, x.counterparty, x.on_credit, x.due) == (
        "record", "purchase", 748000, "Vardhman Agencies", True, "2026-12-11"), r


def test_a_bill_answering_how_much_for_stock_completes_the_purchase():
    pending = PendingQuestion(why="missing_amount", partial=[rec("purchase", None, "Vardhman Agencies")])
    r = read("bill 7,480, 21 din mein dena hai", pending=pending, now=NOW)
    x = r.records[0]
    assert (x.kind, x.amount_paise, x.on_credit, x.due) == ("purchase", 748000, True, "2026-12-11")


def test_a_bill_from_someone_not_known_as_a_supplier_is_asked():
    assert read("Vardhman ka bill 7480 aaya").intent == "clarify"


def test_what_the_shop_owes_a_supplier_is_a_balance_question():
    r = read("Vardhman Agencies ko kitna dena hai")
    assert r.intent == "query" and r.query is not None
    assert (r.query.query, r.query.counterparty) == ("balance", "Vardhman Agencies")


@pytest.mark.parametrize(("text", "want"), [
    ("Combiflam 400 ke 2 patte becha 60 ka", ("sale", 6000, None)),
    ("Combiflam 400 ka 1 patta 35 mein becha", ("sale", 3500, None)),
    ("Good Day 10 wala 5 packet becha 50 ka", ("sale", 5000, None)),
    ("Parle-G 5 rupaye wala 10 packet becha", ("sale", 5000, None)),
    ("Frooti 200ml 12 piece aaye 240 ka", ("purchase", 24000, None)),
    ("Good Day 10 wale 6 packet Sharma ji ko udhaar", ("udhaar_given", 6000, "Sharma")),
])
def test_numbers_in_a_product_name_are_not_amounts(text, want):
    r = read(text)
    assert r.intent == "record" and r.confident, r
    x = r.records[0]
    assert (x.kind, x.amount_paise, x.counterparty) == want


def test_a_weight_is_still_a_quantity():
    x = read("chawal 5 kg 300 ka becha").records[0]
    assert (x.amount_paise, x.qty, x.unit) == (30000, 5, "kg")
