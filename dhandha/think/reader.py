"""One owner message made ready for the rules: tokens, number expressions, lexicon readings, language
(from the bot's one language detector, dhandha/lang/detect.py).

Everything downstream works on a `Msg`: a flat token list where a number expression is one token
carrying its `numbers.Amount`, phrases are fused ("de diye", "ke naam"), and each token's `tags`
hold the readings chosen for the message's language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache

from dhandha.lang.detect import detect
from dhandha.lang.scripts import LETTERS, script_of

from . import langs, numbers, numwords
from .banks import an_account, bank_of
from .brands import is_brand
from .dates import mark_dates
from .lexicon import lookup, tag
from .names import split_glued
from .spelling import number_key
from .tokens import Tok, clean_text, key, split_words

# Detector codes and ctx.language labels -> the thinker's codes (Hinglish and Hindi read alike).
_CTX_LANG = {"hinglish": "hi", "hi": "hi", "hindi": "hi", "en": "en", "english": "en", "mr": "mr",
             "marathi": "mr", "bn": "bn", "bengali": "bn", "gu": "gu", "gujarati": "gu", "pa": "pa",
             "punjabi": "pa", "or": "or", "odia": "or", "ta": "ta", "tamil": "ta", "te": "te", "telugu": "te",
             "kn": "kn", "kannada": "kn", "ml": "ml", "malayalam": "ml"}
# Language names a context may carry -> the detector's codes (the profile it falls back to).
_PROFILE = {"hindi": "hi", "english": "en", "marathi": "mr", "bengali": "bn", "gujarati": "gu", "punjabi": "pa",
            "odia": "or", "tamil": "ta", "telugu": "te", "kannada": "kn", "malayalam": "ml"}


@dataclass
class Msg:
    text: str
    toks: list[Tok]
    lang: str  # hi (Hindi/Hinglish), en, mr, bn, gu, pa, or, ta, te, kn, ml
    latin: bool  # typed in Latin letters (so capitals can hint at names)
    amounts: list[numbers.Amount] = field(default_factory=list)


@cache
def _grade() -> re.Pattern[str]:
    """"10:26:26", "20-20-0", "19:19:19": a fertiliser's or a mix's grade, three numbers in one code."""
    return re.compile(r"(?<![\w:/.-])\d{1,2}(?P<sep>[:-])\d{1,2}(?P=sep)\d{1,2}(?![\w:/.-])")


def _grades(text: str) -> list[tuple[int, int]]:
    """Where grade codes stand; a dash code that reads as a date (day-month-year) is a date, not a grade."""
    out = []
    for m in _grade().finditer(text):
        a, b, _ = (int(x) for x in re.split(r"[:-]", m.group(0)))
        if m.group("sep") == "-" and 1 <= a <= 31 and 1 <= b <= 12:
            continue
        out.append((m.start(), m.end()))
    return out


def _tokens(text: str) -> tuple[list[Tok], list[numbers.Amount]]:
    grades = _grades(text)
    amounts = [a for a in numbers.find_amounts(text) if not any(s < a.end and a.start < e for s, e in grades)]
    # Amounts and grade codes in the order they stand; the words between them are split as words.
    spans: list[tuple[int, int, numbers.Amount | None]] = sorted(
        [(a.start, a.end, a) for a in amounts] + [(s, e, None) for s, e in grades], key=lambda x: x[0])
    toks: list[Tok] = []
    pos = 0
    for s, e, a in spans:
        toks += split_words(text, pos, s)
        if a is None:
            toks.append(Tok(text[s:e], s, e, text[s:e], "latn"))  # a grade: one word
        else:
            # Keep a trailing "/-" or "Rs" inside the amount; the token's key is its text for phrase matching.
            toks.append(Tok(a.text, s, e, key(a.text), "num", amount=a))
        pos = e
    toks += split_words(text, pos, None)
    return toks, amounts


def _resolve(t: Tok, lang: str) -> None:
    """Pick one value per category: the message's language first, then English, then Hindi.

    A word the message's own languages know keeps only those readings ("baaki" in Hinglish is the rest,
    not the Telugu credit word); a word they do not know keeps its readings from elsewhere (a Tamil
    verb in a Hinglish message is still a verb).
    """
    home = (lang, "en", "hi")
    readings = t.readings
    if any(lg in home for _, _, lg in readings) or (t.loose and t.script == "latn"):
        # A loose spelling match from another language is more likely a name ("Patil", not "pattil").
        readings = [r for r in readings if r[2] in home]
        if lang not in ("en", "hi") and any(lg == lang for _, _, lg in readings):
            # "Spares kitta" in Tamil is "from Spares", not Hindi "kitna": a word the message's own language
            # reads is no question or little word of Hindi or English as well
            readings = [r for r in readings if r[2] == lang or r[0] not in ("q", "fn")]
    elif t.script == "latn":
        # Another language's little words ("kele", Marathi 'did') say nothing in this message ("kele", bananas).
        readings = [r for r in readings if r[0] not in ("fn", "q")]
        if t.text[:1].isupper() and t.text[1:2].islower():
            # "Pappu doodh wala": a capitalised word only another language calls goods is a name here.
            readings = [r for r in readings if r[0] not in ("goods", "cost")]
    if t.loose and t.script == "latn" and t.text[:1].isupper():
        # "Pooja" is not "puja" (a cost): a capitalised word spelled unlike the lexicon is a name.
        readings = [r for r in readings if r[0] not in ("cost", "goods", "role")]
    by_cat: dict[str, dict[str, str]] = {}
    for cat, val, lg in readings:
        by_cat.setdefault(cat, {}).setdefault(lg, val)
    tags: dict[str, str] = {}
    tag_lang: dict[str, str] = {}
    for cat, by_lang in by_cat.items():
        for lg in (*home, *by_lang):
            if lg in by_lang:
                tags[cat], tag_lang[cat] = by_lang[lg], lg
                break
    t.tags, t.tag_lang = tags, tag_lang


def read(text: str, ctx_language: str | None = None) -> Msg:
    text = numbers.normalize_digits(clean_text(text))
    toks, amounts = _tokens(text)
    toks = tag(toks)
    # One language detector for the whole bot (dhandha/lang/detect.py); the chat's language is its fallback.
    hint = (ctx_language or "").casefold()
    lang = _CTX_LANG.get(detect(text, (), _PROFILE.get(hint, hint) or None), "hi")
    for t in toks:
        split_glued(t, lang)
        _resolve(t, lang)
    _marker_said_apart(toks)
    _respectful_genitive_inside_names(toks)
    _ranges_through_a_common_word(toks, text)
    for t in toks:
        if t.script == "latn" and t.text[:1].isdigit() and _grade().fullmatch(t.text):
            t.tags, t.stem, t.glued = {"goods": "here"}, None, None  # "१०:२६:२६ च्या ४ गोण्या": the goods' grade
    _unmark_lone_honorifics(toks, lang)
    _marker_of_this_language(toks, lang)
    _genitive_after_a_sum(toks, lang)
    _names_before_honorifics(toks)
    _names_before_own_honorifics(toks, lang)
    _mark_trade_glued(toks)
    _mark_banks(toks)
    mark_dates(toks)
    _mark_times(toks, text)
    _mark_blessing(toks)
    _latin_brands_in_native(toks)
    _mark_price_labels(toks)
    _mark_zero_led_codes(toks)
    _mark_capital_codes(toks)
    _numbers_after_brands(toks)
    _mark_products(toks)
    _mark_native_products(toks, lang)
    _model_numbers_before_parts(toks)
    _mark_models(toks)
    _mark_specs(toks)
    _glued_specs(toks)
    _mark_pack_sizes(toks)
    _mark_tyre_sizes(toks)
    _mark_litre_packs(toks)
    _mark_numbers_of_objects(toks)
    _mark_goods(toks)
    _mark_goods_slot(toks, lang)
    _mark_count_after_goods(toks, lang)
    _mark_counts_before_sums(toks, lang)
    _mark_brands_counted(toks, lang)
    _mark_pay_later(toks)
    _mark_rest(toks)
    _mark_apps_with_endings(toks)
    _mark_rate_glued_to_rupees(toks)
    _mark_one_unit_after_a_price(toks)
    _did_as_done(toks)
    _it_was_as_explanation(toks)
    _bike_the_vehicle(toks)
    _clock_words(toks)
    _mark_grade_codes(toks)
    _goods_after_an_article(toks)
    _the_sum_not_a_count(toks)
    letters = [t for t in toks if t.script not in ("punct", "sym", "num", "other", "emoji")]
    latin = bool(letters) and sum(t.script == "latn" for t in letters) * 2 >= len(letters)
    return Msg(text, toks, lang, latin, amounts)


def _respectful_genitive_inside_names(toks: list[Tok]) -> None:
    """"ಗೌಡರ ಹಳೆ ಬಾಕಿ": Gowda's, respectfully; "ಶ್ರೀ ಬಸವೇಶ್ವರ ಅಗ್ರೋ ಏಜೆನ್ಸೀಸ್": the ರ is the name's own, since the name
    goes on. A Kannada "-ರ" taken off a word that another name word follows is put back."""
    for t, nxt in zip(toks, toks[1:], strict=False):
        if t.script == "knda" and t.glued == "gen" and t.text.endswith("ರ") and nxt.amount is None and \
                nxt.script == "knda" and (not nxt.tags or nxt.tags.get("firm")):
            t.stem = t.glued = None


def _marker_of_this_language(toks: list[Tok], lang: str) -> None:
    """"Sukhdev ji di BP di dawai": in a Punjabi message "di" is the case marker "of", never Hinglish "didi";
    "earphone 3 vechya, ek na 150": between a number and a sum, "na" is Gujarati "of", never "no"."""
    for i, t in enumerate(toks):
        if t.tags.get("hon") and t.tags.get("mark") and t.tag_lang.get("mark") == lang and t.tag_lang.get("hon") != lang:
            t.tags = {k: v for k, v in t.tags.items() if k != "hon"}
        if t.tags.get("neg") and t.tags.get("mark") and 0 < i < len(toks) - 1 and toks[i - 1].amount is not None and \
                toks[i + 1].amount is not None:
            t.tags = {k: v for k, v in t.tags.items() if k not in ("neg", "no")}


def _ranges_through_a_common_word(toks: list[Tok], text: str) -> None:
    """"dhai-tin hazaar di vikri": a range whose second number is also a common word ("tin", a tin) is still a
    range: the sum is asked, never the first number written with the scale after it alone."""
    lex = numwords.lexicon()
    for i in range(len(toks) - 1):
        t, nxt = toks[i], toks[i + 1]
        if t.amount is None or text[t.end:nxt.start] != "-" or nxt.amount is not None or (
                lex.words.get(number_key(nxt.text)) is None and nxt.key not in numwords.common_word_spellings()):
            continue
        end = i + 2 if i + 2 < len(toks) and toks[i + 2].amount is not None and toks[i + 2].amount.scaled else i + 1
        said = text[t.start:toks[end].end]
        t.amount = replace(t.amount, doubt="range", text=said)
        for k in range(i + 1, end + 1):
            toks[k].amount, toks[k].tags = None, {"notmoney": "range"}


def _marker_said_apart(toks: list[Tok]) -> None:
    """"Surat Textile ne 5,000 chukavya": a typed word whose case marker follows as a word of its own, or that is
    followed by more of a firm's name ("Surat Textile Mills mathi"), has none glued on; its last letters
    ("Textil-e", "Mik-e") are part of the name."""
    for t, nxt in zip(toks, toks[1:], strict=False):
        if t.script == "latn" and t.stem and "-" not in t.text and t.glued not in (None, "hon", "gen") and (
                (nxt.tags.get("mark") and nxt.tag_lang.get("mark") != "en") or nxt.tags.get("firm")):
            t.stem, t.glued = None, None


_DAY_WORDS = frozenset({"period", "ago", "when", "daytime", "fn"})


def _names_before_honorifics(toks: list[Tok]) -> None:
    """A capitalised word inside the message that the lexicon reads as a day ("kale": yesterday in
    Marathi) is a name when an honorific follows it ("... wo Kale saheb ka order tha"): nobody calls a day
    "saheb". The first word is capitalised anyway ("Kal bhai ne 500 diye": yesterday, brother)."""
    for k, (t, nxt) in enumerate(zip(toks, toks[1:], strict=False)):
        if not (t.script == "latn" and t.text[:1].isupper() and t.text[1:2].islower() and t.tags and
                set(t.tags) <= _DAY_WORDS):
            continue
        if (k > 0 and "hon" in nxt.tags and nxt.text[:1].islower()) or (
                nxt.tags.get("firm") and nxt.script == "latn" and nxt.text[:1].isupper()):
            t.tags, t.tag_lang = {}, {}  # (nor is a day anyone's firm: "Kale Traders kadun ... ghetla")


def _names_before_own_honorifics(toks: list[Tok], lang: str) -> None:
    """"Prasad garu 1500 icchaaru": a capitalised word that only another language reads as goods or a cost (Hindi
    prasad, an offering) is a name when the message's own honorific follows it, typed small."""
    for t, nxt in zip(toks, toks[1:], strict=False):
        if t.script == "latn" and t.text[:1].isupper() and t.tags and set(t.tags) <= {"cost", "goods"} and \
                lang not in t.tag_lang.values() and nxt.tag_lang.get("hon") == lang and nxt.text[:1].islower():
            t.tags, t.tag_lang = {}, {}


