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
    fuzz, process = fuzzy()
    words = [w.casefold() for w in _WORD.findall(text)[:60]]
    phrases = {" ".join(words[i:i + n]) for n in (1, 2, 3) for i in range(len(words) - n + 1)}
    phrases = {p for p in phrases if len(p) >= 3}
    choices = [n[2] for n in names]
    found: dict[int, float] = {}
    for phrase in phrases:
        for _, score, idx in process.extract(phrase, choices, scorer=fuzz.ratio, score_cutoff=88, limit=3):
            cid = names[idx][0]
            found[cid] = max(found.get(cid, 0.0), score)
    return [cid for cid, _ in sorted(found.items(), key=lambda kv: -kv[1])[:limit]]
