"""Any text, with any context, gives a Reading: never an exception, never a non-positive amount written."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dhandha.reading import PendingQuestion, Reading

from ._rules import last, read, rec

PIECES = ["Rajan", "ne", "ko", "se", "ka", "500", "1,200", "₹300", "saat", "dedh sau", "2 kilo", "udhaar", "diye",
          "mile", "becha", "chai", "nahi", "arre nahi", "aur", ",", ".", "?", "kitna", "baaki", "haan", "mita do",
          "Om Sai Traders", "usne", "bhi", "kal", "dega", "பணம்", "দিলাম", "ਨੇ", "ఇచ్చాడు", "🙏", "-", "/-", "@", "%"]
PENDING = [None, PendingQuestion("ambiguous_amount", [rec("payment_received", None, "Mohan")], [40000, 400000]),
           PendingQuestion("confirm_large", [rec("udhaar_given", 30000, "Mohan")]),
           PendingQuestion("cash_or_credit", [rec(None, 120, "Verma")])]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12), st.sampled_from(PENDING), st.booleans())
def test_pieces_of_messages_always_read(pieces, pending, with_last):
    r = read(" ".join(pieces), pending=pending, last=last(rec("udhaar_given", 1700, "Mohan")) if with_last else None)
    assert isinstance(r, Reading)
    for x in r.records:
        assert x.amount_paise is not None and x.amount_paise > 0


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_reads(text):
    assert isinstance(read(text), Reading)