def _genitive_after_a_sum(toks: list[Tok], lang: str) -> None:
    """"Jassi nu truck di tube udhaar ditti, 1,100 di": right after a sum, a word the message's own language reads
    as "of" ("1,100 di", worth 1,100) is not another language's verb spelled alike (Hindi "di", gave)."""
    for k, (prev, t) in enumerate(zip(toks, toks[1:], strict=False)):
        if prev.amount is not None and t.tags.get("mark") == "gen" and t.tags.get("neg") and k > 0 and (
                toks[k - 1].tags.get("verb") or toks[k - 1].tags.get("goods")):
            # "3 ડ્રેસ લીધા 3,600 ના, 2,000 આપ્યા": after the goods taken, "ના" is "worth", not "no" ("1750 ના, 1570")
            for tag in ("neg", "no"):
                t.tags.pop(tag, None)
                t.tag_lang.pop(tag, None)
        nxt = toks[k + 2] if k + 2 < len(toks) else None
        if prev.tags.get("unit") and t.tags.get("neg") and t.tags.get("mark") == "gen" and \
                t.tag_lang.get("mark") == lang and t.tag_lang.get("neg") != lang and nxt is not None and \
                nxt.amount is None and nxt.script == t.script:
            # "20 litre na jar": in a Gujarati message "na" after a measure is "of" (20-litre jars), no Hindi "no"
            for tag in ("neg", "no"):
                t.tags.pop(tag, None)
                t.tag_lang.pop(tag, None)
        if prev.amount is None or t.script != "latn" or t.tag_lang.get("mark") != lang or t.tags.get("mark") != "gen":
            continue
        if "verb" in t.tags and t.tag_lang.get("verb") != lang:
            del t.tags["verb"], t.tag_lang["verb"]


def _unmark_lone_honorifics(toks: list[Tok], lang: str) -> None:
    """Another language's honorific is one only after a name and typed small ("Prakash anna ko"); standing
    alone or capitalised it is the name itself ("Babu ne 500 diye", "babu ki gaadi se", "Naveen Babu")."""
    for i, t in enumerate(toks):
        if t.script != "latn" or t.tag_lang.get("hon") in (None, lang, "en", "hi"):
            continue
        prev = toks[i - 1] if i > 0 else None
        if prev is None or prev.script != "latn" or prev.tags or prev.amount is not None or t.text[:1].isupper():
            del t.tags["hon"], t.tag_lang["hon"]


# "Jai Bhavani", "Om Sai", "Shree Ram": a blessing word and a deity name make a firm's name (guide: names, firm names as
# written). "Shri Ramesh" is still Ramesh: Shree/Shri/Sri stays only before a deity name.
_BLESSING = frozenset({"jai", "jay", "om", "shree", "shri", "sri", "sree", "shre", "जय", "ॐ", "ओम", "श्री"})
_HONORIFIC_BLESSING = frozenset({"shree", "shri", "sri", "sree", "shre", "श्री"})
_DEITIES = frozenset({
    "ram", "rama", "raam", "sai", "ganesh", "ganesha", "ganpati", "ganapati", "krishna", "krishn", "hanuman",
    "bajrang", "balaji", "durga", "ambe", "amba", "ambika", "bhavani", "bhawani", "laxmi", "lakshmi", "mahalaxmi",
    "mahalakshmi", "shiv", "shiva", "shankar", "mahadev", "bholenath", "gopal", "radhe", "radha", "shyam",
    "vinayak", "siddhivinayak", "jagdamba", "mata", "maa", "santoshi", "vaishno", "kali", "saraswati", "murugan",
    "ayyappa", "venkateshwara", "venkatesh", "tirupati", "jhulelal", "khodiyar", "chamunda", "annapurna",
    "umiya", "hind", "shakti", "datta", "guru", "नाथ", "राम", "साईं", "साई", "गणेश", "कृष्णा", "हनुमान",
    "बालाजी", "दुर्गा", "अम्बे", "भवानी", "लक्ष्मी", "शिव", "गोपाल", "राधे", "श्याम"})


# The Lord's name that heads a firm's name by itself ("Shreeji Oil", "શ્રીજી ટ્રેડર્સ"): never "Shree" with "ji" on it.
_DEITY_ALONE = frozenset({"shreeji", "shriji", "shrijee", "શ્રીજી", "श्रीजी", "ਸ਼੍ਰੀਜੀ"})


def _mark_blessing(toks: list[Tok]) -> None:
    for k in range(len(toks) - 1):
        t, nxt = toks[k], toks[k + 1]
        low, nlow = t.text.casefold(), nxt.text.casefold()
        if low in _DEITY_ALONE and nxt.script not in ("punct", "sym", "num") and nxt.amount is None and \
                not nxt.tags.get("mark"):
            t.tags, t.stem, t.glued = {"blessing": "yes"}, None, None
            continue
        if low not in _BLESSING or nxt.script not in ("latn", "deva") or nxt.amount is not None:
            continue
        if low in _HONORIFIC_BLESSING and nlow not in _DEITIES:
            continue
        if nlow not in _DEITIES and (nxt.tags or low not in ("jai", "jay", "जय")):
            continue
        t.tags, t.stem = {"blessing": "yes"}, None
        if nxt.tags and not nxt.tags.get("mark"):
            nxt.tags = {}  # "Shiv Shakti", "Jai Mata": the deity word is part of the name


_TIMES_SIGNS = frozenset({"x", "X", "*", "×"})
# paise: both sides of "AxB" this small are a size in inches or feet ("2x2", "4x6"); a price of one is rarely under
# ₹7 ("chai 2x10" is two teas at ten)
_MAX_SIDE = 600


def _mark_times(toks: list[Tok], text: str) -> None:
    """"3 x 239", "3x239", "3 * 239", "3 × 239": a count times a unit price (guide: amounts). The count is the quantity
    and the second number the price of one; the sign is neither goods nor a name."""
    nums = [k for k, t in enumerate(toks) if t.amount is not None]
    for a, b in zip(nums, nums[1:], strict=False):
        first, second = toks[a], toks[b]
        if text[first.end:second.start].strip() not in _TIMES_SIGNS or any(
                toks[k].text not in _TIMES_SIGNS for k in range(a + 1, b)):
            continue
        q, p = first.amount, second.amount
        if q is None or p is None or q.paise is None or p.paise is None or q.currency or q.scaled or \
                q.paise % 100 or not 0 < q.paise <= 100000 or "times" in first.tags:
            continue
        if text[first.end:second.start] in _TIMES_SIGNS and not p.currency and p.paise <= _MAX_SIDE and \
                q.paise <= _MAX_SIDE and not p.paise % 100:
            # "3x3 क्यूब", "2x2 ਵਾਲੀਆਂ ਟਾਈਲਾਂ", "4x6 photo": two small sides written as one word are the goods' size
            for t in (first, second):
                t.tags["times"], t.tags["notmoney"] = "skip", "size"
            for k in range(a + 1, b):
                toks[k].tags = {"times": "sign"}
            continue
        first.tags["times"], second.tags["times"] = "qty", "price"
        for k in range(a + 1, b):
            toks[k].tags = {"times": "sign"}
        goods = _goods_run(toks, b + 1, 1) or _goods_run(toks, a - 1, -1)
        for t in goods:
            t.tags["goods"] = "here"  # "mobile recharge sold 3 x 239", "sold 5 x 40 samosa": what was counted


def _goods_run(toks: list[Tok], k: int, step: int) -> list[Tok]:
    """The goods words next to a "count x price" (up to three), past one verb; none before a case marker."""
    out: list[Tok] = []
    skipped = False
    while 0 <= k < len(toks) and len(out) < 3:
        t = toks[k]
        if t.tags.get("verb") and not out and not skipped:
            skipped, k = True, k + step
            continue
        if t.amount is not None or t.script not in ("latn", "deva") or (
                t.tags and not set(t.tags) <= {"goods", "cost"}) or t.tags.get("goods") == "generic":
            break
        out.append(t)
        k += step
    nxt = toks[k] if 0 <= k < len(toks) else None
    if step > 0 and nxt is not None and nxt.tags.get("mark") and nxt.tag_lang.get("mark") != "en":
        return []  # "3 x 120 Ramesh ko": a name, not goods
    return out[::step]


_WALA_ENDINGS = ("waala", "waale", "waali", "wala", "wale", "wali", "vala", "vale", "vali", "वाला", "वाले", "वाली")


# Case endings and postpositions owners type in Latin letters after a bank's name: "bank madhe", "bank ma",
# "bank ch", "bankil", "bank-la" (in, into, from, at).
_BANK_ENDINGS = frozenset({
    "me", "mein", "mai", "main", "se", "pe", "madhe", "madhye", "madhun", "mathi", "ma", "maa", "ch", "vich", "wich",
    "ton", "to", "la", "le", "lo", "il", "ile", "ilninnu", "ninnu", "ku", "kku", "ge", "ke", "nalli", "alli", "inda",
    "thi", "e", "te", "theke", "re", "ru", "nu", "var", "kade", "ilekku", "lekku", "mukhantare", "at", "mdhe",
})
_BANK_HEADS = ("bank", "atm")


