"""A correction that says plainly what to change needs no earlier reading; a negated event is no edit.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import P, R, S, read, shape


def _lang(text: str) -> str:
    if any("\u0900" <= ch <= "\u097f" for ch in text):
        return "hi"
    return "en" if text.split()[0].casefold() in ("bought", "paid", "gave", "got") else "hinglish"


# 4. A correction that says plainly what to change is a correction even when this chat's last reading is
#    not at hand (guide: corrections: "1700 nahi 1100 tha", "Baldev nahi, Naseem tha", "udhaar mat likho, woh nakad bikri
#    thi"); the chain finds the entry in the books. Vaguer negations are not turned into edits.
def _corr(r: object) -> object:
    from dhandha.reading import Reading

    assert isinstance(r, Reading)
    if r.intent != "correct" or r.correction is None:
        return r.intent
    c = r.correction
    return (c.what, c.counterparty, c.action, None if c.new_amount_paise is None else c.new_amount_paise / 100,
            c.new_counterparty, c.new_kind)


CORRECTIONS_NO_CONTEXT = [
    ("2400 nahi 2040 tha", ("last", None, "amend", 2040, None, None)),
    ("850 nahi tha 580 tha", ("last", None, "amend", 580, None, None)),
    ("१२०० नहीं ११०० था", ("last", None, "amend", 1100, None, None)),
    # the name said not to be is whose entry it is: the chain looks for Ramesh's, never just the last
    ("woh ramesh nahi suresh tha", ("last", "Ramesh", "amend", None, "Suresh", None)),
    ("Baldev nahi Naseem tha", ("last", "Baldev", "amend", None, "Naseem", None)),
    ("udhaar mat likho nakad bikri thi", ("last", None, "amend", None, None, S)),
    ("woh udhaar nahi tha payment tha", ("last", None, "amend", None, None, R)),
    ("kharcha nahi tha maal kharida tha", ("last", None, "amend", None, None, P)),
    ("salim wali entry 700 ki thi 770 nahi", ("last_with_counterparty", "Salim", "amend", 700, None, None)),
    ("pappu wali entry 300 ki thi 330 nahi", ("last_with_counterparty", "Pappu", "amend", 300, None, None)),
    ("it was 450 not 540", ("last", None, "amend", 450, None, None)),
]


@pytest.mark.parametrize("text,want", CORRECTIONS_NO_CONTEXT)
def test_a_plain_correction_needs_no_last_reading(text: str, want: object) -> None:
    r = read(text, lang=_lang(text) if not text.startswith("it ") else "en")
    assert _corr(r) == want, r


NOT_CORRECTIONS = [
    "Rajan ne 500 nahi diye the",
    "aaj dukaan nahi khuli thi",
    "Salim ne paise nahi diye kal dega",
    "kal bikri nahi hui thi",
]


@pytest.mark.parametrize("text", NOT_CORRECTIONS)
def test_a_negated_event_is_not_an_edit(text: str) -> None:
    r = read(text)
    assert r.intent != "correct" and not (r.intent in ("record", "record_many") and r.confident), r


def test_a_self_correction_inside_a_record_is_still_the_record() -> None:
    assert shape(read("aaj 5000 nahi 6000 ka becha")) == [(S, 6000, None)]


# A sum taken back that the books hold ("7,300 illa, 7,030"), said beside the kind of entry, changes that
# entry in any language, even when the rest of the message reads like a new sale; with no such entry in
# the books the message is asked about, and never offered as two new entries for a yes.
TAKEN_BACK = [
    ("ഇന്നലത്തെ വിൽപ്പന 11,600 അല്ല, 11,060", 11600, 11060),
    ("ਦੀਵਾਲੀ ਵਾਲੀ ਵਿਕਰੀ 48,500 ਨਹੀਂ, 45,800 ਸੀ", 48500, 45800),
    ("nethu chicken sale 7,300 illa, 7,030 dhaan", 7300, 7030),
]


@pytest.mark.parametrize(("text", "old", "new"), TAKEN_BACK)
def test_a_booked_sum_taken_back_changes_that_entry(text, old, new):
    r = read(text, booked=(old,))
    assert r.intent == "correct" and r.correction is not None
    assert (r.correction.action, r.correction.amount_paise, r.correction.new_amount_paise) == \
        ("amend", old * 100, new * 100)


@pytest.mark.parametrize(("text", "old", "new"), TAKEN_BACK)
def test_a_sum_taken_back_is_never_offered_as_a_new_entry(text, old, new):
    assert shape(read(text)) == "clarify:unclear_correction"


def test_a_sum_corrected_within_its_own_message_stays_one_new_entry():
    assert shape(read("Vikram ne 1200 diye... nahi 1300 diye", booked=(1200,))) == [(R, 1300, "Vikram")]
