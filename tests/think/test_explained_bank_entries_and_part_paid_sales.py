"""Classes of phrasing from whole conversations (issue 7): a sale to a named person paid in part, a bank
entry explained in the owner's language, what a cost was for, and which entry a correction names.

The wordings are our own; each row stands for a class of phrasing.
"""

from __future__ import annotations

import pytest

from ._rules import R, S, U, read, shape

# Goods sold to a named person, part paid: her credit for the whole and her payment (never sale + payment).
PART_PAID = [
    ("english", "sold a silk saree to Mrs Lakshmi for 9,800, she paid 5,000 by UPI and will pay the rest on Sunday",
     [(U, 9800, "Lakshmi"), (R, 5000, "Lakshmi")]),
    ("english", "sold a mixer to Ravi for 3,200, he paid 1,000", [(U, 3200, "Ravi"), (R, 1000, "Ravi")]),
    ("hinglish", "Lakshmi ko saree becha 9800 ka, 5000 diye baaki Sunday", [(U, 9800, "Lakshmi"), (R, 5000, "Lakshmi")]),
]


@pytest.mark.parametrize(("lang", "text", "want"), PART_PAID)
def test_a_sale_paid_in_part_is_credit_and_payment(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want
    assert r.confident


def test_the_promise_after_the_payment_is_for_the_rest() -> None:
    r = read("sold a silk saree to Mrs Lakshmi for 9,800, she paid 5,000 by UPI and will pay the rest on Sunday",
             lang="english")
    assert [(i.counterparty, i.amount_paise) for i in r.intentions] == [("Lakshmi", 480000)]


# Money that came or went by itself, then whose it was: a change to the bank entry, never a new record.
EXPLAINED = [
    ("tamil", "இப்போ 12000 போனது ஸ்ரீ குமரன் டெக்ஸ்க்கு, அது பழைய பாக்கி", 12000, "ஸ்ரீ குமரன் டெக்ஸ்", True),
    ("kannada", "aa 800 bandiddu Prakash anna du, hale baaki", 800, "Prakash", True),
    ("marathi", "सकाळी आलेले १५६० सुनील गायकवाडचे आहेत मागच्या महिन्याचे दुधाचे पैसे", 1560, "सुनील गायकवाड", False),
    ("gujarati", "હમણાં ૧૩૨૦ આવ્યા એ દેસાઈ સાહેબના છે", 1320, "દેસાઈ", False),
    ("odia", "ଏବେ ଆସିଥିବା ୬୪୦ ସରୋଜଙ୍କର, ପୁରୁଣା ବାକି", 640, "ସରୋଜ", True),
    ("malayalam", "ഇപ്പോൾ വന്ന 2250 ജോസഫ് ചേട്ടന്റെ ആണ്, കഴിഞ്ഞ മാസത്തെ മരുന്നിന്റെ പഴയ ബാക്കി", 2250, "ജോസഫ്", True),
    ("telugu", "పొద్దున 3600 వచ్చింది కదా, అది పద్మావతి గారి పెళ్లి ఆర్డర్ అడ్వాన్స్", 3600, "పద్మావతి", False),
]


@pytest.mark.parametrize(("lang", "text", "rupees", "who", "old"), EXPLAINED)
def test_a_bank_entry_explained_is_a_correction(lang: str, text: str, rupees: int, who: str, old: bool) -> None:
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None
    c = r.correction
    assert (c.amount_paise, c.via, c.new_counterparty, c.old_dues) == (rupees * 100, "bank", who, old)


# "for X" after a cost is what it was for; tailoring/stitching charges are a cost.
@pytest.mark.parametrize("text", [
    "the 3,450 that went out this morning was tailoring charges for the blouses",
    "the 2,000 that went out was stitching charges for the kurtas",
])
def test_a_cost_for_goods_has_no_party(text: str) -> None:
    c = read(text, lang="english").correction
    assert c is not None and (c.new_kind, c.new_counterparty) == ("expense", None)


# Which entry: the wrong amount before the right one; the amount beside "entered twice".
@pytest.mark.parametrize(("lang", "text", "old", "new"), [
    ("marathi", "कालची ३,९४० विक्री चुकली ४,३९० होती", 3940, 4390),
    ("hinglish", "kal ki 3940 ki bikri galat thi 4390 thi", 3940, 4390),
    ("punjabi", "ਸੁਖਦੇਵ ਵਾਲੀ ਐਂਟਰੀ 1,640 ਨਹੀਂ 1,460 ਸੀ", 1640, 1460),
])
def test_the_wrong_amount_names_the_entry(lang: str, text: str, old: int, new: int) -> None:
    c = read(text, lang=lang).correction
    assert c is not None and (c.amount_paise, c.new_amount_paise) == (old * 100, new * 100)


@pytest.mark.parametrize(("lang", "text"), [
    ("english", "Wednesday's 7,300 cash sales got entered twice, remove one"),
    ("hinglish", "kal ki 7300 ki bikri do baar chadh gayi, ek hatao"),
])
def test_a_twin_keeps_its_amount(lang: str, text: str) -> None:
    c = read(text, lang=lang).correction
    assert c is not None and (c.action, c.twin, c.amount_paise) == ("cancel", True, 730000)


def test_a_product_number_after_a_counted_brand() -> None:
    assert shape(read("3 strips Calpol 650 sold, 33 each", lang="english")) == [(S, 99, None)]
