"""The three-tier context the chain hands a thinker, inside a token budget.

Tier 1, always: the owner, today's numbers, the notebook's top notes and open promises, the
surest patterns. Tier 2, when people are mentioned: what the brain knows about each. Tier 3,
when the topic asks for it: a page of static knowledge (knowledge/, index.md first).

Typical context stays under TYPICAL_BUDGET tokens; with mentions or knowledge it may grow to
MAX_BUDGET. When over, parts are dropped in DROP_ORDER, the least useful first; the owner and
today's numbers are never dropped.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta
from functools import cache
from typing import Any

from dhandha.brain import calendar
from dhandha.brain.graph import props
from dhandha.clock import day_bounds, iso, local, local_day
from dhandha.money import to_rupees
from dhandha.paths import resource
from dhandha.store import Store

TYPICAL_BUDGET = 2500
MAX_BUDGET = 4000
MAX_MENTIONS = 3

# Topic words (any of the owner's languages) -> the most specific knowledge page; the first match wins.
TOPICS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("gstr", "return", "filing", "file kar", "3b", "iff", "pmt-06", "cmp-08", "रिटर्न"), "gst/gstr-filing.md"),
    (("composition", "compounding", "cmp"), "gst/composition-scheme.md"),
    (("input credit", "itc", "input tax"), "gst/input-credit.md"),
    (("gst rate", "kitna gst", "tax rate", "slab", "hsn"), "gst/rates.md"),
    (("income tax", "itr", "advance tax", "44ad", "presumptive"), "gst/income-tax.md"),
    (("gst", "जीएसटी", "tax", "टैक्स", "ਜੀਐਸਟੀ", "ஜிஎஸ்டி", "జీఎస్టీ", "ಜಿಎಸ್ಟಿ", "ജിഎസ്ടി", "জিএসটি", "જીએસટી", "ଜିଏସଟି"),
     "gst/_overview.md"),
    (("festival", "tyohar", "tyohaar", "त्योहार", "diwali", "दिवाली", "deepavali", "holi", "होली", "navratri", "eid",
      "onam", "pongal", "ugadi", "durga puja", "ganesh", "rakhi", "raksha bandhan", "chhath", "dussehra", "sankranti"),
     "indian-business/festival-calendar.md"),
    (("udhaar", "udhar", "उधार", "credit", "khata", "वसूली", "vasooli", "recovery"), "indian-business/credit-culture.md"),
    (("shaadi", "wedding", "monsoon", "baarish", "barish", "harvest", "fasal", "season"), "indian-business/seasonal-patterns.md"),
    (("reorder", "stock khatam", "stock out", "maal mangana", "kitna mangau"), "inventory/reorder-logic.md"),
    (("expiry", "expire", "shelf life", "kharab", "sad gaya"), "inventory/shelf-life.md"),
    (("fifo", "purana maal", "old stock"), "inventory/fifo-basics.md"),
    (("stock", "inventory", "maal"), "inventory/_overview.md"),
    (("margin", "munafa", "मुनाफा", "profit", "markup"), "pricing/margin-analysis.md"),
    (("price", "pricing", "rate badha", "daam", "दाम", "bhav", "discount"), "pricing/_overview.md"),
)
FESTIVAL_PAGE = "indian-business/festival-calendar.md"

# Over budget? Drop these, in this order, until it fits.
DROP_ORDER = (
    "tier3.trim", "tier2.recent", "tier2.edges", "tier1.patterns", "tier3", "tier2.extra_people",
    "tier1.observations.half", "tier1.intentions.half", "tier2.notes.half", "tier1.snapshot.top_debtors",
    "tier2.profile", "tier1.observations", "tier1.intentions", "tier2",
)

_INDIC = re.compile(r"[\u0900-\u0DFF]")


def estimate_tokens(text: str) -> int:
    """About 4 characters a token for Latin text; Indic scripts cost about twice as many tokens a character."""
    indic = len(_INDIC.findall(text))
    return (len(text) - indic + 3) // 4 + (indic + 1) // 2


def _tokens(part: Any) -> int:
    return estimate_tokens(json.dumps(part, ensure_ascii=False, separators=(",", ":"), default=str))


@cache
def knowledge_page(rel: str) -> str:
    path = resource("knowledge") / rel
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def load_context(store: Store, text: str, language: str, mention_ids: list[int], now: datetime) -> dict[str, Any]:
    """Tier 1-3 context for one owner message; `tokens` is the estimated size of all three."""
    owner = store.owner()
    tz = str(owner["timezone"])
    tier1 = _tier1(store, owner, now, tz)
    tier2 = [_person(store, cid, now, tz) for cid in mention_ids[:MAX_MENTIONS]]
    tier2 = [p for p in tier2 if p is not None]
    tier3 = _tier3(owner, text, language, now, tz)
    budget = MAX_BUDGET if (tier2 or tier3) else TYPICAL_BUDGET
    ctx: dict[str, Any] = {"tier1": tier1, "tier2": tier2, "tier3": tier3, "dropped": []}
    for step in DROP_ORDER:
        if _size(ctx) <= budget:
            break
        if _drop(ctx, step):
            ctx["dropped"].append(step)
    ctx["tokens"] = _size(ctx)
    return ctx


def _size(ctx: dict[str, Any]) -> int:
    return _tokens(ctx["tier1"]) + _tokens(ctx["tier2"]) + _tokens(ctx["tier3"])


def _drop(ctx: dict[str, Any], step: str) -> bool:
    t1, t2 = ctx["tier1"], ctx["tier2"]
    if step == "tier3.trim":
        changed = False
        for page in ctx["tier3"]:
            if "text" not in page:
                continue
            cut = page["text"][: len(page["text"]) // 2]
            page["text"], changed = cut[: cut.rfind("\n\n")] if "\n\n" in cut else cut, True
        return changed
    if step == "tier3":
        ctx["tier3"] = []
        return True
    if step in ("tier2.recent", "tier2.edges", "tier2.profile"):
        key = step.split(".")[1]
        for p in t2:
            p.pop(key, None)
        return bool(t2)
    if step == "tier2.notes.half":
        for p in t2:
            p["notes"] = p.get("notes", [])[: len(p.get("notes", [])) // 2]
        return bool(t2)
    if step == "tier2.extra_people":
        ctx["tier2"] = t2[:1]
        return len(t2) > 1
    if step == "tier2":
        ctx["tier2"] = []
        return True
    if step.endswith(".half"):
        key = step.split(".")[1]
        t1[key] = t1[key][: len(t1[key]) // 2]
        return True
    if step == "tier1.snapshot.top_debtors":
        return t1["snapshot"].pop("top_debtors", None) is not None
    key = step.split(".")[1]
    t1[key] = []
    return True


def _money(totals: dict[str, int]) -> dict[str, Any]:
    return {k: (to_rupees(v) if k != "count" else v) for k, v in totals.items() if v}


def _tier1(store: Store, owner: Any, now: datetime, tz: str) -> dict[str, Any]:
    today = local_day(now, tz)
    t_lo, t_hi = day_bounds(today, tz)
    y_lo, _ = day_bounds(today - timedelta(days=1), tz)
    debtors = store.debtors(3)
    snapshot = {
        "now": local(now, tz).strftime("%a %d %b %Y %H:%M"),
        "today": _money(store.totals(t_lo, t_hi)),
        "yesterday": _money(store.totals(y_lo, t_lo)),
        "receivable": to_rupees(store.receivable_total()),
        "top_debtors": [{"name": d["name"], "owes": to_rupees(int(d["balance_paise"]))} for d in debtors],
    }
    notes = [{"type": o["type"], "note": o["content"], "confidence": round(float(o["confidence"]), 2)}
             for o in store.obs_active(iso(now), 8) if o["type"] != "intention"][:5]
    promises = []
    for o in store.obs_open("intention")[-5:]:
        p = props(o)
        promises.append({"who": p.get("name"), "due": p.get("due"), "what": p.get("what"),
                         "amount": to_rupees(int(p["amount_paise"])) if p.get("amount_paise") else None,
                         "said": o["content"]})
    patterns = [{"pattern": r["name"], **_rupee_props(json.loads(r["properties"]))}
                for r in store.patterns_top(3, 0.5)]
    return {
        "owner": {k: owner[k] for k in ("name", "shop_name", "shop_type", "language", "region", "gst_filer")
                  if owner[k] is not None},
        "snapshot": snapshot,
        "observations": notes,
        "intentions": promises,
        "patterns": patterns,
    }


def _rupee_props(p: dict[str, Any]) -> dict[str, Any]:
    """Paise facts as rupees, for a reader that expects rupees."""
    out: dict[str, Any] = {}
    for k, v in p.items():
        if k.endswith("_paise") and isinstance(v, int):
            out[k.removesuffix("_paise")] = to_rupees(v)
        elif k.endswith("_paise") and isinstance(v, dict):
            out[k.removesuffix("_paise")] = {kk: to_rupees(int(vv)) for kk, vv in v.items()}
        elif v is not None:
            out[k] = v
    return out


def _person(store: Store, contact_id: int, now: datetime, tz: str) -> dict[str, Any] | None:
    """What the brain knows about one contact: balance, habits, open notes and kept/broken promises."""
    c = store.contact(contact_id)
    if c is None:
        return None
    out: dict[str, Any] = {"contact": {"name": c["name"], "role": c["role"],
                                       "owes_shop": to_rupees(int(c["balance_paise"]))}}
    prof = store.profile_of(contact_id)
    if prof is not None:
        out["profile"] = _rupee_props(props(prof))
        out["notes"] = [{"type": o["type"], "note": o["content"],
                         **({"resolution": o["resolution"]} if o["is_resolved"] else {})}
                        for o in store.obs_for_entity(int(prof["id"]), iso(now), 6,
                                                      include_resolved_since=iso(now - timedelta(days=60)))]
        out["edges"] = [{"type": e["type"], "to": e["target"], "weight": round(float(e["weight"]), 2)}
                        for e in store.edges_of(int(prof["id"]), 3)]
    out["recent"] = [{"kind": e["kind"], "amount": to_rupees(int(e["amount_paise"])), "status": e["status"],
                      "on": local(datetime.fromisoformat(e["occurred_at"]), tz).date().isoformat()}
                     for e in store.entries_list(contact_id=contact_id, limit=5)]
    return out


def _tier3(owner: Any, text: str, language: str, now: datetime, tz: str) -> list[dict[str, Any]]:
    """At most one knowledge page, the most specific the message asks for; festivals come with dates."""
    low = text.casefold()
    for words, page in TOPICS:
        if any(w in low for w in words):
            out: list[dict[str, Any]] = [{"page": page, "text": knowledge_page(page)}]
            if page == FESTIVAL_PAGE:
                today = local_day(now, tz)
                state = calendar.state_of(owner["region"])
                soon = calendar.festivals_between(state, str(owner["language"] or language), today,
                                                  today + timedelta(days=90))
                out.append({"page": "calendar", "upcoming": [{"name": f.name, "on": f.day.isoformat(),
                                                              "stock_up": f.stock_up} for f in soon]})
            return out
    return []
