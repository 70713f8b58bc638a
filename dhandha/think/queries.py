"""Questions about the books (guide: questions), asked with or without a "?" (voice has none)."""

from __future__ import annotations

from datetime import date, timedelta

from dhandha.reading import Query

from .dates import query_span
from .names import Party
from .reader import Msg
from .tokens import Tok

_PAST_Q_START = frozenset({"did", "does", "do", "has", "have", "was", "is", "kya"})


# Verbs that tell a payment that happened: with no question word the message states it.
_PAID_VERBS = frozenset({"give", "give_in", "pay", "repay", "recv"})


def is_question(msg: Msg) -> bool:
    toks = msg.toks
    if any(t.tags.get("forgot") for t in toks):
        return False  # "kisne diye, yaad nahi": the owner does not know, he is not asking
    if any(t.script == "punct" and "?" in t.text for t in toks):
        return True
    words = [t for t in toks if t.script not in ("punct", "sym")]
    if words and words[0].key in _PAST_Q_START and words[0].script == "latn" and len(words) > 2 and not (
            words[0].key == "did" and not words[0].tags.get("q")):
        return True  # (a "did" the reader found to be the owner's "I did" asks nothing: reader._did_as_done)
    removing = any(t.tags.get("cancel") or t.tags.get("fix") for t in toks)
    for t in toks:
        q = t.tags.get("q")
        if q is None:
            continue
        if q == "what" and t.key in ("kab", "kahan", "kaise", "kyun") and len(words) > 6:
            continue
        if removing and t.tags.get("goods"):
            continue  # "display wali entry hata do": the goods of the entry, not "display (show) me"
        return True
    if any(t.amount is not None for t in toks) or any(t.tags.get("cancel") or t.tags.get("fix") for t in toks):
        return False
    if any(t.tags.get("topic") for t in toks):
        return True  # "Diwali pe kya stock rakhun": a question for the knowledge shelf
    # Voice drops question words: "kal ka hisaab", "cheeni ka stock", "expenses this week". With no amount,
    # a books word that is not also a verb, or one with a period, is a question about the books.
    period = any("period" in t.tags or "ago" in t.tags or "month" in t.tags or "date" in t.tags for t in toks)
    if any(t.tags.get("verb") in _PAID_VERBS and not t.tags.get("fut") for t in toks):
        return False  # "Kusum paid her dues": a payment told without its amount (guide: when to ask), not a question
    for t in toks:
        qn = t.tags.get("qn")
        if qn and (qn in ("debtors", "top", "entries", "stock", "balance", "profit") or period) and (
                not t.tags.get("verb") or period):
            return True
    return False


def _item(toks: list[Tok], parties: list[Party]) -> str | None:
    taken = {i for p in parties for i in range(p.start, p.end)}
    for i, t in enumerate(toks):
        if i in taken:
            continue
        if t.tags.get("goods") == "item":
            return t.text
    return None


def _goods_asked(toks: list[Tok], p: Party) -> bool:
    """'how many soaps left', 'kitne biscuit bache', 'surf ka stock': an unmarked word asked about with a
    stock word is goods (guide: questions), not a person."""
    if p.end - p.start != 1 or p.firm:
        return False
    after_at = p.end + 1 if p.mark == "gen" and p.end < len(toks) and toks[p.end].tags.get("mark") == "gen" else p.end
    if p.mark not in ("none", "gen") or (p.mark == "gen" and after_at == p.end):
        return False  # "Sharma ji ka kitna bacha": a person's balance
    before = toks[p.start - 1] if p.start > 0 and p.mark == "none" else None
    after = toks[after_at] if after_at < len(toks) else None
    return (before is not None and before.tags.get("q") == "how_much") or (
        after is not None and after.key in ("stock", "स्टॉक"))


_SPANS = ("this_week", "this_month", "last_week", "last_month")


def read_query(msg: Msg, parties: list[Party], pronoun_name: str | None, now_iso: str) -> Query | None:
    toks = msg.toks
    qn = {t.tags["qn"] for t in toks if "qn" in t.tags}
    qs = {t.tags["q"] for t in toks if "q" in t.tags}
    period, start, end = query_span(toks, now_iso)
    days = {"period": period, "start": start, "end": end}
    person = next((p for p in parties if p.is_person), None)
    name = person.name if person is not None else None
    if name is None and any(p.pronoun for p in parties):
        name = pronoun_name
    credit = any("credit" in t.tags for t in toks)
    paid_verb = any(t.tags.get("verb") in ("give", "give_in", "pay", "repay", "recv") for t in toks)
    if "profit" in qn and name is None:
        # "profit kitna hua", "is mahine ka munafa": the figures of a span (a month unless one is said).
        if start is not None and start == _day_before(end) or period in ("today", "yesterday"):
            return Query("daily_summary", **days)
        return Query("period_summary", **{**days, "period": period or (None if start else "this_month")})
    if "top" in qn and not credit:
        return Query("top_customers", **days)
    if ("debtors" in qn and name is None) or (name is None and ("who" in qs or "top" in qn) and (
            credit or "balance" in qn or paid_verb)):
        return Query("who_owes")
    if name is None and credit and ("how_much" in qs or "balance" in qn):
        return Query("who_owes")  # "total udhaar kitna hai": everything owed to the shop
    if name is None and any(t.tags.get("all") for t in toks) and (credit or "balance" in qn):
        return Query("who_owes")  # "sabka baaki dikhao", "list of people who owe": everyone's dues
    if "stock" in qn and person is not None and _goods_asked(toks, person):
        return Query("stock", item=toks[person.start].text)  # "how many soaps left": goods, not a person
    if "stock" in qn and name is None:
        return Query("stock", item=_item(toks, parties))
    if "entries" in qn:
        return Query("transactions", counterparty=name, **days)
    if name is not None:
        past = any(t.tags.get("verb") in ("give", "give_in", "give_out", "recv", "pay", "repay", "take")
                   for t in toks)
        if ("balance" in qn or credit or "debtors" in qn) and not (past and "what" in qs and "balance" not in qn):
            return Query("balance", counterparty=name)
        if past:
            return Query("transactions", counterparty=name, **days)
        if "how_much" in qs:
            return Query("balance", counterparty=name)
        return Query("transactions", counterparty=name, **days)
    if "sales" in qn or "spend" in qn or "profit" in qn or "how_much" in qs or period is not None or start is not None or any(
            t.tags.get("verb") in ("sell", "spend", "buy") for t in toks):
        if period in _SPANS or (start is not None and start != _day_before(end)):
            return Query("period_summary", **days)  # a week, a month, a named month
        if start is not None:
            return Query("daily_summary", **days)  # "parso ki bikri", "9 tareekh ka hisaab"
        return Query("daily_summary", period=period or "today")
    if "who" in qs and any(t.tags.get("verb") in ("buy", "take") for t in toks):
        return Query("top_customers", **days)
    if "balance" in qn and qs & {"show", "how_much"}:
        return Query("daily_summary", period="today")  # "hisaab dikhao": today's books
    return None


def _day_before(end: str | None) -> str | None:
    return (date.fromisoformat(end) - timedelta(days=1)).isoformat() if end else None
