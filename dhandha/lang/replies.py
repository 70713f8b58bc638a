"""What the bot says, in the owner's language: jinja2 macros, one file per language per area.

``render("recorded", "hinglish", entries=[...])`` calls the macro ``recorded`` in
``templates/hinglish/core.j2``. A key is ``area.macro`` ("sms.parsed"), or a bare macro name for
the ``core`` area. A macro missing from a language's file falls back to the English one, and an
unknown language code renders in English.

Every macro takes keyword parameters with defaults; callers may pass extra variables, which a
macro that does not declare them never sees. Amounts are integer paise. The output is plain
text: stripped, single-spaced, with no blank lines.

Filters in every template: ``rupees`` (paise -> "₹1,50,000"), ``qty`` (1.5 -> "1.5", 2.0 -> "2"),
``kind_word`` (ledger kind -> the language's business word), ``date_word`` (ISO date -> "25 Nov",
or the language's today/yesterday/tomorrow when ``today`` is given) and ``period_word``
("today", "this_week", ... -> the language's words). The language-dependent filters read the
language from the template's folder; pass it explicitly (``kind|kind_word("ta")``) to override.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemBytecodeCache, FileSystemLoader, TemplateNotFound, pass_context
from jinja2.runtime import Context, Macro

from dhandha.lang.detect import LANGS
from dhandha.money import rupees as _rupees

TEMPLATES = Path(__file__).with_name("templates")
FALLBACK = "en"
DEFAULT_AREA = "core"
_NAME = re.compile(r"[a-z_][a-z0-9_]*")
_SPACES = re.compile(r"[ \t]{2,}")

# The ledger kinds in each language's shop words.
KIND_WORDS: dict[str, dict[str, str]] = {
    "en": {"sale": "sale", "expense": "expense", "udhaar_given": "credit",
           "payment_received": "payment received", "purchase": "purchase", "payment_made": "payment made",
           "opening_balance": "old dues", "opening_balance_shop": "old dues (you owe)", "transfer": "transfer",
           "unexplained_in": "bank credit (unexplained)", "unexplained_out": "bank debit (unexplained)"},
    "hinglish": {"sale": "bikri", "expense": "kharcha", "udhaar_given": "udhaar",
                 "payment_received": "jama", "purchase": "kharidi", "payment_made": "bhugtan",
           "opening_balance": "purana baaki", "opening_balance_shop": "purana dena (aapko)", "transfer": "transfer",
           "unexplained_in": "bank mein aaya (kiska?)", "unexplained_out": "bank se gaya (kisko?)"},
    "hi": {"sale": "बिक्री", "expense": "खर्चा", "udhaar_given": "उधार",
           "payment_received": "जमा", "purchase": "खरीद", "payment_made": "भुगतान",
           "opening_balance": "पुराना बाकी", "opening_balance_shop": "पुराना देना (आपको)", "transfer": "ट्रांसफर",
           "unexplained_in": "बैंक में आया (किसका?)", "unexplained_out": "बैंक से गया (किसको?)"},
    "mr": {"sale": "विक्री", "expense": "खर्च", "udhaar_given": "उधार",
           "payment_received": "जमा", "purchase": "खरेदी", "payment_made": "चुकते",
           "opening_balance": "जुनी बाकी", "opening_balance_shop": "जुने देणे (तुम्हाला)", "transfer": "ट्रान्सफर",
           "unexplained_in": "बँकेत आले (कोणाचे?)", "unexplained_out": "बँकेतून गेले (कोणाला?)"},
    "gu": {"sale": "વેચાણ", "expense": "ખર્ચો", "udhaar_given": "ઉધાર",
           "payment_received": "જમા", "purchase": "ખરીદી", "payment_made": "ચૂકવણી",
           "opening_balance": "જૂનું બાકી", "opening_balance_shop": "જૂનું દેવું (તમારે)", "transfer": "ટ્રાન્સફર",
           "unexplained_in": "બેંકમાં આવ્યા (કોના?)", "unexplained_out": "બેંકમાંથી ગયા (કોને?)"},
    "bn": {"sale": "বিক্রি", "expense": "খরচ", "udhaar_given": "ধার",
           "payment_received": "জমা", "purchase": "কেনা", "payment_made": "পরিশোধ",
           "opening_balance": "পুরনো বাকি", "opening_balance_shop": "পুরনো দেনা (আপনার)", "transfer": "ট্রান্সফার",
           "unexplained_in": "ব্যাংকে এসেছে (কার?)", "unexplained_out": "ব্যাংক থেকে গেছে (কাকে?)"},
    "pa": {"sale": "ਵਿਕਰੀ", "expense": "ਖ਼ਰਚਾ", "udhaar_given": "ਉਧਾਰ",
           "payment_received": "ਜਮ੍ਹਾਂ", "purchase": "ਖ਼ਰੀਦ", "payment_made": "ਭੁਗਤਾਨ",
           "opening_balance": "ਪੁਰਾਣਾ ਬਾਕੀ", "opening_balance_shop": "ਪੁਰਾਣਾ ਦੇਣਾ (ਤੁਹਾਡਾ)", "transfer": "ਟ੍ਰਾਂਸਫਰ",
           "unexplained_in": "ਬੈਂਕ ਵਿੱਚ ਆਏ (ਕਿਸਦੇ?)", "unexplained_out": "ਬੈਂਕ ਤੋਂ ਗਏ (ਕਿਸਨੂੰ?)"},
    "or": {"sale": "ବିକ୍ରି", "expense": "ଖର୍ଚ୍ଚ", "udhaar_given": "ଉଧାର",
           "payment_received": "ଜମା", "purchase": "କିଣା", "payment_made": "ପଇଠ",
           "opening_balance": "ପୁରୁଣା ବାକି", "opening_balance_shop": "ପୁରୁଣା ଦେୟ (ଆପଣଙ୍କ)", "transfer": "ଟ୍ରାନ୍ସଫର",
           "unexplained_in": "ବ୍ୟାଙ୍କରେ ଆସିଲା (କାହାର?)", "unexplained_out": "ବ୍ୟାଙ୍କରୁ ଗଲା (କାହାକୁ?)"},
    "ta": {"sale": "விற்பனை", "expense": "செலவு", "udhaar_given": "கடன்",
           "payment_received": "வரவு", "purchase": "கொள்முதல்", "payment_made": "செலுத்தியது",
           "opening_balance": "பழைய பாக்கி", "opening_balance_shop": "பழைய கடன் (நீங்கள் தர வேண்டியது)", "transfer": "பரிமாற்றம்",
           "unexplained_in": "வங்கியில் வந்தது (யாருடையது?)", "unexplained_out": "வங்கியிலிருந்து போனது (யாருக்கு?)"},
    "te": {"sale": "అమ్మకం", "expense": "ఖర్చు", "udhaar_given": "అప్పు",
           "payment_received": "జమ", "purchase": "కొనుగోలు", "payment_made": "చెల్లింపు",
           "opening_balance": "పాత బాకీ", "opening_balance_shop": "పాత అప్పు (మీరు ఇవ్వాల్సింది)", "transfer": "బదిలీ",
           "unexplained_in": "బ్యాంకులో వచ్చింది (ఎవరిది?)", "unexplained_out": "బ్యాంకు నుండి వెళ్ళింది (ఎవరికి?)"},
    "kn": {"sale": "ಮಾರಾಟ", "expense": "ಖರ್ಚು", "udhaar_given": "ಸಾಲ",
           "payment_received": "ಜಮೆ", "purchase": "ಖರೀದಿ", "payment_made": "ಪಾವತಿ",
           "opening_balance": "ಹಳೆ ಬಾಕಿ", "opening_balance_shop": "ಹಳೆ ಸಾಲ (ನೀವು ಕೊಡಬೇಕಾದ್ದು)", "transfer": "ವರ್ಗಾವಣೆ",
           "unexplained_in": "ಬ್ಯಾಂಕಿಗೆ ಬಂತು (ಯಾರದು?)", "unexplained_out": "ಬ್ಯಾಂಕಿನಿಂದ ಹೋಯಿತು (ಯಾರಿಗೆ?)"},
    "ml": {"sale": "വിൽപന", "expense": "ചെലവ്", "udhaar_given": "കടം",
           "payment_received": "വരവ്", "purchase": "വാങ്ങൽ", "payment_made": "അടവ്",
           "opening_balance": "പഴയ ബാക്കി", "opening_balance_shop": "പഴയ കടം (നിങ്ങൾ കൊടുക്കേണ്ടത്)", "transfer": "ട്രാൻസ്ഫർ",
           "unexplained_in": "ബാങ്കിൽ വന്നു (ആരുടേത്?)", "unexplained_out": "ബാങ്കിൽ നിന്ന് പോയി (ആർക്ക്?)"},
}

_MONTHS: dict[str, str] = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "hinglish": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "hi": "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर",
    "mr": "जानेवारी फेब्रुवारी मार्च एप्रिल मे जून जुलै ऑगस्ट सप्टेंबर ऑक्टोबर नोव्हेंबर डिसेंबर",
    "gu": "જાન્યુઆરી ફેબ્રુઆરી માર્ચ એપ્રિલ મે જૂન જુલાઈ ઑગસ્ટ સપ્ટેમ્બર ઑક્ટોબર નવેમ્બર ડિસેમ્બર",
    "bn": "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর",
    "pa": "ਜਨਵਰੀ ਫ਼ਰਵਰੀ ਮਾਰਚ ਅਪ੍ਰੈਲ ਮਈ ਜੂਨ ਜੁਲਾਈ ਅਗਸਤ ਸਤੰਬਰ ਅਕਤੂਬਰ ਨਵੰਬਰ ਦਸੰਬਰ",
    "or": "ଜାନୁଆରୀ ଫେବୃଆରୀ ମାର୍ଚ୍ଚ ଅପ୍ରେଲ ମଇ ଜୁନ ଜୁଲାଇ ଅଗଷ୍ଟ ସେପ୍ଟେମ୍ବର ଅକ୍ଟୋବର ନଭେମ୍ବର ଡିସେମ୍ବର",
    "ta": "ஜனவரி பிப்ரவரி மார்ச் ஏப்ரல் மே ஜூன் ஜூலை ஆகஸ்ட் செப்டம்பர் அக்டோபர் நவம்பர் டிசம்பர்",
    "te": "జనవరి ఫిబ్రవరి మార్చి ఏప్రిల్ మే జూన్ జూలై ఆగస్టు సెప్టెంబరు అక్టోబరు నవంబరు డిసెంబరు",
    "kn": "ಜನವರಿ ಫೆಬ್ರವರಿ ಮಾರ್ಚ್ ಏಪ್ರಿಲ್ ಮೇ ಜೂನ್ ಜುಲೈ ಆಗಸ್ಟ್ ಸೆಪ್ಟೆಂಬರ್ ಅಕ್ಟೋಬರ್ ನವೆಂಬರ್ ಡಿಸೆಂಬರ್",
    "ml": "ജനുവരി ഫെബ്രുവരി മാർച്ച് ഏപ്രിൽ മേയ് ജൂൺ ജൂലൈ ഓഗസ്റ്റ് സെപ്റ്റംബർ ഒക്ടോബർ നവംബർ ഡിസംബർ",
}

# today | yesterday | tomorrow | this_week | this_month | last_week | last_month, "|"-separated.
_PERIODS: dict[str, str] = {
    "en": "today|yesterday|tomorrow|this week|this month|last week|last month",
    "hinglish": "aaj|kal|kal|is hafte|is mahine|pichhle hafte|pichhle mahine",
    "hi": "आज|कल|कल|इस हफ़्ते|इस महीने|पिछले हफ़्ते|पिछले महीने",
    "mr": "आज|काल|उद्या|या आठवड्यात|या महिन्यात|मागच्या आठवड्यात|मागच्या महिन्यात",
    "gu": "આજે|ગઈકાલે|આવતીકાલે|આ અઠવાડિયે|આ મહિને|ગયા અઠવાડિયે|ગયા મહિને",
    "bn": "আজ|গতকাল|আগামীকাল|এই সপ্তাহে|এই মাসে|গত সপ্তাহে|গত মাসে",
    "pa": "ਅੱਜ|ਕੱਲ੍ਹ|ਕੱਲ੍ਹ|ਇਸ ਹਫ਼ਤੇ|ਇਸ ਮਹੀਨੇ|ਪਿਛਲੇ ਹਫ਼ਤੇ|ਪਿਛਲੇ ਮਹੀਨੇ",
    "or": "ଆଜି|ଗତକାଲି|ଆସନ୍ତାକାଲି|ଏହି ସପ୍ତାହରେ|ଏହି ମାସରେ|ଗତ ସପ୍ତାହରେ|ଗତ ମାସରେ",
    "ta": "இன்று|நேற்று|நாளை|இந்த வாரம்|இந்த மாதம்|கடந்த வாரம்|கடந்த மாதம்",
    "te": "ఈరోజు|నిన్న|రేపు|ఈ వారం|ఈ నెల|గత వారం|గత నెల",
    "kn": "ಇಂದು|ನಿನ್ನೆ|ನಾಳೆ|ಈ ವಾರ|ಈ ತಿಂಗಳು|ಕಳೆದ ವಾರ|ಕಳೆದ ತಿಂಗಳು",
    "ml": "ഇന്ന്|ഇന്നലെ|നാളെ|ഈ ആഴ്ച|ഈ മാസം|കഴിഞ്ഞ ആഴ്ച|കഴിഞ്ഞ മാസം",
}
_PERIOD_KEYS = ("today", "yesterday", "tomorrow", "this_week", "this_month", "last_week", "last_month")


def _lang_of(ctx: Context, lang: str | None) -> str:
    if lang in LANGS:
        return str(lang)
    name = ctx.name or ""
    folder = name.split("/", 1)[0]
    return folder if folder in LANGS else FALLBACK


def f_rupees(paise: Any) -> str:
    """Paise to ₹ text; nothing (or not a number) gives an empty string."""
    if isinstance(paise, bool) or not isinstance(paise, int):
        if isinstance(paise, float) and paise.is_integer():
            return _rupees(int(paise))
        return ""
    return _rupees(paise)


def f_qty(value: Any) -> str:
    """1.5 -> "1.5", 2.0 -> "2", 0.25 -> "0.25"; nothing gives ""."""
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return "" if value is None or not isinstance(value, str) else value
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.3f}".rstrip("0").rstrip(".")


@pass_context
def f_kind_word(ctx: Context, kind: Any, lang: str | None = None) -> str:
    words = KIND_WORDS[_lang_of(ctx, lang)]
    return words.get(str(kind), KIND_WORDS[FALLBACK].get(str(kind), str(kind or "")))


def _parse_date(value: Any) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str) and len(value) >= 10:
        try:
            return dt.date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


@pass_context
def f_date_word(ctx: Context, value: Any, today: Any = None, lang: str | None = None) -> str:
    """An ISO date as "25 Nov" in the language; "today"/"yesterday"/"tomorrow" when ``today`` is given."""
    lang = _lang_of(ctx, lang)
    day = _parse_date(value)
    if day is None:
        return "" if value is None else str(value)
    ref = _parse_date(today)
    if ref is not None:
        words = _PERIODS[lang].split("|")
        delta = (day - ref).days
        if delta in (0, -1, 1):
            return words[(0, 1, 2)[(0, -1, 1).index(delta)]]
    return f"{day.day} {_MONTHS[lang].split()[day.month - 1]}"


@pass_context
def f_period_word(ctx: Context, period: Any, lang: str | None = None, first: Any = None, last: Any = None) -> str:
    """A named period in the language's words; a day, a month or a span by its dates."""
    lang = _lang_of(ctx, lang)
    words = _PERIODS[lang].split("|")
    key = str(period or "")
    if key in _PERIOD_KEYS:
        return words[_PERIOD_KEYS.index(key)]
    a, b = _parse_date(first), _parse_date(last)
    if a is None:
        return key
    if b is None or a == b:
        return f_date_word(ctx, a, None, lang)
    if key == "month":
        return f"{_MONTHS[lang].split()[a.month - 1]} {a.year}"
    return f"{f_date_word(ctx, a, None, lang)} – {f_date_word(ctx, b, None, lang)}"


