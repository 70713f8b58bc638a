"""The words bank SMS are made of, as regexes compiled once on first use.

Each pattern names one idea of the alert grammar (an amount, a money verb, an account mask, a
reference label, a footer). The parser combines them; nothing here decides a verdict. Patterns
are built by `rx()` under functools.cache, so importing the module compiles nothing.

Speed rules (the parser must read ~20,000 SMS a second on one core):
- Patterns run on the LOWER-CASED body, never with re.IGNORECASE, which turns off the regex
  engine's skip to positions whose first character can start a match (6-10x slower).
- A pattern that is searched must let the engine skip: Python's engine tries only positions
  holding a possible first character when every top-level alternative opens with a LITERAL
  character (a class, a group, "\\b" or a look-behind first anywhere turns that off, and every
  position is tried at ~800 instructions each). So word-start guards go AFTER the first letter
  (`alternation.alts`, `alternation.opening`), a whitespace class is written out character by
  character (`_WHITESPACE`), and "^" gets its own pattern. The lexicon is read after a consumed
  mark instead (`alternation.Lexicon`).
- A match handed back to Python costs more than a failed try inside the engine (~3,000
  instructions against ~500-1,000): scans return only what the parser reads, and a search starts
  where its words can first be ("bal" for the balance, the handle before "@" for a VPA).
- Big alternations carry no capture groups: ~175 empty "which kind" groups made the lexicon three
  times slower, so the kind of a match is looked up from its text (`Tagged`).
- Bodies are NFKC-normalised with Indic digits mapped to ASCII and capped at 2,000 characters;
  no pattern lets two unbounded repeats trade characters (no catastrophic backtracking).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any, ClassVar

from dhandha.sms.alternation import Lexicon, Tagged, alts, opening, words

# An amount: Indian lakh grouping (2,40,000.00), western grouping, plain digits, or ".6"; paise optional
# (some banks print three decimals: "Rs. 5.000" is five rupees).
NUM = r"(?:\d{1,3}(?:,\d{2,3})+(?:\.\d{1,3})?|\d+(?:\.\d{1,3})?|\.\d{1,2})(?![\d,]*\d)"
_CURRENCY_WORDS = ("₹", "inr", "rs", "rupees", "रुपये", "रु")
_CURRENCY_GLUE = r"\.?\s*:?\s*(?:rs\.?\s*)?"
def _currency() -> str:
    return "(?:" + "|".join(alts(*_CURRENCY_WORDS, end="(?![a-z])")) + ")" + _CURRENCY_GLUE


def _money(*words: str) -> str:
    """Currency-marked amounts ("Rs75.0", "INR.97.00", "Rs..6"). The number is each alternative's
    only group, so `lastindex` finds it."""
    # A sign between the currency and the number ("Rs -500") is read too, so the amount is
    # found and then doubted (fields.doubtful), never read as a plain 500.
    return "|".join(alt + _CURRENCY_GLUE + r"(?:[-+−]\s*)?(" + NUM + ")"
                    for alt in alts(*(words or _CURRENCY_WORDS), end="(?![a-z])"))


# Each currency word that opens no other one, with the words it opens: a body that prints only
# one of them ("Rs" in most alerts) is read with that word's own pattern, which opens with a
# literal the engine jumps to (the pattern for all of them stops at every "r" and "i").
CURRENCY_OPENINGS = {"₹": ("₹",), "inr": ("inr",), "rs": ("rs",), "rupees": ("rupees",), "रु": ("रुपये", "रु")}


class _MoneyByOpening(dict[str, re.Pattern[str]]):
    """The pattern for one currency word's amounts, compiled when a body first prints it."""

    def __missing__(self, opening: str) -> re.Pattern[str]:
        pattern = self[opening] = re.compile(_money(*CURRENCY_OPENINGS[opening]))
        return pattern


# Amounts without a currency marker, read only where the verb or a label points at them:
# "debited by 86.0" (only with paise or grouping, so a date after the verb is never money), "Amt: 500".
_BARE_AFTER_VERB = r"\.?\s+(?:by|for|with|of)?\s*(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+\.\d{1,2})(?!\.?\d)"
def _labelled_amount() -> str:
    return words("amt", "amount") + r"\s*(?:of)?\s*[:\-]?\s*(" + NUM + ")"


