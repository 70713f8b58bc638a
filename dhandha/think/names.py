"""Counterparties (guide: names): finding who a clause is about, with the case marker that says their role, and
cleaning the name: honorifics and case endings off, script kept, Latin title-cased, firms whole,
role nouns and pronouns kept apart (they are not names).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from functools import cache

from dhandha.lang.scripts import LETTERS

from . import langs
from .brands import is_brand
from .given_names import given_name
from .langs import small_words
from .lexicon import Reading, listed, lookup
from .tokens import Tok

WORDY = LETTERS  # scripts whose words can be names
# Endings that are also common name endings ("कमला", "Sheela"): they need a longer stem.
_RISKY_ENDINGS = frozenset({"ला", "ना", "नी", "ने", "ે", "ର", "ಕ್ಕೆ"})


# Malayalam consonants that end a word as a chillu letter (ല -> ൽ), as names like രാഹുൽ, ഗോപൻ do.
@cache
def _name_tables() -> tuple[dict[str, tuple[tuple[str, str, str], ...]], dict[str, tuple[str, ...]],
                            dict[str, tuple[tuple[str, str], ...]], tuple[tuple[str, str], ...], dict[str, str],
                            frozenset[str], frozenset[str]]:
    """What the language modules say about names: glued endings and honorifics per script, romanized endings
    per language, after a hyphen, and safe anywhere; names kept whole; words never names."""
    mods = langs.modules()
    glued = {m.SCRIPT: m.GLUED_ENDINGS for m in mods if hasattr(m, "GLUED_ENDINGS")}
    glued_hon = {m.SCRIPT: m.GLUED_HONORIFICS for m in mods if hasattr(m, "GLUED_HONORIFICS")}
    by_lang = {m.CODE: m.LATIN_ENDINGS for m in mods if hasattr(m, "LATIN_ENDINGS")}
    safe = tuple(e for m in mods for e in getattr(m, "SAFE_ENDINGS", ()))
    hyphen = {k: v for m in mods for k, v in getattr(m, "HYPHEN_ENDINGS", {}).items()}
    whole = frozenset(w for m in mods for w in getattr(m, "KEEP_WHOLE", ()))
    never = frozenset(w for m in mods for w in getattr(m, "NOT_NAMES", ()))
    return glued, glued_hon, by_lang, safe, hyphen, whole, never


# The letter a name's last consonant takes before an ending, and the chillu it is written with at the end ("സാഗറിന്റെ":
# സാഗർ; a final m is written ം: സലീം).
_CHILLU = {"ല": "ൽ", "ന": "ൻ", "ര": "ർ", "റ": "ർ", "ള": "ൾ", "ണ": "ൺ", "മ": "ം"}


@dataclass
class Party:
    name: str | None  # cleaned name; None for a role noun, pronoun, "someone" or the owner
    start: int  # token index range in the message, [start, end)
    end: int
    mark: str = "none"  # doer | dat | src | gen | cred | loc | none
    firm: bool = False
    role: str | None = None  # service | supplier | buyer | place
    pronoun: bool = False
    owner: str | None = None  # subj | obj: the owner himself ("maine", "mujhe", "I")
    someone: bool = False
    joined_next: bool = False  # "Ravi and Raju": one group with the next party
    prep: bool = False  # the marker came before the name (English "to X", "from X")
    role_hint: str | None = None  # "Ramesh electrician", "Raju doodhwala": a named person in a role

    @property
    def is_person(self) -> bool:
        return self.name is not None


@cache
def _oblique_stems() -> dict[str, str]:
    return {k: v for m in langs.modules() for k, v in getattr(m, "OBLIQUE_STEMS", {}).items()}


def _letters(s: str) -> int:
    return sum(1 for ch in s if not unicodedata.category(ch).startswith("M") and ch not in "\u200c\u200d")


def split_glued(t: Tok, lang: str) -> None:
    """Strip a case ending or honorific glued to an unknown word; the stem's readings replace the word's.

    Sets t.stem (the name part) and t.glued (the marker, or "hon" when only an honorific came off).
    """
    if t.script not in WORDY or (t.readings and {r[0] for r in t.readings} != {"firm"}):
        return  # known words keep their form; a firm suffix may still carry a case ending
    word = t.text.replace("\u200c", "").replace("\u200d", "")
    if t.script == "latn":
        _split_latin(t, word, lang)
        return
    if "-" in word:
        head, _, tail = word.rpartition("-")
        mark = _name_tables()[4].get(tail)
        if mark and head:
            # "ஜெயம் டிரேடர்ஸ்-ல": a case ending set off by a hyphen, as romanized ones are ("Muthu-ku")
            t.stem, t.glued = head, mark
            t.readings = lookup(head) or t.readings
            return
        _compound(t, word)
        if t.readings:
            return
    glued, _, _, _, _, whole, _ = _name_tables()
    firm = bool(t.readings)  # only a firm word reaches here with readings: its own endings may come off
    if firm and listed(word):
        return  # "કંપની" is the word company, whole: its -ની is no genitive
    plain = _without_particle(word, t.script)
    if plain != word:
        # "রহিমও", "ரமேஷும்", "रमेशलाही", "ರಮೇಶನಿಗೂ": "also", "only" or "himself" glued on after the case ending
        word = plain
        t.stem, t.glued = word, "hon"
        known = lookup(word)
        if known:
            t.readings = known
            return
    if word in whole:
        return  # "হালদার": a surname that ends like a case ending is the whole name
    for ending, mark, repl in (*_firm_endings().get(t.script, ()), *glued.get(t.script, ())) if firm else \
            glued.get(t.script, ()):
        if not word.endswith(ending) or len(word) <= len(ending):
            continue
        if ending in ("ুর", "ির") and (word in whole or word.endswith("রহমানুর")):
            continue
        if t.script == "deva" and mark != "hon" and lang != "mr":
            continue  # Hindi keeps its case markers as separate words ("रमेश ने")
        stem = word[: -len(ending)]
        if stem[-1:] in _never_after().get(ending, ""):
            continue  # "നോട്ട്ബുക്ക്": the notebook, not "to നോട്ട്ബു"
        if ending == "नी" and given_name(t.text):
            continue  # "रजनी", "शिवानी": a name that ends in -नी itself
        if ending in _after_bare_consonant() and not _bare_consonant(stem):
            continue  # "ಗೌಡರಿಗೆ" loses its respectful ending, "ಗೌರಿಗೆ" (Gowri's) keeps the ರಿ of the name
        # "कमला" keeps its -ला (stem ends in a consonant); "नेहाला" loses it (a vowel-ending name + -ला).
        vowel_end = t.script == "deva" and unicodedata.category(stem[-1]).startswith("M") and stem[-1] != "\u094d"
        need = 3 if ending in _RISKY_ENDINGS and not vowel_end else 2
        # "ताईला", "भाऊंना", "काकांनी" (काका in its oblique form): a honorific under a case ending.
        # (Devanagari case endings are Marathi's: a Hindi title such as सर is no stem, "सरला" is a name.)
        hon_lang = "mr" if t.script == "deva" else None
        hon_form = next((h for h in (stem, stem + "ा", stem[:-1] if stem.endswith("ं") else "") if _is_hon(h, hon_lang)),
                        None)
        honorific = mark != "hon" and hon_form is not None
        if _letters(stem) < need and not honorific and not (
                t.script == "deva" and need > 2 and _letters(stem) >= 2 and given_name(stem + repl) and
                not given_name(t.text)):
            continue  # ("शेखला": Shekh with "to", a name people are given; "कमला" is a name itself)
        if mark != "hon" and not honorific:
            repaired = _strip_hon(stem + repl, t.script)  # "ரமேஷ்சாருக்கு": the honorific is whole once repaired
            if repl and repaired != stem + repl:
                stem, repl = repaired, ""
            else:
                stem = _strip_hon(stem, t.script)  # "सरलाताईला" -> सरला
        fixed = stem + repl
        if lang == "mr" and t.script == "deva" and fixed.endswith("\u093e") and not lookup(fixed) and \
                lookup(fixed[:-1]):
            stem = fixed = fixed[:-1]  # "तेलाचा", "दुधाचे": a known word in its oblique form (तेल, दूध)
        if fixed in _oblique_stems():
            stem = fixed = _oblique_stems()[fixed]  # "पाटलांनी" -> पाटील
        if t.script == "taml" and ending == "க்கு" and given_name(fixed + "க்"):
            stem = fixed = fixed + "க்"  # "கார்த்திக்கு": to Karthik (a name ending in க் takes -கு), not Karthi
        if t.script == "knda" and ending == "ರು" and not given_name(fixed) and given_name(fixed + "\u0cbf"):
            stem = fixed = fixed + "\u0cbf"  # "ಶೆಟ್ಟರು": Shetty said with respect, not "Shetta"
        if t.script == "mlym" and repl == "്" and stem[-1:] in _CHILLU:
            fixed = stem[:-1] + _CHILLU[stem[-1]]  # രാഹുലിന് -> രാഹുൽ: the name ends in a chillu letter
        readings = lookup(fixed) or lookup(stem) or (lookup(hon_form) if honorific and hon_form else []) or \
            _place_compound(fixed) or t.readings
        t.stem = fixed if not (repl and lookup(stem) and not lookup(fixed)) else stem
        t.glued = mark
        if readings:
            t.readings = readings
        return


@cache
def _never_after() -> dict[str, str]:
    return {e: letters for m in langs.modules() for e, letters in getattr(m, "ENDING_NEVER_AFTER", {}).items()}


@cache
def _particles() -> dict[str, tuple[tuple[str, str], ...]]:
    return {m.SCRIPT: m.GLUED_PARTICLES for m in langs.modules() if hasattr(m, "GLUED_PARTICLES")}


def _without_particle(word: str, script: str) -> str:
    """The word without an emphatic or "also" particle glued to its end (GLUED_PARTICLES: ending, what it
    replaces); two letters of the name at least stay, and a particle marked "+" follows a bare consonant only."""
    for ending, repl in _particles().get(script, ()):
        bare = ending.startswith("+")
        ending = ending.lstrip("+")
        if not word.endswith(ending):
            continue
        stem = word[: -len(ending)]
        if _letters(stem) >= 2 and (not bare or _bare_consonant(stem)):
            return stem + repl
    return word


@cache
def _after_bare_consonant() -> frozenset[str]:
    return frozenset(e for m in langs.modules() for e in getattr(m, "AFTER_BARE_CONSONANT", ()))


def _bare_consonant(stem: str) -> bool:
    """Does the stem end in a letter with its own vowel (no vowel sign or virama after it)?"""
    return bool(stem) and unicodedata.category(stem[-1]) == "Lo"


def _place_compound(word: str) -> list[Reading]:
    """"ଛତ୍ରବଜାର" (Chhatra bazaar): a word that ends in a market or other place word is that place, never a
    person (guide: names)."""
    for k in range(1, len(word) - 2):
        tail = word[k:]
        if _letters(word[:k]) < 2 or _letters(tail) < 3 or unicodedata.category(tail[0]).startswith("M"):
            continue
        found = [r for r in lookup(tail) if r[0] == "role" and r[1] in ("supplier", "place")]
        if found:
            return found
    return []


@cache
def _firm_endings() -> dict[str, tuple[tuple[str, str, str], ...]]:
    return {m.SCRIPT: m.FIRM_ENDINGS for m in langs.modules() if hasattr(m, "FIRM_ENDINGS")}


def _is_hon(word: str, lang: str | None = None) -> bool:
    return bool(word) and any(r[0] == "hon" and lang in (None, r[2]) for r in lookup(word))


def _strip_hon(stem: str, script: str) -> str:
    """A honorific glued before the case ending comes off too; the name keeps two letters or more."""
    for h in _name_tables()[1].get(script, ()):
        if stem.endswith(h) and _letters(stem[: -len(h)]) >= 2:
            return stem[: -len(h)]
    return stem


def _compound(t: Tok, word: str) -> None:
    """'nashta-paani', 'चाय-नाश्ता': two known words joined by a hyphen read as both."""
    parts = [w for w in word.split("-") if w]
    found = [lookup(w) for w in parts]
    if len(parts) > 1 and all(found):
        t.readings = [r for rs in found for r in rs if r[0] != "fn"] or found[0]


def _split_latin(t: Tok, word: str, lang: str) -> None:
    _, _, by_lang, safe, hyphen, whole, _ = _name_tables()
    low = word.casefold()
    if "-" in word:
        head, _, tail = word.rpartition("-")
        mark = hyphen.get(tail.casefold())
        if mark and head:
            t.stem, t.glued = head, mark
            r = lookup(head)
            if r:
                t.readings = r
            return
        _compound(t, word)
        if t.readings:
            return
    for suffix in ("'s", "’s", "s'"):
        if low.endswith(suffix) and len(low) > 3:
            t.stem, t.glued = word[: -len(suffix)], "gen"
            r = lookup(t.stem)
            if r:
                t.readings = r  # "week's sales": a known word, not a name
            return
    if low in whole:
        return
    for ending, mark in safe:
        if low.endswith(ending) and len(low) - len(ending) >= 3:
            t.stem, t.glued = word[: -len(ending)], mark
            if _is_hon(low[: -len(ending)], lang):
                t.readings = lookup(low[: -len(ending)])  # "Velu annanukku": an honorific with the case ending on
            return
    for ending, mark in by_lang.get(lang, ()):
        if low.endswith(ending) and low not in whole and _is_hon(low[: -len(ending)], lang):
            t.stem, t.glued, t.readings = word[: -len(ending)], mark, lookup(low[: -len(ending)])
            return  # "taila", "bhaula": this language's honorific with the case ending on it
        if not low.endswith(ending) or len(low) - len(ending) < 3:
            continue
        if lang == "mr" and ending == "la" and (low in whole or len(low) < 6):
            continue  # "Kamla", "Sheela": names that end in -la
        t.stem, t.glued = word[: -len(ending)], mark
        t.stem = _oblique_stems().get(t.stem.casefold(), t.stem)  # "Patlanni" -> Patil
        roles = [r for r in lookup(t.stem) if r[0] == "role"]
        if roles:
            t.readings = roles  # "baine", "chheleke": a role noun with the case ending typed on it is still a role
        return


def _is_conj(t: Tok) -> bool:
    joins = langs.small_words("join_conjunctions")
    return t.key in joins or t.text in joins


def name_like(t: Tok, caps: bool, marked: bool = False, any_mark: bool = False) -> bool:
    """Could this token be (part of) a person's or a firm's name? marked: a doer/dative/source/locative
    marker follows; any_mark: any case marker follows (a lowercase word before "ka/ke/ki" too)."""
    if t.script not in WORDY or _never_a_name(t):
        return False
    if t.tags.get("goods") == "here":
        return False
    if t.tags.get("blessing"):
        return True  # "Jai Bhavani", "Om Sai", "Shree Ram": the first word of a firm's name
    if t.tags:
        weak = set(t.tags) <= {"goods", "cost", "also"} and t.tags.get("goods") != "generic"
        # "pooja ji ne", "Diya ko": a word that is also a cost or goods, but in a name's place.
        # (an owner who capitalises names writes "Reshma churidar stitching ge": lower case, the cost is what it was for)
        lower = caps and t.script == "latn" and t.text[:1].islower()
        return weak and ((marked and not lower) or (caps and t.text[:1].isupper() and t.start > 0))
    return not (caps and t.script == "latn" and not t.text[:1].isupper() and not t.glued and not any_mark)


def honoured(toks: list[Tok], start: int, end: int) -> bool:
    """An honorific among these tokens, said apart or glued on ("Ramesh ji", "Hiteshbhai"): a sign of a person."""
    return any(toks[k].tags.get("hon") or toks[k].glued == "hon" for k in range(start, end))


def titled(toks: list[Tok], p: Party) -> bool:
    """A title said as its own word after the name ("Sharma aunty", "Ramana sir"); one glued on may be a brand's
    ("પારલે-જી")."""
    return any(toks[k].tags.get("hon") for k in range(p.start + 1, min(p.end + 1, len(toks))))


def a_little_word(t: Tok) -> bool:
    """A word the language modules list as never a name (auxiliaries, pronouns, "is", "will be"): it says
    nothing the books need when the tables give it no other reading."""
    return (t.stem or t.text).casefold() in _name_tables()[6]


def _never_a_name(t: Tok) -> bool:
    """The one veto (guide: names, when to ask): a verb, auxiliary, function, question or time word is never a name."""
    word = (t.stem or t.text).casefold()
    never = _name_tables()[6]
    # "সেটা পায়েলের", "সেই রহিম", "அந்த ரமேஷ்": a demonstrative or a determiner before a name points at it, never part of it
    little = langs.small_words("relative") | langs.small_words("motion") | langs.small_words("demonstrative") | \
        langs.small_words("determiner")
    if len(t.text) == 1 and t.script != "latn":
        return True  # "ஆ அப்புறம் செல்வி ...": a lone letter is a filler or "that", never a name
    return word in never or t.text.casefold() in never or t.key in little or t.text in little or bool(
        set(t.tags) & {"verb", "q", "when", "period", "fn", "neg", "fut", "ago", "daytime", "month", "before", "topic"} and not t.tags.get("hon"))


_DEMONSTRATIVE = frozenset({"wo", "woh", "vo", "voh", "वो", "वह"})


def _came(toks: list[Tok], i: int) -> bool:
    """'wo Pappu aaya tha': a word between a demonstrative and 'came' is the person who came."""
    if i == 0 or i + 1 >= len(toks) or toks[i - 1].key not in _DEMONSTRATIVE:
        return False
    nxt = toks[i + 1]
    came = nxt.tags.get("verb") == "recv" and nxt.key.split()[0] in ("aaya", "aayi", "aaye", "aya", "ayi",
                                                                      "आया", "आई", "आए")
    # ... and a doer pronoun later says what that person did ("usne 500 diye").
    return came and any(t.tags.get("pron") and t.key.endswith(("ne", "ने")) for t in toks[i + 2:])


def _marked(toks: list[Tok], i: int) -> bool:
    """Is token i followed (past honorifics) by a doer, dative or source marker?"""
    if _came(toks, i):
        return True
    for k in range(i + 1, min(i + 4, len(toks))):
        t = toks[k]
        m = t.tags.get("mark")
        if m == "gen" and k + 1 < len(toks) and toks[k + 1].tags.get("kin"):
            kin = toks[k + 1]  # "Pappu ki wife ne": the relative's marker is the name's
            return kin.glued in ("doer", "dat", "src") or _mark_after(toks, k + 2) in ("doer", "dat", "src")
        if m:
            return (m in ("doer", "dat", "src", "loc") or (m == "gen" and (
                _vehicle_source(toks, k) or _old_sum_of(toks, k)))) and t.tag_lang.get("mark") != "en"
        if (t.tags.get("wala") and k + 1 < len(toks) and toks[k + 1].tags.get("entry")) or (
                k == i + 1 and t.tags.get("entry") and t.key.split()[0] in ("wala", "wali", "wale", "vala", "vali")):
            return True  # "Pappu wali entry": whose entry it is
        if t.tags.get("wala") and k > i + 1 and _trade_word(toks, k - 1):
            continue  # "Pappu sabzi wale se": the trade between the name and its marker
        if not t.tags.get("hon") and not (_trade_word(toks, k) and k + 1 < len(toks) and toks[k + 1].tags.get("wala")):
            return False
    return False


def _old_sum_of(toks: list[Tok], k: int) -> bool:
    """"पूजा का पुराना 2,000 बाकी": whose old sum it is, right after the genitive: a person (guide: old dues),
    even when the word is also a running cost."""
    old = toks[k + 1] if k + 1 < len(toks) else None  # one word: "पुराना बिल" is an old bill, a cost's
    return old is not None and bool(old.tags.get("old")) and " " not in old.key and k + 2 < len(toks) and \
        toks[k + 2].amount is not None


def _any_marked(toks: list[Tok], i: int) -> bool:
    """'pappu ka', 'munna ke': any Indian case marker right after an untagged word (a name's place);
    'from venu', 'to ravi': an English source or dative preposition right before one."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    prev = toks[i - 1] if i > 0 else None
    if prev is not None and prev.tag_lang.get("mark") == "en" and prev.key in ("from", "to") and not toks[i].tags:
        return True
    if nxt is not None and not toks[i].tags and nxt.tags.get("hon") and nxt.script == toks[i].script and (
            prev is None or prev.script == "punct"):
        return True  # "fernandes sir took ...": the word before a title, first in what is said, is a name
    return nxt is not None and bool(nxt.tags.get("mark")) and nxt.tag_lang.get("mark") != "en"


def title(word: str) -> str:
    """Latin names title-cased when typed all lowercase; anything else as written."""
    if word.isascii() and word == word.lower():
        return "-".join("'".join(p[:1].upper() + p[1:] for p in part.split("'")) for part in word.split("-"))
    return word


def _whole_before_title_or_verb(toks: list[Tok]) -> None:
    """"ସୁଧାକର ଭାଇଙ୍କୁ", "ବଳରାମ ମହାପାତ୍ର ନେଇଥିଲେ": a genitive stands before what is owned, never right before a
    honorific, a verb or a negation; an unknown word that only looks like one ends that way itself (guide: names)."""
    for t, nxt in zip(toks, toks[1:], strict=False):
        if t.glued == "gen" and t.stem and t.script != "latn" and not t.tags and (
                nxt.tags.keys() & {"hon", "verb", "neg", "firm"}):  # ("ମହାପାତ୍ର ଏଣ୍ଟରପ୍ରାଇଜରୁ": a firm's own name)
            t.stem, t.glued = None, None
        elif t.glued not in (None, "hon") and t.stem and t.script != "latn" and not t.tags and \
                nxt.script == t.script and not nxt.glued and nxt.tags.get("mark") in ("dat", "doer"):
            # "ಸಿದ್ದು ಗೆ": the case word said apart is the name's, and a name takes no case before "to": the ending
            # that seemed glued on ("-ದು") is the name's own ("বসাকের থেকে", "രവിയിൽ നിന്ന്": an ending and a word
            # after it make one "from", and stay)
            t.stem, t.glued = None, None


def _display(t: Tok) -> str:
    return t.stem or t.text


def find_parties(toks: list[Tok], caps: bool) -> list[Party]:
    """Every party mentioned, left to right, with its marker."""
    parties: list[Party] = []
    _whole_before_title_or_verb(toks)
    i, n = 0, len(toks)
    while i < n:
        t = toks[i]
        if t.tags.get("pron"):
            parties.append(_pronoun(toks, i))
            i += 1
            continue
        if t.tags.get("owner") and not name_like(t, caps):
            parties.append(Party(None, i, i + 1, owner=t.tags["owner"], mark=_mark_after(toks, i + 1)))
            i += 1
            continue
        if t.tags.get("someone"):
            parties.append(Party(None, i, i + 1, someone=True, mark=_mark_after(toks, i + 1)))
            i += 1
            continue
        if i > 0 and t.script != "latn" and toks[i - 1].script == "latn" and toks[i - 1].end == t.start:
            i += 1  # "PhonePeवर", "GPayல": the ending typed onto a Latin name is no name of its own
            continue
        doer = _doer_noun(toks, i) or (_doer_noun(toks, i + 1) if i + 1 < n and _what_is_made(toks[i]) else None)
        if doer is not None:
            # "माला बनाने वाली लड़की", "बनवणारी मुलगी": someone named by what they do is a role (guide: names)
            if toks[i].tags.get("owner"):
                toks[i].tags = {"goods": "here"}  # "mala banane wali": the garland, not Marathi "to me"
            parties.append(Party(None, i, doer, role="service", mark=_mark_after(toks, doer)))
            i = doer
            continue
        trade = _trade_role(toks, i)
        if trade is not None:
            # "bijli mistri ko", "safai wali ko": a cost or trade word with a role noun is a role (guide: names).
            mark, prep = _english_prep(toks, i, _mark_after(toks, trade[0]), past_what=True)
            parties.append(Party(None, i, trade[0], role=trade[1], mark=mark, prep=prep))
            i = trade[0]
            continue
        if _cost_head(toks, i, caps) and any(
                name_like(u, caps) and u.script == "latn" and u.text[:1].isupper() for u in toks[i + 2:]):
            i += 1  # "Office lunch for Kharkongor sir": the first word says whose cost it is, not who
            continue
        saint = _saints_school(toks, i)
        if saint is not None:
            parties.append(saint)  # "St. Mary's school-nu": the school is the account, never "Mary"
            i = saint.end
            continue
        end = _saints_name_end(toks, i)
        if end is not None and end < n and toks[end].tags.get("firm"):
            end = None  # "സെന്റ് ജോർജ് ഏജൻസീസ്", "St George Agencies": a firm's own name, read as one
        if end is not None and end < n and (toks[end].tags.get("goods") or not toks[end].tags) and \
                toks[end].amount is None:
            for k in range(i, end):
                toks[k].tags = {"goods": "here"}  # "St Mary's uniform": the school's uniform, goods, not a person
            i = end
            continue
        if end is not None:
            # "St Mary's payment for the binding": the school, said by its saint's name alone
            # ("Principal Menon from St Joseph's took ...": "from" says where he is from, the school is no seller)
            name = f"St {_display(toks[end - 1])}" + ("'s" if toks[end - 1].glued == "gen" else "")
            parties.append(Party(name, i, end, mark=_mark_after(toks, end)))
            i = end
            continue
        named = _named_place(toks, i, caps)
        if named is not None:
            parties.append(named)  # "Hotel Grand": the hotel's own name is the account
            i = named.end
            continue
        if t.tags.get("role") and not (t.tags.get("hon") and _run_follows(toks, i + 1, caps)):
            j = i + 1
            if j < n and toks[j].tags.get("wala"):
                j += 1
            mark, prep = _english_prep(toks, i, _mark_after(toks, j), past_what=True)
            parties.append(Party(None, i, j, role=t.tags["role"], mark=mark, prep=prep))
            i = j
            continue
        if (t.tags.get("cost") or t.tags.get("goods")) and i + 1 < n and toks[i + 1].tags.get("wala") \
                and not name_like(t, caps):
            # "auto wale", "doodh wale": a role noun made with wala.
            role = "supplier" if t.tags.get("goods") else "service"
            parties.append(Party(None, i, i + 2, role=role, mark=_mark_after(toks, i + 2)))
            i += 2
            continue
        if set(t.tags) == {"firm"} and i + 1 < n and toks[i + 1].tags.get("mark"):
            # "డెయిరీ నుంచి", "dairy se": a firm's word with no name of its own before it is the kind of supplier,
            # not an account (a name before it was taken with it: "Gopal Dairy se")
            parties.append(Party(None, i, i + 1, role="supplier", mark=_mark_after(toks, i + 1)))
            i += 1
            continue
        if name_like(t, caps, _marked(toks, i) or _joined_to_marked(toks, i, caps), _any_marked(toks, i)) or (
                t.tags.get("hon") and _run_follows(toks, i + 1, caps)) or _firm_head(toks, i, caps):
            p = _run(toks, i, caps)
            if p is not None:
                parties.append(p)
                i = p.end
                continue
        i += 1
    parties = [b for k, b in enumerate(parties) if not (k > 0 and _what_of(toks, parties[k - 1], b))
               and not (k > 0 and _goods_the_person_took(toks, parties[k - 1], b, caps)) and not _brand_before_model(toks, b)
               and not _goods_sold(toks, b, caps) and not _goods_of_a_count(toks, b) and not _kind_of_goods(toks, b, caps)
               and not _goods_in_a_list(toks, b, caps) and not _thing_worked_on(toks, b) and not _a_brand(toks, b)]
    parties = [_given_name_alone(toks, p) for p in parties]
    for a, b in zip(parties, parties[1:], strict=False):
        if a.is_person and b.is_person and b.start - a.end == 1 and (_is_conj(toks[a.end]) or (
                toks[a.end].text.strip() == "," and any(u.tags.get("each") for u in toks))):
            a.joined_next = True  # ("Sravya, Karthik and Harsha 1,500 each": a list of names is one group)
    for a, b in zip(parties, parties[1:], strict=False):
        if a.is_person and a.mark == "gen" and b.role in ("place", "buyer") and b.mark in ("src", "dat") and (
                b.start == a.end or (b.start == a.end + 1 and toks[a.end].tags.get("mark") == "gen")):
            # "Rahim nte kadayil ninnu ... eduthu": from Rahim's shop, so from Rahim; "ജോസ് ചേട്ടന്റെ ഹോട്ടലിലേക്ക്":
            # to Jose's hotel, so to Jose
            a.mark = b.mark
    for k, (a, b) in enumerate(zip(parties, parties[1:], strict=False)):
        # ("Nashik se Sonawane ki gaadi aayi": the town, then whose truck of goods came)
        truck = b.is_person and b.mark == "gen" and b.end + 1 < len(toks) and toks[b.end + 1].tags.get("verb") == "buy"
        if a.is_person and a.mark == "src" and not a.firm and a.end - a.start == 1 and not honoured(
                toks, a.start, a.end) and (b.firm or truck) and b.mark in ("none", "doer", "gen") and \
                b.start == a.end + 1:
            # "പാലക്കാട് നിന്ന് മുരുകൻ ഏജൻസി ... ഇറക്കി": the town the goods came from, then the firm that sent
            # them; the firm is the account, the town no one
            parties[k] = replace(a, name=None, role="place")
            if b.mark in ("none", "gen"):
                b.mark = "src"  # what came from the town came from the firm
    # "Kishore aur Manoj dono ne": the marker after the last name is the whole group's.
    for k in range(len(parties) - 2, -1, -1):
        a, b = parties[k], parties[k + 1]
        if a.joined_next and a.mark == "none":
            a.mark = b.mark
    return parties


def _given_name_alone(toks: list[Tok], p: Party) -> Party:
    """"திவ்யா பிரைடல் மேக்கப் புக்கிங்குக்கு 5,000 அட்வான்ஸ் கொடுத்தாங்க": in a script without capitals, a given name and
    then two or more words that are no one's name (a service's loan words: bridal makeup booking) is the person
    alone; the case ending at the end was the thing's ("for the booking"), not hers."""
    words = toks[p.start:p.end]
    # Only a "to" glued on the last word before a verb that says the other party gave: that "to" is the purpose
    # ("for the booking"), since no one is paid "to" when money comes in ("ਗਿੱਲ ਟੈਂਟ ਹਾਊਸ ਦੇ", "সুভাষ নার্সিং হোমের"
    # are names said whole)
    if not p.is_person or p.firm or p.role_hint or len(words) < 3 or words[0].script == "latn" or words[0].tags or \
            words[-1].glued != "dat" or not any(t.tags.get("verb") == "give_in" for t in toks[p.end:]):
        return p
    if not given_name(_display(words[0])) or any(w.tags or given_name(_display(w)) for w in words[1:]):
        return p
    return replace(p, name=_display(words[0]), end=p.start + 1, mark=_mark_after(toks, p.start + 1))


@cache
def _doer_tables() -> tuple[tuple[str, ...], tuple[str, ...]]:
    mods = langs.modules()
    return (tuple(e for m in mods for e in getattr(m, "DOER_BEFORE_WALA", ())),
            tuple(e for m in mods for e in getattr(m, "DOER_ENDINGS", ())))


def _doer_noun(toks: list[Tok], i: int) -> int | None:
    """"banane wali (ladki)", "ਬਣਾਉਣ ਵਾਲਾ", "बनवणारी (मुलगी)", "બનાવનાર": a word that names someone by what they do,
    with the role noun after it when there is one. Returns the end of the role, or None."""
    t = toks[i]
    before_wala, glued = _doer_tables()
    word = t.text.casefold()
    if t.script not in WORDY or t.tags or (t.glued is not None and not (glued and word.endswith(glued))):
        return None  # (a doer's own "to" may be glued on: "ರಿಪೇರಿ ಮಾಡೋನಿಗೆ", to the one who repairs)
    end = None
    if i + 1 < len(toks) and toks[i + 1].tags.get("wala") and _letters(word) >= 3 and word.endswith(before_wala) \
            and (t.script != "latn" or len(word) >= 5):
        end = i + 2
    elif word.endswith(glued) and _letters(word) > 3 and (t.script != "latn" or len(word) >= 8):
        end = i + 1  # (typed in Latin letters too: "puncture kadhnarya porala", to the boy who mends punctures)
    if end is None:
        return None
    if end < len(toks) and (toks[end].tags.get("role") or toks[end].tags.get("kin")):
        end += 1  # "... wali ladki", "... मुलगी": the role noun it describes
    return end


def _what_is_made(t: Tok) -> bool:
    """The word before a doer noun ("माला" in "माला बनाने वाली"): what they make or sell, goods or an unknown word."""
    # ("mala", a garland, is also Marathi "to me": before "banane wali" it is what she makes)
    return t.script in WORDY and t.amount is None and (not t.tags or set(t.tags) <= {"goods", "cost", "owner"})


def _what_of(toks: list[Tok], a: Party, b: Party) -> bool:
    """"शर्मा जी बीपी की दवा ले गए": a word right after a name closed by its honorific, owning goods ("BP ki
    dawa"), says what the goods are for; the person is the one before it."""
    closed = a.is_person and a.end == b.start and a.end > a.start and bool(toks[a.end - 1].tags.get("hon"))
    k = b.end + 1 if b.end < len(toks) and toks[b.end].tags.get("mark") == "gen" else b.end
    goods = k < len(toks) and bool(toks[k].tags.get("goods") in ("item", "here") or toks[k].tags.get("cost"))
    return closed and b.is_person and b.mark == "gen" and b.end - b.start == 1 and goods


def _goods_the_person_took(toks: list[Tok], a: Party, b: Party, caps: bool) -> bool:
    """"পাল মাসিমা একটা বালুচরী নিলেন": a bare unknown word right before a take, buy or sell verb, after a
    person already named in the same clause (no "and" or comma between), is what that person took: the goods,
    never a second person (guide: names)."""
    if not (a.is_person and b.is_person) or b.mark != "none" or b.firm or b.role_hint or b.end - b.start != 1:
        return False
    t = toks[b.start]
    if t.tags or t.glued is not None or (t.script == "latn" and caps and t.text[:1].isupper()):
        return False
    if b.end >= len(toks) or toks[b.end].tags.get("verb") not in ("take", "buy", "sell"):
        return False
    if any(_is_conj(x) or x.text in (",", ".") or x.tags.get("verb") for x in toks[a.end:b.start]):
        return False
    t.tags = {"goods": "here"}
    return True


_PAYING = frozenset({"give", "give_out", "pay", "paid_to", "repay"})


def _a_brand(toks: list[Tok], p: Party) -> bool:
    """"samsung a14 battery", "Rohit chya Activa la": a name that starts with a brand (brands.py) is the goods,
    never a person; a firm's name ("Amul Distributors") stays the firm's."""
    first = toks[p.start]
    # (the whole word too: "Prestige" is a brand before it is "Prest" with a Kannada dative on it)
    if not p.is_person or p.firm or not (is_brand(first.text) or is_brand(first.stem or first.text)):
        return False
    if p.mark == "src" or (p.mark == "dat" and any(t.tags.get("verb") in _PAYING or t.tags.get("bank") for t in toks)):
        # "Haldiram se ... aaye", "8000 from ICICI went to Berger": the brand's own agency, bought from or paid;
        # ("Rohit chya Activa la MRF tyre takla": goods fitted to the brand are not money paid to it)
        return False
    for k in range(p.start, p.end):
        if k == p.start or not toks[k].tags:  # (not a "wala" or a case word that came with the name)
            toks[k].tags = {"goods": "here"}
    return True


def _brand_before_model(toks: list[Tok], p: Party) -> bool:
    """"Anchor 6A switch", "Havells 16A socket": a Latin word right before a model code (digits glued to letters,
    or a number already known as a product's) is the brand, part of the goods, never a person."""
    if not p.is_person or p.mark != "none" or p.firm or p.end - p.start != 1 or p.end + 1 >= len(toks):
        return False
    t, code, glued = toks[p.start], toks[p.end], toks[p.end + 1]
    if t.script != "latn" or t.glued is not None:
        return False
    model = code.text.isdigit() and code.amount is None and glued.start == code.end and glued.script == "latn"
    if not (model or code.tags.get("product") == "number"):
        return False
    t.tags = {"goods": "here"}
    return True


def _goods_sold(toks: list[Tok], p: Party, caps: bool) -> bool:
    """"દૂધ-દહીંનું વેચાણ", "मिठाई की बिक्री": what is owned by a sale is the goods sold; a buyer is "X ko becha"."""
    if not p.is_person or p.mark != "gen" or p.end - p.start != 1 or p.firm:
        return False
    k = p.end + 1 if p.end < len(toks) and toks[p.end].tags.get("mark") == "gen" else p.end
    first = toks[p.start]
    if not (k < len(toks) and toks[k].tags.get("verb") == "sell") or (
            first.script == "latn" and caps and not first.text.islower()):
        return False  # "Rajan ki bikri" where the owner capitalises names: keep the name
    toks[p.start].tags["goods"] = "here"
    return True


def _kind_of_goods(toks: list[Tok], p: Party, caps: bool) -> bool:
    """"তাঁতের শাড়ি ৩টে বিক্রি হল", "ਰੇਸ਼ਮ ਦਾ ਸੂਟ ਵੇਚਿਆ": a bare word in the genitive right before a goods word, in
    a clause that sells, says what kind of goods they were (handloom sarees); a buyer is told with "to"."""
    if not p.is_person or p.mark != "gen" or p.end - p.start != 1 or p.firm or p.role_hint:
        return False
    first = toks[p.start]
    if first.tags.get("hon") or (first.script == "latn" and caps and not first.text.islower()):
        return False
    k = p.end + 1 if p.end < len(toks) and toks[p.end].tags.get("mark") == "gen" else p.end
    if not (k < len(toks) and toks[k].tags.get("goods") == "item"):
        return False
    if not any(x.tags.get("verb") == "sell" for x in toks[k + 1:k + 5]):
        return False
    first.tags = {"goods": "here"}
    return True


def _thing_worked_on(toks: list[Tok], p: Party) -> bool:
    """"सुताराला कपाटाच्या दुरुस्तीचे ९०० दिले": a bare word in the genitive right before a cost, right after the
    worker paid, is what the work was on (the cupboard's repair), never a second person."""
    if not p.is_person or p.mark != "gen" or p.end - p.start != 1 or p.firm or p.start == 0:
        return False
    first = toks[p.start]
    if first.tags.get("hon") or first.glued == "hon" or first.script == "latn":
        return False
    if not (p.end < len(toks) and toks[p.end].tags.get("cost") and toks[p.start - 1].tags.get("role") == "service"):
        return False
    if toks[p.end].in_list("wage"):
        return False  # "দোকানের ছেলে বাপির মাইনে": the boy Bapi's wage, paid to him
    first.tags = {"goods": "here"}
    return True


def _goods_of_a_count(toks: list[Tok], p: Party) -> bool:
    """"કાજુ કતરીના 40 બોક્સ", "ओआरएस के 2 पैकेट": a word in the genitive right before a count of packs is
    what was counted, never a buyer (a buyer is told with "to" or as the doer). A name said with an
    honorific or a firm stays a name."""
    if not p.is_person or p.mark != "gen" or p.firm or p.role_hint or honoured(toks, p.start, p.end):
        return False
    k = p.end
    if k < len(toks) and toks[k].tags.get("mark") == "gen":
        k += 1
    if k + 1 >= len(toks) or toks[k].amount is None or toks[k].amount.currency:
        return False
    nxt = toks[k + 1]
    if not (nxt.tags.get("unit") or nxt.tags.get("goods") in ("item", "here")):
        return False
    for j in range(p.start, p.end):
        toks[j].tags = {"goods": "here"}
    return True


def _goods_in_a_list(toks: list[Tok], p: Party, caps: bool) -> bool:
    """"ਦੁੱਧ 30 ਲੀਟਰ ਤੇ ਪਨੀਰ 5 ਕਿਲੋ", "rice 10 kg and moong 5 kg": a bare word between "and" after a count of goods
    and its own count with a unit stands where goods stand, in the same list; it is no person."""
    if not p.is_person or p.mark != "none" or p.firm or p.end - p.start != 1 or p.start < 3 or p.end + 1 >= len(toks):
        return False
    t = toks[p.start]
    if t.tags or (caps and t.script == "latn" and t.text[:1].isupper()):
        return False
    conj, unit_before, count_before = toks[p.start - 1], toks[p.start - 2], toks[p.start - 3]
    joins = small_words("split_conjunctions")
    if not (_is_conj(conj) or conj.key in joins or conj.text in joins or conj.text == ",") or not unit_before.tags.get("unit") or count_before.amount is None:
        return False
    if toks[p.end].amount is None or not toks[p.end + 1].tags.get("unit"):
        return False
    t.tags = {"goods": "here"}
    return True


def _inside_firm(toks: list[Tok], j: int, caps: bool) -> bool:
    """Is token j a goods or trade word that a firm suffix closes within two words?"""
    for k in range(j, min(j + 3, len(toks))):
        t = toks[k]
        if t.tags.get("firm") and k > j:
            return True
        if t.script not in WORDY or (t.tags and not set(t.tags) <= {"goods", "cost", "notmoney"}):
            return False  # ("Chennai Mobile Spares": "mobile" is also the word before a phone number)
        if caps and t.script == "latn" and not t.text[:1].isupper():
            return False
    return False


def _firm_head(toks: list[Tok], i: int, caps: bool) -> bool:
    """"Bora & Sons", "Bora Traders": a capitalised word right before "& Sons" or a capitalised firm suffix is
    the firm's first word, even when the tables know it as something else (a bora is a sack)."""
    t = toks[i]
    if t.script != "latn" or t.amount is not None or not t.text[:1].isupper() or _never_a_name(t) or t.tags.get("verb"):
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is None:
        return False
    if nxt.text in ("&", "and") and i + 2 < len(toks) and toks[i + 2].tags.get("firm"):
        return True
    return bool(nxt.tags.get("firm")) and nxt.text[:1].isupper() and caps


def _cost_head(toks: list[Tok], i: int, caps: bool) -> bool:
    """A capitalised word that opens a sentence right before a running cost ("Office lunch", "Staff tea")."""
    t = toks[i]
    start = i == 0 or toks[i - 1].text in (".", "!", "?", "\n")
    # ("Kerala Auto Agencies": a cost word that heads a firm's suffix is part of the firm's name)
    return caps and start and t.script == "latn" and not t.tags and i + 1 < len(toks) and bool(
        toks[i + 1].tags.get("cost")) and not toks[i + 1].tags.get("mark") and not _firm_head(toks, i + 1, caps)


_PLACE_NAMES = frozenset({"hotel", "restaurant", "dhaba", "cafe", "caterers", "canteen", "mess"})


_ARTICLES = frozenset({"the", "a", "an", "my", "our", "his", "her", "their"})


def _english_prep(toks: list[Tok], i: int, mark: str, past_what: bool = False) -> tuple[str, bool]:
    """"to Ravi", "from Hotel Sagar": English says the marker before the name; the name takes it. past_what: a
    role may have an article and what it does before it ("paid to the repair guy")."""
    k = i - 1
    while past_what and k > 0 and (toks[k].key in _ARTICLES or set(toks[k].tags) == {"cost"}) and k > i - 3:
        k -= 1
    if mark == "none" and k >= 0 and toks[k].tags.get("mark") and toks[k].tag_lang.get("mark") == "en":
        return toks[k].tags["mark"], True
    return mark, False


_SAINTS = frozenset({"st", "st.", "saint"})
_NATIVE_SAINTS = frozenset({"सेंट", "ਸੇਂਟ", "સેન્ટ", "সেন্ট", "ସେଣ୍ଟ", "செயின்ட்", "సెయింట్", "సెంట్", "ಸೇಂಟ್", "ಸೆಂಟ್",
                            "സെന്റ്", "സെയ്ന്റ്"})


def _saints_name_end(toks: list[Tok], i: int) -> int | None:
    """The end of "St. Mary's", "St Xavier's" starting at i, or None."""
    t, n = toks[i], len(toks)
    if t.text in _NATIVE_SAINTS and i + 1 < n and toks[i + 1].script == t.script and toks[i + 1].amount is None and \
            not set(toks[i + 1].tags) - {"fn"}:
        return i + 2  # "செயின்ட் ஜோசப் ஸ்கூலுக்கு": the saint's name in the language's own script
    # ("31st December": an ordinal's ending typed onto its number is no saint)
    if t.script != "latn" or t.text.casefold() not in _SAINTS or not t.text[:1].isupper() or (
            i > 0 and toks[i - 1].end == t.start):
        return None
    j = i + 1
    if j < n and toks[j].text == ".":
        j += 1
    if j >= n or toks[j].script != "latn" or not toks[j].text[:1].isupper() or toks[j].amount is not None or \
            toks[j].tags:
        return None
    return j + 1


def _saints_school(toks: list[Tok], i: int) -> Party | None:
    """"St. Mary's school", "St Xavier's college": a saint's name before the school's word is the school's own
    name, one account with its case ending; a saint's name alone is no person."""
    end = _saints_name_end(toks, i)
    n = len(toks)
    if end is None or end >= n or toks[end].tags.get("role") != "place":
        return None
    j = end - 1
    school = toks[j + 1]
    if toks[i].text in _NATIVE_SAINTS:
        name = f"{toks[i].text} {_display(toks[j])} {school.stem or school.text}"
    elif toks[j].glued == "gen":
        name = f"St {_display(toks[j])}'s {title(school.stem or _display(school))}"
    else:
        name = f"St {_display(toks[j])} {title(school.stem or _display(school))}"
    glued = school.glued
    mark, prep = _english_prep(toks, i, glued if glued not in (None, "hon") else _mark_after(toks, j + 2))
    # (a school buys from the shop: it is a customer's account, never a supplier's firm)
    return Party(name, i, j + 2, mark=mark, prep=prep)


def _named_place(toks: list[Tok], i: int, caps: bool) -> Party | None:
    """"Hotel Grand", "Hotel Sagar": a hotel or restaurant word before a capitalised name is the start of that
    place's name, one account; the role word alone ("hotel wale") stays a role."""
    t, n = toks[i], len(toks)
    if not caps or t.script != "latn" or t.key not in _PLACE_NAMES or not t.text[:1].isupper():
        return None
    j = i + 1
    while j < n and toks[j].script == "latn" and toks[j].text[:1].isupper() and toks[j].amount is None and \
            not (set(toks[j].tags) - {"mark"}) and j - i <= 3:
        j += 1
        if toks[j - 1].glued not in (None, "hon"):
            break  # "Hotel Grand's": the ending closes the name
    if j == i + 1:
        return None
    name = " ".join(title(_display(w)) for w in toks[i:j])
    glued = toks[j - 1].glued
    mark, prep = _english_prep(toks, i, glued if glued not in (None, "hon") else _mark_after(toks, j))
    return Party(name, i, j, mark=mark, firm=True, prep=prep)


def _joined_to_marked(toks: list[Tok], i: int, caps: bool) -> bool:
    """'Pappu aur Chintu dono ke naam': a word joined by aur/and to a name that a marker or 'dono'
    follows stands where a name stands, even when it is also a goods word."""
    if i + 2 >= len(toks) or not _is_conj(toks[i + 1]) or toks[i + 1].text == ",":
        return False
    if toks[i].tags.get("cost") or (i > 0 and toks[i - 1].amount is not None):
        return False  # "6000 tankhwah aur Raju ko": a cost word after an amount, not a name
    k = i + 2
    if not name_like(toks[k], caps, _marked(toks, k)):
        return False
    while k + 1 < len(toks) and toks[k + 1].tags.get("hon"):
        k += 1
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if nxt is None:
        return False
    m = nxt.tags.get("mark")
    return bool(nxt.tags.get("both")) or (m is not None and m != "loc" and nxt.tag_lang.get("mark") != "en")


def _run_follows(toks: list[Tok], i: int, caps: bool) -> bool:
    return i < len(toks) and name_like(toks[i], caps, _marked(toks, i))


def _run(toks: list[Tok], i: int, caps: bool) -> Party | None:
    """A name run from token i: name words, honorifics, a firm suffix, '&' inside a firm name."""
    n = len(toks)
    j = i
    firm_end = -1
    while j < n:
        t = toks[j]
        if name_like(t, caps, _marked(toks, j) or _joined_to_marked(toks, j, caps), _any_marked(toks, j)) or \
                t.tags.get("hon"):
            if t.script == "latn" and t.glued not in (None, "hon") and t.stem and j + 1 < n and \
                    toks[j + 1].tags.get("hon") and not t.tags:
                # "Dave sahebe", "Dave saheb e": the case ending goes on the honorific after the name, so the
                # name's own last letters are no ending
                t.stem, t.glued = None, None
                j += 1
                continue
            if t.glued not in (None, "hon") or (t.tags.get("hon") and j > i and (
                    t.in_list("genitive_honorific"))):
                j += 1
                break  # a glued case ending closes the name, and so does "గారి" (the honorific's genitive)
            # (not Devanagari's glued जी: "बालाजी होलसेल" is a firm named for Balaji)
            if t.glued == "hon" and t.script not in ("latn", "deva") and not (
                    j + 1 < n and (toks[j + 1].tags.get("firm") or toks[j + 1].tags.get("hon"))):
                j += 1
                break  # "ಶಾರದಮ್ಮ ಮೈಸೂರು ಸಿಲ್ಕ್ ಸೀರೆ": a honorific glued on ends the name as one said apart does
            if t.tags.get("hon") and j > i and not toks[i].tags.get("hon") and (
                    t.in_list("closing_honorific")
                    or t.script != "latn") and not (
                    j + 1 < n and (toks[j + 1].tags.get("firm") or toks[j + 1].tags.get("hon"))):
                j += 1
                # "शर्मा जी बीपी की दवा", "ମିନତି ଦେଈ ଗୋଟିଏ ସମ୍ବଲପୁରୀ ଶାଢ଼ୀ", "పద్మ గారు పట్టు చీర": an honorific after
                # a name ends it; the words after it are what they took (guide: names)
                break
            j += 1
            continue
        if t.tags.get("firm"):
            j += 1
            firm_end = j
            if t.glued not in (None, "hon"):
                break
            continue
        if t.text in ("&", "and") and j + 1 < n and toks[j + 1].tags.get("firm"):
            j += 1
            continue
        if _firm_head(toks, j, caps):
            # "Bora & Sons": a word that is also a unit or goods, naming a firm; inside a name too ("Kerala Auto
            # Agencies": auto is also a fare)
            j += 1
            continue
        if j > i and t.script != "latn" and t.tags and set(t.tags) <= {"goods", "cost"} and j + 1 < n and \
                toks[j + 1].tags.get("firm"):
            j += 1  # "ਲੁਧਿਆਣਾ ਟਰੈਕਟਰ ਪਾਰਟਸ": the goods word inside a firm's name, in a script without capitals
            continue
        if j > i and _inside_firm(toks, j, caps):
            j += 1  # "Shyam Kirana Stores", "Gupta Cloth Traders": a trade word inside a firm's name
            continue
        break
    while firm_end < 0 and j - i >= 2 and toks[j - 1].glued is None and is_brand(toks[j - 1].text):
        toks[j - 1].tags = {"goods": "here"}  # "Sourav Realme 11 ta niye gelo": Sourav took a Realme
        j -= 1
    # A honorific after the name belongs to it ("Ritu didi"); one before it too ("Mrs D'Souza").
    if j - i >= 2 and firm_end < 0:
        _ending_on_a_surname(toks[j - 1])
    words = toks[i:j]
    if firm_end > 0:
        j = firm_end
        words = toks[i:j]
        name = " ".join(title(_display(w) if k == len(words) - 1 else w.text) for k, w in enumerate(words))
        firm = True
    else:
        core = [w for w in words if not (w.tags.get("hon") and not name_like(w, caps))]
        if not core:
            return None
        name = " ".join(title(_display(w)) for w in core)
        # "Shri Ganesh wale": a shop named for a deity, with wala after it ("Om Sai" alone may be a person)
        firm = bool(core[0].tags.get("blessing")) and j < len(toks) and bool(toks[j].tags.get("wala"))
    last = toks[j - 1]
    glued = last.glued
    mark = glued if glued not in (None, "hon") else _mark_after(toks, j)
    if mark == "gen" and glued == "gen" and j < len(toks) and toks[j].tags.get("mark") == "src":
        mark = "src"  # "বসাকের থেকে", "ବେହେରାଙ୍କ ଠାରୁ": a genitive before "from" is the source
    mark, prep = _english_prep(toks, i, mark)
    wala_end = j
    hint = next((w.tags["role"] for w in words if w.tags.get("hon") and w.tags.get("role")), None)
    if hint is None and i > 0 and toks[i - 1].tags.get("role") in ("service", "supplier") and not firm:
        hint = toks[i - 1].tags["role"]  # "paid electrician Ramesh 600": the role before the name
    if glued in (None, "hon") and j < len(toks) and toks[j].tags.get("mart") and not firm:
        # "Vashi mandi se": a name before a market names the place; no person was dealt with (guide: names).
        end = j + 1
        return Party(None, i, end, role="supplier", mark=_mark_after(toks, end))
    if mark == "none" and j < len(toks) and toks[j].tags.get("role") and not firm:
        # "Ramesh electrician ko", "Raju doodhwala ko": the role says what paying this person is.
        hint = toks[j].tags["role"]
        wala_end = j + 1
        if wala_end < len(toks) and toks[wala_end].tags.get("wala"):
            wala_end += 1
        # "મનસુખભાઈ કોન્ટ્રાક્ટરને", "ଦାସ ଠିକାଦାରଙ୍କୁ": the case ending is glued to the role word, not the name
        mark = _role_ending(toks[j]) or _mark_after(toks, wala_end)
    elif j < len(toks) and toks[j].tags.get("wala"):
        wala_end = j + 1
        mark = _mark_after(toks, wala_end)
    elif mark == "none" and not firm and _trade_word(toks, j) and j + 1 < len(toks) and toks[j + 1].tags.get("wala"):
        # "Kishore bread wale se", "रमेश दूध वाले से": the person described by the goods they trade in.
        hint = "supplier" if toks[j].tags.get("goods") else "service"
        wala_end = j + 2
        mark = _mark_after(toks, wala_end)
    if mark == "gen" and _vehicle_source(toks, wala_end):
        mark = "src"  # "Naseem ki gaadi se ... utra": the goods came from Naseem (guide: kind and direction b)
    kin = _kin_after(toks, wala_end, glued)
    if mark == "gen" and kin is not None:
        # "Pappu ki wife 200 de gayi", "Sharma ji ka beta ... le gaya": a relative acts on the named
        # person's account (guide: names); the relative's own marker is the party's.
        glued_kin = toks[kin].glued
        wala_end, mark = kin + 1, glued_kin if glued_kin not in (None, "hon") else _mark_after(toks, kin + 1)
    return Party(name, i, wala_end, mark=mark, firm=firm, prep=prep, role_hint=hint)


# Vehicles that bring stock: "X ki gaadi se", "uske tempo se" names where the goods came from.
_VEHICLES = frozenset({"gaadi", "gadi", "gaddi", "gaari", "tempo", "truck", "trak", "tractor", "van", "chhota hathi",
                       "गाड़ी", "गाडी", "टेम्पो", "टेंपो", "ट्रक", "ट्रैक्टर"})


def _vehicle_source(toks: list[Tok], j: int) -> bool:
    """After "X ki"/"uski": a vehicle word and then a source marker ("ki gaadi se")."""
    k = j
    if k < len(toks) and toks[k].tags.get("mark") == "gen":
        k += 1
    if k + 1 >= len(toks) or (toks[k].key not in _VEHICLES and toks[k].text not in _VEHICLES):
        return False
    nxt = toks[k + 1]
    return nxt.tags.get("mark") == "src" and nxt.tag_lang.get("mark") != "en"


def _trade_word(toks: list[Tok], j: int) -> bool:
    """A goods or cost word standing alone (no other reading): what a trader deals in."""
    if j >= len(toks):
        return False
    t = toks[j]
    return bool(t.tags) and set(t.tags) <= {"goods", "cost", "fn"} and t.tags.get("goods") != "generic" and (
        "goods" in t.tags or "cost" in t.tags) and t.amount is None


# Things a repairer is named after ("fridge mistri", "nal wala"): with a role noun they are a trade, not a name.
_SERVICED = frozenset({"fridge", "freezer", "ac", "a.c.", "cooler", "tv", "fan", "pankha", "motor", "geyser", "inverter",
                       "nal", "tap", "pipe", "light", "shutter", "bike", "scooter", "mobile", "computer", "gas",
                       "chulha", "tanki", "fitting", "wiring", "फ्रिज", "नल", "पंखा", "मोटर", "कूलर"})


def _trade_role(toks: list[Tok], i: int) -> tuple[int, str] | None:
    """"bijli mistri", "safai wali", "doodh wale": a cost or goods word and a role noun (or wala) after it
    make one role. Returns (end, role)."""
    if i + 1 >= len(toks):
        return None
    nxt = toks[i + 1]
    if not toks[i].tags and (toks[i].key in _SERVICED or toks[i].text in _SERVICED) and nxt.tags.get("role") == "service":
        return i + 2, "service"  # "fridge mistri", "nal mistri", "AC mechanic": who repairs the thing
    after = toks[i + 2] if i + 2 < len(toks) else None
    if nxt.tags.get("wala") and after is not None and after.tags.get("role") == "service" and toks[i].amount is None \
            and toks[i].script in WORDY and not set(toks[i].tags) - {"goods", "cost"}:
        return i + 3, "service"  # "tandoor wale mistri", "AC wale mechanic": who repairs the thing, no name
    if not _trade_word(toks, i):
        return None
    if nxt.tags.get("role") in ("service", "supplier"):
        end = i + 2
        if end < len(toks) and toks[end].tags.get("wala"):
            end += 1
        return end, "service" if toks[i].tags.get("cost") else str(nxt.tags["role"])
    return None


def _kin_after(toks: list[Tok], j: int, glued: str | None) -> int | None:
    """The index of a kinship or household word right after a name's genitive marker, if one is there."""
    k = j if glued == "gen" else j + 1
    if 0 <= k < len(toks) and toks[k].tags.get("kin") and (glued == "gen" or toks[j].tags.get("mark") == "gen"):
        return k
    return None


# Scripts whose one-letter doer ending is glued to short surnames ("શાહે", "દવેએ"); Odia's -ର and Marathi's -ला end
# names too often ("ଚନ୍ଦ୍ର", "कमला") to be taken off by position alone.
_SURNAME_ENDING_SCRIPTS = frozenset({"gujr"})


def _ending_on_a_surname(t: Tok) -> None:
    """"હિતેન શાહે": after a first name, a short surname keeps a one-letter case ending that a word alone would
    not lose ("શાહે" alone may be a name); the ending comes off when at least two letters are left."""
    if t.glued is not None or t.tags or t.script not in _SURNAME_ENDING_SCRIPTS:
        return
    for ending, mark, repl in _name_tables()[0].get(t.script, ()):
        if mark == "hon" or ending not in _RISKY_ENDINGS or not t.text.endswith(ending):
            continue
        stem = t.text[: -len(ending)]
        if _letters(stem) >= 2:
            t.stem, t.glued = stem + repl, mark
        return


def _role_ending(t: Tok) -> str | None:
    """The case ending glued to a role word ("કોન્ટ્રાક્ટરને": to the contractor), when what is left is the role."""
    for ending, mark, _ in _name_tables()[0].get(t.script, ()):
        if mark == "hon" or not t.text.endswith(ending) or _letters(t.text) <= _letters(ending) + 2:
            continue
        if any(r[0] == "role" for r in lookup(t.text[: -len(ending)])):
            return mark
    return None


def _mark_after(toks: list[Tok], j: int) -> str:
    """The case marker right after a name, skipping 'bhi', 'dono', a honorific or 'wala' in between."""
    for k in range(j, min(j + 3, len(toks))):
        t = toks[k]
        m = t.tags.get("mark")
        if m and t.tag_lang.get("mark") != "en":
            return m
        if m == "gen" and t.text in ("'s", "’s"):
            return m
        if t.tags.get("kin") and t.glued in ("doer", "dat", "src"):
            return t.glued  # "व्यंकीज फार्मकडून": from Venky's farm, the ending on the place word is the name's
        if not (t.tags.get("also") or t.tags.get("both") or t.tags.get("hon") or t.tags.get("wala")):
            break
    return "none"


def _pronoun(toks: list[Tok], i: int) -> Party:
    t = toks[i]
    mark = _mark_after(toks, i + 1)
    before = toks[i - 1] if i > 0 else None
    if mark == "none" and before is not None and before.tag_lang.get("mark") == "en" and before.tags.get("mark") in (
            "src", "dat"):
        return Party(None, i, i + 1, mark=before.tags["mark"], pronoun=True, prep=True)  # "from her", "to them"
    if mark == "none":
        k = t.key
        if k.endswith(("ne", "ने", "नी", "nni")) or k in ("he", "she", "they", "unhone", "अवन", "avan", "aval", "avar"):
            mark = "doer"
        elif k.endswith(("ko", "को", "la", "ला", "ना", "nna")) or k in ("use", "unhe", "him", "them", "उसे", "उन्हें"):
            mark = "dat"
        elif k.endswith(("se", "से")) and k not in ("use",):
            mark = "src"  # "unse 10 kilo chini li": goods taken from them
        elif k.endswith(("ka", "ke", "ki", "का", "के", "की")) or k in ("his", "her", "their"):
            mark = "gen"
        elif k.endswith(("க்கு", "కి", "ಗೆ", "ക്ക്", "ന്", "କୁ")):
            mark = "dat"
    if mark == "gen" and _vehicle_source(toks, i + 1):
        mark = "src"  # "uski gaadi se 20 bori aata aaya": the goods came from him
    return Party(None, i, i + 1, mark=mark, pronoun=True)
