"""Bengali and Malayalam phrasings from heldout9 read as a munshi would (docs/reading-guide.md): a participle
is no name, shopping done is goods taken, goods priced before the buyer is named are the buyer's credit, and
"there was" in an answer is no name either."""

from __future__ import annotations

import pytest

from tests.think._rules import P, R, U, read, rows


@pytest.mark.parametrize(("text", "want"), [
    ("সকালে শ্যামল ট্রেডার্স থেকে ৩২০০ টাকার মাল এল, নগদ দিয়ে দিয়েছি", [(P, 3200, "শ্যামল ট্রেডার্স")]),
    ("রিনা বৌদি ১৮৫০ টাকার বাজার করল, ১০০০ দিল, বাকিটা ধারে লিখে রাখো", [(U, 1850, "রিনা"), (R, 1000, "রিনা")]),
    ("Asian Paints এর 20 litre বালতি ২টো, ৪৮৫০ করে, সমীর বাকিতে নিল", [(U, 9700, "সমীর")]),
])
def test_bengali_shop_talk(text, want):
    r = read(text, lang="bengali")
    assert rows(r) == want, r


def test_a_purchase_promised_to_a_named_person_is_bought_from_them_on_credit():
    r = read("paalu 20 litres teesukunna, litre 60, dabbulu Ramesh ki tarvata istanu", lang="telugu",
             now="2027-01-08T07:30:00+05:30")
    assert [(x.kind, x.amount_paise, x.counterparty, x.on_credit) for x in r.records] == [
        (P, 120000, "Ramesh", True)], r
    assert not r.intentions


def test_a_brand_before_its_goods_and_entry_names_the_entry_to_cancel():
    r = read("ninna Havells socket entry tappu, avi anni return vachesayi, teeseyi", lang="telugu",
             now="2027-01-16T10:00:00+05:30")
    assert r.correction is not None, r
    c = r.correction
    assert (c.action, c.item, c.counterparty, c.on) == ("cancel", "Havells", None, "2027-01-15")