# What an amount is, told by a word shortly before it (with no digit in between): not the
# transaction amount. How far before it the word may sit is in fields.LABEL_REACH.
_AMOUNT_LABEL = {
    "balance": ("bal", "balance", "avl", "avbl", "aval", "avlbl", "available", "avail", "शेष", "बैलेंस"),
    "limit": ("limit", "lmt"),
    "due": ("due", "outstanding", "o/s", "min", "minimum"),
    "cap": (r"up\s*to", "max", "maximum", r"mandate\s+of", r"cap\s+of", r"limit\s+of"),
}

# "Avl Bal Rs.1,04,912.30 CR", "Updated Balance: Paytm Wallet- Rs 412.00", "AvlBal:Rs7,130.90".
def _balance() -> str:
    return (
        words("bal", "balance", "avlbal", "avblbal", "totalbal", "clrbal", "शेष", "बैलेंस", end="(?![a-z])")
        + r"(?:[\s:=\-.,(]|\b(?:is|of|in|your|paytm|wallet|now|amt)\b|राशि){0,8}?"
        r"(?:" + _currency() + r")?(?P<neg>-\s*)?(?P<num>" + NUM + r")"
        r"(?:\s*(?P<sign>cr|dr)\b\.?)?"
    )
def _balance_not_held() -> str:
    return (opening("min", "minimum", "maintain", "sufficient", "average", "avg", "insufficient", "low")
            + r"\W*(?:\w+\W+)?$")

# The owner's instrument: a keyword then a mask or digits ("A/c XX742", "Card ending 4418",
# "a/c 91XX2087", "A/c No 3527"); "card" may be glued to a brand ("BOBCARD", "OneCard").
def _account() -> str:
    """A keyword then a mask or digits ("A/c XX742", "Card ending 4418", "a/c 91XX2087", "A/c No 3527";
    "card" may be glued to a brand: "BOBCARD", "OneCard"), or a bare mask that starts a word
    ("XXXXXX6381", "...6672", "*3527"). Each alternative's only group is the digits."""
    # Masks may come in groups: "4xxx xxxx xxxx 1234".
    after_keyword = (r"(?![a-wyz])(?:\s*(?:no|number|num)(?![a-z]))?\.?\s*[:\-]?\s*"
                     r"(?:ending\s*(?:with|in)?\s*[:\-]?\s*)?(?:\d{0,6}(?:[x*#•]+[\-\s]?)+|[x*#•n.]*[\-\s]?)")
    digits = r"(\d{3,18})(?![\d@])"
    keywords = [*alts("a/c", "a/cs", "acc", "acct", "account", "ac", "deposit"), "card", "खाते", "खाता"]
    masks = [r"x(?<![\w@/*.#•]x)[x*#•]*", r"\*(?<![\w@/*.#•]\*)[x*#•]*", r"#(?<![\w@/*.#•]#)[x*#•]*",
             r"•(?<![\w@/*.#•]•)[x*#•]*", r"\.(?<![\w@/*.#•]\.)\.+"]
    return "|".join([k + after_keyword + digits for k in keywords]
                    + [m + r"(?:[\-\s]?[x*#•]+)*[\-\s]?" + digits for m in masks])

# Labelled references: RRN, UTR, Ref No, UTR Ref., UPI Ref ID, IMPS Ref#, Txn ID, cheque no.
_REF_CHAIN = r"(?:\.?\s*(?:ref(?:erence)?|no|number|num|id)(?![a-z])){0,2}\.?"
def _ref() -> str:
    return (
        "(?:" + "|".join(
            alts("ref", "reference", "refno", "rrn", "utr", end=r"(?![a-z])" + _REF_CHAIN)
            + alts("txn", "transaction", "trans", "trxn", end=r"(?:\s*(?:id|no|number|#)\.?|(?=\s*\d{9}))")
            + alts("chq", "cheque", "check", end=r"(?![a-z])\s*(?:no|number)?\.?")
            + alts("upi", "imps", "neft", "rtgs", end=r"(?=\s*:\s*[a-z0-9]{9})")
            + alts("upi", end=r"(?=\s*-?\s*\d{9})")
            + ["संदर्भ(?:\\s*(?:सं\\.?|संख्या|क्र\\.?))?"]
        ) + ")"
        r"(?![a-z])\s*[:#\-.]?\s*(?:is\s+)?(?:/?x?utr/)?\s*(?P<ref>[a-z0-9]{3,35})(?![a-z0-9])"
    )

