"""Which known contacts a message names, found by fuzzy matching over names and their variants."""

from __future__ import annotations

import re
from functools import cache

from dhandha.store import Store

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


@cache
def fuzzy():  # noqa: ANN202 - rapidfuzz modules
    from rapidfuzz import fuzz, process

    return fuzz, process


def find_mentions(store: Store, text: str, limit: int = 3) -> list[int]:
    """Contact ids named in the text, best first; spelling slips of one or two letters still match."""
    names = store.contact_names()
    if not names:
        return []
    words = [w.casefold() for w in _WORD.findall(text)[:60]]
    phrases = {" ".join(words[i:i + n]) for n in (1, 2, 3) for i in range(len(words) - n + 1)}
    phrases = {p for p in phrases if len(p) >= 3}
    found: dict[int, float] = {}
    for phrase in phrases:
        for cid, score in _close_names(names, phrase):
            found[cid] = max(found.get(cid, 0.0), score)
    return [cid for cid, _ in sorted(found.items(), key=lambda kv: -kv[1])[:limit]]


# An owner types the same words again and again ("ko", "udhaar diya", a regular's name): each phrase
# is compared with every name once, and remembered until the names change (the store hands out a
# new list when a contact or an alias is added). The answer depends on nothing else.
_MEMO_MAX = 4096
_memo: dict[str, list[tuple[int, float]]] = {}
_memo_of: list[object] = [None, []]  # [the names list the memo is for, its matching forms]


def _close_names(names: list[tuple[int, str, str]], phrase: str) -> list[tuple[int, float]]:
    if _memo_of[0] is not names:
        _memo.clear()
        _memo_of[:] = [names, [n[2] for n in names]]
    hits = _memo.get(phrase)
    if hits is None:
        fuzz, process = fuzzy()
        choices = _memo_of[1]
        hits = [(names[idx][0], float(score)) for _, score, idx in
                process.extract(phrase, choices, scorer=fuzz.ratio, score_cutoff=88, limit=3)]
        if len(_memo) >= _MEMO_MAX:
            _memo.clear()
        _memo[phrase] = hits
    return hits
