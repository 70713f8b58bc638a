"""Goods received and paid later are a credit purchase; repayments keep their direction.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import M, P, R, read, shape

# 1. Goods already received, the shop pays later (guide: kind and direction): a purchase on credit, not a promise. The
#    promise is the shop's own, so it is never kept as the supplier's intention. "<n> <goods> <p> each"
#    multiplies (guide: amounts).
BOUGHT_PAY_LATER = [
    ("rafiq bhai se 8 peti biscuit mangaye 1900 ke paise baad me denge", [(P, 1900, "Rafiq")], "biscuit", 8, "box"),
    ("Laxmi Agencies se 3 bori chana aaya 5400 ka, paise baad mein denge", [(P, 5400, "Laxmi Agencies")], "chana",
     3, "bag"),
    ("gopal se 6 dabba ghee liya 4800 ka kal denge", [(P, 4800, "Gopal")], "ghee", 6, "box"),
    ("bought 12 torches from prakash hardware 90 each will pay monday", [(P, 1080, "Prakash Hardware")], "torches",
     12, None),
    ("Bought 30 notebooks from Sunrise Stationers at 25 each, will pay next week",
     [(P, 750, "Sunrise Stationers")], "notebooks", 30, None),
    ("Om Shanti Traders se 4 peti tel mangaya 3600 ka, unko shanivar ko denge", [(P, 3600, "Om Shanti Traders")],
     "tel", 4, "box"),
]


@pytest.mark.parametrize("text,want,item,qty,unit", BOUGHT_PAY_LATER)
def test_goods_received_and_paid_later_is_a_credit_purchase(text: str, want: list[tuple[str, float, str]],
                                                            item: str, qty: float, unit: str | None) -> None:
    r = read(text, lang="en" if text[:1] in "bB" else "hinglish")
    assert shape(r) == want, r
    assert r.confident, r
    x = r.records[0]
    assert (x.on_credit, x.item, x.qty, x.unit) == (True, item, qty, unit), r
    # The shop's promise to pay is not the supplier promising anything.
    assert not any(i.counterparty == want[0][2] and i.what == "pay" for i in r.intentions), r


# ... while a customer's or a third person's promise is still theirs.
STILL_PROMISES = [
    ("Dinesh kal 700 dega", "Dinesh"),
    ("Sunrise Stationers se maal aaya 2000 ka, Mohan kal dega", "Mohan"),
]


@pytest.mark.parametrize("text,who", STILL_PROMISES)
def test_someone_elses_promise_is_kept(text: str, who: str) -> None:
    r = read(text)
    assert [i.counterparty for i in r.intentions] == [who], r


# 2. Repayment verbs to a dative party are payment_made (guide: kind and direction); a relative clause after the payment
#    ("jo udhaar liya tha usse") tells why and never flips the direction or makes it a credit to X.
REPAID = [
    ("pinky ko 650 chuka diye jo udhaar liya tha usse", [(M, 650, "Pinky")]),
    ("Harjeet ko 1200 chuka diye jo pichle mahine udhaar liya tha", [(M, 1200, "Harjeet")]),
    ("Nasir ko 900 diye jo udhaar liya tha unse", [(M, 900, "Nasir")]),
    ("Tony ko 300 udhaar chuka diya", [(M, 300, "Tony")]),
    ("Tony ne 300 udhaar chuka diya", [(R, 300, "Tony")]),
    ("Kavita ne 450 diye jo pichle hafte udhaar liya tha", [(R, 450, "Kavita")]),
]


@pytest.mark.parametrize("text,want", REPAID)
def test_repayment_direction_survives_a_relative_clause(text: str, want: object) -> None:
    assert shape(read(text)) == want


def test_a_relative_clause_with_another_doer_is_not_guessed() -> None:
    # "jo usne udhaar liya tha": he took credit; whether this giving is credit or a return is not said.
    r = read("Nasir ko 900 diye jo usne udhaar liya tha")
    assert r.intent == "clarify" or not r.confident, r


# 3. Goods from a party in another clause (guide: kind and direction, kind and direction): the party supplies the shop, so what the shop
#    handed them is a payment; the goods are a purchase, never money received.
GOODS_FROM_THEM = [
    ("Shiv Shakti Traders ko 4000 diye aur unse 9 peti sabun aayi 5200 ki udhaar",
     [(M, 4000, "Shiv Shakti Traders"), (P, 5200, "Shiv Shakti Traders")]),
    ("kamal ko 2500 diye aur unse 6 bori atta aaya 7200 ka udhaar", [(M, 2500, "Kamal"), (P, 7200, "Kamal")]),
    ("Jaggi se 4 peti cold drink aayi 2600 ki, Jaggi ko 1000 diye", [(P, 2600, "Jaggi"), (M, 1000, "Jaggi")]),
]


@pytest.mark.parametrize("text,want", GOODS_FROM_THEM)
def test_goods_from_a_party_make_them_a_supplier(text: str, want: object) -> None:
    r = read(text)
    assert shape(r) == want, r
    # "udhaar", or a part paid against the goods (guide: several movements layout 1): the purchase is on credit.
    assert all(x.on_credit is True for x in r.records if x.kind == P), r