# Slash or hyphen narrations: UPI/P2M/<rrn>/<name>, NEFT-<utr>-<name>, NEFT Cr-<ifsc>-<name>-..-<utr>,
# IMPS -<name>- <ref>. The body runs to the end of the line or a sentence stop.
def _narration() -> str:
    return "(?P<rail>" + words("upi", "imps", "neft", "rtgs") + r")\s*(?:cr|dr)?\s*(?P<sep>[/\-])(?P<body>[^\n()]{4,160})"


# Every alternative opens with a literal character (a whitespace character is written out one
# by one), so the engine skips to where one may match.
def _narration_end() -> str:
    return r"\.(?=\s|$|[a-z]{2})|" + "|".join(re.escape(c) + r"\s+" for c in _WHITESPACE) + r"|,\s"

# A UPI virtual payment address. Handles have no dots; an e-mail's ".com" is not a VPA.
_VPA = r"(?<![\w.\-])[a-z0-9][a-z0-9._\-]*@[a-z][a-z0-9]*(?!\.(?:com|in|net|org|co)\b)(?![a-z0-9])"

# Money verbs. The first executed one names the owner's account's side of the movement.
_EVENT = {
    "debit": ("debited", r"debit(?=\s*(?::|of\b|for\b|inr|rs\b|rs\.|₹|\d))", "deducted", "withdrawn", "withdrew",
              r"withdrawal(?=\s+of\b|\s*(?:inr|rs|₹)|\s*(?::|-\s)\s*(?:inr|rs|₹|\d))", "wdl", "spent", r"sent(?!\s+(?:by|you)\b)",
              r"paid(?!\s+(?:you|to\s+you|by)\b)", "transferred", r"money\s+transfer", r"used\s+for", "charged",
              r"purchase(?=\s+of\b)", r"a\s+debit\b", r"dr\b\.?(?=\s*(?:inr|rs|₹|from\b|to\b|with\b|-|\d|:))",
              "debiting",
              "डेबिट", "नामे", "आहरण", "आहरित", "निकाले", "निकासी", "कटे", "काटे", "कट", "भेजे", "खर्च"),
    "credit": ("credited", r"credit(?=\s*(?::|of\b|by\b|inr|rs\b|rs\.|₹|\d))", r"a\s+credit\b", "received",
               "deposited", "crediting",
               # "Cash deposit of Rs 20,000" is money in; "Fixed Deposit of Rs 50,000 opened" is not.
               r"deposit(?<!fixed\sdeposit)(?<!term\sdeposit)(?<!recurring\sdeposit)"
               r"(?=\s+of\b|\s*(?:inr|rs|₹)|\s*(?::|-\s)\s*(?:inr|rs|₹|\d))", "refunded", "reversed", "reversal", r"added(?=\s+(?:to|in)\b)",
               r"sent\s+(?:by|you)\b", r"paid\s+(?:you|to\s+you)\b", r"cr\b\.?(?=\s*(?:inr|rs|₹|to\b|with\b|-|\d|:))",
               "क्रेडिट", "जमा", "प्राप्त"),
    # Nouns that name a card spend or a completed payment only in the right company.
    "weak": ("txn", "transaction", "trxn", "purchase", "payment", r"for\s+using", r"funds?\s+transfer"),
    # "Refund of Rs 1,299 has been processed to your Card": money in, once it is done.
    "weak_credit": ("refund",),
    # A header that names the direction when no verb does: "UPI Debit Alert! ... Amount: Rs 500".
    "alert_debit": (r"debit\s+alert", r"dr\s+alert", r"debit\s+transaction"),
    "alert_credit": (r"credit\s+alert", r"cr\s+alert", r"credit\s+transaction"),
}

