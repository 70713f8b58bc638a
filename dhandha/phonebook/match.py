"""Which phone-book entry is which account: the same name in any script, with or without "ji" or "bhai".

The phone book says "Rajan Bhai", "राजन", "Sharma Ji Dairy", "Kulkarni Saheb"; the books say "Rajan",
"Sharma ji", "Kulkarni saheb". A number lands on an account by itself only when the names are the
same once honorifics are dropped and scripts folded (phonetic key), and neither side has a second
candidate. A looser likeness ("Rajan Kumar" for "Rajan", "Rajen" for "Rajan") is a doubt for the
owner; nothing else is offered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from dhandha import phones
from dhandha.lang import phonetic

# Forms of address around a name in Indian phone books, in Latin and in the scripts owners use.
HONORIFICS = frozenset("""
ji jee bhai bhaiya bhaiyya bhaisaab bhaisahab sahab saab saheb sahib seth sethji sir madam mr mrs ms miss shri
sri smt dr uncle aunty auntie didi di behen behenji bahen bhabhi chacha chachi mama mami kaka kaki dada dadi
anna akka amma appa thambi chetta chechi mausi mavshi tai bhau rao babu bapu
जी भाई भैया साहब साहेब सेठ श्री श्रीमती डॉ अंकल आंटी दीदी बहन भाभी चाचा मामा काका दादा ताई भाऊ
ஸ்ரீ அண்ணா அக்கா సార్ గారు అన్న ಅಣ್ಣ ಅಕ್ಕ ಸಾರ್ ചേട്ടൻ ചേച്ചി দাদা দিদি বাবু ভাই ভাইয়া ਜੀ ਭਾਈ ਸਾਹਿਬ ભાઈ બેન જી શેઠ
""".split())
_WORD = re.compile(r"[\w\u0900-\u0D7F]+")
# A likeness worth asking about (rapidfuzz ratio of the two phonetic keys).
ASK_ABOVE = 80


def bare(name: str) -> str:
    """The name without forms of address, as a phonetic key: "Rajan Bhai" and "राजन" both give "rajan"."""
    words = [w for w in _WORD.findall(name.casefold()) if w not in HONORIFICS]
    return phonetic.key(" ".join(words)) if words else phonetic.key(name)


@dataclass(frozen=True)
class Entry:
    """One phone-book entry."""

    name: str
    phone: str  # ten digits


@dataclass(frozen=True)
class Account:
    contact_id: int
    name: str
    phone: str | None  # ten digits, when the books have one


@dataclass
class Found:
    sure: list[tuple[Account, Entry]] = field(default_factory=list)
    doubtful: list[tuple[Account, Entry]] = field(default_factory=list)
    known: int = 0  # phone-book numbers some account already has
    unmatched: int = 0  # phone-book entries that look like nobody in the books


def entries(raw: list[dict[str, str]]) -> list[Entry]:
    """The phone book's entries with an Indian mobile number, each number once."""
    seen: set[str] = set()
    out = []
    for c in raw:
        ten = phones.mobile(c.get("number"))
        if ten and ten not in seen:
            seen.add(ten)
            out.append(Entry(c["name"], ten))
    return out


def match(accounts: list[Account], book: list[Entry]) -> Found:
    from rapidfuzz import fuzz

    found = Found()
    taken = {a.phone for a in accounts if a.phone}
    open_accounts = [a for a in accounts if not a.phone]
    keys = {a.contact_id: bare(a.name) for a in open_accounts}
    same: dict[int, list[Entry]] = {}  # account -> phone-book entries with the same bare name
    near: dict[int, list[Entry]] = {}
    for e in book:
        if e.phone in taken:
            found.known += 1
            continue
        k = bare(e.name)
        hit = False
        for a in open_accounts:
            ak = keys[a.contact_id]
            if not k or not ak:
                continue
            if k == ak:
                same.setdefault(a.contact_id, []).append(e)
                hit = True
            elif fuzz.ratio(k, ak) >= ASK_ABOVE or _fuller(k, ak):
                near.setdefault(a.contact_id, []).append(e)
                hit = True
        found.unmatched += not hit
    # Sure only when one entry and one account have the same name and nothing else comes close to
    # the account; otherwise every candidate is asked.
    claims: dict[str, int] = {}
    for entries_ in same.values():
        for e in entries_:
            claims[e.phone] = claims.get(e.phone, 0) + 1
    for a in open_accounts:
        exact = same.get(a.contact_id, [])
        if len(exact) == 1 and claims[exact[0].phone] == 1 and not near.get(a.contact_id):
            found.sure.append((a, exact[0]))
            continue
        for e in exact + near.get(a.contact_id, []):
            found.doubtful.append((a, e))
    return found


def _fuller(k: str, ak: str) -> bool:
    """One name is the other with more words: "rajan kumar" for "rajan"."""
    a, b = k.split(), ak.split()
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return bool(short) and len(short) < len(long_) and long_[: len(short)] == short
