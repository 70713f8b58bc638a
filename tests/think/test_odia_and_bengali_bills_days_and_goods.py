"""Odia and Bengali: a supplier's "ବିଲ୍" (bill) is the goods' value and "N ଦିନରେ ଦେବାକୁ ହେବ" a due date; a
pharma firm is not a farm; "ବାକି 15 ବସ୍ତା" (the remaining bags) counts goods; what a sale is "of"
("ଚାର୍ଜର ୩ଟା") is its goods; "কালকের" (yesterday's) is a day, never an account
(docs/reading-guide.md, "Kind and direction", "Names", "Dates")."""

from __future__ import annotations

from tests.think._rules import P, S, read, rows

FRI = "2026-11-20T10:00:00+05:30"


def test_an_odia_supplier_bill_due_in_days_is_a_credit_purchase():
    r = read("ମା ତାରିଣୀ ଫାର୍ମା ଡିଷ୍ଟ୍ରିବ୍ୟୁଟର୍ସରୁ ଔଷଧ ଆସିଲା, ବିଲ୍ 18,900, 21 ଦିନରେ ଦେବାକୁ ହେବ", lang="odia", now=FRI)
    assert rows(r) == [(P, 18900, "ମା ତାରିଣୀ ଫାର୍ମା ଡିଷ୍ଟ୍ରିବ୍ୟୁଟର୍ସ")] and r.confident, r
    assert (r.records[0].on_credit, r.records[0].due) == (True, "2026-12-11")


def test_the_remaining_bags_sold_for_cash_are_a_sale():
    r = read("ବାକି 15 ବସ୍ତା ନଗଦରେ ବିକିଲି, 17,250", lang="odia")
    assert rows(r) == [(S, 17250, None)] and r.confident, r


def test_what_an_odia_sale_is_of_is_no_buyer():
    assert rows(read("ଚାର୍ଜର ୩ଟା ବିକିଲି, ୯୦୦", lang="odia")) == [(S, 900, None)]


def test_yesterdays_entries_in_bengali_are_a_day_not_an_account():
    r = read("কালকের সব এন্ট্রি মুছে দাও", lang="bengali", now=FRI)
    assert r.correction is not None
    assert (r.correction.action, r.correction.on, r.correction.counterparty) == ("cancel", "2026-11-19", None)


def test_a_named_odia_farm_is_the_seller_and_goods_not_yet_paid_for_are_on_credit_from_the_day_they_came():
    r = read("ଗତ ମାସ ୨୮ ତାରିଖରେ ବେହେରା ଫାର୍ମରୁ ୧୨,୦୦୦ ଟଙ୍କାର ଚିକେନ ଆସିଥିଲା, ଏଯାଏଁ ଦେଇନି", lang="odia",
             now="2027-02-22T11:00:00+05:30")
    assert rows(r) == [(P, 12000, "ବେହେରା ଫାର୍ମ")] and r.confident, r
    # last month's 28th is the day the chicken came, not a day the bill falls due
    assert (r.records[0].on_credit, r.records[0].on, r.records[0].due) == (True, "2027-01-28", None), r


def test_eggs_from_the_farm_unnamed_are_bought_from_no_one_in_particular():
    r = read("ଫାର୍ମରୁ ୩୦୦ ଅଣ୍ଡା ଆସିଲା ୧୮୦୦", lang="odia")
    assert rows(r) == [(P, 1800, None)], r