# Footers: from one of these to the end of its sentence, words decide nothing.
_FOOTER = (
    r"not\s+you", r"not\s+u\b", r"if\s+not\s+(?:done|made|withdrawn|initiated|authori[sz]ed|you|u)\b",
    r"not\s+done\s+by\b", r"did\s+not\s+(?:do|make|authori[sz]e|initiate)", r"didn'?t\s+(?:do|make|authori[sz]e)",
    r"never\s+share", r"do\s+not\s+share", r"don'?t\s+share", r"dont\s+share", r"not\s+to\s+share",
    r"call\s*[-:@]?\s*(?:us\s*)?(?:at\s*|on\s*)?\+?\d", r"sms\s*[a-z]*block", r"sms\s+blk",
    r"block\s*(?:upi|cc|dc|card|a/c)", r"blk\s*(?:cc|dc)", r"to\s+block", r"report\s+(?:at|to|fraud|it|immediately)",
    "dispute", "helpline", r"customer\s+care", r"toll[\s-]?free", r"for\s+other\s+services",
    r"subject\s+to\s+clearing", "uncleared", r"incl\.?\s+of", r"query\s*:", r"fraud\?", r"small\s+txns\??",
    r"t\s*&\s*c\s+apply", r"ignore\s+if", r"disregard\s+if", r"please\s+(?:ignore|disregard)",
    r"pls\s+(?:ignore|disregard)", r"kindly\s+(?:ignore|disregard)",
    r"if\s+(?:you\s+have\s+)?(?:already\s+)?paid", r"fwd\s+this", r"forward\s+this",
)
# Every character `\s` matches (str.isspace), for patterns that must open with a literal one.
_WHITESPACE = ("\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
               "\u2009\u200a\u2028\u2029\u202f\u205f\u3000")
# Sentence stops: "!", "?", ";", or a dot before a space, the end, or a glued word (".Avl Bal"),
# except the dot of an abbreviation ("Rs.", "A/c.", "Dr.", "A.K.").
_ABBREVIATIONS = ("rs", "inr", "no", "a/c", "ac", "acct", "avl", "bal", "ref", "dr", "cr", "mr", "ms", "mrs", "st",
                  "txn", "amt", "ltd", "pvt", "co", "nos", "info", "avail", "aval", "avbl", "trxn", "incl", "vs", "dt",
                  "sb", "ca", "mob", "ph", "chq", "approx", "govt", "sr", "jr", "smt", "shri")


def _dot_stop() -> str:
    # One look-behind per abbreviation length (Python's look-behinds must be fixed-width).
    by_length: dict[int, list[str]] = {}
    for a in _ABBREVIATIONS:
        by_length.setdefault(len(a), []).append(re.escape(a))
    guards = "".join(rf"(?<!\b(?:{'|'.join(words)})\.)" for words in by_length.values())
    # Every abbreviation ends with a letter: a dot after anything else skips the look-behinds.
    return r"\.(?=\s|$|[a-z]{2})(?:(?<![a-z]\.)|(?<!\b[a-z]\.)" + guards + r")"
_OTHER_STOPS = "!?;।"


def _stops() -> str:
    """Every sentence stop. The parser reads the dots with `dot_stop` alone: a pattern that opens
    with one literal is scanned for it directly, where a choice of openings is tested at every
    character (the Devanagari danda makes that test a slow one); the other stops are read only
    when a body has one (clause.sentence_ends)."""
    return _dot_stop() + "|" + "|".join(re.escape(c) for c in _OTHER_STOPS)
_FOOTER_END = r"\n|\.(?=\s|$)|!(?=\s|$)|\?(?=\s|$)"

_FAILED_WORDS = ("failed", "failure", "declined", "unsuccessful", "rejected", r"dishono(?:u)?red", "bounced",
                 "returned", r"could\s+not\s+be", r"not\s+(?:been\s+)?(?:debited|credited|processed|successful"
                 r"|completed)", r"insufficient\s+(?:funds|bal)", "pending",
                 r"under\s+(?:process|review|verification|processing)", r"being\s+processed",
                 r"for\s+processing", r"timed?\s*out", r"under\s+clearing", r"sent\s+for\s+clearing",
                 r"on\s+hold", "विफल", "असफल")
_PROMO_WORDS = ("get", "earn", "win", "apply", "enjoy", r"up\s*to", "eligible", r"pre-?approved", r"last\s+month",
                r"this\s+month", r"t\s*&\s*c", r"instant\s+loan", r"loan\s+of\s+up",
                r"avail\s+(?:a|an|the|this|now|offer|loan)")

