"""Unit prices multiply clause by clause; a part paid to a supplier.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading

from ._rules import M, P, S, U, read, shape
from ._rules import lang_by_first_word as _lang

# (c) "N <unit> <item> P ka ek / P wala / P wali / P each / @P / P rs wale" multiplies, clause by clause.
UNIT_PRICE = [
    ("sabun 12 piece 30 wala becha", [(S, 360, None)]),
    ("12 sabun 30 wale beche", [(S, 360, None)]),
    ("biscuit 20 packet 10 wale beche aur namkeen 5 packet 20 wale", [(S, 200, None), (S, 100, None)]),
    ("6 bottle cold drink 40 ki ek becha", [(S, 240, None)]),
    ("chai patti 4 packet 120 ka ek beche", [(S, 480, None)]),
    ("sold 8 packets of maggi @ 14", [(S, 112, None)]),
    ("sold 10 soaps at 35 each and 4 shampoo bottles at 90 each", [(S, 350, None), (S, 360, None)]),
    ("10 packet doodh 30 rs wale beche", [(S, 300, None)]),
    ("maggi 24 packet 12 rs wale becha", [(S, 288, None)]),
    ("5 tin ghee 600 ka ek liya balaji traders se", [(P, 3000, "Balaji Traders")]),
    ("balaji traders se 5 tin ghee liya 600 wala", [(P, 3000, "Balaji Traders")]),
    ("2 dozen kele 60 wale beche aur 3 kilo seb 120 wale", [(S, 120, None), (S, 360, None)]),
    pytest.param("surf 3 packet 95 wala becha aur vim bar 5 piece 10 wali", [(S, 285, None), (S, 50, None)],
                 marks=pytest.mark.xfail(reason="'bar' is read as 'times' (2 bar): the item is lost, so it asks",
                                         strict=True)),
    ("sold 6 bottles of phenyl 55 each", [(S, 330, None)]),
    ("अगरबत्ती 6 पैकेट 20 वाली बेची", [(S, 120, None)]),
    ("साबुन 10 पीस 35 का एक बेचा और तेल 2 बोतल 150 की एक", [(S, 350, None), (S, 300, None)]),
    ("ramesh ko 5 packet biscuit 10 wale udhaar", [(U, 50, "Ramesh")]),
    ("pen 10 piece 5 rs wale becha aur copy 4 piece 40 wali", [(S, 50, None), (S, 160, None)]),
    ("becha detergent 2 packet 110 wala aur sabun 3 piece 25 wala", [(S, 220, None), (S, 75, None)]),
]


@pytest.mark.parametrize("text,want", UNIT_PRICE)
def test_unit_price_multiplies_per_clause(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.confident, r


# (d) Part paid to a supplier (guide: several movements): the goods on credit plus the payment, or the other layout.
def _partial_ok(r: Reading, total: float, paid: float, who: str) -> bool:
    layout1 = shape(r) == [(P, total, who), (M, paid, who)] and r.records[0].on_credit is True
    layout2 = shape(r) == [(P, paid, who), (P, total - paid, who)] and r.records[0].on_credit is not True \
        and r.records[1].on_credit is True
    return (layout1 or layout2) and r.confident


PARTIAL_TO_SUPPLIER = [
    ("raju se 4 peti tel aaya 1500 ki ek 3000 de diye baaki baad mein", 6000, 3000, "Raju"),
    ("balaji traders se 10000 ka maal aaya 4000 diye baaki udhaar", 10000, 4000, "Balaji Traders"),
    ("balaji traders se 10000 ka maal aaya, 4000 cash diye, baaki udhaar", 10000, 4000, "Balaji Traders"),
    ("bought stock worth 12000 from sai agencies, paid 5000, rest on credit", 12000, 5000, "Sai Agencies"),
    ("got 5 bags of rice from venkat at 1200 each paid 2000 rest on credit", 6000, 2000, "Venkat"),
    ("venkat se 5 bori chawal aaye 1200 ki ek 2000 diye baaki udhaar", 6000, 2000, "Venkat"),
    ("गुप्ता जी से 8000 का माल आया 3000 दिए बाकी उधार", 8000, 3000, "गुप्ता"),
    ("गुप्ता जी से 4 बोरी चीनी आई 2000 की एक, 5000 दे दिए, बाकी बाद में", 8000, 5000, "गुप्ता"),
    ("hanif bhai se 2 tin ghee aaya 2200 ka ek 1000 diye baki udhar", 4400, 1000, "Hanif"),
    ("shivam se 20 kilo kaju aaya 900 ka kilo 10000 de diye baaki udhaar", 18000, 10000, "Shivam"),
    ("kishan se 6000 ka maal liya 2500 cash diya baki baad me", 6000, 2500, "Kishan"),
    ("3 bori chawal aaye kishan se 1350 wali 2000 de diye baaki udhaar", 4050, 2000, "Kishan"),
    ("om traders se 9 peti sabun aayi 600 ki ek 3000 diye baaki baad me denge", 5400, 3000, "Om Traders"),
    ("2 bori cheeni mangayi pappu se 2100 ki ek 1500 de diye baaki udhaar", 4200, 1500, "Pappu"),
    pytest.param("paid 2000 to venkat for 5 bags rice worth 6000, rest on credit", 6000, 2000, "Venkat",
                 marks=pytest.mark.xfail(reason="payment said before the goods: asked (two amounts), not written",
                                         strict=True)),
]


@pytest.mark.parametrize("text,total,paid,who", PARTIAL_TO_SUPPLIER)
def test_part_paid_to_a_supplier(text: str, total: float, paid: float, who: str) -> None:
    r = read(text, lang=_lang(text))
    assert _partial_ok(r, total, paid, who), r