def _mark_banks(toks: list[Tok]) -> None:
    """"ATM-ல", "SBI-la", "HDFC-se", "bankil", "bank madhe": a bank with a case ending glued on or typed after it
    is still a bank, and the ending is no name."""
    _names_before_the_word_bank(toks)
    for k, t in enumerate(toks):
        if t.script != "latn":
            continue
        if t.tags.get("bank") and k + 1 < len(toks):
            nxt = toks[k + 1]
            if nxt.script == "latn" and nxt.key in _BANK_ENDINGS and not nxt.tags:
                nxt.tags, nxt.stem = {"fn": "yes"}, None  # "bank madhe", "bank ch": where, not who
            continue
        if t.tags:
            continue
        low = t.text.casefold()
        head = next((h for h in _BANK_HEADS if low.startswith(h) and low[len(h):].lstrip("-") in _BANK_ENDINGS), None)
        if head is not None:
            t.tags, t.stem = {"bank": head, "role": "place"}, None  # "bankil", "atmla"
            continue
        if "-" not in t.text:
            continue
        for cat, val, _lang in lookup(t.text.split("-")[0]):
            if cat == "bank":
                t.tags, t.stem = {"bank": val, "role": "place"}, None
                break


def _names_before_the_word_bank(toks: list[Tok]) -> None:
    """"યુનિયન બેંકમાંથી", "Saraswat bank se", "ইউকো ব্যাংকে": a word no list knows, right before the word for bank,
    is that bank's name (guide: bank entries), never a person the money went to or came from; so is the word
    after "bank of" ("ব্যাংক অফ বরোদা থেকে")."""
    for k in range(len(toks) - 2):
        t, of, name = toks[k], toks[k + 1], toks[k + 2]
        if t.tags.get("bank") == "bank" and bank_of(of.text) and not name.tags.get("mark") and name.amount is None:
            for x in (of, name):
                x.tags, x.stem = {"bank": "name", "role": "place"}, None
    for k in range(len(toks) - 1):
        if toks[k].tags.get("bank") == "name" and not toks[k + 1].tags and an_account(toks[k + 1].text):
            # "নিজের SBI অ্যাকাউন্টে": the account the bank's name is said with, no word left unplaced
            toks[k + 1].tags, toks[k + 1].stem = {"bank": "bank", "role": "place"}, None
    for k in range(1, len(toks)):
        t, before = toks[k], toks[k - 1]
        if t.tags.get("bank") != "bank" or before.tags or before.amount is not None or before.script != t.script \
                or not before.text[:1].isalpha():
            continue
        after = toks[k + 1] if k + 1 < len(toks) else None
        # only a bank the money went into or came from: "Ramesh bank gaya" is a man gone to the bank
        if t.text.casefold() not in _bare_bank_words() or (after is not None and (
                after.key in _BANK_ENDINGS or after.tags.get("mark"))):
            before.tags, before.stem = {"bank": "name", "role": "place"}, None


@cache
def _bare_bank_words() -> frozenset[str]:
    """The word for bank with nothing glued on, in each script: the whole-word spellings the lexicon lists for it
    (in the English module, which holds the word in every script; the glued forms end in "*")."""
    return frozenset(w for cat, val, lang, phrases in langs.entries() if (cat, val, lang) == ("bank", "bank", "en")
                     for w in phrases.split("|") if w and not w.endswith("*"))


def _mark_trade_glued(toks: list[Tok]) -> None:
    """"safaiwale", "breadwala", "अंडेवाला": a goods or cost word with wala glued on is a role noun (guide: names),
    not a name. Only words the lexicon did not know are read this way."""
    for t in toks:
        if t.tags or t.script not in ("latn", "deva"):
            continue
        low = t.text.casefold()
        end = next((e for e in _WALA_ENDINGS if low.endswith(e) and len(low) - len(e) >= 2), None)
        if end is None:
            continue
        cats = {r[0] for r in lookup(low[: -len(end)])}
        if "goods" in cats and not cats - {"goods", "fn"}:
            t.tags, t.stem = {"role": "supplier"}, None
        elif "cost" in cats and not cats - {"cost", "fn"}:
            t.tags, t.stem = {"role": "service"}, None


_SIZE_UNITS = frozenset({"ml", "g", "litre", "kg"})


def _mark_price_labels(toks: list[Tok]) -> None:
    """"10 ரூபாய் பிஸ்கட் பாக்கெட் 3 டப்பா ..., 1,080", "5 രൂപയുടെ മിഠായി 2 ഭരണി ..., 400": a small sum in rupees
    right before the goods, which are then counted and given a larger total, is the kind of pack (the ₹10
    biscuits), part of the goods' name; it is neither the amount nor a price to multiply (guide: amounts)."""
    for i, t in enumerate(toks):
        a = t.amount
        # "20 vali Thums Up ni 2 crate ..., 1,920": "the 20 one" names the pack as a sum in rupees does
        label = i + 1 < len(toks) and bool(toks[i + 1].tags.get("wala")) and toks[i + 1].start > t.end
        if a is None or not (a.currency or label) or a.scaled or a.paise is None or not 0 < a.paise <= 10_000:
            continue
        k = i + 1
        while k < len(toks) and k <= i + 5 and toks[k].amount is None and toks[k].script in LETTERS and \
                not set(toks[k].tags) - {"goods", "unit", *(("wala", "mark", "fn") if label else ())} and \
                toks[k].tags.get("mark") in (None, "gen"):
            k += 1  # only the goods' own words between ("5 rs wale becha aur copy 4 piece" is a price of one)
        if k == i + 1 or k >= len(toks) - 1 or toks[k].amount is None:
            continue
        count, after = toks[k].amount, toks[k + 1]
        if count is None or count.currency or count.scaled or after.script not in LETTERS or after.amount is not None:
            continue
        if any(u.amount is not None and u.amount.paise is not None and u.amount.paise > a.paise
               and not u.tags.get("date") for u in toks[k + 2:]):
            t.tags["product"] = "number"


_LITTLE = frozenset({"also", "fn", "pron", "daytime", "yes", "no", "q", "chat"})


def _latin_brands_in_native(toks: list[Tok]) -> None:
    """"రెడ్డి గారు Pan 40, Shelcal 500 ...": an owner writing in his own script types the brands he sells in
    Latin letters. A capitalised Latin word right before a number there is a product's name, not a little
    word of some language that happens to be spelled alike ("pan": also)."""
    words = [t for t in toks if t.script in LETTERS]
    native = sum(t.script != "latn" for t in words)
    if native == 0 or native < sum(t.script == "latn" for t in words):
        return
    for k, (t, nxt) in enumerate(zip(toks, toks[1:], strict=False)):
        if t.script == "latn" and t.text[:1].isupper() and nxt.amount is not None and t.tags and \
                set(t.tags) <= _LITTLE:
            t.tags, t.tag_lang = {}, {}
        a = nxt.amount
        after = toks[k + 2] if k + 2 < len(toks) else None
        if t.script == "latn" and t.text[:1].isupper() and not t.tags and a is not None and not a.currency and \
                not a.scaled and a.paise is not None and a.paise >= 1000 and (after is None or after.script == "punct") \
                and any(u.amount is not None for u in toks[k + 2:]):
            nxt.tags["product"] = "number"  # "അബ്ദുൽ ഖാദർ Metformin 500, Glycomet GP 2 എടുത്തു, 640": its strength
            t.tags["goods"] = "here"
        elif t.script == "latn" and t.text[:1].isupper() and not t.tags and a is not None and not a.currency and \
                not a.scaled and a.paise is not None and 0 < a.paise <= 2000 and a.paise % 100 == 0 and \
                any(u.amount is not None for u in toks[k + 2:]):
            nxt.tags["times"] = "qty"  # "Glycomet GP 2 എടുത്തു, 640": two of the brand typed in Latin
            j = k
            while j >= 0 and toks[j].script == "latn" and not toks[j].tags and toks[j].amount is None:
                toks[j].tags["goods"] = "here"
                j -= 1


def _brand_before(toks: list[Tok], i: int) -> list[Tok]:
    """The words of a product's name right before token i: capitalised words the lexicon does not know
    ("Combiflam", "Good Day", "Parle-G"), or goods words."""
    out: list[Tok] = []
    k = i - 1
    while k >= 0 and len(out) < 3:
        t = toks[k]
        if t.script != "latn" or t.amount is not None or t.glued not in (None,):
            break
        known_goods = bool(t.tags) and set(t.tags) <= {"goods"} and t.tags.get("goods") != "generic"
        brand = not t.tags and (any(ch.isupper() for ch in t.text) or "-" in t.text)  # "iPhone", "boAt"
        # "Crocin Advance 500": a known brand's name goes on in capitalised words, whatever else they may mean
        brand = brand or is_brand(t.text) or (t.text[:1].isupper() and k > 0 and is_brand(toks[k - 1].text))
        # "Good Day": a capitalised little word inside a brand's name
        weak = t.text[:1].isupper() and k > 0 and set(t.tags) <= _WEAK_IN_NAMES
        if not (known_goods or brand or weak):
            break
        out.append(t)
        k -= 1
    while out and out[-1].tags and not out[-1].tags.get("goods"):
        out.pop()  # the name starts with a word of its own, not a little word
    if not any(not t.tags or t.tags.get("goods") for t in out):
        return []
    return out[::-1]


_WEAK_IN_NAMES = frozenset({"fn", "days", "chat", "notmoney", "period", "when"})


def _counted_later(toks: list[Tok], k: int) -> bool:
    """Another count follows before the clause ends: "... 12 piece", "... 2 patte", "... 5 packet"."""
    for j in range(k, len(toks)):
        t = toks[j]
        if t.script == "punct":
            return False
        if t.amount is None:
            continue
        nxt = toks[j + 1] if j + 1 < len(toks) else None
        if nxt is not None and ((nxt.tags.get("unit") and nxt.tags["unit"] not in _SIZE_UNITS) or (
                not nxt.tags and nxt.script == "latn" and nxt.amount is None and nxt.text.islower())):
            return True
        if nxt is not None and nxt.tags.get("verb") and any(x.amount is not None for x in toks[j + 2:]):
            return True  # "Frooti 200ml 10 becha 200 ka": a count before the verb, the value after
        a = t.amount
        if a.words and not a.currency and a.paise is not None and a.paise <= 1000:
            return True  # "Horlicks 500g ஒண்ணு 285-க்கு": a count said in words
    return False


_POINTING = frozenset({"oi", "ei", "sei", "ওই", "এই", "সেই", "ei je", "ওই যে"})


def _the_sum_not_a_count(toks: list[Tok]) -> None:
    """"oi 9200 ta Maa Tara Pharma ke dilam": after "that", the Bengali "ta" says "the 9200", no count of pieces."""
    for k in range(1, len(toks) - 1):
        t, nxt = toks[k], toks[k + 1]
        if t.amount is not None and toks[k - 1].key in _POINTING and nxt.tags.get("unit") == "piece" and \
                nxt.key in ("ta", "টা", "ti", "টি"):
            nxt.tags = {"fn": "yes"}


def _goods_after_an_article(toks: list[Tok]) -> None:
    """"Mrs Ghosh bought a Dhakai jamdani for 6,800": words the reader does not know, right after "a" or "an", are
    the thing bought or sold; nobody is called "a Dhakai"."""
    for i, t in enumerate(toks):
        if t.script != "latn" or t.key not in ("a", "an"):
            continue
        k = i + 1
        while k < len(toks) and k <= i + 3 and toks[k].script == "latn" and not toks[k].tags and toks[k].amount is None:
            toks[k].tags["goods"] = "here"
            k += 1


