"""When the LLM is asked (stage 2), and what becomes of its answer.

The rules read every message first. The LLM is asked only when they did not understand it, are
not sure of it, left words unplaced, or the owner asks something that needs reasoning ("why",
"how is business"); at most two calls a turn (one, and a repair or retry), none on the fast path.
Past the day's cost cap the rules read alone, and the owner is told once. When the LLM cannot be
reached, what the rules understood is asked about; if they understood nothing, the message is
kept and the owner is told it will be tried again on their "haan".
"""

from __future__ import annotations

import logging
import re
from functools import cache

from dhandha.chain.asking import ask, shown
from dhandha.chain.turn import Answer, Halt, Turn
from dhandha.deps import Deps
from dhandha.llm.client import Budget
from dhandha.llm.understand import TRANSPORT_FAILURES, Moment, read
from dhandha.reading import PendingQuestion, Query, Reading, ThinkContext

log = logging.getLogger("dhandha.llm")

RETRY = "llm_retry"  # the open question that keeps a message the LLM could not be asked about
# Questions the rules ask because they could not place the words, not because the owner was vague.
UNCLEAR = frozenset({"unclear_correction", "ambiguous_reference"})
LONG_WORDS = 18  # a message this long that the rules only ask about is read whole by the LLM first

# "Why" in the owner's languages, and words about how the shop is doing.
_WHY = ("kyun", "kyon", "kyu", "kyoon", "why", "क्यों", "क्यूँ", "क्यो", "ஏன்", "ఎందుకు", "ಯಾಕೆ", "ಏಕೆ", "എന്തുകൊണ്ട്",
        "কেন", "keno", "કેમ", "ਕਿਉਂ", "କାହିଁକି", "kahinki")
_BUSINESS = ("bikri", "sale", "sales", "dhandha", "dhanda", "business", "kamai", "munafa", "profit", "galla",
             "kharcha", "expense", "vyapar", "grahak", "customer", "बिक्री", "धंधा", "कमाई", "मुनाफा", "खर्च",
             "व्यापार", "ग्राहक", "விற்பனை", "వ్యాపారం", "అమ్మకాలు", "ವ್ಯಾಪಾರ", "ಮಾರಾಟ", "കച്ചവടം", "বিক্রি",
             "ব্যবসা", "વેચાણ", "ધંધો", "ਵਿਕਰੀ", "ਧੰਦਾ", "ବିକ୍ରି", "ବ୍ୟବସାୟ", "विक्री", "धंदा")
_HOW_IS_BUSINESS = re.compile(
    r"kaisa\s+chal\s+r(?:a|ah)?h?a|kaisa\s+h(?:ai|e)\s+(?:dhan?dha|business|kaam)|how\s*(?:is|'s)\s+(?:the\s+)?"
    r"(?:business|shop|sales|dhandha)|(?:dhan?dha|business|kaam|vyapar)\s+kaisa|कैसा\s+चल|धंधा\s+कैसा|"
    r"व्यापार\s+कैसा|kemon\s+chol|কেমন\s+চল|કેવો\s+ચાલ|kevo\s+chal|எப்படி\s+போகுது|ela\s+undi|ఎలా\s+ఉంది|"
    r"hegide|ಹೇಗಿದೆ|എങ്ങനെ\s+പോകുന്നു|ਕਿਵੇਂ\s+ਚੱਲ|କେମିତି\s+ଚାଲ", re.IGNORECASE)


@cache
def _why_rx() -> re.Pattern[str]:
    return re.compile(r"(?<![\w])(?:" + "|".join(map(re.escape, _WHY)) + r")(?![\w])", re.IGNORECASE)


def asks_reasoning(text: str) -> bool:
    """"Why did sales drop", "how is business": questions whose answer is words around numbers."""
    low = text.casefold()
    if _HOW_IS_BUSINESS.search(low):
        return True
    return bool(_why_rx().search(low)) and any(w in low for w in _BUSINESS)


def wanted(text: str, rules: Reading, voice: bool = False) -> str | None:
    """Why the LLM should read this message too; None on the fast path (the rules settled it)."""
    if asks_reasoning(text):
        return "reasoning"
    if rules.intent == "unknown":
        return None if rules.confident else "not_understood"  # a confident unknown is a refusal
    if rules.unplaced:
        return "unplaced"
    if not rules.confident:
        return "not_sure"
    if rules.intent == "clarify" and rules.clarify is not None and rules.clarify.why in UNCLEAR:
        return "unclear"  # what the rules could not place the LLM may, and shows it before any change
    if rules.intent == "clarify" and (voice or len(text.split()) >= LONG_WORDS):
        return "long"  # a voice-style telling the rules only half followed: read it whole before asking
    return None


