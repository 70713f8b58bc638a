"""One verb, one kind (guide: several movements, "One verb, one kind").

"sold chai 400, samosa 600" and "chai 400 aur samose 600 beche" are two sales: the list items with no verb of
their own hang on the one sale verb, and a tea or a samosa a shop sells is goods there, not the staff's tea
break. A clause never gets a kind that no word of the message gave it: when the records of a message would
differ in kind while only one word in it says what kind of money moved, the reading asks instead of writing.
"""

from __future__ import annotations

from dataclasses import replace

from .clauses import MONEY_VERBS, Clause
from .langs import small_words
from .records import Draft, main_verb, people
from .tokens import Tok

_TRADE = frozenset({"sell", "buy"})
# Cues that give a clause its own kind or story: such a clause is no item of a list.
_OWN_KIND = frozenset({"credit", "owe", "old", "q", "fut", "rest", "defer", "withdraw", "deposit", "ownacct", "cancel",
                       "fix", "remind"})
# Words that may stand before a list's verb and say nothing about the goods ("aaj", "subah", "sold this morning").
_SETTING = frozenset({"period", "when", "daytime", "fn", "ago"})


def sold_cost(t: Tok) -> bool:
    """A running-cost word that names what a shop may also sell (tea, snacks, a meal)."""
    words = small_words("sold_costs")
    return t.tags.get("cost") == "snack" or t.in_list("sold_costs") or (t.stem is not None and t.stem in words)


def _cost_words(c: Clause) -> list[Tok]:
    return [t for t in c.words() if t.tags.get("cost")]


def _list_item(c: Clause, food: bool) -> bool:
    """A verbless item of a list: its money, maybe its goods, and nothing that says a kind of its own. A tea or a
    snack is an item only of a list of food sold (food): after "sold 4 shirts 2000", "chai 60" may be the tea the
    owner paid for."""
    costs = _cost_words(c)
    # (a sum alone, "..., 3,240, will pay on 20th", is the value of what was said before, no item of its own)
    named = any(t.script not in ("punct", "sym", "num") and t.amount is None and not t.tags.keys() & {"paid", "mode"}
                for t in c.words())
    return named and not c.verbs and bool(c.money) and not people(c) and not any(p.role for p in c.parties) and not \
        c.cues.keys() & _OWN_KIND and all(sold_cost(t) for t in costs) and (food or not costs)


def _verb_opens(c: Clause, i: int) -> bool:
    """"sold chai 400, ...": nothing but the day or the time stands before the verb."""
    return all(t.script in ("punct", "sym") or (t.tags and t.tags.keys() <= _SETTING)
               for t in c.toks[c.start:i])


def _verb_closes(c: Clause, i: int) -> bool:
    """"... samose 600 beche": the verb is the clause's last word."""
    return all(t.script in ("punct", "sym") for t in c.toks[i + 1:c.end])


def _given(c: Clause, verb: str) -> Clause:
    c2 = replace(c)
    c2.verbs = [(verb, c.start)]
    return c2


def hang_on_one_verb(clauses: list[Clause]) -> list[Clause]:
    """List items with no verb take the one sale or purchase verb they hang on: the verb opens the list and
    they follow it, or the verb closes the list and they come before it (voice and the Indian languages)."""
    verbs = {v for c in clauses for v, _ in c.verbs if v in MONEY_VERBS}
    if len(verbs) != 1 or not verbs <= _TRADE:
        return clauses
    out = list(clauses)
    for k, c in enumerate(clauses):
        verb, i = main_verb(c)
        if verb not in _TRADE:
            continue
        food = any(sold_cost(t) for t in _cost_words(c))
        if _verb_opens(c, i):
            j = k + 1
            while j < len(out) and _list_item(out[j], food):
                out[j] = _given(out[j], verb)
                j += 1
        if _verb_closes(c, i):
            food = food or any(sold_cost(t) for x in out[:k] for t in _cost_words(x))
            j = k - 1
            while j >= 0 and _list_item(out[j], food):
                out[j] = _given(out[j], verb)
                j -= 1
    return out


def _sells_goods(c: Clause) -> bool:
    """A sale or purchase clause that names its goods ("sold chai 400"), not a day's takings ("6200 ki bikri")."""
    return main_verb(c)[0] in _TRADE and any(
        t.tags.get("goods") in ("item", "here") or sold_cost(t) or (t.script != "latn" and not t.tags and t.amount is None
                                                                   and t.script not in ("punct", "sym", "num"))
        for t in c.words())


def mixed_kinds(drafts: list[Draft]) -> None:
    """A list of goods sold or bought, and next to it a tea or a snack with no verb of its own read as the staff's
    break: no word of the owner's made that one an expense, so its kind is asked. A day's takings and then the
    tea ("6200 ki bikri hui aur 150 ka nashta") are a sale and an expense, as said."""
    kinds = {d.kind for d in drafts if d.kind}
    if len(kinds) < 2:
        return
    for k, d in enumerate(drafts):
        if d.ask is not None or d.clause.verbs or d.kind != "expense" or not all(
                sold_cost(t) for t in _cost_words(d.clause)):
            continue
        near = [x for x in drafts[max(0, k - 1):k + 2] if x is not d]
        if any(x.kind in ("sale", "purchase") and _sells_goods(x.clause) for x in near):
            d.ask = "ambiguous_kind"
