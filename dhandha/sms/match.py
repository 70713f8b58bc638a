"""Who a bank-printed payer or payee is in the shop's contacts.

A bank prints "RAJAN KUMAR", "R KUMAR", "MR RAJAN K" or a VPA; the shop knows "Rajan". Money
moves on a match, so only three things are trusted (confident): a handle the owner has already
confirmed (a learned link), a VPA whose digits are exactly one contact's phone, and a name that
is the same as exactly one contact's (letter slips and bank truncation allowed, nothing more).
Anything looser ("RAJAN KUMAR" for a contact called "Rajan") only names a candidate, and the
owner is asked once; the answer becomes a link, so the next payment from them is confident.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from dhandha import phones
from dhandha.store import Store

# A name this close to exactly one contact (fuzz.ratio) is that contact: one slipped letter in
# a long name, or a bank's cut ("NAGPAL DAIRY FA" for "Nagpal Dairy Farm" scores 94).
SAME_NAME = 92
# ...provided no other contact comes this close.
RIVAL = 85
# The weakest resemblance worth offering the owner as "Rajan?".
CANDIDATE = 75

_HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "shri", "sri", "smt", "kumari", "dr", "m/s", "messrs"})
_NOT_NAME = re.compile(r"[^\w\s/]")


@dataclass(frozen=True)
class Match:
    contact_id: int | None = None  # set only when confident
    name: str | None = None  # the contact's name, when confident
    role: str | None = None
    how: str = "none"  # link | phone | name | none
    candidate_id: int | None = None  # the best guess to ask about, when not confident
    candidate: str | None = None

    @property
    def confident(self) -> bool:
        return self.contact_id is not None


def clean(name: str) -> str:
    """The matching form of a printed name: no honorifics, no punctuation, casefolded."""
    text = unicodedata.normalize("NFKC", name).casefold().replace(".", " ")
    words = [w for w in _NOT_NAME.sub(" ", text).split() if w not in _HONORIFICS]
    return " ".join(words).replace("/", " ").strip()


def vpa_name(vpa: str) -> str:
    """The readable part of a VPA ("rajan.kumar@okaxis" -> "rajan kumar"); '' for a number."""
    local = vpa.split("@", 1)[0]
    words = [w for w in re.split(r"[^a-zA-Z]+", local) if len(w) >= 2]
    return " ".join(words).casefold()


class Matcher:
    """One matcher per ingest run: bank names repeat, so each is looked up once."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._memo: dict[tuple[str, ...], Match] = {}

    def match(self, handles: list[str]) -> Match:
        key = tuple(handles)
        if key not in self._memo:
            self._memo[key] = self._match(handles)
        return self._memo[key]

    def forget(self) -> None:
        self._memo.clear()

    def _match(self, handles: list[str]) -> Match:
        store = self.store
        for h in handles:
            cid = store.contact_by_link(h)
            if cid is not None:
                return self._sure(cid, "link")
        for h in handles:
            if "@" in h:
                cid = self._by_phone(h)
                if cid is not None:
                    return self._sure(cid, "phone")
        # A printed name can be trusted; the words of a VPA ("rajan.k@okaxis") are a hint only.
        names = [(clean(h), True) for h in handles if "@" not in h]
        names += [(vpa_name(h), False) for h in handles if "@" in h]
        best: tuple[float, int] | None = None
        for n, printed in names:
            if len(n) < 2:
                continue
            sure, guess = self._by_name(n, printed)
            if sure is not None:
                return self._sure(sure, "name")
            if guess is not None and (best is None or guess[0] > best[0]):
                best = guess
        if best is None:
            return Match()
        return Match(candidate_id=best[1], candidate=self._display(best[1]))

    def _sure(self, contact_id: int, how: str) -> Match:
        row = self.store.contact(contact_id)
        return Match(contact_id, str(row["name"]) if row else None, row["role"] if row else None, how)

    def _display(self, contact_id: int) -> str | None:
        row = self.store.contact(contact_id)
        return str(row["name"]) if row else None

    def _by_phone(self, vpa: str) -> int | None:
        """The one contact whose mobile number the VPA holds ("9876543210@ybl", "rajan.9876543210@oksbi")."""
        ten = phones.find_mobile(vpa.split("@", 1)[0])
        if ten is None:
            return None
        rows = self.store.contacts_by_phone(ten)
        return int(rows[0]["id"]) if len(rows) == 1 else None

    def _by_name(self, n: str, printed: bool) -> tuple[int | None, tuple[float, int] | None]:
        """(confident contact id, (score, candidate id)) for one cleaned name."""
        from rapidfuzz import fuzz, process

        names = self.store.contact_names()
        if not names:
            return None, None
        choices = [x[2] for x in names]
        close = process.extract(n, choices, scorer=fuzz.ratio, score_cutoff=RIVAL, limit=6)
        ids = {names[i][0] for _, score, i in close}
        top = [names[i][0] for _, score, i in close if score >= SAME_NAME]
        if printed and len(ids) == 1 and top:
            return top[0], None
        # Not sure: find the most likely one to ask about. Initials are spelt out against each
        # contact ("r kumar" read against "rajan kumar" as "rajan kumar"), then compared as sets
        # of words, so a fuller printed name still finds the shop's short one.
        words = n.split()
        best: tuple[float, float, int] | None = None
        for cid, _, cn in names:
            cw = cn.split()
            spelt = " ".join(next((w for w in cw if w.startswith(t)), t) if len(t) == 1 else t for t in words)
            score = max(fuzz.token_set_ratio(n, cn), 0.95 * fuzz.token_set_ratio(spelt, cn))
            if score >= CANDIDATE:
                tie = fuzz.ratio(n, cn)
                if best is None or (score, tie) > best[:2]:
                    best = (score, tie, cid)
        return None, (best[0], best[2]) if best else None