def _clock_words(toks: list[Tok]) -> None:
    """"7 மணிக்கு", "5 baje": the word for o'clock after a number is the hour, never a name with a case ending on it
    ("மணி" is also a man's name)."""
    clock = numwords.lexicon().time
    for prev, t in zip(toks, toks[1:], strict=False):
        if t.key in clock and prev.text.isdigit() and not t.tags:
            t.tags, t.stem, t.glued = {"daytime": "yes"}, None, None


_VEHICLE_WORD = frozenset({"bike", "bikes"})


def _bike_the_vehicle(toks: list[Tok]) -> None:
    """"bike petrol 150", "bike repair 300", "bike ka tyre": Hindi's "bike" (sold) is the motorbike when a cost, the
    goods or "of" follows it; the verb stands after what was sold ("3 saree bike")."""
    for t, nxt in zip(toks, toks[1:], strict=False):
        if t.key in _VEHICLE_WORD and t.tags.get("verb") == "sell" and nxt.amount is None and (
                nxt.tags.keys() & {"cost", "goods"} or nxt.tags.get("mark") == "gen"):
            t.tags = {"goods": "here"}
            t.tag_lang = {}


def _mark_grade_codes(toks: list[Tok]) -> None:
    """"Castrol 20W40", "photo frames 12x18 at 450": a number, one letter and a number typed as one word is a grade or
    a size, the goods' name; never two sums and a person called W."""
    money = [t for t in toks if t.amount is not None and t.amount.paise is not None]
    for a, letter, b in zip(toks, toks[1:], toks[2:], strict=False):
        # ("samosa becha 12x15" is twelve at fifteen: an "x" is a size only beside a sum said apart, "12x18 ... 450")
        times = letter.text in ("x", "X") and not any(t.start > b.end or t.end < a.start for t in money)
        if a.text.isdigit() and b.text.isdigit() and letter.script == "latn" and len(letter.text) == 1 and \
                letter.start == a.end and b.start == letter.end and not times:
            a.tags["product"] = b.tags["product"] = "number"
            letter.tags = {"goods": "here"}


def _did_as_done(toks: list[Tok]) -> None:
    """"Did a Jio 299 recharge for Karthik": "did" before "a" or a sum is the owner's "I did", not "did ...?"."""
    for t, nxt in zip(toks, toks[1:], strict=False):
        if t.key == "did" and t.tags.get("q") and (nxt.key in ("a", "an") or nxt.amount is not None):
            del t.tags["q"]
            t.tag_lang.pop("q", None)


def _it_was_as_explanation(toks: list[Tok]) -> None:
    """"Mary aunty paid 700, it was her old dues": "it was" with no sum after it says what the money was, it
    corrects nothing ("it was 700" and "it was wrong" still do)."""
    for i, t in enumerate(toks):
        if t.text.casefold().split() != ["it", "was"] or not t.tags.get("fix"):
            continue  # (read on every message: the cheap test first)
        # (only after money said with its verb, and with no other word of changing: "wrong name, it was venkatesh"
        # still corrects)
        said = any(u.amount is not None for u in toks[:i]) and any(u.tags.get("verb") for u in toks[:i])
        others = any(u.tags.keys() & {"fix", "cancel"} for j, u in enumerate(toks) if j != i)
        if said and not others and not any(u.amount is not None or u.tags.get("neg") for u in toks[i + 1:i + 4]):
            del t.tags["fix"]
            t.tag_lang.pop("fix", None)


def _mark_capital_codes(toks: list[Tok]) -> None:
    """"RCH 659 kapus biyane 6 packet ... 860 la ek", "HP 680 cartridge 2 ammanu 950": a short word in capitals
    the reader does not know, then a number, then the goods, with other sums said later, is a model's code and
    number, part of the goods' name."""
    for i, t in enumerate(toks[:-2]):
        nxt, after = toks[i + 1], toks[i + 2]
        a = nxt.amount
        if not (t.script == "latn" and t.text.isalpha() and t.text.isupper() and 2 <= len(t.text) <= 5) or \
                t.tags or a is None or a.currency or a.scaled or a.paise is None or nxt.tags:
            continue
        if after.script not in LETTERS or after.amount is not None or set(after.tags) - {"goods"}:
            continue
        if any(u.amount is not None and not u.tags.get("date") for u in toks[i + 3:]):
            nxt.tags["product"] = "number"
            t.tags["goods"] = "here"


def _mark_zero_led_codes(toks: list[Tok]) -> None:
    """"Reynolds 045 pen": nobody writes money with a leading zero; it is a model's code, part of the goods' name."""
    for t in toks:
        if t.amount is not None and not t.amount.currency and len(t.text) >= 2 and t.text[0] == "0" and \
                t.text.isdigit() and not t.tags:
            t.tags["product"] = "number"


# "21 रुपयाला एक": "rupees" with the case ending "to" glued on, then "one", is a price of one (Marathi, Gujarati).
_TO_ENDINGS = ("ला", "ना", "ने", "ના", "ને", "la", "na")
_ONE = frozenset({"एक", "ek", "એક"})


def _mark_rate_glued_to_rupees(toks: list[Tok]) -> None:
    for t, nxt in zip(toks, toks[1:], strict=False):
        a = t.amount
        if a is not None and a.currency and t.text.casefold().endswith(_TO_ENDINGS) and nxt.key in _ONE and \
                not nxt.tags.get("per"):
            nxt.tags, nxt.amount = {"per": "yes"}, None  # ("one" here counts nothing: it says "each")


def _mark_one_unit_after_a_price(toks: list[Tok]) -> None:
    """"cartridge 3 vithen 850 oru piece": "one piece" said in words right after a sum, with goods counted before
    it, says the sum is the price of one (each); it counts nothing."""
    for i in range(1, len(toks) - 2):
        t, one, unit = toks[i], toks[i + 1], toks[i + 2]
        a, b = t.amount, one.amount
        if a is None or a.paise is None or a.currency or a.scaled or b is None or b.paise != 100 or \
                one.text.isdigit() or not one.text.isalpha() or "unit" not in unit.tags or one.tags:
            continue
        if any(u.amount is not None and u.amount.paise is not None and u.amount.paise < a.paise and
               not u.tags.get("product") for u in toks[:i]):
            one.tags, one.amount = {"per": "yes"}, None


def _numbers_after_brands(toks: list[Tok]) -> None:
    """"2 strips Dolo 650 and 1 Combiflam 400 strip sold, 100 cash": a bare number right after a known brand
    (brands.py), with a sum said apart elsewhere in the message, is the product's strength or model, not money."""
    for i, t in enumerate(toks[:-1]):
        nxt = toks[i + 1]
        a = nxt.amount
        if not is_brand(t.text) or a is None or a.paise is None or a.currency or a.scaled or nxt.tags or \
                nxt.start == t.end:
            continue
        after = toks[i + 2] if i + 2 < len(toks) else None
        if after is not None and (after.tags.keys() & {"wala", "per", "mark"} or (
                after.tags.keys() & {"mode", "credit"} and not any(
                    x.amount is not None and (x.amount.paise or 0) > (a.paise or 0) for x in toks[i + 2:]))):
            # "Dolo 650 ka", "Parle 5 wala", "Crocin 50 cash": a sum after all; but "telma 40 on credit ..., 340"
            # with a bigger sum said after it is the strength, and the 340 the money
            continue
        if any(x.amount is not None and k != i + 1 and not x.tags.get("product") and not (
                k > 0 and is_brand(toks[k - 1].text)) for k, x in enumerate(toks)):
            nxt.tags["product"] = "number"  # (the sum may come first: "1,380 likho, Telma 40 aur Ecosprin 75")


