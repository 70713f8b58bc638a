"""What a shop tells about itself, read from the owner's words, and the defaults that fit it.

Each `read_*` takes what the owner typed ("2", "medical", "Maha", "8:30", "suresh@okaxis") and
returns the stored value, or raises `NotUnderstood` with the key of a hint to show. Used by the
terminal `dhandha init` and by the first conversation on a chat channel alike.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dhandha.lang.detect import LANGS

SHOP_TYPES: tuple[str, ...] = ("kirana", "medical", "cloth", "hardware", "dairy", "mobile", "other")
GST_FILERS: tuple[str, ...] = ("none", "monthly", "quarterly", "composition")


@dataclass(frozen=True)
class TypeDefaults:
    """How a kind of shop usually runs: when its day starts and ends, what a large entry is."""

    confirm_above_rupees: int  # ask before writing an entry above this
    briefing_time: str
    quiet_start: str
    quiet_end: str


# A dairy starts before dawn and a single hardware bill can be ₹50,000; a medical store stays open late.
TYPE_DEFAULTS: dict[str, TypeDefaults] = {
    "kirana": TypeDefaults(10_000, "08:00", "22:00", "07:00"),
    "medical": TypeDefaults(20_000, "09:00", "23:00", "08:00"),
    "cloth": TypeDefaults(30_000, "10:00", "22:00", "09:00"),
    "hardware": TypeDefaults(50_000, "09:00", "21:00", "08:00"),
    "dairy": TypeDefaults(5_000, "06:00", "21:00", "05:00"),
    "mobile": TypeDefaults(30_000, "10:00", "22:00", "09:00"),
    "other": TypeDefaults(10_000, "08:00", "22:00", "07:00"),
}

# What owners call each kind of shop, in the words they type.
_TYPE_WORDS: dict[str, tuple[str, ...]] = {
    "kirana": ("kirana", "grocery", "general store", "provision", "kiryana", "किराना", "किराणा", "மளிகை",
               "కిరాణా", "ಕಿರಾಣಿ", "മലഞ്ചരക്ക്", "মুদি", "કરિયાણું", "ਕਰਿਆਨਾ", "ମୁଦି"),
    "medical": ("medical", "chemist", "pharmacy", "medicine", "dawai", "dawa", "मेडिकल", "दवा", "மருந்து",
                "మెడికల్", "ಮೆಡಿಕಲ್", "മെഡിക്കൽ", "ওষুধ", "મેડિકલ", "ਮੈਡੀਕਲ", "ମେଡିକାଲ"),
    "cloth": ("cloth", "clothes", "garment", "textile", "kapda", "kapde", "saree", "कपड़ा", "कपडा", "कापड",
              "துணி", "బట్టలు", "ಬಟ್ಟೆ", "തുണി", "কাপড়", "કાપડ", "ਕੱਪੜਾ", "ଲୁଗା"),
    "hardware": ("hardware", "paint", "sanitary", "electrical", "हार्डवेयर", "ஹார்டுவேர்", "హార్డ్‌వేర్",
                 "ಹಾರ್ಡ್‌ವೇರ್", "ഹാർഡ്‌വെയർ", "হার্ডওয়্যার", "હાર્ડવેર", "ਹਾਰਡਵੇਅਰ", "ହାର୍ଡୱେର"),
    "dairy": ("dairy", "milk", "doodh", "dudh", "डेयरी", "दूध", "दुग्ध", "பால்", "పాలు", "ಹಾಲು", "പാൽ",
              "দুধ", "ડેરી", "દૂધ", "ਡੇਅਰੀ", "ਦੁੱਧ", "ଦୁଧ"),
    "mobile": ("mobile", "phone", "recharge", "electronics", "मोबाइल", "மொபைல்", "మొబైల్", "ಮೊಬೈಲ್",
               "മൊബൈൽ", "মোবাইল", "મોબાઇલ", "ਮੋਬਾਈਲ", "ମୋବାଇଲ"),
    "other": ("other", "anya", "kuch aur", "dusra", "अन्य", "दूसरा", "மற்றவை", "ఇతర", "ಇತರ", "മറ്റ്", "অন্য",
              "અન્ય", "ਹੋਰ", "ଅନ୍ୟ"),
}

# Each language's own name, as it is shown in the question and as owners answer it.
LANGUAGE_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("English", "angrezi", "inglish", "अंग्रेज़ी"),
    "hi": ("हिंदी", "hindi", "हिन्दी"),
    "hinglish": ("Hinglish", "hindi english", "roman hindi"),
    "mr": ("मराठी", "marathi"),
    "gu": ("ગુજરાતી", "gujarati"),
    "bn": ("বাংলা", "bengali", "bangla"),
    "pa": ("ਪੰਜਾਬੀ", "punjabi"),
    "or": ("ଓଡ଼ିଆ", "odia", "oriya"),
    "ta": ("தமிழ்", "tamil"),
    "te": ("తెలుగు", "telugu"),
    "kn": ("ಕನ್ನಡ", "kannada"),
    "ml": ("മലയാളം", "malayalam"),
}
LANGUAGE_ORDER: tuple[str, ...] = ("hinglish", "hi", "en", "mr", "gu", "bn", "pa", "or", "ta", "te", "kn", "ml")

_GST_WORDS: dict[str, tuple[str, ...]] = {
    "none": ("none", "no", "nahi", "nahin", "na", "not registered", "no gst", "unregistered", "नहीं", "नाही", "இல்லை",
             "లేదు", "ಇಲ್ಲ", "ഇല്ല", "না", "ના", "ਨਹੀਂ", "ନା"),
    "monthly": ("monthly", "month", "mahina", "mahine", "masik", "har mahine", "मासिक", "महीना", "हर महीने"),
    "quarterly": ("quarterly", "qrmp", "quarter", "timahi", "teen mahine", "त्रैमासिक", "तिमाही"),
    "composition": ("composition", "compo", "cmp-08", "cmp08", "कंपोजीशन", "कम्पोजीशन"),
}

# A VPA: a handle of letters, digits, dots, hyphens and underscores, an @, then the bank's handle.
_VPA = re.compile(r"[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9.]{1,63}")
_TIME = re.compile(r"(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|baje|बजे|subah|sham|shaam)?")


class NotUnderstood(ValueError):
    """The answer could not be read; `hint` names what to show (a template key part)."""

    def __init__(self, hint: str, said: str = "") -> None:
        super().__init__(f"{hint}: {said!r}")
        self.hint = hint
        self.said = said


def _pick(text: str, options: tuple[str, ...], words: dict[str, tuple[str, ...]], hint: str) -> str:
    """A number from the list shown, the option itself, or one of its words."""
    t = " ".join(text.casefold().split())
    if t.isdigit() and 1 <= int(t) <= len(options):
        return options[int(t) - 1]
    for opt in options:
        if t == opt.casefold() or t in (w.casefold() for w in words.get(opt, ())):
            return opt
    for opt in options:  # "medical store", "kirana ki dukaan"
        if any(re.search(rf"(?<!\w){re.escape(w.casefold())}(?!\w)", t) for w in (opt, *words.get(opt, ()))):
            return opt
    raise NotUnderstood(hint, text)


def read_shop_type(text: str) -> str:
    return _pick(text, SHOP_TYPES, _TYPE_WORDS, "shop_type")


def read_language(text: str) -> str:
    t = text.strip()
    if t.casefold() in LANGS:
        return t.casefold()
    return _pick(t, LANGUAGE_ORDER, LANGUAGE_NAMES, "language")


def read_gst_filer(text: str) -> str:
    return _pick(text, GST_FILERS, _GST_WORDS, "gst_filer")


def read_state(text: str) -> str:
    """The state's proper name from a name, a code ("MH") or a city we know ("Pune")."""
    from dhandha.brain.calendar import state_of, states

    state = state_of(text.strip())
    if state is not None:
        return state.name
    # Written in the owner's script ("उत्तर प्रदेश", "ಕರ್ನಾಟಕ") or spelt loosely ("Maharastra").
    from rapidfuzz import fuzz

    want = _sound(text)
    scored = sorted(((fuzz.ratio(want, _sound(s.name)), s.name) for s in states()), reverse=True)
    if want and scored and scored[0][0] >= 85 and (len(scored) == 1 or scored[1][0] < scored[0][0]):
        return scored[0][1]
    raise NotUnderstood("state", text)


