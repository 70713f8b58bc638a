"""Corrections of a name or a kind, and cancelling an entry named by its amount.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading

from ._rules import M, read
from ._rules import gap as _gap
from ._rules import lang_by_words as _lang


def _corr(r: Reading) -> object:
    if r.intent != "correct" or r.correction is None:
        return r.intent
    c = r.correction
    return (c.what, c.counterparty, c.action, None if c.new_amount_paise is None else c.new_amount_paise / 100,
            c.new_counterparty, c.new_kind)


# 5. "X wali entry galat naam se chadh gayi, X nahi Y tha": a person change, Y the new party (guide: corrections). A verb
#    like "chadh" or "likh" is never a name.
WRONG_NAME = [
    ("ramesh wali entry galat naam se chadh gayi, ramesh nahi suresh tha",
     ("last_with_counterparty", "Ramesh", "amend", None, "Suresh", None)),
    ("deepak wali entry galat naam se chadhi, deepak nahi dinesh tha",
     ("last_with_counterparty", "Deepak", "amend", None, "Dinesh", None)),
    ("galat naam pe chadh gaya, pappu nahi chintu tha", ("last", None, "amend", None, "Chintu", None)),
    ("entry galat naam se chadh gayi pappu nahi chintu tha", ("last", None, "amend", None, "Chintu", None)),
    # the name said not to be is whose entry it is (the chain looks for Raju's entry, never just the last)
    ("naam galat chadh gaya, raju nahi rajesh tha", ("last", "Raju", "amend", None, "Rajesh", None)),
    ("galat naam likh gaya, salim nahi salman tha", ("last", "Salim", "amend", None, "Salman", None)),
    ("naam galat likha gaya, kamla nahi vimla thi", ("last", "Kamla", "amend", None, "Vimla", None)),
    ("galat naam chadha diya, anil nahi sunil tha", ("last", "Anil", "amend", None, "Sunil", None)),
    ("galat naam se entry chadh gayi hai, mohan nahi sohan tha", ("last", "Mohan", "amend", None, "Sohan", None)),
    ("neha wali entry galat naam pe chadh gayi, neha nahi nisha thi",
     ("last_with_counterparty", "Neha", "amend", None, "Nisha", None)),
]


@pytest.mark.parametrize("text,want", WRONG_NAME)
def test_a_wrong_name_correction_names_the_new_party(text: str, want: object) -> None:
    r = read(text, lang="hinglish")
    assert _corr(r) == want, r


# 6. "X ka 500 wala galti se likh diya, cancel karo": the cancel word decides (guide: corrections cancel is a reversal);
#    the amount only identifies the entry, it is not a new amount.
CANCEL_NAMED = [
    ("ramesh ka 300 wala galti se likh diya, cancel karo", "Ramesh"),
    ("salim ka 700 wala galti se chadh gaya, mita do", "Salim"),
    pytest.param("pappu ki 450 wali entry galti se ho gayi, cancel karo", "Pappu", marks=_gap("'pappu' read as goods: cancels the last entry, not Pappu's")),
    ("neha ka 250 wala hata do", "Neha"),
    ("geeta ka 800 wala mita do", "Geeta"),
    ("suresh ka 1200 wala galti se likh diya cancel kar do", "Suresh"),
    ("mohan ka 90 wala galat likha, hata do", "Mohan"),
    ("deepak ki 600 wali entry cancel karo", "Deepak"),
    ("raju ka 1500 wala galti se likh diya tha, mita do", "Raju"),
    ("kusum ka 400 wala galti se chadh gaya, cancel kardo", "Kusum"),
]


@pytest.mark.parametrize("text,who", CANCEL_NAMED)
def test_a_named_amount_entry_is_cancelled(text: str, who: str) -> None:
    r = read(text, lang="hinglish")
    assert _corr(r) == ("last_with_counterparty", who, "cancel", None, None, None), r


# Guards: a named amount entry with a new value is an amend, not a cancel.
CANCEL_GUARDS = [
    ("salim wali entry 700 ki thi 770 nahi", ("last_with_counterparty", "Salim", "amend", 700, None, None)),
]


@pytest.mark.parametrize("text,want", CANCEL_GUARDS)
def test_cancel_guards(text: str, want: object) -> None:
    r = read(text, lang="hinglish")
    assert _corr(r) == want, r


# 7. "woh kharcha nahi tha, X ko payment thi": the kind becomes payment_made and X the new party (guide: corrections).
NOT_EXPENSE = [
    ("woh kharcha nahi tha, sharma traders ko payment thi", "Sharma Traders"),
    pytest.param("kharcha nahi tha, gupta agencies ko payment kiya tha", "Gupta Agencies", marks=_gap("'payment kiya' read as a new record (asked)")),
    ("woh kharcha nahi tha balaji stores ko payment tha", "Balaji Stores"),
    ("kharcha mat likho, shiv traders ko payment thi", "Shiv Traders"),
    ("woh kharcha nahi tha, ramesh ko payment thi", "Ramesh"),
    ("wo kharcha nahi tha, anand distributors ko payment thi", "Anand Distributors"),
    ("kharcha nahi tha woh, mehta sons ko payment tha", "Mehta Sons"),
    ("woh expense nahi tha, krishna agencies ko payment thi", "Krishna Agencies"),
    pytest.param("it was not an expense, it was a payment to shiv traders", "Shiv Traders", marks=_gap("'not an expense' negation not seen")),
    pytest.param("woh kharcha nahi tha, salim ko payment kiya tha", "Salim", marks=_gap("'payment kiya' read as a new record (asked)")),
]


@pytest.mark.parametrize("text,who", NOT_EXPENSE)
def test_not_an_expense_but_a_payment_to_x(text: str, who: str) -> None:
    r = read(text, lang=_lang(text))
    assert _corr(r) == ("last", None, "amend", None, who, M), r