def _mark_products(toks: list[Tok]) -> None:
    """Numbers that are part of a product's name are not amounts (docs/reading-guide.md, "Amounts in
    context"): "Combiflam 400 ke 2 patte", "Frooti 200ml 12 piece"; "Good Day 10 wala" and "Parle-G 5 rupaye
    wala" name the ₹10 and ₹5 packs, which stay prices of one. The name's words become the goods."""
    words = [t for t in toks if t.script in LETTERS]
    native = sum(t.script != "latn" for t in words) > sum(t.script == "latn" for t in words)
    for i, t in enumerate(toks):
        a = t.amount
        if a is None or a.paise is None or a.scaled or a.paise % 100 or a.paise > 10_000_000:
            continue
        if "," in t.text:
            continue  # "Ramesh 6,400 ka saman le gaya": a number written with a thousands comma is money, no model
        brand = _brand_before(toks, i)
        # Scripts without capitals: an unknown word right before the number may be the product
        # ("पैरासिटामोल ५०० की ४ पत्ती"), trusted only with the count after it (below).
        plain = not brand and i > 0 and _plain_word(toks[i - 1])
        # ("Pan 40 che 3 strip": a capitalised goods word, its number, "of" and a count is a product too)
        plain = plain or (not brand and i > 0 and toks[i - 1].script == "latn" and toks[i - 1].text[:1].isupper()
                          and toks[i - 1].tags.get("goods") == "item" and not a.currency)
        if plain:
            brand = [toks[i - 1]]
        if not brand:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        nxt2 = toks[i + 2] if i + 2 < len(toks) else None
        if nxt is None or a.currency and not nxt.tags.get("wala"):
            continue
        if nxt.tags.get("wala"):
            for b in brand:
                b.tags = {"goods": "here"}  # "Good Day 10 wala 5 packet": the ₹10 pack, and its name
            continue
        size = nxt.tags.get("unit") in _SIZE_UNITS and _counted_later(toks, i + 2)
        named = nxt.tags.get("mark") == "gen" and nxt2 is not None and (
            (nxt2.amount is not None and _counted_later(toks, i + 2))  # "Combiflam 400 ke 2 patte"
            or (nxt2.amount is None and nxt2.script == "latn" and nxt2.text.islower()
                and nxt2.tags.get("goods") != "generic"  # ("Ramesh 640 ka saman": the goods, not the model's part)
                and (not nxt2.tags.keys() - {"fn", "before", "goods"}  # "iPhone 11 ka back glass"
                     or ("goods" in nxt2.tags and not nxt2.tags.keys() - {"fn", "before", "goods", "q"}))))
        # "iPhone 11 screen", "boAt Airdopes 131 at 1,099": a brand written in mixed case is a product, never a
        # person, and a bare number after it is its model when the price is said elsewhere.
        model = any(_mixed_case(b.text) for b in brand) and not a.currency and not (
            nxt.tags.get("unit") or nxt.amount is not None) and any(
            x.amount is not None and x is not t for x in toks)
        counted = nxt.amount is not None and _counted_later(toks, i + 1) and not nxt.amount.currency  # "Combiflam 400 do patte"
        # "Redmi Note 13 back panel mati, 1,200": a name of two capitalised words, a small number, then the part
        # fitted (a plain lowercase word) and the price said apart: the number is the model's
        part = len(brand) >= 2 and all(b.text[:1].isupper() for b in brand) and not a.currency and \
            a.paise <= 99_900 and nxt.script == "latn" and nxt.text.islower() and set(nxt.tags) <= {"fn", "before"} \
            and any(x.amount is not None and x.amount.paise is not None and x.amount.paise >= max(10 * a.paise, 10_000)
                    for x in toks[i + 2:])
        k = i + 2 if nxt.tags.get("unit") in _SIZE_UNITS else i + 1
        if k + 2 < len(toks) and toks[k].tags.get("goods") == "item" and toks[k + 1].tags.get("per"):
            k += 1  # "Revital 30 capsule ka ek dabba": the pack named by what is in it
        one_of = k + 1 < len(toks) and toks[k].tags.get("per") and toks[k].key.split()[-1] in ("ek", "एक") and (
            "unit" in toks[k + 1].tags or toks[k + 1].tags.get("goods") == "item")  # "Telma 40 ka ek patta"
        if one_of:
            size = nxt.tags.get("unit") in _SIZE_UNITS
            toks[k].tags = {"fn": "yes"}
        j = i - len(brand)
        # "3 strips Calpol 650 sold, 33 each": the packs were counted before the name and priced each
        # later, so the number after the name is the product's own
        counted_before = j >= 2 and toks[j - 2].amount is not None and toks[j - 1].tags.get("unit") and \
            not a.currency and not nxt.tags.get("unit") and nxt.amount is None and any(
                x.tags.get("per") and k2 > i + 1 and toks[k2 - 1].amount is not None
                for k2, x in enumerate(toks))
        # "and a Shelcal 500": an article says the name is a thing's, never a person's
        # only when the money is said apart from every name ("..., 310 on her account"): in "sold a charger 450
        # and a cable 150" each number follows its goods and is its price
        article = not plain and j >= 1 and toks[j - 1].key in ("a", "an") and not a.currency and nxt.amount is None \
            and any(x.amount is not None and k2 > i and _said_apart(toks, k2) for k2, x in enumerate(toks))
        # "ঘোষবাবু Telma 40 আর Ecosprin 75 নিয়ে গেলেন, ৪৯০": in a message in an Indian script the brands
        # are the Latin words, and a number after one is its strength when the sum is said apart from them.
        listed = native and not a.currency and any(b.text[:1].isupper() for b in brand) and any(
            x.amount is not None and k2 > i and not _brand_before(toks, k2) for k2, x in enumerate(toks))
        # "Natraj 621 rubber 1 box ar Apsara pencil 2 box, 340": the goods' word after the number, then their count
        # with its unit, and the sum said after them all: the number is the model's
        described = not a.currency and nxt.amount is None and nxt.script == "latn" and nxt.text.islower() and not (
            nxt.tags.keys() - {"goods"}) and nxt2 is not None and nxt2.amount is not None and i + 3 < len(toks) and \
            bool(toks[i + 3].tags.get("unit")) and any(x.amount is not None for x in toks[i + 4:])
        # "Telma 40, 30 goli, 480 udhaar": the name and its strength, then a comma and the count with its unit, and
        # the sum said after them
        apart = not a.currency and nxt.script == "punct" and nxt.text.strip() == "," and nxt2 is not None and \
            nxt2.amount is not None and i + 3 < len(toks) and (
                bool(toks[i + 3].tags.get("unit")) or "goods" in toks[i + 3].tags or (
                    toks[i + 3].script == "latn" and toks[i + 3].text.islower() and not toks[i + 3].tags)) and any(
                x.amount is not None for x in toks[i + 4:]) and any(b.text[:1].isupper() for b in brand)
        if not (size or named or counted or one_of or model or part or counted_before or article or listed
                or described or apart) or (plain and not (named or counted or size)):
            continue
        t.tags["product"] = "number"
        if size:
            nxt.tags = {"product": "size"}
        for b in brand:
            b.tags = {"goods": "here"}


def _mark_native_products(toks: list[Tok], lang: str) -> None:
    """"মেটফর্মিন ৫০০ দুই পাতা", "প্যান ৪০ এর ২ পাতা": a product written in the language's own script has no
    capitals to show it; a bare word, a number, then a count with its unit (a genitive between allowed) is a
    product's name and its number, as in Latin (guide: amounts in context)."""
    slot = lang in _goods_slot_langs()  # (elsewhere only a known brand's name: "ਮਹਿੰਦਰਾ 575 ਦੀਆਂ 6 ਕਲੱਚ ਪਲੇਟਾਂ")
    for i in range(1, len(toks) - 2):
        t, name = toks[i], toks[i - 1]
        a = t.amount
        if a is None or a.paise is None or a.currency or a.scaled or a.paise % 100 or not _bare(name) or \
                name.script == "latn" or "product" in t.tags or not (slot or is_brand(name.text)):
            continue
        k = i + 2 if toks[i + 1].tags.get("mark") == "gen" else i + 1
        # (a known brand's model may be followed by the goods counted: "ਮਹਿੰਦਰਾ 575 ਦੀਆਂ 6 ਕਲੱਚ ਪਲੇਟਾਂ", or by "of" and
        # the part with its price said later: "ਸਵਰਾਜ 855 ਦੀ ਕਲੱਚ ਪਲੇਟ ਵੇਚੀ 4,250")
        part_of = is_brand(name.text) and k == i + 2 and k < len(toks) and toks[k].amount is None and (
            toks[k].tags.get("goods") in ("item", "here") or not toks[k].tags) and any(
            x.amount is not None and x.amount.paise for x in toks[k + 1:])
        if not part_of and (k + 1 >= len(toks) or toks[k].amount is None or not (toks[k + 1].tags.get("unit") or (
                is_brand(name.text) and toks[k + 1].tags.get("goods") in ("item", "here")))):
            continue
        t.tags["product"] = "number"
        for w in _bare_run(toks, i):
            w.tags["goods"] = "here"
        if k == i + 2:
            toks[i + 1].tags = {"fn": "yes"}


def _model_numbers_before_parts(toks: list[Tok]) -> None:
    """"ਰੈੱਡਮੀ ਨੋਟ 12 ਦੀ ਬੈਟਰੀ ਬਦਲੀ, 1,450 ਉਧਾਰ": in a script without capitals, a small number between a bare word and
    "of" a part or goods word is the model the part was for, when the price is said apart as a bigger sum; never
    ₹12 (guide: amounts in context)."""
    for i in range(1, len(toks) - 2):
        name, t, of, part = toks[i - 1], toks[i], toks[i + 1], toks[i + 2]
        a = t.amount
        if a is None or a.paise is None or a.currency or a.scaled or "," in t.text or not 0 < a.paise <= 9_900 or \
                "product" in t.tags or not _bare(name) or name.script == "latn":
            continue
        if of.tags.get("mark") != "gen" or not part.tags.get("goods"):
            continue
        if not any(x.amount is not None and x.amount.paise is not None and x.amount.paise >= 10 * a.paise
                   for x in toks[i + 3:]):
            continue
        t.tags["product"] = "number"
        for w in _bare_run(toks, i):
            w.tags["goods"] = "here"


def _plain_word(t: Tok) -> bool:
    return not t.tags and t.amount is None and t.glued is None and t.script in _CASELESS and len(t.text) > 2


# Words after a number that make it a product's specification, never money: "75 gsm", "172 page", "5000 mAh".
_SPEC_WORDS = frozenset({"gsm", "grade", "hp", "page", "pages", "pg", "mah", "power", "gb", "tb", "mp", "inch", "inches", "watt", "watts",
                         "w", "cc", "ply", "iu", "mcg", "mg", "sqmm", "sq", "mm", "amp", "amps",
                         # a size by its number: "10 number aani" (size-10 nails), "7 ನಂಬರ್ ಚಪ್ಪಲಿ"
                         # a model's number: "ફાસ્ટ્રેક 3089 મોડેલ", "Vivo 1906 model"
                         "model", "मॉडल", "मोडल", "ਮਾਡਲ", "મોડેલ", "মডেল", "ମଡେଲ", "மாடல்", "మోడల్", "ಮಾಡೆಲ್", "മോഡൽ",
                         "number", "nambar", "no.", "നമ്പർ", "நம்பர்", "నంబర్", "ನಂಬರ್", "ନମ୍ବର", "নম্বর", "નંબર",
                         "ਨੰਬਰ", "नंबर", "नंबरची", "नंबरचे",
                         # millimetres of a wire, watts of a bulb, in the Indian scripts
                         "ಎಂಎಂ", "ವ್ಯಾಟ್", "എംഎം", "വാട്ട്", "எம்எம்", "வாட்", "ఎంఎం", "వాట్", "এমএম", "ওয়াট", "ওয়াটের",
                         "স্কয়্যার", "স্কোয়ার", "એમએમ", "વોટ", "ਐਮਐਮ", "ਵਾਟ", "एमएम", "वॉट", "वाट", "ଏମଏମ", "ୱାଟ",
                         # the same specifications in the Indian scripts: pages, inches, grams of a pack
                         "പേജ്", "ഇഞ്ച്", "பக்கம்", "பேஜ்", "இஞ்ச்", "పేజీ", "పేజీల", "ఇంచ్", "ಪೇಜ್", "ಪುಟದ", "ಪುಟಗಳ", "ಇಂಚ್", "পাতার",
                         "পেজ", "ইঞ্চি", "ପୃଷ୍ଠା", "ପେଜ", "ଇଞ୍ଚ", "पेज", "इंच", "ઇંચ", "ઈંચ", "ਇੰਚ"})


def _mark_specs(toks: list[Tok]) -> None:
    """"JK Copier 75 gsm", "Classmate 172 page wali", "Vitamin D3 60K": a number that specifies a product is
    part of its name, and the words before it are its goods; so is a number glued right after a product's
    own number. Only when other money is said in the message."""
    money = [t for t in toks if t.amount is not None and t.amount.paise is not None]
    for i, t in enumerate(toks):
        a = t.amount
        if a is None or a.currency or t.tags.get("product"):
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        prev = toks[i - 1] if i > 0 else None
        spec = nxt is not None and nxt.text.casefold() in _SPEC_WORDS
        # ("Calpol 500 moonu strip", "মেটফর্মিন ৫০০ দুই পাতা": a count of packs after the number, said in words or
        # followed by its unit, is a count, not more of the name)
        after_model = prev is not None and prev.tags.get("product") == "number" and prev.end == t.start - 1 and \
            not a.words and not (nxt is not None and nxt.tags.get("unit"))
        if not (spec or after_model) or len(money) < 2:
            continue
        t.tags["product"] = "number"
        if spec and nxt is not None:
            nxt.tags = {"product": "size"}
            named = toks[i + 2] if i + 2 < len(toks) else None
            if named is not None and named.script in LETTERS and named.script != "latn" and named.amount is None and \
                    not set(named.tags) - {"mark"}:
                # "200 പേജ് നോട്ട്ബുക്ക് 20 എണ്ണം": the goods the size belongs to ("-ക്ക്" here is no "to")
                named.tags, named.tag_lang, named.glued, named.stem = {"goods": "here"}, {}, None, None
        for b in _brand_before(toks, i):
            b.tags = {"goods": "here"}