# Verdict gates, found in ONE pass over the body. Each kind is a reason the movement is not one
# (or, for "reversal", the reason a "failed" word does not veto a credit).
_GATE = {
    "otp": ("otp", r"one[\s-]?time[\s-]?password", r"verification\s+code", r"secure\s+code",
            r"authentication\s+code", r"security\s+code", "passcode", "ओटीपी",
            r"use\s+\d{4,8}\s+(?:to|as|for)\b", r"\d{4,8}\s+is\s+(?:your|the)\s+(?:code|pin|password)\b"),
    "failed": _FAILED_WORDS,
    "future": ("scheduled", r"due\s+on", r"pre-?debit", "upcoming",
               r"will\s+be\s+(?:auto-?)?(?:debited|deducted|charged|presented|processed|credited|reversed|refunded)",
               "जाएंगे", "जाएगा", "जाएगी", "होंगे", "होगा", "होगी"),
    "promo": _PROMO_WORDS,
}
# Gates that are rare in alerts, looked for only when an anchor word is in the body (so the
# per-SMS lexicon pass stays short).
_RARE_GATE = {
    "request": (r"has\s+requested", r"requested\s+(?:money|rs|inr|₹|payment|for)", r"collect\s+request",
                r"payment\s+request", r"money\s+request", r"request(?:ing)?\s+(?:of|for)\s+(?:rs|inr|₹)",
                r"approve\b[^.]{0,40}\brequest"),
    "blocked": ("blocked", "lien", "earmarked", "asba"),
    # A list of past movements is a statement, not a new one.
    "statement": (r"mini\s+statement", r"e-?statement", r"account\s+statement", r"statement\s+for"),
    "voucher": (r"e-?voucher", r"gift\s+card", r"reward\s+points?", r"voucher\s+code"),
    "third_party": (r"thank\s+you\s+for\s+(?:your|the)\s+(?:payment|order)", r"order\b[^.]{0,40}\bplaced"),
    # A purchase turned into instalments moves no new money.
    "emi_conversion": (r"converted\s+(?:in)?to\s+emi", r"emi\s+conversion"),
}
# Rails, from the body's own words (read in the lexicon pass; "WDL" is both a debit verb and
# the ATM's mark, so the verb counts for both; "Cash Withdrawal" is told by fields.channel, as is
# a brand glued to "card", "BOBCARD").
_CHANNEL = {
    "atm": ("atm", "nfs"),
    # Aadhaar-enabled cash at a banking agent's shop: cash, never an ATM.
    "aeps": ("aeps", r"aadhaar\s+enabled"),
    "upi": ("upi", "bhim"), "imps": ("imps",), "neft": ("neft",), "rtgs": ("rtgs",),
    "cheque": ("chq", "cheque", "clearing"),
    "card": ("card", "pos", "ecom", r"e-com", "rupay", "visa", "mastercard"),
    "wallet": ("wallet", r"paytm\s+balance", r"pay\s+balance"),
    "other": ("cash", "cdm", r"nach(?:cr|dr)?", "enach", r"ach(?:cr|dr)?", "ecs", "umrn", r"by\s+transfer",
              "interest", r"standing\s+instruction"),
}


RAILS = tuple(_CHANNEL)


# Every word the verdict needs, read in ONE pass: footers first (a word inside a footer decides
# nothing), then the gates, the money verbs, the rails and the rare-gate anchors. At one position
# the first listed word wins, so "will be debited" is a future notice (its verb was never
# executed anyway) and "not debited" a failure. No word may swallow a verb another kind needs.
_LEXICON = {"footer": _FOOTER, **_GATE, **_EVENT, **{f"rail_{k}": v for k, v in _CHANNEL.items()},
            # Words that send the body to the rare gates (read separately, see _RARE_GATE).
            "rare": ("request", "requested", "requesting", "blocked", "lien", "earmarked", "asba", "statement",
                     "e-statement", "estatement", "voucher", "e-voucher", "evoucher", r"gift\s+card", "reward",
                     "rewards", r"thank\s+you", "placed", "emi")}
# A "failed" word does not veto a credit that says it is a reversal or refund.
_CREDITED_BACK, _RETURNED_TO_YOU = r"credited\s+back", r"returned\s+to\s+your"
_REVERSAL = rf"revers|refund|{_CREDITED_BACK}|{_RETURNED_TO_YOU}|cashback"
# ... but a reversal or refund that "will reflect in 5-7 working days" has not arrived yet.
_NOT_YET = r"will\s+(?:reflect|be\s+(?:credited|refunded|reversed))|working\s+days"

