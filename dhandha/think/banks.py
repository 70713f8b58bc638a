"""Words that name a bank, a bank transfer or a UPI app, the same in every language the shop writes.

Owners write a bank's name the way the SMS prints it ("HDFC mein aaya", "Axis lo vachindi",
"UCO তে যে ১৬৪০ এলো") and the word for bank in their own script with whatever case ending follows
(ব্যাংকে, బ్యాంకులో). A message that names one is about money the bank saw (docs/reading-guide.md,
"Bank entries are the owner's to explain").
"""

from __future__ import annotations

import re
from functools import cache

from dhandha.lang.phonetic import key as sound

# Latin names and codes, matched as whole words (so "sbi" is never inside another word). Not "account":
# "Rahul ke account mein likho" is his khata, not the bank.
_NAMES = (
    "bank", "hdfc", "sbi", "icici", "axis", "kotak", "pnb", "uco", "canara", "federal", "idbi", "idfc", "indusind",
    "bandhan", "baroda", "union bank", "indian bank", "yes bank", "karnataka bank", "maharashtra bank",
    "paytm", "gpay", "g pay", "google pay", "phonepe", "phone pe", "bhim",
    "upi", "neft", "rtgs", "imps", "a/c", "cdm", "atm", "deposit", "deposited", "withdrawn", "withdrawal",
)
# The word for bank (and UPI apps) in the scripts, matched anywhere in a word: case endings follow it.
_SCRIPT_WORDS = (
    "बैंक", "बँक", "बेंक", "एटीएम", "यूपीआई", "गूगल पे", "फोनपे", "फ़ोनपे", "पेटीएम",
    "ব্যাংক", "ব্যাঙ্ক", "ব্যাঙ্ক", "গুগল পে", "ফোনপে",
    "ବ୍ୟାଙ୍କ", "ବ୍ୟାଙ୍କ", "ବ୍ଯାଙ୍କ",
    "ਬੈਂਕ", "ਗੂਗਲ ਪੇ",
    "બેંક", "બેન્ક", "ગૂગલ પે",
    "బ్యాంక్", "బ్యాంకు", "ఫోన్‌పే", "ఫోన్ పే", "గూగుల్ పే",
    "ಬ್ಯಾಂಕ್", "ಬ್ಯಾಂಕಿ", "ಫೋನ್‌ಪೇ", "ಗೂಗಲ್ ಪೇ",
    "ബാങ്ക്", "ബാങ്കി", "ഗൂഗിൾ പേ",
    "வங்கி", "பேங்க்", "கூகுள் பே",
    # banks' own names as owners spell them in their scripts ("अॅक्सिसमधून", "কোটাকে", "எஸ்பிஐ-ல")
    "एचडीएफसी", "एसबीआई", "एसबीआय", "आईसीआईसीआई", "आयसीआयसीआय", "अॅक्सिस", "ॲक्सिस", "एक्सिस", "ऍक्सिस", "कोटक",
    "केनरा", "बड़ौदा", "बडोदा", "पेटीएम",
    "এইচডিএফসি", "এসবিআই", "আইসিআইসিআই", "অ্যাক্সিস", "এক্সিস", "কোটাক", "কোটক", "কানাড়া", "কেনারা",
    "ଏଚଡିଏଫସି", "ଏସବିଆଇ", "ଆଇସିଆଇସିଆଇ", "ଆକ୍ସିସ", "କୋଟକ", "କେନେରା", "କାନାରା",
    "ਐਚਡੀਐਫਸੀ", "ਐੱਚਡੀਐੱਫਸੀ", "ਐਸਬੀਆਈ", "ਐੱਸਬੀਆਈ", "ਆਈਸੀਆਈਸੀਆਈ", "ਐਕਸਿਸ", "ਕੋਟਕ", "ਕੈਨਰਾ",
    "એચડીએફસી", "એસબીઆઈ", "આઈસીઆઈસીઆઈ", "એક્સિસ", "કોટક", "કેનરા",
    "హెచ్‌డీఎఫ్‌సీ", "హెచ్డీఎఫ్సీ", "ఎస్బీఐ", "ఎస్‌బీఐ", "ఐసీఐసీఐ", "యాక్సిస్", "కోటక్", "కెనరా",
    "ಎಚ್‌ಡಿಎಫ್‌ಸಿ", "ಎಚ್ಡಿಎಫ್ಸಿ", "ಎಸ್‌ಬಿಐ", "ಎಸ್ಬಿಐ", "ಐಸಿಐಸಿಐ", "ಆಕ್ಸಿಸ್", "ಕೋಟಕ್", "ಕೆನರಾ",
    "എച്ച്ഡിഎഫ്സി", "എസ്ബിഐ", "ഐസിഐസിഐ", "ആക്സിസ്", "കോട്ടക്", "ഫെഡറൽ", "കനറാ",
    "ஹெச்டிஎஃப்சி", "எச்டிஎஃப்சி", "எஸ்பிஐ", "ஐசிஐசிஐ", "ஆக்சிஸ்", "கோடக்", "கனரா",
)
# Joiners that shape how a word is drawn, not what it says ("अ‍ॅक्सिस" is "अॅक्सिस")
_JOINERS = str.maketrans("", "", "\u200c\u200d")


@cache
def _pattern() -> re.Pattern[str]:
    latin = "|".join(re.escape(n) for n in sorted(_NAMES, key=len, reverse=True))
    # The words are matched as the reader sees text, without joiners ("ఫోన్‌పే" is typed with one, read without)
    words = {w.translate(_JOINERS) for w in _SCRIPT_WORDS}
    script = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![a-z0-9])(?:{latin})(?![a-z0-9])|{script}", re.IGNORECASE)


def names_bank(text: str) -> bool:
    """Whether the message names a bank, a bank transfer or a UPI app."""
    return _pattern().search(text.translate(_JOINERS)) is not None


# "of" in a bank's name written in a script ("ব্যাংক অফ বরোদা", "बैंक ऑफ इंडिया", "ബാങ്ക് ഓഫ് ബറോഡ"): the word after it
# is the rest of that bank's name.
_OF = frozenset({"of", "अफ", "ऑफ", "ऑफ़", "ओफ", "অফ", "ওফ", "ଅଫ", "ଅଫ୍", "ਆਫ", "ਆਫ਼", "ઓફ", "ઑફ", "ஆஃப்", "ஆப்", "ఆఫ్",
                 "ಆಫ್", "ഓഫ്", "ഓഫ"})


def bank_of(word: str) -> bool:
    """Is this the "of" of a bank's name, as typed in one of the scripts?"""
    return word.casefold() in _OF


# The account a bank's name is said with ("SBI অ্যাকাউন্টে", "HDFC wale khate mein"), by the start of its rough
# phonetic key (dhandha/lang/phonetic.py): account, khata, Tamil kanakku.
_ACCOUNT_KEYS = ("akaunt", "ayakaunt", "aknt", "asount", "kat", "kanak")


def an_account(word: str) -> bool:
    """Is this a word for a bank account, with any case ending glued on?"""
    return sound(word).startswith(_ACCOUNT_KEYS) or word.casefold() in ("a/c", "ac")