def _glued_specs(toks: list[Tok]) -> None:
    """"20W ଚାର୍ଜର", "64GB": a number typed onto its unit is a product's specification, never a sum, and the
    unit is no one's name."""
    for i, (t, nxt) in enumerate(zip(toks, toks[1:], strict=False)):
        # (in Latin letters the brand before it decides: "Philips LED 9W bulb" is read with its brand)
        native = i > 0 and toks[i - 1].script not in ("latn", "num", "punct", "sym", "other")
        if native and t.amount is None and t.text.isdigit() and nxt.start == t.end and \
                nxt.text.casefold() in _SPEC_WORDS and not t.tags and not nxt.tags:
            t.tags, nxt.tags = {"goods": "here"}, {"goods": "here"}


_MEASURES = frozenset({"g", "ml", "kg", "litre"})
# Packs a weight or volume can describe ("25 kilo wale 2 bori", "20 litre wali 6 balti")
_SIZED_PACKS = frozenset({"packet", "piece", "bottle", "box", "tin", "carton", "bag", "pouch"})


def _mark_pack_sizes(toks: list[Tok]) -> None:
    """"bhujia 400g wale 10 packet", "soan papdi 200 gram wale 20 dabbe": a weight or volume said as the kind of pack
    ("... wale") before a count of packs is each pack's size, part of the goods' name: the packs are what was
    counted, never 400 grams."""
    for i in range(len(toks) - 4):
        t, unit, joint, count, piece = toks[i:i + 5]
        if t.amount is None or t.amount.currency or t.tags.get("product") or unit.tags.get("unit") not in _MEASURES:
            continue
        if (joint.tags.get("wala") or joint.tags.get("mark") == "gen") and count.amount is not None and \
                not count.amount.currency and piece.tags.get("unit") in _SIZED_PACKS:
            t.tags["product"], unit.tags = "number", {"product": "size"}
            # the maker's name before the size, "of" between or not ("Cello ki 20 litre wali"), is the goods'
            at = i - 1 if i > 0 and toks[i - 1].tags.get("mark") == "gen" else i
            for b in _brand_before(toks, at):
                b.tags = {"goods": "here"}
    # "commercial gas cylinder 19 kg 2 nos 3,560", "Castrol 1 litre 6 tin": the size, then the count of packs
    for i in range(len(toks) - 3):
        t, unit, count, piece = toks[i:i + 4]
        if t.amount is not None and not t.amount.currency and not t.tags.get("product") and unit.tags.get(
                "unit") in _MEASURES and count.amount is not None and not count.amount.currency and piece.tags.get(
                "unit") in _SIZED_PACKS and unit.end < count.start:
            t.tags["product"], unit.tags = "number", {"product": "size"}
            for b in [*_brand_before(toks, i), *_bare_run(toks, i)[:2]]:
                b.tags = {"goods": "here"}  # ("ബ്രൂ 200 ഗ്രാം 4 പാക്കറ്റ്": the goods whose size it is)
    # "20 litre na jar 40 vechya 35 na bhave": the size "of" the goods named next, then how many of them
    for i in range(len(toks) - 4):
        t, unit, joint, goods, count = toks[i:i + 5]
        if t.amount is None or t.amount.currency or t.tags.get("product") or unit.tags.get("unit") not in _MEASURES \
                or not (joint.tags.get("wala") or joint.tags.get("mark") == "gen") or goods.amount is not None or \
                goods.script not in LETTERS or set(goods.tags) - {"goods", "unit"} or count.amount is None or \
                count.amount.currency or not any(x.amount is not None for x in toks[i + 5:]):
            continue
        t.tags["product"], unit.tags = "number", {"product": "size"}
    # "..., Thums Up 2 litre wali 3" with the sum said elsewhere: three of the two-litre ones, never ₹3 or ₹300
    for i in range(len(toks) - 3):
        t, unit, joint, count = toks[i:i + 4]
        after = toks[i + 4] if i + 4 < len(toks) else None
        if t.amount is None or t.amount.currency or unit.tags.get("unit") not in _MEASURES or not joint.tags.get(
                "wala") or count.amount is None or count.amount.currency or not 0 < (count.amount.paise or 0) <= 2000:
            continue
        if (after is None or after.script == "punct" or after.in_list("join_conjunctions")) and any(
                x.amount is not None and (x.amount.paise or 0) >= 10000 for x in toks if x is not t and x is not count):
            t.tags["product"], unit.tags, count.tags["product"] = "number", {"product": "size"}, "count"


_SIZE_CODE = re.compile(r"\d+/\d+")
_RIM = re.compile(r"z?r\d{2}", re.IGNORECASE)


def _rim_at(toks: list[Tok], k: int) -> bool:
    """"R12", "ZR17" (read as a letter and its digits): a radial tyre's rim size."""
    t = toks[k]
    if _RIM.fullmatch(t.text):
        return True
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    return t.text.casefold() in ("r", "zr") and nxt is not None and nxt.start == t.end and nxt.text.isdigit() and \
        len(nxt.text) == 2


def _mark_tyre_sizes(toks: list[Tok]) -> None:
    """"90/90-12 tyre", "145/80-13": a size code (width/profile-rim) names the goods, never two sums to choose from.
    Only when other money is said."""
    money = [t for t in toks if t.amount is not None and not _SIZE_CODE.fullmatch(t.text)]
    for k, (t, nxt) in enumerate(zip(toks, toks[1:], strict=False)):
        if t.amount is not None and _SIZE_CODE.fullmatch(t.text) and nxt.amount is not None and \
                nxt.start == t.end + 1 and nxt.text.isdigit() and len(money) >= 2:
            t.tags["product"], nxt.tags["product"] = "number", "size"
        elif t.amount is not None and _SIZE_CODE.fullmatch(t.text) and len(money) >= 1 and _rim_at(toks, k + 1):
            t.tags["product"] = "number"  # "MRF 145/80 R12 tubeless": the radial rim says it is a tyre's size


_LITRE_PACK = re.compile(r"\d+(?:\.\d+)?\s?[lL]")


def _mark_litre_packs(toks: list[Tok]) -> None:
    """"Fortune soyabean 1L ke 2 pouch", "Asian Paints Apex 20L": a number glued to L right after the goods it
    measures is the pack's litres, part of the product's name, never lakhs. Only when other money is said."""
    money = [t for t in toks if t.amount is not None and t.amount.paise is not None]
    for i in range(1, len(toks)):
        t, prev = toks[i], toks[i - 1]
        if t.amount is None or t.amount.currency or not _LITRE_PACK.fullmatch(t.text) or len(money) < 2:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        # "took 5 L Asian paint tin on credit, 1,450": the litres of the goods named right after
        goods_after = nxt is not None and nxt.script == "latn" and nxt.amount is None and (
            bool(nxt.tags.get("goods")) or (not nxt.tags and nxt.text[:1].isupper())) and any(
            x.tags.get("goods") or x.tags.get("unit") for x in toks[i + 1:i + 4])
        if not goods_after and (prev.script != "latn" or prev.amount is not None or (
                prev.tags and not prev.tags.get("goods"))):
            continue  # "Ramesh ko 1L diye": after a marker or a verb, L is lakhs
        t.tags["product"] = "number"


_PRICE_PREPS = frozenset({"for", "at", "@"})


def _said_apart(toks: list[Tok], k: int) -> bool:
    """A sum said away from any goods ("..., 310 on her account"), not one priced to goods ("a cable for 150")."""
    if _brand_before(toks, k):
        return False
    j = k - 1
    if j > 0 and toks[j].key in _PRICE_PREPS:
        j -= 1
    prev = toks[j] if j >= 0 else None
    return prev is None or not (prev.tags.get("goods") or (prev.script == "latn" and not prev.tags))


def _mark_numbers_of_objects(toks: list[Tok]) -> None:
    """"Rohan took Boat Airdopes 141 for 1,299": in English word order the capitalised words right after
    "took / sold / bought" are the goods, and a number glued to their end, before "for / at" and the
    price, is the model's number, never an amount."""
    for i in range(2, len(toks) - 2):
        t = toks[i]
        if t.amount is None or t.amount.currency or t.amount.words or t.tags.get("product"):
            continue
        if toks[i + 1].key not in _PRICE_PREPS or toks[i + 2].amount is None:
            continue
        k = i - 1
        while k >= 0 and toks[k].script == "latn" and toks[k].text[:1].isupper() and not toks[k].tags:
            k -= 1
        if k == i - 1 or k < 0:
            continue
        verb = toks[k]
        if verb.tags.get("verb") in ("take", "sell", "buy") and verb.tag_lang.get("verb") == "en":
            t.tags["product"] = "number"
            for b in toks[k + 1:i]:
                b.tags = {"goods": "here"}


def _mixed_case(word: str) -> bool:
    """"iPhone", "boAt", "OnePlus": a capital after a small letter is how brands are written, not names."""
    return any(a.islower() and b.isupper() for a, b in zip(word, word[1:], strict=False))


def _mark_models(toks: list[Tok]) -> None:
    """"Vivo Y20", "Samsung M14", "Redmi A2": a model code (letters glued to digits) after a capitalised word
    the lexicon does not know is a product's name, goods and never a person or an amount."""
    for i in range(1, len(toks) - 1):
        t, digits = toks[i], toks[i + 1]
        if t.script != "latn" or t.end != digits.start or not digits.text.isdigit() or digits.amount is not None:
            continue
        if not (t.text.isupper() and len(t.text) <= 3):
            continue
        brand = _brand_before(toks, i)
        if not brand:
            continue
        for b in (*brand, t):
            b.tags = {"goods": "here"}
        digits.tags = {"product": "number"}


def _mark_goods_before(toks: list[Tok]) -> None:
    """In a sale, "<word> 10 packet 45 wala" names the goods before the count: nothing comes between the
    unit and its price ("detergent 10 packet 45 wala becha", "vim bar 5 piece 10 wali")."""
    if not any(t.tags.get("verb") == "sell" for t in toks):
        return
    for i in range(1, len(toks) - 3):
        t, unit, price, per = toks[i], toks[i + 1], toks[i + 2], toks[i + 3]
        if t.amount is None or "unit" not in unit.tags or price.amount is None:
            continue
        if not (per.tags.get("wala") or per.tags.get("per") or per.tags.get("each") or (
                per.tags.get("mark") == "gen" and i + 4 < len(toks) and toks[i + 4].key in ("ek", "एक"))):
            continue
        for k in (i - 1, i - 2):
            w = toks[k] if k >= 0 else None
            if w is None or w.amount is not None or w.script in ("punct", "sym", "num") or (
                    w.tags and set(w.tags) - {"goods"}) or w.glued not in (None, "hon"):
                break
            w.tags["goods"] = "here"


# Nouns for the money owed ("payment agle hafte", "paise next week", "पैसे अगले हफ्ते", "பணம் 30 நாளில்").
_PAY_NOUNS = frozenset({"payment", "paymnt", "pymt", "paisa", "paise", "paisey", "pese", "paiso", "money", "पैसे",
                        "पैसा", "पेमेंट", "पेमेन्ट", "भुगतान", "हिसाब", "hisaab", "hisab", "பணம்", "panam", "డబ్బులు",
                        "ದುಡ್ಡು", "ಹಣ", "പണം", "പൈസ", "ਪੈਸੇ", "ਪੈਸਾ", "ਪੇਮੈਂਟ", "ਹਿਸਾਬ", "পয়সা", "পেমেন্ট",
                        "ପଇସା", "দাম", "দামটা", "પૈસા", "પેમેન્ટ", "డబ్బు", "పేమెంట్", "பேமெண்ட்", "ಪೇಮೆಂಟ್",
                        "പേയ്മെന്റ്"})