async def second_opinion(turn: Turn, deps: Deps, ctx: ThinkContext, rules: Reading) -> Reading:
    """The reading the chain goes on with: the rules', or the LLM's as code lets it through."""
    asked = turn.asked
    retrying = asked is not None and asked.why == RETRY and _says_yes(deps, turn.text, ctx)
    why = "retry" if retrying else wanted(turn.text, rules, turn.message.source == "voice")
    if why is None or (why == "not_understood" and _bare_yes_or_no(deps, turn.text, ctx)):
        return rules  # "nahi" with nothing asked: there is nothing for a model to read
    llm = deps.get_llm()
    if llm is None:
        return rules
    if llm.over_cap():
        _cap_notice(turn, deps, llm.today())
        return rules
    text = str(asked.extra.get("text") or "") if retrying and asked is not None else turn.text
    budget = Budget()
    async with llm.session() as session:
        if why == "reasoning":
            from dhandha.llm.phrasing import business_answer

            said = await business_answer(deps, turn, session, budget)
            if said:
                turn.halt = Halt("llm.answer", {"text": said})
                return Reading("chat", source="llm")
            return Reading("query", query=Query("period_summary", period="this_week"))
        got = await read(deps.store, _moment(turn, deps, text, retrying), session, budget)
    log.info("LLM read input %s (%s): %s%s", turn.message.input_key, why,
             got.failure or (got.reading.intent if got.reading else "answer"),
             f"; held: {', '.join(got.held)}" if got.held else "")
    if got.failure in TRANSPORT_FAILURES or got.failure == "invalid":
        return _without_llm(turn, deps, rules, text, got.failure)
    if got.answer:
        turn.halt = Halt("llm.answer", {"text": got.answer})
        return Reading("chat", source="llm")
    reading = got.reading or Reading("unknown", confident=False, source="llm")
    if got.veil is not None and (got.notes or got.edges or got.facts):
        from dhandha.llm.notes import write

        write(deps.store, got.veil, notes=got.notes, edges=got.edges, facts=got.facts,
              input_key=turn.message.input_key, model=llm.model, language=turn.language, now=deps.clock())
    if retrying:
        reading.answers = True  # it settles the kept question
    return reading


def _as_answer(deps: Deps, text: str, ctx: ThinkContext) -> str:
    """How the rules read the message as the answer to a yes/no question."""
    probe = ThinkContext(now_iso=ctx.now_iso, language=ctx.language,
                         pending=PendingQuestion(why="confirm_large", partial=[]))
    return deps.get_thinker().think(text, probe).intent


def _says_yes(deps: Deps, text: str, ctx: ThinkContext) -> bool:
    return _as_answer(deps, text, ctx) == "confirm"


def _bare_yes_or_no(deps: Deps, text: str, ctx: ThinkContext) -> bool:
    return len(text.split()) <= 3 and _as_answer(deps, text, ctx) in ("confirm", "deny")


def _moment(turn: Turn, deps: Deps, text: str, retrying: bool) -> Moment:
    m = turn.message
    mentions = turn.mentions
    if retrying:
        from dhandha.chain.mentions import find_mentions

        mentions = find_mentions(deps.store, text)
    asked = turn.asked
    question = None
    if asked is not None and not retrying:
        question = {"asked": asked.text, "why": asked.why, "about": [shown(r) for r in asked.as_pending().partial],
                    "options": asked.options, "choices": asked.choices}
    return Moment(text=text, raw=text if retrying else m.text, chat=m.chat_id, language=turn.language,
                  now=turn.received_at, tz=deps.tz(), mentions=mentions, forwarded=m.forwarded, question=question,
                  input_id=turn.input_id)


def _without_llm(turn: Turn, deps: Deps, rules: Reading, text: str, failure: str | None) -> Reading:
    """The LLM could not help: ask about what the rules read, or keep the message for another try."""
    if rules.intent != "unknown":
        return rules  # the guards ask about whatever in it the rules were not sure of
    if failure == "invalid":
        return Reading("unknown", confident=False)  # "I didn't follow that; you can say it like ..."
    from dhandha.lang.replies import render

    ask(turn, deps, RETRY, {}, extra={"text": text}, text=render("llm.retry", turn.language))
    return Reading("clarify", source="llm")


def _cap_notice(turn: Turn, deps: Deps, day: str) -> None:
    """Past the day's cap: said once a day, then the rules read alone without a word."""
    key = f"llm.cap_notice:{day}"
    if deps.store.kv_get(key):
        return
    with deps.store.tx():
        deps.store.kv_set(key, "told")
    turn.notes.append(Answer("llm.cap_reached", {"cap": round(deps.settings.llm_daily_cap_rupees * 100)}))