class _QuietCache(FileSystemBytecodeCache):
    """Compiled templates kept under the home: a one-shot command then skips jinja2's compiler (tens of
    ms a language file). jinja2 checks each template's source against its cached code, so an edited
    template is compiled afresh. A cache that cannot be read or written is only slower."""

    def load_bytecode(self, bucket: Any) -> None:
        try:
            super().load_bytecode(bucket)
        except (OSError, ValueError, EOFError):
            bucket.reset()

    def dump_bytecode(self, bucket: Any) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def _bytecode_cache() -> FileSystemBytecodeCache | None:
    from dhandha.paths import home

    folder = home() / "cache" / "templates"
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return _QuietCache(str(folder))


class Replies:
    """A set of reply templates under ``root`` (``<lang>/<area>.j2``), with its own jinja2 environment."""

    def __init__(self, root: Path = TEMPLATES) -> None:
        self.root = Path(root)
        self._env: Environment | None = None

    @property
    def env(self) -> Environment:
        """The jinja2 environment, built on first use and kept."""
        if self._env is None:
            env = Environment(
                loader=FileSystemLoader(self.root),
                bytecode_cache=_bytecode_cache(),
                autoescape=False,
                trim_blocks=True,
                lstrip_blocks=True,
                keep_trailing_newline=False,
            )
            env.filters.update(
                rupees=f_rupees, qty=f_qty, kind_word=f_kind_word, date_word=f_date_word,
                period_word=f_period_word,
            )
            self._env = env
        return self._env

    def _module(self, lang: str, area: str) -> Any:
        try:
            return self.env.get_template(f"{lang}/{area}.j2").module
        except TemplateNotFound:
            return None

    def _macro(self, lang: str, area: str, name: str) -> Macro | None:
        macro = getattr(self._module(lang, area), name, None)
        return macro if isinstance(macro, Macro) else None

    def keys(self, lang: str = FALLBACK, area: str = DEFAULT_AREA) -> list[str]:
        """The public macro names one language's area file defines (no fallback)."""
        module = self._module(lang, area)
        if module is None:
            return []
        return sorted(k for k, v in vars(module).items() if isinstance(v, Macro))

    def has(self, key: str, lang: str = FALLBACK) -> bool:
        area, name = split_key(key)
        return any(self._macro(x, area, name) for x in dict.fromkeys((lang, FALLBACK)))

    def render(self, key: str, lang: str, **values: Any) -> str:
        """The reply ``key`` in ``lang`` (falling back to English), filled with ``values``.

        Raises KeyError when neither the language nor English defines the key.
        """
        area, name = split_key(key)
        lang = lang if lang in LANGS else FALLBACK
        for candidate in dict.fromkeys((lang, FALLBACK)):
            macro = self._macro(candidate, area, name)
            if macro is None:
                continue
            if not macro.catch_kwargs:
                values = {k: v for k, v in values.items() if k in macro.arguments}
            return tidy(str(macro(**values)))
        raise KeyError(f"no reply {key!r} in {lang!r} or {FALLBACK!r}")


def split_key(key: str) -> tuple[str, str]:
    """"core.recorded" -> ("core", "recorded"); "recorded" -> ("core", "recorded")."""
    area, _, name = key.rpartition(".")
    area = area or DEFAULT_AREA
    if not _NAME.fullmatch(area) or not _NAME.fullmatch(name) or name.startswith("_"):
        raise KeyError(f"not a reply key: {key!r}")
    return area, name


def tidy(text: str) -> str:
    """Strip every line, squeeze runs of spaces, drop blank lines."""
    lines = (_SPACES.sub(" ", line).strip() for line in text.splitlines())
    return "\n".join(line for line in lines if line)


@cache
def replies() -> Replies:
    """The package's own reply templates."""
    return Replies()


def render(key: str, lang: str, **values: Any) -> str:
    """Render ``key`` in ``lang`` from the package templates (see :meth:`Replies.render`)."""
    return replies().render(key, lang, **values)


def has_key(key: str, lang: str = FALLBACK) -> bool:
    return replies().has(key, lang)