def _sound(name: str) -> str:
    from dhandha.lang.phonetic import key

    return key(name).replace(" ", "").rstrip("a")


def state_language(state_name: str) -> str | None:
    """The language most shops in a state speak, when replies have one for it."""
    from dhandha.brain.calendar import state_of

    state = state_of(state_name)
    if state is None:
        return None
    lang = {"hi": "hinglish"}.get(state.language, state.language)
    return lang if lang in LANGS else None


def read_upi(text: str) -> str:
    """A UPI id (VPA) like "sureshkirana@okaxis", lower-cased; spaces around it are dropped."""
    t = text.strip().casefold()
    if not _VPA.fullmatch(t) or ".." in t:
        raise NotUnderstood("upi_id", text)
    return t


def read_time(text: str) -> str:
    """"8", "8:30", "07.45", "6 pm", "8 baje" -> "HH:MM" on the 24-hour clock."""
    t = " ".join(text.casefold().split())
    m = _TIME.fullmatch(t)
    if not m:
        raise NotUnderstood("briefing_time", text)
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    marker = m.group(3)
    if marker in ("pm", "sham", "shaam") and hour < 12:
        hour += 12
    elif marker == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        raise NotUnderstood("briefing_time", text)
    return f"{hour:02d}:{minute:02d}"


def read_name(text: str) -> str:
    t = " ".join(text.split())
    if not t or len(t) > 80 or not any(ch.isalpha() for ch in t):
        raise NotUnderstood("shop_name", text)
    return t


def fitting_defaults(shop_type: str) -> dict[str, object]:
    """Owner-profile fields that fit a kind of shop."""
    d = TYPE_DEFAULTS.get(shop_type, TYPE_DEFAULTS["other"])
    return {"confirm_above_paise": d.confirm_above_rupees * 100, "briefing_time": d.briefing_time,
            "quiet_start": d.quiet_start, "quiet_end": d.quiet_end}
