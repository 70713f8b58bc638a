"""The languages the rules thinker reads: one data module each, nothing but tables.

A language module may define (all optional except CODE and WORDS):

- CODE: the language code ("ta"); SPACED_TENS: whether "twenty five" adds up.
- WORDS: category -> value -> "phrase|phrase". The categories are CATEGORIES below; the phrase lookup
  (lexicon.py) reads every module's WORDS.
- NUMBERS, NUMBER_LINES, NUMBER_LISTS: number words for the amount reader (numwords.py).
- SMALL_WORDS: conjunctions and negations (clauses.py, names.py, corrections.py); "demonstrative" (that one) and
  "determiner" (that, this before a noun): never part of a name; "sold_costs": running costs a shop may also sell
  (tea, snacks, meals), goods in a list that one sale verb governs (one_verb.py).
- UNMARKED_DOER: a name with no case ending before a "gave" verb is the giver (the recipient is always marked).
- UNMARKED_GIVER: the same for the "gave" verbs only.
- GLUED_ENDINGS, GLUED_HONORIFICS, LATIN_ENDINGS, HYPHEN_ENDINGS, SAFE_ENDINGS, KEEP_WHOLE, NOT_NAMES:
  what is glued to a name and what is never one (names.py).
- ENDING_NEVER_AFTER: a glued ending that is no ending after these letters (Malayalam -ുക്ക്: notebook).
- GLUED_PARTICLES ("also", "only" glued to a name), AFTER_BARE_CONSONANT (endings that follow a consonant
  with its own vowel), DOER_BEFORE_WALA and DOER_ENDINGS (someone named by what they do): names.py.

Adding a phrasing is adding it to a table; adding a language is one new module, named in MODULES.
docs/reading-guide.md ("Words") says what each category means, with examples.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from functools import cache
from types import ModuleType

# The order matters only where two languages read one word differently (the first keeps its reading).
MODULES = ("hindi", "english", "marathi", "gujarati", "bengali", "punjabi", "odia", "tamil", "telugu", "kannada",
           "malayalam")

# What a word tells the reader: the category, then what its values mean. The order is the lookup order.
CATEGORIES: dict[str, str] = {
    "verb": "how money moved: give (the case marker says who), give_in (the other party gave), give_out (the "
            "owner gave), recv (money came in), got (came to the subject), paid_to (the shop paid), repay (a debt "
            "settled), pay (English word order or the marker decides), take (a customer took goods), buy (stock "
            "bought), sell, spend",
    "withdraw": "cash taken out of the bank (a transfer with an ATM or bank word)",
    "deposit": "money put into the bank",
    "ownacct": "the owner's own other account",
    "bank": "a bank: atm, bank (the word), name (HDFC, SBI ...): with a move, the owner's own money",
    "credit": "on credit: udhaar",
    "paid": "paid now (settles cash-or-credit)",
    "mode": "how it was paid: cash, upi, bank, card",
    "defer": "to be paid later",
    "cost": "a running cost; the value is the head kept as the item",
    "goods": "goods: item (a kind of goods), generic (goods in general, never an item)",
    "yes": "yes to a question",
    "no": "no to a question",
    "neg": "a negation",
    "q": "a question word: how_much, who, what, show",
    "qn": "what a question is about: balance, sales, spend, profit, stock, entries, debtors, top",
    "all": "everyone (with a credit word: who owes)",
    "period": "a span asked about: today, yesterday, this_week, last_week, this_month, last_month",
    "fix": "a change to an entry",
    "cancel": "removing an entry",
    "every": "every entry that fits (a bulk cancel)",
    "viabank": "an entry that came from the bank or a UPI app",
    "entry": "the entry (last)",
    "dup": "twice (a twin entry)",
    "oops": "a self-correction: the next value replaces the last",
    "remind": "a reminder to send",
    "fut": "a future verb: pay (a promise to pay), visit",
    "said": "said or promised",
    "chat": "greetings and thanks",
    "inject": "an instruction aimed at the bot: refused",
    "risk": "a word the rules do not model: the reading is not sure",
    "topic": "a question for the knowledge shelf: tax, festival, stock, pricing",
    "mark": "a case marker after a name: doer, dat, src, gen, cred (on their account), loc",
    "hon": "an honorific or kinship word",
    "kin": "a relative or helper acting for a named person: X ki wife, X ka beta (X's account)",
    "owner": "the owner: subj (maine), obj (mujhe)",
    "pron": "a third-person pronoun",
    "someone": "someone unnamed",
    "forgot": "the owner does not know",
    "both": "both",
    "each": "each",
    "together": "in total",
    "also": "also (the verb carries over)",
    "role": "a role or place noun, never a name: service, supplier, buyer, place",
    "mart": "a market place: a name right before it names the place, not a person (Vashi mandi)",
    "firm": "a firm suffix",
    "wala": "wala",
    "unit": "a unit of goods",
    "per": "a per-unit price word",
    "frac": "a fraction of a unit",
    "rest": "the rest of a bill",
    "old": "dues from before the books",
    "owe": "who owes: shop (the shop must pay), them (they must pay)",
    "when": "a day for a promise: +N days, a weekday, month (next month's 1st), eom (this month's end), a_month "
            "(a month from today: the same date next month)",
    "ago": "a day back for what happened: N days",
    "before": "N days before",
    "daytime": "a time of day (never a name, the day unchanged)",
    "month": "a month's name: 1-12",
    "tarikh": "the word for a date",
    "days": "the word for days",
    "notmoney": "a count that is never money: after (3 saal), before (table no 4), size (200 page, 26 inch: the "
                "goods' size, part of what they are)",
    "fn": "a little word that is never a name",
}


@cache
def modules() -> tuple[ModuleType, ...]:
    """The language modules, imported on first use (reading a message needs them; importing dhandha does not)."""
    return tuple(importlib.import_module(f"{__name__}.{name}") for name in MODULES)


def entries() -> Iterator[tuple[str, str, str, str]]:
    """Every (category, value, language, "phrase|phrase") of every language, in lookup order."""
    mods = modules()
    for cat in CATEGORIES:
        for m in mods:
            for val, phrases in m.WORDS.get(cat, {}).items():
                yield cat, val, m.CODE, phrases


@cache
def small_words(name: str) -> frozenset[str]:
    """One SMALL_WORDS list of every language, as a set of the words and their spelling keys, so a
    token's text or key can be looked up ("split_conjunctions", "negation_after", "relative" ...)."""
    from ..spelling import key

    words = [w for m in modules() for w in getattr(m, "SMALL_WORDS", {}).get(name, "").split("|") if w]
    return frozenset(words) | frozenset(key(w) for w in words)


@cache
def unmarked_doer(code: str | None) -> bool:
    """Does the language always mark whom money went to ("രമേശിന്", to Ramesh)? Then a bare name before its
    "gave / sent" verb is the one who gave (UNMARKED_DOER in the module)."""
    return any(getattr(m, "UNMARKED_DOER", False) for m in modules() if code == m.CODE)


@cache
def unmarked_giver(code: str | None) -> bool:
    """Is a bare name before a "gave / sent" verb the giver, in this language (UNMARKED_DOER, or UNMARKED_GIVER for
    a language whose other verbs carry their own person)?"""
    return any(getattr(m, "UNMARKED_DOER", False) or getattr(m, "UNMARKED_GIVER", False)
               for m in modules() if code == m.CODE)


def gathered(name: str) -> list[object]:
    """A per-language table of every module that has one, in module order."""
    return [getattr(m, name) for m in modules() if hasattr(m, name)]
