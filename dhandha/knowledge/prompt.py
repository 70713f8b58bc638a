"""Knowledge for the LLM prompt: the pages a message asks for, by progressive disclosure, in a budget.

``knowledge_for_prompt(text, language, budget)`` picks the detail pages the owner's message needs
(most specific first), adds the overview of each one's area and the index, and returns them in
reading order — index, overviews, details — as a typed ``KnowledgePack``. When the pack is over
``budget`` tokens, whole passages are dropped in a fixed order: details first (the least specific
first), then overviews, the index last. A message about nothing on the shelf gets an empty pack.

Routing: a question the offline reader recognises (GST rate, filing date, festival) routes to its
page plus an excerpt of the table rows that answer it; GST, festival, credit, season, stock and
price words route to their pages in any of the twelve language sets. Credit, seasons, stock and
prices are everyday words in a shop, so those pages load only with an advice word ("kaise", "how",
"எப்படி" ...). With ``today`` given, excerpts carry the owner's next due dates and the festivals
ahead.

Tokens are estimated as brain/context.py does: about 4 characters a token for Latin text and 2 for
Indic scripts (dhandha.knowledge.text.estimate_tokens).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache

from dhandha.knowledge import answers, cues, shelf, tables
from dhandha.knowledge.question import Question, festival_named, read_question
from dhandha.knowledge.shelf import Level
from dhandha.knowledge.text import Phrases, estimate_tokens, normal

DROP_ORDER: tuple[Level, ...] = ("detail", "overview", "index")
_READING_ORDER: tuple[Level, ...] = ("index", "overview", "detail")
FESTIVAL_WINDOW_DAYS = 90
EXCERPT_RATES = "excerpt:gst/rates.csv"
EXCERPT_DUES = "excerpt:calendar/tax-deadlines.csv"
EXCERPT_FESTIVALS = "excerpt:calendar/festivals.csv"
_EXCERPT_AREA = {EXCERPT_RATES: "gst/rates.md", EXCERPT_DUES: "gst/gstr-filing.md",
                 EXCERPT_FESTIVALS: "indian-business/festival-calendar.md"}

# Topic words per detail page (any language set), and whether the page needs an advice word too.
_TOPICS: tuple[tuple[str, bool, str], ...] = (
    ("gst/composition-scheme.md", False,
     "composition|composition scheme|cmp-02|कंपोज़िशन|कम्पोजीशन|कंपोझिशन|કમ્પોઝિશન|কম্পোজিশন|ਕੰਪੋਜ਼ੀਸ਼ਨ|କମ୍ପୋଜିସନ|"
     "காம்போசிஷன்|కాంపోజిషన్|ಕಾಂಪೊಸಿಷನ್|കോമ്പോസിഷൻ"),
    ("gst/input-credit.md", False,
     "input credit|input tax credit|itc|gstr-2b|2b|इनपुट क्रेडिट|इनपुट टैक्स क्रेडिट|ઇનપુટ ક્રેડિટ|ইনপুট ক্রেডিট|"
     "ਇਨਪੁਟ ਕ੍ਰੈਡਿਟ|ଇନପୁଟ କ୍ରେଡିଟ|உள்ளீட்டு வரி|இன்புட் கிரெடிட்|ఇన్‌పుట్ క్రెడిట్|ಇನ್‌ಪುಟ್ ಕ್ರೆಡಿಟ್|ഇൻപുട്ട് ക്രെഡിറ്റ്"),
    ("gst/income-tax.md", False,
     "income tax|itr|advance tax|44ad|presumptive|tds|आयकर|इनकम टैक्स|अग्रिम कर|इन्कम टॅक्स|આવકવેરો|আয়কর|ਆਮਦਨ ਕਰ|"
     "ଆୟକର|வருமான வரி|ఆదాయపు పన్ను|ಆದಾಯ ತೆರಿಗೆ|ആദായ നികുതി"),
    ("gst/gstr-filing.md", False, "gstr|return|filing|late fee|penalty|रिटर्न|लेट फीस|જીએસટીઆર|রিটার্ন|ਰਿਟਰਨ|"
                                  "ରିଟର୍ଣ୍ଣ|ரிட்டர்ன்|రిటర్న్|ರಿಟರ್ನ್|റിട്ടേൺ"),
    ("gst/rates.md", False, "gst rate|slab|hsn|स्लैब|स्लॅब|સ્લેબ|স্ল্যাব|ਸਲੈਬ|ସ୍ଲାବ|அடுக்கு|స్లాబ్|ಸ್ಲ್ಯಾಬ್|സ്ലാബ്"),
    ("gst/_overview.md", False,
     "registration|register|gstin|gst number|turnover limit|threshold|रजिस्ट्रेशन|पंजीकरण|नोंदणी|નોંધણી|নিবন্ধন|"
     "ਰਜਿਸਟ੍ਰੇਸ਼ਨ|ପଞ୍ଜୀକରଣ|பதிவு|నమోదు|ನೋಂದಣಿ|രജിസ്ട്രേഷൻ"),
    ("indian-business/festival-calendar.md", False, "festival|tyohar|tyohaar|त्योहार|त्यौहार|सण|તહેવાર|উৎসব|"
                                                    "ਤਿਉਹਾਰ|ପର୍ବ|பண்டிகை|పండుగ|పండగ|ಹಬ್ಬ|ഉത്സവം"),
    ("indian-business/credit-culture.md", True,
     "udhaar|udhar|udhari|credit|khata|vasooli|wasooli|recovery|recover|dues|उधार|वसूली|बाकी|ઉધાર|ধার|বাকি|ਉਧਾਰ|"
     "ଉଧାର|கடன்|బాకీ|అప్పు|ಸಾಲ|ಬಾಕಿ|കടം|കുടിശ്ശിക"),
    ("indian-business/seasonal-patterns.md", True,
     "season|wedding|shaadi|shadi|lagan|monsoon|barish|baarish|rain|harvest|fasal|सीज़न|शादी|बारिश|फसल|लग्न|पाऊस|"
     "લગ્ન|વરસાદ|বিয়ে|বৃষ্টি|ਵਿਆਹ|ਮੀਂਹ|ବାହାଘର|ବର୍ଷା|கல்யாணம்|மழை|పెళ్లి|వర్షం|ಮದುವೆ|ಮಳೆ|കല്യാണം|മഴ"),
    ("indian-business/regional-customs.md", True,
     "bahi khata|haal khata|new account book|custom|riwaz|रिवाज|बही खाता|হালখাতা|பழக்கம்|ఆచారం|ಸಂಪ್ರದಾಯ|ആചാരം"),
    ("inventory/reorder-logic.md", True,
     "reorder|stock khatam|out of stock|kitna mangau|kitna mangaun|maal mangana|order kitna|स्टॉक खत्म|कितना मंगाऊं|"
     "ஸ்டாக்|స్టాక్|ಸ್ಟಾಕ್|സ്റ്റോക്ക്|স্টক|સ્ટોક|ਸਟਾਕ|ଷ୍ଟକ"),
    ("inventory/shelf-life.md", True,
     "expiry|expire|expired|shelf life|kharab|sad gaya|एक्सपायरी|खराब|एक्सपायर|કાલાતીત|মেয়াদ|ਖ਼ਰਾਬ|காலாவதி|గడువు|ಅವಧಿ|കാലാവധി"),
    ("inventory/fifo-basics.md", True, "fifo|purana maal|old stock|पुराना माल|જૂનો માલ|পুরনো মাল"),
    ("pricing/margin-analysis.md", True,
     "margin|munafa|munafa|profit|markup|मुनाफा|मुनाफ़ा|लाभ|नफा|નફો|লাভ|ਮੁਨਾਫ਼ਾ|ଲାଭ|லாபம்|లాభం|ಲಾಭ|ലാഭം"),
    ("pricing/price-elasticity-basics.md", True,
     "price badha|price increase|daam badha|rate badha|discount|दाम|भाव|कीमत|किंमत|કિંમત|দাম|ਕੀਮਤ|ଦାମ|விலை|ధర|ಬೆಲೆ|വില"),
)

# Advice words: "how", "what should I do", "tips", in the twelve language sets.
_ADVICE = ("how|how to|how do|what should|should i|advice|tips|kaise|kaisa|kya karun|kya karu|kya karna chahiye|"
           "salah|sujhav|कैसे|क्या करूं|क्या करूँ|सलाह|कसे|काय करू|કેવી રીતે|શું કરું|কিভাবে|কী করব|ਕਿਵੇਂ|ਕੀ ਕਰਾਂ|"
           "କିପରି|କଣ କରିବି|எப்படி|என்ன செய்வது|ఎలా|ఏం చేయాలి|ಹೇಗೆ|ಏನು ಮಾಡಲಿ|എങ്ങനെ|എന്ത് ചെയ്യണം|eppadi|ela|hege|engane")


@dataclass(frozen=True)
class Passage:
    """One page (or table excerpt) of knowledge as it goes into the prompt."""

    path: str  # under knowledge/ ("gst/rates.md"), or "excerpt:<table>" for rows cut from a table
    level: Level
    text: str
    tokens: int


@dataclass(frozen=True)
class KnowledgePack:
    """The knowledge chosen for one message, within a token budget."""

    topics: tuple[str, ...]  # the detail pages and excerpts the message asks for, most specific first
    passages: tuple[Passage, ...]  # what fits, in reading order: index, overviews, details
    dropped: tuple[str, ...]  # what was left out to fit, in the order it was dropped
    budget: int

    @property
    def tokens(self) -> int:
        return estimate_tokens(self.text())

    def text(self) -> str:
        """The passages as one block for the prompt, each under its path."""
        return "\n\n".join(f"[knowledge: {p.path}]\n{p.text.strip()}" for p in self.passages)


@cache
def _topic_phrases() -> Phrases:
    return Phrases({page: words.split("|") for page, _, words in _TOPICS})


@cache
def _advice_phrases() -> Phrases:
    return Phrases({"advice": _ADVICE.split("|")})


def topics_for(text: str, language: str, *, today: date | None = None) -> tuple[str, ...]:
    """The detail pages (and table excerpts) a message asks for, most specific first."""
    t = normal(text)
    q = read_question(text, language)
    out: list[str] = _question_topics(q, today) if q is not None else []
    found = {h.value for h in _topic_phrases().find(t)}
    if festival_named(t):
        found.add("indian-business/festival-calendar.md")
    if not any(_area(p) == "gst" for p in [*out, *found]) and \
            any(h.value == "cue:gst" for h in cues.cue_phrases().all(t)):
        found.add("gst/_overview.md")
    advice = bool(_advice_phrases().all(t))
    out += [page for page, needs_advice, _ in _TOPICS if page in found and (advice or not needs_advice)]
    return tuple(dict.fromkeys(out))


def _area(topic: str) -> str:
    return _EXCERPT_AREA.get(topic, topic).split("/", 1)[0]


def _question_topics(q: Question, today: date | None) -> list[str]:
    if q.topic == "gst_rate":
        return [EXCERPT_RATES, "gst/rates.md"]
    if q.topic == "filing_due":
        pages = [EXCERPT_DUES] if today is not None else []
        pages.append("gst/income-tax.md" if q.form in ("ITR", "Advance tax") else "gst/gstr-filing.md")
        if q.form in ("CMP-08", "GSTR-4"):
            pages.append("gst/composition-scheme.md")
        return pages
    return ([EXCERPT_FESTIVALS] if today is not None or q.festivals else []) + ["indian-business/festival-calendar.md"]


def knowledge_for_prompt(text: str, language: str, budget: int, *, today: date | None = None,
                         filer: str = "none", region: str | None = None) -> KnowledgePack:
    """The knowledge for one owner message, index → overview → detail, within ``budget`` tokens.

    ``today``, ``filer`` (the owner's gst_filer) and ``region`` let excerpts carry the owner's own
    next due dates and the festivals ahead; without ``today`` only dateless excerpts are added.
    """
    topics = topics_for(text, language, today=today)
    if not topics:
        return KnowledgePack((), (), (), budget)
    q = read_question(text, language)
    details = [_passage(t, q, language, today, filer, region) for t in topics]
    details = [p for p in details if p.text]
    overviews: list[str] = []
    for t in topics:
        area = shelf.overview_of(_EXCERPT_AREA.get(t, t))
        if area and area not in overviews and area not in topics:
            overviews.append(area)
    passages = [_page(shelf.INDEX), *(_page(o) for o in overviews), *details]
    passages.sort(key=lambda p: _READING_ORDER.index(p.level))  # stable: details keep their rank
    return _fit(topics, passages, budget)


def _page(rel: str) -> Passage:
    text = shelf.page(rel)
    return Passage(rel, shelf.level(rel), text, estimate_tokens(text))


def _passage(topic: str, q: Question | None, language: str, today: date | None, filer: str,
             region: str | None) -> Passage:
    if not topic.startswith("excerpt:"):
        return _page(topic)
    if topic == EXCERPT_RATES:
        text = _rates_excerpt(q.items if q is not None else ())
    elif topic == EXCERPT_DUES:
        text = _dues_excerpt(q, today, filer, region) if today is not None and q is not None else ""
    else:
        text = _festivals_excerpt(q, language, today, region)
    return Passage(topic, "detail", text, estimate_tokens(text))


def _rates_excerpt(items: tuple[str, ...]) -> str:
    rows = [r for r in tables.rates() if not items or r.item in items]
    if not rows:
        return ""
    lines = [f"GST rates by item (gst/rates.csv; facts checked {min(r.checked for r in rows)}):"]
    for r in rows:
        cond = f" [{r.condition}]" if r.condition else ""
        note = "" if r.status == "sure" else f" ({r.status})"
        since = f" from {r.valid_from}" if r.valid_from > date(2025, 9, 22) else ""
        lines.append(f"{r.item}{cond}: {r.kind if r.kind != 'taxed' else f'{r.rate}%'}{since}{note}")
    return "\n".join(lines)


def _dues_excerpt(q: Question, today: date, filer: str, region: str | None) -> str:
    generic = Question("filing_due", q.language)
    asked = answers.answer(q, today, filer, region)
    nxt = answers.answer(generic, today, filer, region)
    assert isinstance(asked, answers.FilingAnswer) and isinstance(nxt, answers.FilingAnswer)
    dues = list(dict.fromkeys([*asked.dues, *nxt.dues]))
    if not dues:
        return ""
    head = f"Due dates from {today} for a GST filer of kind '{filer}' (tax-deadlines.csv; facts checked {nxt.checked}):"
    return "\n".join([head, *(f"{d.form}: {d.due}" + (f" ({d.filers})" if d.filers not in ("all", "gst") else "")
                               + (f" (group {d.group})" if d.group else "") for d in dues)])


def _festivals_excerpt(q: Question | None, language: str, today: date | None, region: str | None) -> str:
    state = tables.state_of(region)
    rows = tables.festivals()
    if q is not None and q.festivals:
        chosen = [f for f in rows if f.key in q.festivals]
    elif today is not None:
        end = today + timedelta(days=FESTIVAL_WINDOW_DAYS)
        chosen = [f for f in rows if today <= f.end and f.day <= end and answers.keeps(f, state, language)]
    else:
        chosen = []
    if not chosen:
        return ""
    head = f"Festival dates (festivals.csv; facts checked {min(f.checked for f in chosen)}):"
    return "\n".join([head, *(f"{f.name}: {f.day}" + (f" to {f.end}" if f.end != f.day else "") for f in chosen)])


def _fit(topics: tuple[str, ...], passages: list[Passage], budget: int) -> KnowledgePack:
    """Drop whole passages, details first and the least specific first, until the pack fits; then
    take back, most valued first, any dropped passage that fits in the room left."""
    kept = list(passages)
    dropped: list[Passage] = []
    for lvl in DROP_ORDER:
        while _size(kept) > budget and any(p.level == lvl for p in kept):
            gone = [p for p in kept if p.level == lvl][-1]
            kept.remove(gone)
            dropped.append(gone)
    for p in reversed(dropped[:]):
        trial = sorted([*kept, p], key=passages.index)
        if _size(trial) <= budget:
            kept = trial
            dropped.remove(p)
    return KnowledgePack(topics, tuple(kept), tuple(p.path for p in dropped), budget)


def _size(passages: list[Passage]) -> int:
    return KnowledgePack((), tuple(passages), (), 0).tokens
