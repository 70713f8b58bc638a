"""Firm names whole, role nouns no party, and a cost word carried across clauses.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import read, shape

# 3. Firm names stay whole (guide: names), trade words inside them included, and a firm paid is payment_made (guide: kind and direction).
FIRMS = [
    ("Balaji Kirana Stores ne 2600 bheje", [("payment_received", 2600.0, "Balaji Kirana Stores")]),
    ("Mehta Cloth Traders ko 9000 transfer kiye", [("payment_made", 9000.0, "Mehta Cloth Traders")]),
    ("Laxmi Masala Agencies paid us 1750", [("payment_received", 1750.0, "Laxmi Masala Agencies")]),
    ("om sai traders ko 4300 bheje", [("payment_made", 4300.0, "Om Sai Traders")]),
    ("Verma Agencies ko 18,200 RTGS kiye", [("payment_made", 18200.0, "Verma Agencies")]),
    ("Jain Brothers ko 7,400 NEFT kar diye", [("payment_made", 7400.0, "Jain Brothers")]),
    # a person paid by bank transfer is still asked (guide: kind and direction g)
    ("Irfan ko 5000 NEFT kiye", "clarify:ambiguous_direction"),
]


@pytest.mark.parametrize("text,want", FIRMS)
def test_firm_names_whole(text: str, want: object) -> None:
    assert shape(read(text)) == want


# 4. Role nouns and serviced objects are not parties (guide: names): "paid plumber 450 for the tap repair" is an
#    expense with no counterparty; a named person in a service role is an expense to that person (guide: kind and direction).
ROLES = [
    ("paid electrician 650 for the fan repair", [("expense", 650.0, None)]),
    ("paid the mistri 1200 for geyser fitting", None),  # never a payment to "Geyser Fitting"
    ("carpenter ko 900 diye almari repair ke", [("expense", 900.0, None)]),
    ("gave the driver 300 for diesel", [("expense", 300.0, None)]),
    ("landlord ko 8000 rent diya", [("expense", 8000.0, None)]),
    ("paid electrician Ramesh 600", [("expense", 600.0, "Ramesh")]),
]


@pytest.mark.parametrize("text,want", ROLES)
def test_role_nouns_are_not_parties(text: str, want: object) -> None:
    r = read(text)
    if want is None:
        assert all(x.counterparty is None for x in r.records), r
        assert r.intent == "clarify" or not r.confident or [x.kind for x in r.records] == ["expense"], r
    else:
        assert shape(r) == want, r


# Reduce needless asking where a rule settles it: "X ka N aaya" is money in from X (guide: kind and direction), a person
# met in the same message resolves a later pronoun (guide: open questions), and a capitalised spelling of a role word
# ("Chotu") in a name's place is a name.
SETTLED = [
    ("Bablu ka 450 aaya", [("payment_received", 450.0, "Bablu")]),
    ("Chotu ka 250 aa gaya", [("payment_received", 250.0, "Chotu")]),
    ("wo Raju aaya tha, usne 700 diye", [("payment_received", 700.0, "Raju")]),
    ("haan wo guddu aaya tha usne teen sau diye", [("payment_received", 300.0, "Guddu")]),
    ("wo chini aayi thi 500 ki", None),  # goods, not a person who came: asked, never a payment from "Chini"
]


@pytest.mark.parametrize("text,want", SETTLED)
def test_settled_without_asking(text: str, want: object) -> None:
    r = read(text)
    if want is None:
        assert r.intent == "clarify" or not r.confident, r
        assert all(x.counterparty is None for x in r.records), r
    else:
        assert shape(r) == want, r


# 5. A cost word carries across clauses joined by and/aur (guide: several movements, kind and direction): each payee is a running cost.
COST_CARRIES = [
    ("paid tankhwah 7000 to Ramu and 6500 to Shyam", [("expense", 7000.0, "Ramu"), ("expense", 6500.0, "Shyam")]),
    ("Kallu ko 800 bhada diya aur Sonu ko 900", [("expense", 800.0, "Kallu"), ("expense", 900.0, "Sonu")]),
    ("Babloo ko 6200 tankhwah aur Deepu ko 5800 diye",
     [("expense", 6200.0, "Babloo"), ("expense", 5800.0, "Deepu")]),
    # a different marker in the second clause is its own movement
    ("Kallu ko 800 bhada diya aur Sonu ne 900 diye",
     [("expense", 800.0, "Kallu"), ("payment_received", 900.0, "Sonu")]),
]


@pytest.mark.parametrize("text,want", COST_CARRIES)
def test_cost_word_carries(text: str, want: object) -> None:
    assert shape(read(text)) == want
