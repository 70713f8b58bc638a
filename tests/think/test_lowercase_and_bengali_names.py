"""A lowercase name in a name's place, and Bengali genitives on names.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import read

# 7. A lowercase name in a name's place (before pe/ka/ke/ne/ko/se) is a name, even when it is also a
#    goods word: the question is a balance, not a daily summary (guide: questions).
BALANCE = [
    ("pappu pe kitna baaki hai", "Pappu"),
    ("munna ka kitna baaki hai?", "Munna"),
    ("aaj golu pe kitna udhaar hai", "Golu"),
    ("Chintu ke kitne baaki hain", "Chintu"),
]


@pytest.mark.parametrize("text,who", BALANCE)
def test_balance_of_a_lowercase_name(text: str, who: str) -> None:
    r = read(text)
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.counterparty) == ("balance", who), r


# 9. Bengali genitive on a name ending in -u (রাজুর → রাজু) is cut in queries and records alike (guide: names);
#    names that end in -ুর themselves are kept.
BENGALI = [
    ("রাজুর কত বাকি", "query", "রাজু"),
    ("পিন্টুর নামে 300 টাকা বাকিতে", "udhaar_given", "পিন্টু"),
    ("ঠাকুর 500 টাকা দিলেন", "payment_received", "ঠাকুর"),
]


@pytest.mark.parametrize("text,what,who", BENGALI)
def test_bengali_genitive_on_names(text: str, what: str, who: str) -> None:
    r = read(text, lang="bn")
    if what == "query":
        assert r.query is not None and r.query.counterparty == who, r
    else:
        assert [(x.kind, x.counterparty) for x in r.records] == [(what, who)], r
