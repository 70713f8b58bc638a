"""A verb, auxiliary, function or time word is never a party.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading

from ._rules import lang_by_words as _lang
from ._rules import read

# 10. Structural veto (guide: names, when to ask): a word the lexicons know as a verb, auxiliary, function word, time word,
#     query word or a common English word is never a counterparty, in any reading.
NEVER_PARTIES = frozenset({"know", "think", "sure", "idea", "remember", "chadh", "likh", "please", "today", "maybe",
                           "best", "top", "who", "whom", "whose", "sent", "came", "pata", "yaad", "kaun", "kya"})
VETO = [
    "i think 500 came in on upi",
    "maybe 700 received, can't remember who",
    "300 aaya, yaad nahi kisne diya",
    "please 400 came in on gpay",
    "today 900 came in on upi",
    "who sent 1100 on upi",
    "1800 came in on upi, don't know from whom",
    "best 500 came on upi",
    "entry galat chadh gayi",
    "500 likh diya galti se",
    "i remember 250 came from someone",
    "sure 600 came",
]


def _parties(r: Reading) -> list[str]:
    out = [x.counterparty for x in r.records if x.counterparty]
    if r.query and r.query.counterparty:
        out.append(r.query.counterparty)
    if r.correction:
        out += [p for p in (r.correction.counterparty, r.correction.new_counterparty) if p]
    if r.clarify:
        out += [x.counterparty for x in r.clarify.partial if x.counterparty]
    return out


@pytest.mark.parametrize("text", VETO)
def test_a_known_non_name_word_is_never_a_party(text: str) -> None:
    r = read(text, lang=_lang(text))
    bad = [p for p in _parties(r) if p.casefold() in NEVER_PARTIES]
    assert not bad, r