# A payment the owner made, acknowledged by whoever received it: a card bill ("Payment of INR
# 12,486 received towards your Credit Card"), a loan EMI, a policy. The owner's own bank SMS
# already recorded that money leaving.
_PAYMENT_ACK = (
    r"p(?<!\wp)ayment\b(?:[^.]|\.(?=\d)){0,80}\bcredit\s*card\b"
    r"|c(?<!\wc)redit\s*card\b(?:[^.]|\.(?=\d)){0,40}\bpayment\s+(?:of|received)"
    r"|r(?<!\wr)eceived\s+(?:your\s+)?payment\b(?:[^.]|\.(?=\d)){0,60}\b(?:towards|against|for)\s+(?:your|the)\b"
    r"|p(?<!\wp)ayment\s+of\b(?:[^.]|\.(?=\d)){0,40}\breceived\s+(?:towards|against|for)\s+(?:your|the)\b"
    # "received your payment of Rs 4,500 for OneCard ending ..", "Your payment of Rs 6,780 for BOBCARD XX5521
    # has been received", "We have received Rs 1,150 towards your YES Bank Credit Card": the thing paid
    # for is a card (a brand may be glued to "card").
    # (Each alternative opens with its letter and the word-start check after it: see `opening`.)
    + "".join(f"|{w[0]}(?<!\\w{w[0]}){w[1:]}" + r"\b(?:[^.]|\.(?=\d)){0,60}\b(?:for|towards|against)\s+(?:your\s+)?"
              r"(?:[\w&]+\s+){0,4}?[\w&]*card\b" for w in ("payment", "received"))
)
def _into_your_account() -> str:
    return opening("in", "to", "into") + r"\s+your\s+(?:[\w&]+\s+){0,3}?(?:a/c|ac|acct|account|wallet)\b"
def _owner_words() -> str:
    return words("your", "ur") + r"\s+(?:[\w&]+\s+){0,4}?(?:a/c|acct|account|wallet|balance)\b"


# Why a text with no executed movement is not one; the earliest listed kind present wins.
_NON_TXN = {
    "failed": _FAILED_WORDS,
    "refund_initiated": (r"refund\b[^.]{0,80}\b(?:initiated|will\s+be\s+credited|will\s+reflect|processed)",),
    "amount_blocked": ("blocked", "lien", "earmarked", r"on\s+hold", "ipo", "asba"),
    "mandate_notice": (r"e-?mandate", "mandate", r"auto\s*pay", r"auto[\s-]?debit", r"standing\s+instruction",
                       "sip", r"pre-?debit", "umn", "umrn", r"e-?nach"),
    "scheduled": ("scheduled", r"will\s+be\s+(?:auto-?)?(?:debited|deducted|charged|credited|processed|reversed"
                               r"|refunded|presented)", "initiated", "upcoming"),
    "reminder": ("due", "reminder", "bill", "statement", "emi", "overdue", "outstanding", "premium", r"pay\s+now",
                 r"please\s+pay", "renew"),
    "promo": (*_PROMO_WORDS, "offer", "cashback", "congratulations", "upgrade", "loan"),
    "balance_only": ("bal", "balance", "शेष", "बैलेंस"),
    # Settings, not money: "UPI transaction limit increased to Rs 1,00,000", "card activated".
    "account_update": ("limit", "limits", "activated", "deactivated", r"beneficiary\s+\w+\s+added", r"pin\s+(?:changed|set|generated)"),
    "third_party_confirmation": (r"thank\s+you", "order", "booking"),
}
NON_TXN_ORDER = tuple(_NON_TXN)
def _money_word() -> str:
    return words(
        "debit", "credit", "txn", "transaction", "payment", "paid", "pay", "transfer", "received", "sent", "spent",
        "withdraw", "deposit", "refund", "dr", "cr", "bheje", "bheja", "diye", "diya", "jama", "paisa", "paise",
        "rupaye", "loan", "fine", "भेजे", "जमा", "पैसे", "डेबिट", "क्रेडिट")

# A password or PIN handed over ("Your new MPIN is 4821", "password: Ab12cd"): the value holds a digit.
# (The word-start guard sits after each word's first letter, so a search jumps to those letters.)
_SECRET_VALUE = (opening("m-?pin", "t-?pin", "pin", "password", "passwd", "pwd", not_after="[a-z]")
                 + r"(?![a-z])[^.\n]{0,30}?(?:\bis\b|[:=])\s*[\"']?(?=[^\s\"']*\d)[^\s\"']{4,}")
# A code standing alone: 4 to 8 digits, not part of an amount or a longer number. The look-back
# comes after the first digit (two characters back), so a search jumps from digit to digit.
_CODE = r"\d(?<![\d,.]\d)\d{3,7}(?![\d,]|\.\d)"

_CHANNEL_FOOTER_HINT = r"(?P<upi>block\s*upi)|(?P<card>block\s*(?:cc|dc|card)|blk\s*cc|pblock)"

