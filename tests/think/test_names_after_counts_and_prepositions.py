"""Goods after a count in Devanagari, and a lowercase name after 'from': which word is the name.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import M, R, S, read, shape

# 5. Devanagari has no capitals: an unknown word right after a small count is goods, as "4 soaps" is in
#    Latin (guide: goods), so "N <goods> बेची P की एक" multiplies (guide: amounts) instead of splitting into two clauses.
DEVANAGARI_COUNT_GOODS = [
    ("20 माचिस बेची 2 की एक", [(S, 40, None)]),
    ("१२ पेंसिल बेचीं ५ रुपये की एक", [(S, 60, None)]),
    ("8 टॉफी बेची ₹5 की एक", [(S, 40, None)]),
    ("३० अगरबत्ती बेची ₹१० की एक", [(S, 300, None)]),
]


@pytest.mark.parametrize("text,want", DEVANAGARI_COUNT_GOODS)
def test_devanagari_goods_after_a_count(text: str, want: object) -> None:
    r = read(text, lang="hi")
    assert shape(r) == want, r


# ... while a name after a count, with its case marker, stays a name.
def test_devanagari_name_after_a_count_keeps_its_marker() -> None:
    r = read("5 राजू को 500 दिए", lang="hi")
    assert not (r.intent == "record" and r.confident and r.records[0].counterparty is None), r


# 6. English "from X" / "to X" marks X as the party even when typed in lowercase beside a capitalised firm
#    (guide: kind and direction "got N from X"): the second clause is not carried to the firm of the first.
LOWER_AFTER_PREP = [
    ("paid Ganesh Agencies 3000 and got 900 from ravi", [(M, 3000, "Ganesh Agencies"), (R, 900, "Ravi")]),
    ("Paid Kaveri Traders 7000, got 450 from suma", [(M, 7000, "Kaveri Traders"), (R, 450, "Suma")]),
    ("got 600 from anil and paid Om Distributors 2500", [(R, 600, "Anil"), (M, 2500, "Om Distributors")]),
]


@pytest.mark.parametrize("text,want", LOWER_AFTER_PREP)
def test_a_lowercase_name_after_from(text: str, want: object) -> None:
    r = read(text, lang="en")
    assert shape(r) == want, r
    assert r.confident, r


def test_a_market_named_with_bengali_at_is_where_not_who_and_dawn_is_a_time() -> None:
    """"bhore Howrah arot e ...": at dawn, at the Howrah wholesale market; the seller is the one the fish came from."""
    r = read("bhore Howrah arot e Sheikh Abbas er kach theke ilish 12 kg ar rui 20 kg anlam, 14,800, 7 din por debo",
             lang="bengali", now="2027-02-25T06:45:00+05:30")
    assert r.confident, r
    assert [(x.kind, x.amount_paise, x.counterparty, x.on_credit, x.due) for x in r.records] == [
        ("purchase", 1480000, "Sheikh Abbas", True, "2027-03-04")], r
