"""Who a name in a message is: a known contact, one of several, a near-miss of one, or someone new."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from dhandha.chain.mentions import fuzzy
from dhandha.deps import Deps
from dhandha.lang import phonetic
from dhandha.lang.scripts import script_of
from dhandha.ledger.steps import Party, Write
from dhandha.reading import Record
from dhandha.store import Store, norm

# A near-miss: close enough that it is probably a typo of a known name, not a new person.
# One letter off in a short name ("Rajen" for "Rajan") scores 80.
NEAR_MISS = 80
# Spelling across scripts differs more than a typo does ("லட்சுமி" romanizes as "laksumi", "Lakshmi"
# as "laksmi"); with only one such account and the script itself different, it is the same person.
CROSS_SCRIPT = 85
# Below that, a name that still sounds like a known one ("மோகன்", "mokan", for Mohan) is asked about.
SOUNDS_ALIKE = 75


@dataclass
class Who:
    status: str  # known | ambiguous | near_miss | new
    contact_id: int | None = None
    name: str = ""
    candidates: list[str] = field(default_factory=list)


def resolve(store: Store, name: str) -> Who:
    row = store.contact_by_name(name)
    if row is not None:
        return Who("known", int(row["id"]), row["name"])
    n = norm(name)
    names = store.contact_names()
    # A short form of exactly one fuller name ("Om Sai" for "Om Sai Traders", "Balaji" for "Shree Balaji
    # Traders") is that contact.
    by_prefix = {cid: full for cid, full, nn in names if nn.startswith(n + " ") or _no_blessing(nn).startswith(n + " ")}
    if len(by_prefix) == 1:
        cid = next(iter(by_prefix))
        return Who("known", cid, _display(store, cid))
    if len(by_prefix) > 1:
        return Who("ambiguous", None, name, sorted({_display(store, c) for c in by_prefix})[:4])
    bare = _bare(n)
    twins = {cid for cid, _full, nn in names if _bare(nn) == bare}
    if len(twins) == 1:
        # "ಗಣೇಶ" and "ಗಣೇಶ್": one name, written with or without the final vowel-killer as owners type it both
        # ways; "Sri" before a firm's name may be dropped too.
        cid = next(iter(twins))
        return Who("known", cid, _display(store, cid))
    # "Ambika Textile" for "Shree Ambika Textile": a firm's name of two words or more, without the word before it.
    by_suffix = {cid for cid, _full, nn in names if " " in n and nn.endswith(" " + n)}
    if len(by_suffix) == 1:
        cid = next(iter(by_suffix))
        return Who("known", cid, _display(store, cid))
    # "କୋଣାର୍କ ଏଜେନ୍ସି" for "କୋଣାର୍କ ସିମେଣ୍ଟ ଏଜେନ୍ସି": the same first and last words, a middle word left out.
    words = n.split()
    shortened = {cid for cid, _full, nn in names if len(words) >= 2 and _leaves_out_words(words, nn.split())}
    if len(shortened) == 1:
        cid = next(iter(shortened))
        return Who("known", cid, _display(store, cid))
    same = _same_in_another_script(store, name, names)
    if same is not None:
        return Who("known", same, _display(store, same))
    # "Noor baaji", "મીના બહે" for Noor and મીના: a known name with a word after it that may be a title the
    # reader does not know, or a surname that makes another person. Asked, never guessed.
    longer = {cid for cid, _full, nn in names if len(words) >= 2 and nn == " ".join(words[:-1])}
    if len(longer) == 1:
        return Who("near_miss", None, name, [_display(store, next(iter(longer)))])
    fuzz, process = fuzzy()
    hits = process.extract(n, [x[2] for x in names], scorer=fuzz.ratio, score_cutoff=NEAR_MISS, limit=3)
    # "Sonu" and "Monu", "Raju" and "Baju": a typo keeps a name's first letter; another first letter is
    # another person, not a slip to ask about.
    hits = [h for h in hits if h[0][:1] == n[:1]]
    if not hits:
        # The same name in another script or spelling ("राजन" for "Rajan", "Muthu" for "முத்து").
        wanted = phonetic.key(name)
        hits = process.extract(wanted, [phonetic.key(x[1]) for x in names], scorer=fuzz.ratio,
                               score_cutoff=SOUNDS_ALIKE, limit=3) if wanted else []
        hits = [h for h in hits if h[0][:1] == wanted[:1]]
    if hits:
        cands = sorted({_display(store, names[i][0]) for _, _, i in hits})
        return Who("near_miss", None, name, cands[:3])
    return Who("new", None, name)


_VIRAMAS = "\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d"


# "Sri", "ஸ்ரீ", "శ్రీ" ... before a firm's name: "వెంకటేశ్వర ఎలక్ట్రికల్స్" is "శ్రీ వెంకటేశ్వర ఎలక్ట్రికల్స్".
_BLESSINGS = frozenset({"sri", "shri", "shree", "sree", "श्री", "শ্রী", "ଶ୍ରୀ", "ஸ்ரீ", "శ్రీ", "ಶ್ರೀ", "ശ്രീ", "શ્રી", "ਸ੍ਰੀ"})


def _bare(name: str) -> str:
    """The name as its spellings agree: no "Sri" before a firm, no final virama, no apostrophe ("DSouza")."""
    return _no_final_virama(_no_blessing(name)).replace("'", "").replace("\u2019", "")


def _no_blessing(name: str) -> str:
    first, _, rest = name.partition(" ")
    return rest if rest and first in _BLESSINGS else name


def _no_final_virama(name: str) -> str:
    return name[:-1] if name[-1:] in _VIRAMAS else name


def _same_in_another_script(store: Store, name: str, names: list[tuple[int, str, str]]) -> int | None:
    """Karthik written கார்த்திக், Hitesh written હિતેશ: one account, when exactly one person sounds the
    same and only the script differs (a typo in the same script is still a near-miss to ask about)."""
    wanted = phonetic.key(name)
    if len(wanted) < 3:
        return None
    # A short name ("Ghosh" and "ঘোষ" both "gos") must sound exactly the same; a longer one nearly.
    enough = CROSS_SCRIPT if len(wanted) >= 4 else 100
    mine = script_of(name)
    fuzz, _ = fuzzy()
    soft = phonetic.unvoiced(wanted)

    def sounds_same(other: str) -> bool:
        key = phonetic.key(other)
        # Bengali and Odia write b and v with one letter ("বিশ্বাস" is Biswas): b and v count as one sound
        return max(fuzz.ratio(key, wanted), fuzz.ratio(phonetic.unvoiced(key), soft),
                   fuzz.ratio(_one_b(key), _one_b(wanted))) >= enough

    same = {cid for cid, full, _ in names if script_of(full) != mine and sounds_same(full)}
    if not same and " " not in name.strip() and len(wanted) >= 5:
        # "Harpreet" for "ਹਰਪ੍ਰੀਤ ਕੌਰ": the given name alone, in another script, of exactly one fuller name
        same = {cid for cid, full, _ in names if script_of(full) != mine and " " in full.strip()
                and sounds_same(full.split()[0])}
    if not same:
        # "Pattnaik" for "ପଟ୍ଟନାୟକ", "Reddy" for "రెడ్డి", "Sukhwinder" for "ਸੁਖਵਿੰਦਰ": the letters a script
        # spells out (inherent vowels, a final 'a') and Latin spellings drop leave the same consonants in order.
        mine_bones = _bones(name)
        if len(mine_bones) >= 3:
            same = {cid for cid, full, _ in names if script_of(full) != mine and _bones(full) == mine_bones}
    return next(iter(same)) if len(same) == 1 else None


# Odia and the Dravidian scripts: a name ending in a bare consonant says a final 'a' that Latin spellings drop.
_SAYS_FINAL_A = range(0x0B00, 0x0D80)


@lru_cache(maxsize=16384)
def _bones(name: str) -> str:
    """A name's consonants in order, with its first and last sound: what survives every spelling of it.

    The last vowel stays ("Kamal" is not "कमला", "Raj" not "राजा"), and so does the first ("Anil" is not "Neel")."""
    n = name.strip()
    k = phonetic.key(n).replace("y", "i")
    if k.endswith("a") and n and ord(n[-1]) in _SAYS_FINAL_A and unicodedata.category(n[-1]) == "Lo":
        k = k[:-1]
    if len(k) < 3:
        return k
    k = k[0] + re.sub(r"[aeo ]", "", k[1:-1]) + k[-1]
    return re.sub(r"(.)\1+", r"\1", phonetic.unvoiced(_one_b(k)))


def _one_b(key: str) -> str:
    return key.replace("v", "b").replace("w", "b")


def _leaves_out_words(said: list[str], full: list[str]) -> bool:
    """Every word said is in the full name, in order, the first and the last among them, and one or more left out."""
    if len(full) <= len(said) or said[0] != full[0] or said[-1] != full[-1]:
        return False
    rest = iter(full)
    return all(w in rest for w in said)


def _display(store: Store, contact_id: int) -> str:
    row = store.contact(contact_id)
    return str(row["name"]) if row else ""


def write_step(deps: Deps, rec: Record) -> Write:
    """A new entry with its party: a known contact, or a name to create (checks ask when it is doubtful)."""
    if not rec.counterparty:
        return Write(rec)
    who = resolve(deps.store, rec.counterparty)
    if who.status == "known":
        rec.counterparty = who.name
        return Write(rec, Party(contact_id=who.contact_id))
    return Write(rec, Party(new_name=rec.counterparty))
