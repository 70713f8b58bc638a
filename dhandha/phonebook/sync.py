"""Reading the phone book into the books: sure matches are saved, doubtful ones asked in one question.

The question is one message listing every doubt with a number; the owner answers with the numbers
that are right ("1 3"), "all" or "none". On the console it is asked at once; for a chat channel it
is queued in the outbox and the doubts wait in `kv` until `hear` gets the answer.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict

from dhandha import phones
from dhandha.lang.replies import render
from dhandha.ledger.book import Where, book
from dhandha.ledger.steps import Alias, SavePhone, Step
from dhandha.phonebook.match import Account, Entry
from dhandha.store import Store, norm

DOUBTS_KEY = "phonebook.doubts"  # kv: the doubtful pairs the owner was asked about, as JSON
_ALL = frozenset({"all", "sab", "sabhi", "haan", "ha", "han", "yes", "y", "sab sahi", "सब", "हाँ", "हां"})
_NONE = frozenset({"none", "no", "n", "nahi", "nahin", "koi nahi", "kuch nahi", "नहीं", "कोई नहीं"})


def accounts(store: Store) -> list[Account]:
    return [Account(int(r["id"]), str(r["name"]), r["phone_norm"]) for r in store.contact_phones()]


def link(store: Store, pairs: list[tuple[Account, Entry]], where: Where) -> int:
    """Save each number on its account (and the phone book's name as another name for it), in one write."""
    steps: list[Step] = []
    for a, e in pairs:
        steps.append(SavePhone(a.contact_id, e.phone))
        if norm(e.name) != norm(a.name):
            steps.append(Alias(a.contact_id, e.name))  # a bank printing "RAJAN KUMAR" then finds Rajan
    done = book(store, steps, where)
    return len(done.phones)


def question(pairs: list[tuple[Account, Entry]], lang: str) -> str:
    items = [{"n": i, "account": a.name, "entry": e.name, "phone": phones.shown(e.phone)}
             for i, (a, e) in enumerate(pairs, start=1)]
    return render("phonebook.ask", lang, items=items)


def chosen(text: str, count: int) -> set[int] | None:
    """Which numbered doubts the owner said are right; None when the text is not such an answer."""
    t = " ".join(text.casefold().replace(",", " ").split())
    if t in _ALL:
        return set(range(1, count + 1))
    if t in _NONE:
        return set()
    if re.fullmatch(r"\d+( (and |aur )?\d+)*", t):
        picked = {int(x) for x in re.findall(r"\d+", t)}
        return picked if all(1 <= x <= count for x in picked) else None
    return None


def queue(store: Store, pairs: list[tuple[Account, Entry]], chat_id: str, lang: str, key: str) -> bool:
    """Put the one question in the owner's outbox; the doubts wait for `hear`. False if queued before."""
    with store.tx():
        store.kv_set(DOUBTS_KEY, json.dumps([[asdict(a), asdict(e)] for a, e in pairs], ensure_ascii=False))
        return store.outbox_add(key, "owner", chat_id, "phonebook", question(pairs, lang)) is not None


def waiting(store: Store) -> list[tuple[Account, Entry]]:
    raw = json.loads(store.kv_get(DOUBTS_KEY) or "[]")
    return [(Account(**a), Entry(**e)) for a, e in raw]


def hear(store: Store, text: str, where: Where, lang: str) -> str | None:
    """The owner's answer to the queued question; None when none is waiting or the text is not an answer."""
    pairs = waiting(store)
    if not pairs:
        return None
    picked = chosen(text, len(pairs))
    if picked is None:
        return None
    with store.tx():
        n = link(store, [p for i, p in enumerate(pairs, start=1) if i in picked], where)
        store.kv_set(DOUBTS_KEY, "[]")
    return render("phonebook.linked", lang, count=n)