_MONTHS = (r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
           r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
# Full dates only; "08-04" or "29JUN" (no year) are not dates here. Day-first, as Indian banks write.
# The pattern starts at the first digit of a digit run: "2026-03-22", "14-02-26", "07Mar26", "15JUN2026".
# The look-ahead after the first digit of a run is what every shape needs next (at most one more
# digit, or "0dd" and a separator for a year-first date): an amount, an account number or a
# reference fails there at once instead of trying all four shapes.
_DATE_NUMERIC = (
    r"(?P<f>\d)(?<!\d\d)(?=\d?\D|0\d\d[-/:.])(?:"
    r"(?<=2)(?P<iy>0\d\d)(?P<is>[-/:.])(?P<im>\d{1,2})(?P=is)(?P<id>\d{1,2})(?!\d)"
    r"|(?P<nd>\d?)(?P<ns>[-/.])(?P<nm>\d{1,2})(?P=ns)(?P<ny>20\d\d|\d\d)(?![\d:])"
    r"|(?P<ad>\d?)(?:st|nd|rd|th)?[-/. ]?(?P<am>" + _MONTHS + r")[-/. ,']*(?P<ay>20\d\d|\d\d)(?![\d:])"
    r"|(?P<bd>\d?),?\s+(?P<by>20\d\d)(?!\d))"  # "June 17, 2026": the month is read behind the day
)
def _date_month_before() -> str:
    return "(?P<bm>" + opening(*_MONTHS.split("|"), not_after="[a-z]") + r")\.?\s+$"

# Where a name stops: a line end, punctuation, a run of spaces, a keyword, a date or a number.
_NAME_STOP = (
    r"[\n;,()|!?<>\[\]{}:\s.\-/](?:"
    r"(?<=[\n;,()|!?<>\[\]{}:])"
    # "BAJAJ FINANCE LTD/UMRN UTIB70..": a mandate id or reference after a slash ends the name.
    r"|(?<=/)(?=(?:umrn|umn|ref|rrn|utr|txn|mandate)(?![a-z])|\s*[a-z]{0,4}\d{6,})"
    r"|(?<=\s)(?:\s|-\s|(?=(?:on|ref|refno|rrn|utr|upi|imps|neft|rtgs|via|using|thru|through|for|with|from|avl"
    r"|avbl|aval|bal|balance|available|info|txn|not|if|call|sms|umrn|umn|is|has|was|credited|debited|dt|dated|at|under"
    r"|by|to|a/c|avlbl|total|new|clr|current|updated|ist|id|vpa|mandate|towards)(?![a-z])"
    r"|in\s+(?:your|ur|a/c|ac|acct|account|[a-z]+\s+(?:a/c|ac|acct|account|bank|wallet))(?![a-z]))"
    r"|(?=\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})|(?=\d{1,2}[-/ ]?(?:" + _MONTHS + r")\b)|(?=\d{3,}))"
    r"|(?<=\.)(?=\s|$|[a-z]{2})"
    r"|(?<=-)(?=\s*\d|[\w.]*@|[a-z&. ]{2,30}$)"
    r")"
)


class Lazy:
    """Named patterns, each compiled the first time it is used (a ten-line `sms parse` compiles
    only what its texts need), then a plain attribute. A subclass names its builders in `_build`."""

    _build: ClassVar[dict[str, Callable[[], Any]]] = {}

    def __getattr__(self, name: str) -> Any:
        build = type(self)._build.get(name)
        if build is None:
            raise AttributeError(name)
        value = build()
        setattr(self, name, value)
        return value


class Patterns(Lazy):
    """The vocabulary every part of the parser shares."""

    money: re.Pattern[str]
    money_by_opening: dict[str, re.Pattern[str]]
    bare_after_verb: re.Pattern[str]
    labelled_amount: re.Pattern[str]
    amount_label: Tagged
    balance: re.Pattern[str]
    balance_not_held: re.Pattern[str]
    account: re.Pattern[str]
    ref: re.Pattern[str]
    narration: re.Pattern[str]
    narration_end: re.Pattern[str]
    vpa: re.Pattern[str]
    lexicon: Lexicon
    rare_gate: Tagged
    reversal: re.Pattern[str]
    credited_back: re.Pattern[str]
    returned_to_you: re.Pattern[str]
    not_yet: re.Pattern[str]
    card_fee: re.Pattern[str]
    digit: re.Pattern[str]
    stops: re.Pattern[str]
    dot_stop: re.Pattern[str]
    other_stop: re.Pattern[str]
    footer_end: re.Pattern[str]
    payment_ack: re.Pattern[str]
    into_your_account: re.Pattern[str]
    owner_words: re.Pattern[str]
    stored_balance: re.Pattern[str]
    upi_ref: re.Pattern[str]
    non_txn: Tagged
    non_txn_words: Lexicon
    money_word: re.Pattern[str]
    channel_footer_hint: re.Pattern[str]
    date_numeric: re.Pattern[str]
    date_numeric_ascii: re.Pattern[str]
    date_month_before: re.Pattern[str]
    name_stop: re.Pattern[str]
    doubtful_tail: re.Pattern[str]
    secret_value: re.Pattern[str]
    code: re.Pattern[str]


_c = re.compile
Patterns._build = {
    "money": lambda: _c(_money()),
    "money_by_opening": _MoneyByOpening,
    "bare_after_verb": lambda: _c(_BARE_AFTER_VERB),
    "labelled_amount": lambda: _c(_labelled_amount()),
    "amount_label": lambda: Tagged(_AMOUNT_LABEL),
    "balance": lambda: _c(_balance()),
    "balance_not_held": lambda: _c(_balance_not_held()),
    "account": lambda: _c(_account()),
    "ref": lambda: _c(_ref()),
    "narration": lambda: _c(_narration()),
    "narration_end": lambda: _c(_narration_end()),
    "vpa": lambda: _c(_VPA),
    # The one entry opening with a digit ("482913 is your code") names a code, a PIN or a password.
    "lexicon": lambda: Lexicon(_LEXICON, unended=("footer",), digit_needs=("code", "pin", "password")),
    "rare_gate": lambda: Tagged(_RARE_GATE),
    "reversal": lambda: _c(_REVERSAL),
    "credited_back": lambda: _c(_CREDITED_BACK),
    "returned_to_you": lambda: _c(_RETURNED_TO_YOU),
    "not_yet": lambda: _c(_NOT_YET),
    "card_fee": lambda: _c(r"card\s+(?:[a-z]+\s+)?(?:fee|fees|charges?|amc|maintenance|issuance|renewal|replacement)\b"),
    "digit": lambda: _c(r"\d"),
    "stops": lambda: _c(_stops()),
    "dot_stop": lambda: _c(_dot_stop()),
    "other_stop": lambda: _c("[" + _OTHER_STOPS + "]"),
    "footer_end": lambda: _c(_FOOTER_END),
    "payment_ack": lambda: _c(_PAYMENT_ACK),
    "into_your_account": lambda: _c(_into_your_account()),
    "owner_words": lambda: _c(_owner_words()),
    "stored_balance": lambda: _c(words("using", "from", "to", "in", "into")
                             + r"\s+your\s+(?:[\w&]+\s+){0,3}?(?:wallet|balance)(?![a-z])"),
    "upi_ref": lambda: _c(opening("upi") + r"\b[^.\n]{0,40}?\b(?:ref|rrn|utr)(?![a-z])[^\n]{0,12}?\d{12}(?!\d)"),
    "non_txn": lambda: Tagged(_NON_TXN),
    # The same words read the lexicon's way (tried only after a space or a mark): what
    # `non_txn.pattern.finditer` finds, without trying every letter of the body.
    "non_txn_words": lambda: Lexicon(_NON_TXN, unended=(), digit_needs=()),
    "money_word": lambda: _c(_money_word()),
    "channel_footer_hint": lambda: _c(_CHANNEL_FOOTER_HINT),
    "date_numeric": lambda: _c(_DATE_NUMERIC),
    # The same for a body of ASCII characters alone (most alerts): ASCII classes test a digit with
    # a table, where Unicode ones look every character up. `\s` is written out as the ASCII
    # characters Unicode calls space, so nothing else changes.
    "date_numeric_ascii": lambda: _c(_DATE_NUMERIC.replace(r"\s", r"[\t-\r\x1c- ]"), re.ASCII),
    "date_month_before": lambda: _c(_date_month_before()),
    "name_stop": lambda: _c(_NAME_STOP),
    "doubtful_tail": lambda: _c(r"\d|\.\d*[1-9]|e[+\-]?\d"),
    "secret_value": lambda: _c(_SECRET_VALUE),
    "code": lambda: _c(_CODE),
}


@cache
def rx() -> Patterns:
    """The one vocabulary of this process (nothing is compiled until a pattern is used)."""
    return Patterns()