@cache
def _upi_words() -> tuple[str, ...]:
    """The UPI apps as each script writes them in one word ("ଫୋନପେ", "ફોનપે"), longest first."""
    words = {w for m in langs.modules() for w in m.WORDS.get("mode", {}).get("upi", "").split("|")}
    return tuple(sorted((w for w in words if w and " " not in w and len(w) >= 3 and script_of(w) != "latn"),
                        key=len, reverse=True))


def _mark_apps_with_endings(toks: list[Tok]) -> None:
    """"ଫୋନପେରେ", "ફોનપેમાં", "ফোনপেতে": a UPI app with a case ending glued on says how the money was paid, as
    the app's own word does; it is never a word left unplaced or a name."""
    for t in toks:
        if t.tags or t.script in ("latn", "punct", "sym", "num", "digit", "other", "emoji"):
            continue
        app = next((w for w in _upi_words() if t.text.startswith(w) and 0 < len(t.text) - len(w) <= 4), None)
        if app is not None:
            t.tags, t.stem, t.glued = {"mode": "upi"}, None, None


def _mark_pay_later(toks: list[Tok]) -> None:
    """A payment noun next to a day still to come is deferred payment (guide: kind and direction): "payment agle hafte",
    "paise monday ko", "अगले हफ्ते पैसे". "kal" (tomorrow or yesterday) counts only with a future verb."""
    words = [t for t in toks if t.script not in ("punct", "sym")]
    for k, t in enumerate(words):
        if t.key not in _PAY_NOUNS and t.text not in _PAY_NOUNS or t.tags.get("verb"):
            continue
        near = words[max(0, k - 1):k] + words[k + 1:k + 3]
        after = words[k + 1:k + 3]
        before = words[max(0, k - 3):k]
        in_days = any(a.amount is not None and b.tags.get("days") for a, b in zip(before, before[1:], strict=False))
        if (len(after) == 2 and after[0].amount is not None and after[1].tags.get("days")) or in_days:
            # "பணம் 30 நாளில்", "10 din mein payment": the money in so many days, still to be paid (dates.py reads
            # the due day)
            t.tags.pop("paid", None)
            t.tags.setdefault("defer", "yes")
            continue
        will_pay = any(x.tags.get("fut") == "pay" for x in words[k + 1:k + 4])
        for w in near:
            when = w.tags.get("when")
            if w.amount is not None:
                continue
            if when is None or when == "+0":
                # "ପଇସା ସପ୍ତାହ ଶେଷରେ ଦେବି": a stretch of time still ahead, with "I will pay"
                if will_pay and w.tags.get("period") in ("this_week", "this_month", "next_week", "next_month"):
                    t.tags.setdefault("defer", "yes")
                    break
                continue
            if "period" in w.tags and not will_pay:
                continue
            t.tags.setdefault("defer", "yes")
            break


_CASELESS = frozenset({"deva", "gujr", "guru"})


def _mark_goods(toks: list[Tok]) -> None:
    """Words right after "2 kilo" / "5 cartons of" name goods, not a person: "10 kg onions"."""
    _mark_goods_before(toks)
    for i, t in enumerate(toks):
        if t.amount is None:
            continue
        k = i + 1
        if k < len(toks) and "unit" in toks[k].tags:
            k += 1
        elif t.amount.unknown_word is None:
            nxt = toks[k] if k < len(toks) else None
            small = t.amount.paise is not None and t.amount.paise <= 10000 and not t.amount.currency
            after = toks[k + 1] if k + 1 < len(toks) else None
            # An Indian case marker after the word makes it a name ("2 ramesh ko"?); English "from/to"
            # comes before a name, so "20 bulbs from X" keeps bulbs as goods.
            # Indian scripts have no capitals: an unknown word after a small count is read the same way
            # ("15 माचिस", "40 வேஷ்டி"), unless a case ending is glued to it ("2 ರಾಮುಗೆ"); a capitalised word
            # after a count said in words, with its size after it, is a product ("ek Volini 30g").
            if small and nxt is not None and not nxt.tags and (
                    (nxt.script == "latn" and nxt.text.islower()) or (
                        nxt.script in LETTERS and nxt.script != "latn" and nxt.glued is None) or (
                        nxt.script == "latn" and t.amount.words and after is not None and after.amount is not None
                        and after.script == "num")) and (
                    after is None or after.tags.get("mark") is None or after.tag_lang.get("mark") == "en"):
                nxt.tags["goods"] = "here"  # "4 soaps", "3 kurte": a count of goods
            continue
        if k < len(toks) and toks[k].key in ("of", "ka", "ki", "ke"):
            k += 1
        for j in range(k, min(k + 3, len(toks))):
            w = toks[j]
            nxt = toks[j + 1] if j + 1 < len(toks) else None
            if w.script in ("punct", "sym", "num") or w.amount is not None:
                break
            if w.tags and set(w.tags) - {"goods", "cost"}:
                break
            marker = nxt
            if nxt is not None and nxt.tags.get("hon") and j + 2 < len(toks):
                marker = toks[j + 2]  # "6 packet biscuit Sharma ji ko": past the honorific
            if w.glued not in (None, "hon") or (marker is not None and marker.tags.get("mark") in ("doer", "dat", "src")
                                                 and marker.tag_lang.get("mark") != "en"):
                break  # "2 kilo ghee Rajan ko": the name after the goods
            if not w.tags and nxt is not None and (nxt.tags.get("firm") or nxt.tags.get("hon") or (
                    nxt.tags.get("role") and w.script == "latn" and w.text[:1].isupper())):
                # "4 ಬಾಕ್ಸ್ ಶಿವಶಕ್ತಿ ಏಜೆನ್ಸೀಸ್ ಇಂದ", "3 dabbe Sharma aunty le gayi", "12 litre Gopal doodhwale se": a
                # firm's or a person's own name after the goods
                break
            if _capitals_up_to_a_firm(toks, j):
                break  # "10 tray Namakkal Egg Traders kitta": capitalised words ending in "Traders" are its name
            if w.tags.get("goods") != "generic":
                w.tags["goods"] = "here"


def _capitals_up_to_a_firm(toks: list[Tok], j: int) -> bool:
    for k in range(j, min(j + 3, len(toks))):
        t = toks[k]
        if t.tags.get("firm"):
            return k > j
        if not (t.script == "latn" and t.text[:1].isupper() and set(t.tags) <= {"goods"}):
            return False
    return False


@cache
def _goods_slot_langs() -> frozenset[str]:
    return frozenset(m.CODE for m in langs.modules() if getattr(m, "GOODS_SLOT", False))


@cache
def _place_endings() -> tuple[str, ...]:
    return tuple(e for m in langs.modules() for e in getattr(m, "PLACE_ENDINGS", ()))


def _bare(t: Tok) -> bool:
    """A word the lexicon does not know, with no case ending glued on and no capital (a name's sign in Latin)."""
    return not t.tags and t.glued is None and t.amount is None and t.script in LETTERS and not (
        t.script == "latn" and not t.text.islower())


def _size_word(t: Tok) -> bool:
    """A piece of a size or grade said after the goods' name: a number, a unit, "x", "BWP", "mm"."""
    return t.amount is not None or t.text.isdigit() or "unit" in t.tags or "times" in t.tags or \
        t.tags.get("goods") == "here" or (
        t.script == "latn" and not t.tags.keys() - {"goods"} and len(t.text) <= 4)


def _bare_run(toks: list[Tok], end: int) -> list[Tok]:
    """Up to three unknown words ending right before index end, "and" words inside them kept ("রসগোল্লা আর সন্দেশ")."""
    out: list[Tok] = []
    k = end - 1
    while k >= 0 and len(out) < 3:
        t = toks[k]
        if _bare(t):
            out.append(t)
        elif not (out and t.in_list("goods_joiners")
                  and k > 0 and _bare(toks[k - 1])):
            break
        k -= 1
    return out


# A farm in the scripts that write it apart from its owner's name ("பாண்டியன் பண்ணைல")
_FARMS = ("பண்ணை", "ஃபார்ம்", "ఫారం", "ఫామ్", "ಫಾರ್ಮ್", "ഫാം", "ফার্ম", "ଫାର୍ମ", "ફાર્મ", "ਫਾਰਮ", "फार्म")


