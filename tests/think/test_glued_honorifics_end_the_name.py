"""A honorific glued onto a name in an Indic script ("ಶಾರದಮ್ಮ", Sharada + amma) ends the name, as one said
apart does: the words after it are what was bought, never more of the name (docs/reading-guide.md, names)."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker


@pytest.mark.parametrize(("text", "name"), [
    ("ಶಾರದಮ್ಮ ಮೈಸೂರು ಸಿಲ್ಕ್ ಸೀರೆ ತಗೊಂಡ್ರು 12,500, 8,000 ಕೊಟ್ರು, ಉಳಿದದ್ದು ಮುಂದಿನ ವಾರ", "ಶಾರದ"),
    ("ರಮೇಶಣ್ಣ 500 ಕೊಟ್ಟರು", "ರಮೇಶ"),
    ("ತಿಮ್ಮ 500 ಕೊಟ್ಟ", "ತಿಮ್ಮ"),  # a two-letter name keeps its ending
])
def test_a_glued_honorific_ends_the_name(text: str, name: str) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-12T11:00:00+05:30", language="kannada"))
    assert r.records and {x.counterparty for x in r.records} == {name}, r


@pytest.mark.parametrize(("lang", "text"), [
    ("marathi", "सुताराला कपाटाच्या दुरुस्तीचे ९०० दिले"),
    ("hindi", "मिस्त्री को अलमारी की मरम्मत के ९०० दिए"),
])
def test_what_a_worker_worked_on_is_no_person(lang: str, text: str) -> None:
    """The cupboard in "paid the carpenter 900 for the cupboard's repair" is the thing repaired."""
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-12T11:00:00+05:30", language=lang))
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("expense", 90000, None)], r


def test_a_firm_named_for_balaji_keeps_its_name() -> None:
    r = RulesThinker().think("बालाजी होलसेल से 3 बोरी चीनी आई ₹१३,८००, पैसे सोमवार को देंगे",
                             ThinkContext(now_iso="2026-11-20T10:00:00+05:30", language="hindi"))
    assert r.intent == "record" and r.confident and not r.unplaced, r


def test_a_marathi_kinship_title_with_its_case_ending_ends_the_name() -> None:
    """"पाटील काकांना ... पुडे उधार": Marathi by its own words (वाले is Marathi as well as Hindi), so काकांना is uncle
    with "to" glued on, and the account is पाटील."""
    r = RulesThinker().think("पाटील काकांना पारले-जी ५ वाले ३० पुडे उधार, १५० रुपये",
                             ThinkContext(now_iso="2027-02-01T10:00:00+05:30", language="marathi"))
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("udhaar_given", 15000, "पाटील")], r


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("tamil", "Velu annanukku 3 moottai arisi kadan, 4350", "Velu"),
    ("tamil", "Velu annakku 3 moottai arisi kadan, 4350", "Velu"),
    ("malayalam", "Ammini chechikku 650 kadam", "Ammini"),
])
def test_a_romanized_honorific_with_its_case_ending_is_no_part_of_the_name(lang: str, text: str, name: str) -> None:
    """"Velu annanukku": brother Velu with "to" typed on; the account is Velu, never "Velu Annan"."""
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-12T11:00:00+05:30", language=lang))
    assert [x.counterparty for x in r.records] == [name], r
