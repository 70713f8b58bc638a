"""The words bank SMS are made of, as regexes compiled once on first use.

Each pattern names one idea of the alert grammar (an amount, a money verb, an account mask, a
reference label, a footer). The parser combines them; nothing here decides a verdict. Patterns
are built by `rx()` under functools.cache, so importing the module compiles nothing.

Bodies are NFKC-normalised with Indic digits mapped to ASCII before any of these run, and every
pattern is written so that no two unbounded repeats can trade characters (no catastrophic
backtracking on a 2,000-character body).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

# An amount: Indian lakh grouping (2,40,000.00), western grouping, or plain digits; paise optional.
NUM = r"(?:\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?|\.\d{1,2})(?![\d,]*\d)"
# A currency marker, possibly glued to the number ("Rs75.0", "INR.97.00", "Rs:", "INR Rs.").
CURRENCY = r"(?:₹|(?<![A-Za-z])(?:inr|rs|rupees|रुपये|रु)(?![A-Za-z]))\.?\s*:?\s*(?:rs\.?\s*)?"

_MONEY = (
    CURRENCY + r"(?P<num>" + NUM + r")"
    # A bare number right after a money verb ("debited by 86.0"): only with paise or grouping,
    # so a date or a count after the verb is never taken for money.
    r"|(?<![A-Za-z])(?:debited|credited|dr|cr|paid|sent|spent|withdrawn|deducted)\.?\s+(?:by|for|with|of)?\s*"
    r"(?P<bare>\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+\.\d{1,2})(?!\.?\d)"
    r"|(?<![A-Za-z])(?:amt|amount)\s*(?:of)?\s*[:\-]?\s*(?P<labelled>" + NUM + r")"
)

# What an amount is, told by the words just before it: these are not the transaction amount.
_AMOUNT_LABEL = (
    r"(?P<balance>(?<![a-z])(?:bal|balance|avl|avbl|aval|avlbl|available|avail|शेष|बैलेंस)\b[^0-9]{0,22}$)"
    r"|(?P<limit>(?<![a-z])(?:limit|lmt)\b[^0-9]{0,14}$)"
    r"|(?P<due>(?<![a-z])(?:due|outstanding|o/s|min|minimum)\b[^0-9]{0,16}$)"
    r"|(?P<cap>(?<![a-z])(?:up\s*to|max|maximum|mandate\s+of|cap\s+of|limit\s+of)\b[^0-9]{0,8}$)"
)

# "Avl Bal Rs.1,04,912.30 CR", "Updated Balance: Paytm Wallet- Rs 412.00", "CLR BAL 9212.60CR".
_BALANCE = (
    r"(?<![A-Za-z])(?:(?:avl|avbl|aval|avlbl|available|avail|total|new|updated|current|clear|clr|closing"
    r"|ledger|net|a/c|acct|account|wallet)\.?\s*){0,3}(?:bal(?:ance)?|शेष|बैलेंस)(?![a-z])"
    r"(?:[\s:=\-.,(]|\b(?:is|of|in|your|paytm|wallet|now|amt)\b|राशि){0,8}?"
    r"(?:" + CURRENCY + r")?(?P<neg>-\s*)?(?P<num>" + NUM + r")"
    r"(?:\s*(?P<sign>cr|dr)\b\.?)?"
)
_BALANCE_NOT_HELD = r"\b(?:min|minimum|maintain|sufficient|average|avg|insufficient|low)\W*(?:\w+\W+)?$"

# The owner's instrument: a keyword then a mask or digits ("A/c XX742", "Card ending 4418",
# "a/c 91XX2087", "A/c No 3527"), or a bare mask ("XXXXXX6381", "...6672", "*3527").
_ACCOUNT = (
    r"(?<![A-Za-z])(?P<kw>a/cs?|acc|acct|account|ac|deposit|[A-Za-z]{0,8}card|खाते|खाता)(?![A-WYZa-wyz])"
    r"(?:\s*(?:no|number|num)(?![A-Za-z]))?\.?\s*[:\-]?\s*(?:ending\s*(?:with|in)?\s*[:\-]?\s*)?"
    r"(?P<kwmask>(?:\d{0,6}[xX*#•]+|[xX*#•N.]*)[\-\s]?)(?P<kwdigits>\d{3,18})(?![\d@])"
    r"|(?<![\w@/*.#•])(?P<mask>[xX*#•]+|\.{2,}|N{2,})[xX*#•\-]*(?P<digits>\d{3,6})(?![\d@])"
)

# Labelled references: RRN, UTR, Ref No, UPI Ref, IMPS Ref#, Txn ID, transaction number, cheque no.
_REF = (
    r"(?<![A-Za-z])(?:"
    r"(?:upi|imps|neft|rtgs|txn|transaction|bank)?\s*(?:ref(?:erence)?|refno|rrn|utr)"
    r"(?:\.?\s*(?:ref(?:erence)?|no|number|num|id)(?![A-Za-z])){0,2}\.?"
    r"|(?:txn|transaction|trans|trxn)\s*(?:id|no|number|#)\.?"
    r"|(?:clearing\s+)?(?:chq|cheque|check)\s*(?:no|number)?\.?"
    r"|(?:upi|imps|neft|rtgs)(?=\s*:\s*[A-Za-z0-9]{9})|upi(?=\s*-?\s*\d{9})"
    r")(?![A-Za-z])\s*[:#\-.]?\s*(?:is\s+)?(?:/?x?utr/)?\s*(?P<ref>[A-Za-z0-9]{3,35})(?![A-Za-z0-9])"
)

# Slash or hyphen narrations: UPI/P2M/<rrn>/<name>, NEFT-<utr>-<name>, NEFT Cr-<ifsc>-<name>-..-<utr>,
# IMPS -<name>- <ref>. The body runs to the end of the line or a sentence stop.
_NARRATION = (
    r"(?:(?P<pre>[A-Za-z0-9]{6,35})/)?(?<![A-Za-z])(?P<rail>upi|imps|neft|rtgs)\s*(?:cr|dr)?\s*(?P<sep>[/\-])"
    r"(?P<body>[^\n()]{4,160})"
)
_NARRATION_END = r"\.(?=\s|$|[A-Za-z]{2})|\s{2,}|,\s"

# A UPI virtual payment address. Handles have no dots; an e-mail's ".com" is not a VPA.
_VPA = r"(?<![\w.\-])[A-Za-z0-9][A-Za-z0-9._\-]*@[A-Za-z][A-Za-z0-9]*(?!\.(?:com|in|net|org|co)\b)(?![A-Za-z0-9])"

# Money verbs. The first executed one names the owner's account's side of the movement.
_EVENT = (
    r"(?<![A-Za-z])(?:"
    r"(?P<debit>debited|debit(?=\s*(?::|of\b|for\b|inr|rs\b|rs\.|₹|\d))|deducted|withdrawn|withdrew"
    r"|withdrawal(?=\s+of\b|\s*(?:inr|rs|₹))|wdl|spent|sent(?!\s+(?:by|you)\b)|paid(?!\s+(?:you|to\s+you|by)\b)"
    r"|transferred|money\s+transfer|used\s+for|charged|purchase(?=\s+of\b)|a\s+debit\b"
    r"|dr\b\.?(?=\s*(?:inr|rs|₹|from\b|to\b|-|\d|:)))"
    r"|(?P<credit>credited|credit(?=\s*(?::|of\b|by\b|inr|rs\b|rs\.|₹|\d))|a\s+credit\b|received"
    r"|deposited|deposit(?=\s+of\b)|refunded|reversed|reversal\b|added(?=\s+(?:to|in)\b)"
    r"|sent\s+(?:by|you)\b|paid\s+(?:you|to\s+you)\b"
    r"|cr\b\.?(?=\s*(?:inr|rs|₹|to\b|-|\d|:)))"
    r"|(?P<weak>txn|transaction|trxn|purchase|payment|for\s+using)"
    r")(?![A-Za-z])"
    r"|(?P<hi_debit>डेबिट|निकाले|निकासी|कटे|काटे|भेजे|खर्च)"
    r"|(?P<hi_credit>क्रेडिट|जमा|प्राप्त)"
)

# Words just before a verb that make it unexecuted: future, infinitive, conditional, negated.
_UNEXECUTED_LEFT = (
    r"(?<![A-Za-z])(?:will|shall|would|may|might|can|could|should|to|if|not|never|once|when|upon|being"
    r"|yet\s+to|get|gets)\s+(?:be\s+|get\s+|been\s+|have\s+been\s+|not\s+be\s+)?"
    r"(?:auto[\s-]?|fully\s+|successfully\s+|soon\s+|automatically\s+)?$"
)

# In the verb's own sentence: it is scheduled, promised or advertised, not done.
_FUTURE_SENTENCE = (
    r"\b(?:scheduled|due\s+on|pre-?debit|upcoming|will\s+be\s+(?:debited|deducted|charged|presented|processed))\b"
    r"|जाएंगे|जाएगा|जाएगी|होंगे|होगा|होगी"
)
_PROMO_SENTENCE = (
    r"\b(?:get|earn|win|apply|enjoy|up\s*to|eligible|pre-?approved|last\s+month|this\s+month"
    r"|t\s*&\s*c|instant\s+loan|loan\s+of\s+up|avail\s+(?:a|an|the|this|now|offer|loan))\b"
)

# Footers: from one of these to the end of its sentence, words decide nothing.
_FOOTER = (
    r"(?<![A-Za-z])(?:not\s+you|not\s+u\b|if\s+not\s+(?:done|made|withdrawn|initiated|authori[sz]ed|you|u)\b"
    r"|not\s+done\s+by\b|(?:did\s+not|didn'?t)\s+(?:do|make|authori[sz]e|initiate)|never\s+share|(?:do\s+not|don'?t|dont|not\s+to)\s+share"
    r"|call\s*[-:@]?\s*(?:us\s*)?(?:at\s*|on\s*)?\+?\d|sms\s*[a-z]*block|sms\s+blk|block\s*(?:upi|cc|dc|card|a/c)"
    r"|blk\s*(?:cc|dc)|to\s+block|report\s+(?:at|to|fraud|it|immediately)|dispute|helpline|customer\s+care"
    r"|toll[\s-]?free|for\s+other\s+services|subject\s+to\s+clearing|uncleared|incl\.?\s+of|query\s*:"
    r"|fraud\?|small\s+txns\??|t\s*&\s*c\s+apply|fwd\s+this|forward\s+this)"
)
_FOOTER_END = r"[.!?](?=\s|$)|\n"

_OTP = (
    r"(?<![A-Za-z])(?:otp|one[\s-]?time[\s-]?password|(?:verification|secure|authentication)\s+code"
    r"|passcode|ओटीपी)(?![A-Za-z])"
)
_REQUEST = (
    r"\bhas\s+requested\b|\brequested\s+(?:money|rs|inr|₹|payment|for)|\bcollect\s+request|\bpayment\s+request"
    r"|\bmoney\s+request|\brequest(?:ing)?\s+(?:of|for)\s+(?:rs|inr|₹)|\bapprove\b[^.]{0,40}\brequest"
)
_FAILED = (
    r"\b(?:failed|failure|declined|unsuccessful|rejected|dishono(?:u)?red|bounced|returned|could\s+not\s+be"
    r"|not\s+(?:been\s+)?(?:debited|credited|processed|successful|completed)|insufficient\s+(?:funds|bal)"
    r"|pending|under\s+(?:process|review)|for\s+processing|timed?\s*out)\b"
)
_BLOCKED = r"\b(?:blocked|lien|earmarked|asba)\b"
_NOT_MONEY_IN = r"e-?voucher|gift\s+card|reward\s+points?|voucher\s+code"
_REVERSAL = r"\b(?:revers|refund|credited\s+back|returned\s+to\s+your|cashback)"
_CARD_PAYMENT_ACK = (
    r"\bpayment\b(?:[^.]|\.(?=\d)){0,80}\bcredit\s*card\b"
    r"|\bcredit\s*card\b(?:[^.]|\.(?=\d)){0,40}\bpayment\s+(?:of|received)"
)
_SPEND_HINT = r"\b(?:spent|used|purchase|at)\b"
_OWNER_WORDS = r"\b(?:your|ur)\s+(?:[\w&]+\s+){0,4}?(?:a/c|acct|account|card|wallet|balance)\b"
_THIRD_PARTY_ACK = r"\bthank\s+you\s+for\s+(?:your|the)\s+(?:payment|order)|\border\b[^.]{0,40}\bplaced\b"

# Why a text with no executed movement is not one, in the order they are asked.
_NON_TXN_REASONS = (
    ("failed", _FAILED),
    ("refund_initiated", r"\brefund\b[^.]{0,80}\b(?:initiated|will\s+be\s+credited|will\s+reflect|processed)\b"),
    ("amount_blocked", r"\b(?:blocked|lien|earmarked|on\s+hold|ipo|asba)\b"),
    ("mandate_notice", r"\b(?:e-?mandate|mandate|auto\s*pay|auto[\s-]?debit|standing\s+instruction|sip"
                       r"|pre-?debit|scheduled|will\s+be\s+(?:debited|deducted|charged)|umn|umrn|e-?nach)\b"),
    ("reminder", r"\b(?:due|reminder|bill|statement|emi|overdue|outstanding|premium|pay\s+now|please\s+pay"
                 r"|renew)\b"),
    ("promo", _PROMO_SENTENCE + r"|\b(?:offer|cashback|congratulations|upgrade|apply|loan)\b"),
    ("balance_only", r"\bbal(?:ance)?\b|शेष|बैलेंस"),
    ("third_party_confirmation", r"\bthank\s+you\b|\border\b|\bbooking\b"),
)
_MONEY_WORD = (
    r"\b(?:debit|credit|txn|transaction|payment|paid|pay|transfer|received|sent|spent|withdraw|deposit|refund"
    r"|dr|cr|bheje|bheja|diye|diya|jama|paisa|paise|rupaye|loan|fine)|भेजे|जमा|पैसे|डेबिट|क्रेडिट"
)

# Channels, from the body's own words.
_CHANNEL = (
    r"(?<![A-Za-z])(?:(?P<atm>atm|wdl|nfs|cash\s+withdrawal)|(?P<upi>upi)|(?P<imps>imps)|(?P<neft>neft)"
    r"|(?P<rtgs>rtgs)|(?P<cheque>chq|cheque|clearing)|(?P<card>[a-z]{0,8}card)|(?P<wallet>wallet|paytm\s+balance)"
    r"|(?P<other>cash|cdm|e?nach(?:cr|dr)?|ach(?:cr|dr)?|ecs|umrn|by\s+transfer|interest"
    r"|standing\s+instruction))(?![A-Za-z])"
)
_CHANNEL_FOOTER_HINT = r"(?P<upi>block\s*upi)|(?P<card>block\s*(?:cc|dc|card)|blk\s*cc|pblock)"

_MONTHS = r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?" \
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
# Full dates only; "08-04" or "29JUN" (no year) are not dates here.
_DATE = (
    r"(?<!\d)(?P<iy>20\d\d)(?P<is>[-/:.])(?P<im>\d{1,2})(?P=is)(?P<id>\d{1,2})(?!\d)"
    r"|(?<!\d)(?P<nd>\d{1,2})(?P<ns>[-/.])(?P<nm>\d{1,2})(?P=ns)(?P<ny>20\d\d|\d\d)(?![\d:])"
    r"|(?<!\d)(?P<ad>\d{1,2})[-/. ]?(?P<am>" + _MONTHS + r")[-/. ,']*(?P<ay>20\d\d|\d\d)(?![\d:])"
    r"|(?<![A-Za-z])(?P<bm>" + _MONTHS + r")\.?\s+(?P<bd>\d{1,2}),?\s+(?P<by>20\d\d)(?!\d)"
)

# Where a name stops: a line end, punctuation, a run of spaces, a keyword, a date or a number.
_NAME_STOP = (
    r"\n|\s{2,}|[;,()|!?<>\[\]{}:]|\.(?=\s|$|[A-Za-z]{2})|-(?=\s*\d)|-(?=[\w.]*@)|\s-\s"
    r"|-(?=[A-Za-z&. ]{2,30}$)"
    r"|\s(?=(?:on|ref|refno|rrn|utr|upi|imps|neft|rtgs|via|using|thru|through|for|with|from|avl|avbl|aval"
    r"|bal|balance|available|info|txn|not|if|call|sms|umrn|umn|is|has|was|credited|debited|dt|dated|at|by"
    r"|to|a/c|avlbl|total|new|clr|current|updated|ist|id|vpa|mandate|towards)(?![A-Za-z]))"
    r"|\s(?=\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})|\s(?=\d{1,2}[-/ ]?(?:" + _MONTHS + r")\b)|\s(?=\d{3,})"
)


@dataclass(frozen=True)
class Patterns:
    money: re.Pattern[str]
    amount_label: re.Pattern[str]
    balance: re.Pattern[str]
    balance_not_held: re.Pattern[str]
    account: re.Pattern[str]
    ref: re.Pattern[str]
    narration: re.Pattern[str]
    narration_end: re.Pattern[str]
    vpa: re.Pattern[str]
    event: re.Pattern[str]
    unexecuted_left: re.Pattern[str]
    future_sentence: re.Pattern[str]
    promo_sentence: re.Pattern[str]
    footer: re.Pattern[str]
    footer_end: re.Pattern[str]
    otp: re.Pattern[str]
    request: re.Pattern[str]
    failed: re.Pattern[str]
    reversal: re.Pattern[str]
    blocked: re.Pattern[str]
    not_money_in: re.Pattern[str]
    card_payment_ack: re.Pattern[str]
    spend_hint: re.Pattern[str]
    owner_words: re.Pattern[str]
    third_party_ack: re.Pattern[str]
    non_txn_reasons: tuple[tuple[str, re.Pattern[str]], ...]
    money_word: re.Pattern[str]
    channel: re.Pattern[str]
    channel_footer_hint: re.Pattern[str]
    date: re.Pattern[str]
    name_stop: re.Pattern[str]


@cache
def rx() -> Patterns:
    """Compile the vocabulary once per process, on the first SMS parsed."""
    def c(src: str) -> re.Pattern[str]:
        return re.compile(src, re.I)

    return Patterns(
        money=c(_MONEY),
        amount_label=c(_AMOUNT_LABEL),
        balance=c(_BALANCE),
        balance_not_held=c(_BALANCE_NOT_HELD),
        account=c(_ACCOUNT),
        ref=c(_REF),
        narration=c(_NARRATION),
        narration_end=c(_NARRATION_END),
        vpa=c(_VPA),
        event=c(_EVENT),
        unexecuted_left=c(_UNEXECUTED_LEFT),
        future_sentence=c(_FUTURE_SENTENCE),
        promo_sentence=c(_PROMO_SENTENCE),
        footer=c(_FOOTER),
        footer_end=c(_FOOTER_END),
        otp=c(_OTP),
        request=c(_REQUEST),
        failed=c(_FAILED),
        reversal=c(_REVERSAL),
        blocked=c(_BLOCKED),
        not_money_in=c(_NOT_MONEY_IN),
        card_payment_ack=c(_CARD_PAYMENT_ACK),
        spend_hint=c(_SPEND_HINT),
        owner_words=c(_OWNER_WORDS),
        third_party_ack=c(_THIRD_PARTY_ACK),
        non_txn_reasons=tuple((name, c(src)) for name, src in _NON_TXN_REASONS),
        money_word=c(_MONEY_WORD),
        channel=c(_CHANNEL),
        channel_footer_hint=c(_CHANNEL_FOOTER_HINT),
        date=c(_DATE),
        name_stop=c(_NAME_STOP),
    )