def _mark_goods_slot(toks: list[Tok], lang: str) -> None:
    """guide: goods. In the languages that say so (GOODS_SLOT in their module) the goods stand unmarked right
    after their count ("೩೦ ಸ್ವೀಟ್ ಬಾಕ್ಸ್"), right before a count and its unit that nothing follows ("ಮೈಸೂರು ಪಾಕ್ ೨ ಕೆಜಿ
    ಮಾರಿದೆ"), or right before the sale, purchase or credit word ("ছানা কিনেছি", "ಗಣೇಶನಿಗೆ ಕೇಕ್ ಆರ್ಡರ್ ೧,೦೦೦ ಸಾಲ").
    A person there carries a case ending; an unmarked word is what changed hands, not who."""
    if lang not in _goods_slot_langs():
        return
    places = _place_endings()
    for k in range(1, len(toks)):
        if toks[k].tags.get("role") in ("place", "supplier") and not toks[k].tags.get("firm") and \
                not toks[k].text.startswith(_FARMS):
            # ("ବେହେରା ଫାର୍ମରୁ", "பாண்டியன் பண்ணைல": a farm is its owner's firm, and the word before it is its name)
            for w in _bare_run(toks, k)[:2]:
                w.tags["fn"] = "yes"  # "காந்தி மார்க்கெட்ல", "రైతు బజార్ లో": the market's own name, not a person
    for k in range(1, len(toks)):
        prev, t = toks[k - 1], toks[k]
        owner_gen = prev.glued == "gen" or (prev.tags.get("mark") == "gen" and not (k > 1 and toks[k - 2].amount is not None))
        if owner_gen and _bare(t) and t.script != "latn" and (
                k + 1 >= len(toks) or toks[k + 1].amount is not None or toks[k + 1].tags):
            t.tags["fn"] = "yes"  # "সেনগুপ্ত স্যারের কোচিংয়ে": what is theirs (their coaching, house, function), not a name
    for t in toks:
        if _bare(t) and t.script != "latn" and any(t.text.endswith(e) and len(t.text) > len(e) + 2 for e in places):
            t.tags["fn"] = "yes"  # "തിരുപ്പൂരിലെ ശ്രീ മുരുകൻ ഗാർമെന്റ്സ്": where the firm is, not its name
    verbs = {t.tags.get("verb") for t in toks}
    # "ರಮೇಶ್ ೨ ಕೆಜಿ ತಗೊಂಡ": a customer who took or paid is the unmarked word; only a sale, purchase or credit
    # the owner tells has its goods there.
    trade = bool(verbs & {"sell", "buy"})
    goods_told = (trade or any(t.tags.get("credit") for t in toks)) and "take" not in verbs and (
        trade or "give_in" not in verbs)
    marked = [k for k, t in enumerate(toks) if t.glued in ("dat", "gen") or t.tags.get("mark") in ("dat", "gen")]
    for i, t in enumerate(toks):
        a = t.amount
        if a is not None and a.paise is not None and not a.currency and a.paise <= 10000 and i + 1 < len(toks):
            run = []
            for w in toks[i + 1:i + 3]:
                if not _bare(w):
                    break
                run.append(w)
            after = toks[i + 1 + len(run)] if i + 1 + len(run) < len(toks) else None
            if run and after is not None and after.tags.get("firm"):
                run = run[:-1]  # "3 டப்பா பாலாஜி ஏஜென்சீஸ்ல": the word before "Agencies" is the firm's name
            if after is not None and after.tags.get("firm") and all(
                    w.script == "latn" and w.text[:1].isupper() for w in run):
                run = []  # "10 tray Namakkal Egg Traders kitta": capitalised words before "Traders" all name the firm
            if run and (after is None or not after.tags.get("mark")):
                for w in run:
                    w.tags["goods"] = "here"  # "ரெண்டு புடவை", "৫০টা খাতা": a count of goods
        # (credit needs a customer: with no one else marked, the bare word before "2 கிலோ கடன்" is that customer)
        if goods_told and (trade or marked) and a is not None and i + 1 < len(toks) and toks[i + 1].tags.get("unit"):
            after = toks[i + 2] if i + 2 < len(toks) else None
            if after is None or not (_bare(after) or after.tags.get("goods")):
                for w in _bare_run(toks, i):
                    w.tags["goods"] = "here"  # "ಮೈಸೂರು ಪಾಕ್ ೨ ಕೆಜಿ ಮಾರಿದೆ"
        # "ಬಸವೇಶ್ವರ ಎಂಟರ್‌ಪ್ರೈಸಸ್‌ನಿಂದ ಕಬ್ಬಿಣದ ಸರಳು ಬಂತು": what came from a supplier named as the source
        came = t.tags.get("verb") == "recv" and any(
            x.glued == "src" or x.tags.get("mark") == "src" for x in toks[:i])
        kind_word = t.tags.get("verb") in ("sell", "buy") or t.tags.get("credit")
        if not ((kind_word and goods_told) or came):
            continue
        end = i
        if end > 1 and toks[end - 1].tags.get("mark") and toks[end - 2].amount is not None:
            end -= 1  # "వైర్ బండిల్స్ 12,300 కి తీసుకున్నాను": the price's case word
        if end > 0 and toks[end - 1].amount is not None:
            end -= 1
        if end > 1 and "unit" in toks[end - 1].tags and toks[end - 2].amount is None:
            end -= 1  # "ಶರ್ಟ್ ಪೀಸ್ ವ್ಯಾಪಾರ": the goods and their unit, then the sale word
        run = _bare_run(toks, end)
        if not run and came:
            # "... ಇಂದ ಗ್ರೀನ್‌ಪ್ಲೈ 18mm BWP 8x4 ಶೀಟ್ 20 ಬಂತು": the goods' name, then its sizes and grade
            k = end
            while k > max(0, end - 8) and _size_word(toks[k - 1]):
                k -= 1
            if k < end:
                run = _bare_run(toks, k)
                end = k
        if not run:
            continue
        start = end - len(run)
        if t.tags.get("credit") and not any(k < start for k in marked):
            continue  # "ರಮೇಶ್ ಸಾಲ 500": with no one else marked, the bare word is the customer
        for w in run:
            w.tags["goods"] = "here"


_TRADE_VERBS = frozenset({"sell", "buy", "take"})


def _mark_count_after_goods(toks: list[Tok], lang: str) -> None:
    """guide: goods. "ಶರ್ಟ್ ಪೀಸ್ 4 ಮಾರಿದೆ, 1,600", "சேலை 2 வித்தேன், 1,800", "ಚೂಡಿದಾರ್ 3, 2,400 ಕ್ಕೆ ಮಾರಿದೆ": in the
    languages where goods stand unmarked, a small bare number right after the goods and before the verb or a
    comma, with the larger sum said after it, is how many were sold, not a sum missing its "hundred"."""
    # (goods put on credit say a trade too: "ಮಹೇಶ್‌ಗೆ ... ಬಲ್ಬ್ 20, 1,800 ಸಾಲ")
    # (goods that came from a supplier named as the source are bought too: "... inda ... wardrobe 2 bandide 46,000")
    came = any(t.glued == "src" or t.tags.get("mark") == "src" for t in toks)
    trades = _TRADE_VERBS | {"recv"} if came else _TRADE_VERBS
    if lang not in _goods_slot_langs() or not any(t.tags.get("verb") in trades or t.tags.get("credit")
                                                   for t in toks):
        return
    for i in range(1, len(toks) - 1):
        t, prev, nxt = toks[i], toks[i - 1], toks[i + 1]
        a = t.amount
        if a is None or a.currency or a.scaled or a.paise is None or not 0 < a.paise <= 10_000 or a.paise % 100 or \
                t.tags or prev.script in ("punct", "sym", "num") or prev.amount is not None or (
                prev.script == "latn" and not (prev.tags.get("goods") and nxt.tags.get("verb") == "recv" and came)):
            continue  # ("... inda ... wardrobe 2 bandide 46,000": goods the reader knows, come from a supplier)
        if not (_bare(prev) or prev.tags.get("goods") or "unit" in prev.tags):
            continue
        if not (nxt.tags.get("verb") in trades or nxt.script == "punct"):
            continue
        if _bare(prev) and not any(u.tags.get("verb") in ("sell", "buy") for u in toks):
            continue  # "ರಮೇಶ್ 2 ತಗೊಂಡ, 900": who took is the bare word; only a sale or purchase has its goods there
        if any(u.amount is not None and u.amount.paise is not None and u.amount.paise > a.paise * 10
               for u in toks[i + 1:]):
            t.tags["times"] = "qty"
            if _bare(prev):
                prev.tags["goods"] = "here"


# What says goods changed hands with a customer or supplier: the count before them is of the goods.
_TRADE_CUES = frozenset({"credit", "fut", "paid"})
_TRADE_MOVES = frozenset({"sell", "buy", "take", "give_in"})


def _mark_counts_before_sums(toks: list[Tok], lang: str) -> None:
    """guide: amounts. "ಮಂಜುನಾಥ್ ಗೆ 10 ಊಟ ಸಾಲ, 900", "கல்யாண ஆர்டர் 4 மாலை 2000": in the languages where goods stand
    unmarked, a small bare number right before a word of goods, food or even a time-of-day word that is also goods
    (மாலை, garlands), with a sum ten times larger said after it in a trade, is how many, never a second sum.
    "ಸೀರೆ ಒಂದು 12,500": "one" said in words right before the sum is the count too."""
    if lang not in _goods_slot_langs() or not any(
            t.tags.keys() & _TRADE_CUES or t.tags.get("verb") in _TRADE_MOVES for t in toks):
        return
    for i in range(len(toks) - 1):
        t, nxt = toks[i], toks[i + 1]
        a = t.amount
        if a is None or a.currency or a.scaled or a.paise is None or a.paise % 100 or not 0 < a.paise <= 10_000 or \
                t.tags or (i > 0 and toks[i - 1].amount is not None):
            continue
        if a.words and a.paise == 100 and nxt.amount is not None and not nxt.amount.words and \
                nxt.amount.paise is not None and nxt.amount.paise > a.paise:
            if not any(u.amount is not None for u in toks[:i]) and nxt.amount.paise >= 100 * a.paise:
                t.tags["times"] = "qty"  # "ಒಂದು 12,500": one, for 12,500
            elif i > 0 and toks[i - 1].script == "punct" and any(
                    u.amount is not None and not u.amount.currency and u.amount.paise is not None and
                    u.amount.paise <= 10_000 for u in toks[:i]):
                t.tags["times"], nxt.tags["times"] = "skip", "price"  # "மூட்டை 2 வாங்கினேன், ஒன்று 2,150": each
            continue
        if nxt.script in ("latn", "punct", "sym", "num") or nxt.amount is not None or nxt.glued is not None or \
                not nxt.tags or set(nxt.tags) - {"cost", "goods", "daytime"} or nxt.tags.get("goods") == "generic":
            continue
        later = [u for u in toks[i + 2:i + 6] if u.amount is not None]
        if later and later[0].amount is not None and later[0].amount.paise is not None and \
                later[0].amount.paise >= 10 * a.paise and later[0].amount.paise >= 10_000:
            t.tags["times"] = "qty"
            nxt.tags = {"goods": "here"}


def _mark_brands_counted(toks: list[Tok], lang: str) -> None:
    """guide: goods. "Dolo 650 10 strips, Cetirizine 2 strips అమ్మాను, 360": where a person carries a case ending, a
    capitalised Latin word with nothing glued, right before a small count and its unit, in a sale or purchase, is
    the brand sold, never a customer."""
    if lang not in _goods_slot_langs():
        return
    # (on credit only when the customer is marked elsewhere: "Biju-nu ..., Fevicol 1kg, kadam 620"; with nobody
    # marked, the bare name before the count is the customer)
    trade = any(t.tags.get("verb") in ("sell", "buy") for t in toks) or (
        any(t.tags.get("credit") for t in toks) and any(t.glued == "dat" or t.tags.get("mark") == "dat" for t in toks))
    for i in range(len(toks) - 2 if trade else 0):
        t, n, unit = toks[i], toks[i + 1], toks[i + 2]
        a = n.amount
        if t.script != "latn" or not t.text[:1].isupper() or t.tags or t.glued is not None or a is None or \
                a.currency or a.paise is None or not 0 < a.paise <= 10_000 or not unit.tags.get("unit"):
            continue
        nxt = toks[i + 3] if i + 3 < len(toks) else None
        if nxt is not None and (nxt.tags.get("mark") or nxt.glued is not None):
            continue
        t.tags["goods"] = "here"
    for n, t in zip(toks, toks[1:], strict=False):
        a = n.amount
        if a is not None and not a.currency and a.paise is not None and 0 < a.paise <= 10_000 and \
                t.script == "latn" and t.text.isupper() and 2 <= len(t.text) <= 4 and not t.tags and t.glued is None:
            t.tags["goods"] = "here"  # "2 MCB": a count of goods known by their letters, never a person


def _mark_rest(toks: list[Tok]) -> None:
    """"baki" is the rest of a bill and, in some languages, credit too. Before the way it was paid ("বাকি
    ক্যাশ") or a day and a promise ("বাকি কাল দেবে") it is the rest, not credit; right before the word for sales
    ("ବାକି ବିକ୍ରି ୭,୨୦୦", "बाकी विक्री ४,६००") it is the rest of the day's sales."""
    for k, t in enumerate(toks):
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if t.tags.get("rest") and nxt is not None and nxt.tags.get("verb") == "sell" and nxt.amount is None and \
                nxt.script == t.script and not nxt.glued:
            t.tags = {"fn": "yes"}
            continue
        if not (t.tags.get("rest") and t.tags.get("credit")):
            continue
        after = [x for x in toks[k + 1:k + 4] if x.script not in ("punct", "sym")]
        if after and (after[0].tags.get("mode") or any(x.tags.get("fut") or x.tags.get("when") for x in after)):
            del t.tags["credit"]
        elif len(after) >= 2 and after[0].amount is not None and "unit" in after[1].tags and any(
                x.tags.get("verb") == "sell" for x in toks[k + 1:]):
            # "ବାକି 15 ବସ୍ତା ... ବିକିଲି": the remaining bags were sold; "baaki" counts goods, it is no credit
            t.tags = {"fn": "yes"}
