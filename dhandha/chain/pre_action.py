"""Stage 3, pre-action: turn the reading into a typed plan, and stop to ask before any write that needs it.

In order: what becomes of the chat's open question (answered, still open, or given up); then the
plan for this reading; then the checks on every new entry (chain/checks.py). A forwarded message
is data: whatever it would write waits for the owner's yes. An edited message offers the
correction of the entries its first version wrote, never a second entry.
"""

from __future__ import annotations

from dhandha import questions
from dhandha.chain import bank_explained, checks, contacts
from dhandha.chain.asking import ask, shown
from dhandha.chain.contacts import write_step
from dhandha.chain.turn import Answer, Halt, Question, Turn
from dhandha.clock import local_day, parse_instant
from dhandha.deps import Deps
from dhandha.ledger.steps import Alias, Amend, Chat, NotePromise, Party, Reverse, Step, Write, from_json
from dhandha.ledger.steps import Answer as AnswerStep
from dhandha.reading import Clarify, Reading, Record

# Questions whose yes needs no further check: the owner has seen exactly what will be written.
_FINAL = frozenset({"remind_send", "sms_assign", "confirm_cancel", "confirm_bulk", "which_entry",
                    "confirm_forwarded", "confirm_edit", "remind_resend", "confirm_setting"})
# A yes to these showed the owner the whole entry with its amount: a large amount needs no second yes.
_SHOWN_WHOLE = frozenset({"not_sure"})


async def run(turn: Turn, deps: Deps) -> None:
    r = turn.reading
    if r is None:
        return
    _settle(turn, deps, r)
    r = turn.reading
    if turn.halt is not None or r is None:
        return
    if r.intent == "confirm":
        _resume(turn, deps)
    elif r.intent == "deny":
        _deny(turn, deps)
    elif r.intent in ("record", "record_many", "clarify") and not turn.message.forwarded and \
            not turn.message.edit_of and not r.answers and bank_explained.explain(turn, deps, r):
        pass  # the sum told is a bank entry nobody explained: that entry is explained, nothing new written
    elif r.intent == "clarify" and r.clarify is not None:
        _clarify(turn, deps, r.clarify)
    elif r.intent in ("record", "record_many"):
        turn.plan = [write_step(deps, rec) for rec in r.records] + _promises(deps, r)
        if turn.message.forwarded:
            _offer(turn, deps, "confirm_forwarded")
        elif turn.message.edit_of:
            _edit(turn, deps)
        else:
            checks.run(turn, deps, cleared=_settled_by_the_answer(turn, r))
    elif turn.message.forwarded and r.intent in ("correct", "remind"):
        turn.halt = Halt("forwarded_data")  # a forwarded text never cancels, corrects or messages anyone
    elif r.intent == "promise":
        turn.plan = _promises(deps, r)
    elif r.intent == "query" and r.query is not None:
        turn.plan = [AnswerStep(r.query)]
    elif r.intent == "correct" and r.correction is not None and _shown_plan_changed(turn, deps, r):
        pass  # the entries shown were changed before they were written, and checked again
    elif r.intent == "correct" and r.correction is not None:
        from dhandha.chain.corrections import plan_correction

        # "woh 1,100 Salim ka tha, uska purana 850 baaki tha": the old dues are written with the change.
        plan_correction(turn, deps, r.correction,
                        before=[write_step(deps, rec) for rec in r.records if rec.kind == "opening_balance"])
    elif r.intent == "remind" and r.remind:
        from dhandha.chain.reminders import plan_reminder

        plan_reminder(turn, deps, r.remind)
    elif r.intent == "setting" and r.setting is not None and r.setting.name == "upi" \
            and not turn.message.forwarded:
        from dhandha.chain.reminders import plan_upi

        plan_upi(turn, deps, r.setting.value)
    elif r.intent == "chat":
        turn.plan = [Chat()]


def _promises(deps: Deps, r: Reading) -> list[Step]:
    out: list[Step] = []
    for it in r.intentions:
        cid = None
        if it.counterparty:
            who = contacts.resolve(deps.store, it.counterparty)
            cid = who.contact_id if who.status == "known" else None
        out.append(NotePromise(it, cid))
    return out


# -- the open question -----------------------------------------------------------------------------
def _settle(turn: Turn, deps: Deps, r: Reading) -> None:
    """What this message does to the question already open: answer it, leave it, or give it up."""
    asked = turn.asked
    if asked is not None and asked.why == "old_dues" and _old_dues_said(turn, deps, asked, r):
        return
    if asked is None or questions.answered_by(asked, r):
        return
    store = deps.store
    if r.intent == "clarify" and r.clarify is not None and _same_question(asked, r):
        return  # the same question again: _clarify counts it as a try
    with store.tx():
        if _overlaps(asked, r):
            # The owner said it again, differently: the new message replaces what was asked.
            _carry_the_person(asked, r, turn.text)
            questions.close(store, asked.nonce, "replaced")
            return
        # A message that is plainly its own business (a sale, a question about the books) leaves the question
        # waiting; only a message that fails to answer it counts as a try.
        dropped = questions.passed_over(store, asked) if _its_own(r) else questions.no_progress(store, asked)
    key = "question_dropped" if dropped else "question_still_open"
    turn.beneath = None if dropped else asked
    turn.notes.append(Answer(key, {"question": asked.text}))
    if not dropped:
        with store.tx():
            questions.shown(store, asked, turn.input_id)


def _old_dues_said(turn: Turn, deps: Deps, asked: questions.Open, r: Reading) -> bool:
    """"purana 1800 tha" / "haan purana baaki tha, 1200 ka" answers "old dues or advance?": the old dues at the
    sum said, then exactly the plan that waited (a new payment, or the bank's entry it explains)."""
    step = asked.plan[asked.index] if asked.index < len(asked.plan) else None
    said = r.records[0] if r.intent in ("record", "record_many") and r.records else None
    if not isinstance(step, Write | Amend) or said is None or said.kind != "opening_balance" or not said.amount_paise:
        return False
    paid = step.record if isinstance(step, Write) else step.new
    if not r.answers and (said.counterparty or "").casefold() != (paid.counterparty or "").casefold() \
            and not _dues_of_the_payment_asked(deps, said, paid):
        return False  # someone else's old dues: business of its own
    turn.plan = list(asked.plan)
    turn.plan.insert(asked.index, Write(checks.old_dues_for(paid, said.amount_paise), step.party))
    turn.resumed_from = asked.nonce
    turn.reading = Reading("confirm", answers=True)
    return True


def _dues_of_the_payment_asked(deps: Deps, said: Record, paid: Record) -> bool:
    """"ਪੁਰਾਣਾ ਬਾਕੀ ਸੀ, ਪੂਰਾ 1,200 ਹੀ ਸੀ" to "Sukhwinder's ₹1,200: old dues or advance?": old dues of exactly the
    sum asked about, under no account the books know, are that person's (the word read as a name was not one);
    "Chawla ka purana 1,800" is someone else's, and so are the dues of any account already in the books."""
    if said.amount_paise != paid.amount_paise:
        return False
    return not said.counterparty or contacts.resolve(deps.store, said.counterparty).status != "known"


def _its_own(r: Reading) -> bool:
    return r.confident and not r.unplaced and r.intent in (
        "record", "record_many", "query", "correct", "remind", "promise", "setting")


def _settled_by_the_answer(turn: Turn, r: Reading) -> set[str]:
    """"₹500 ya ₹5,000?" answered "5000": the owner just chose the size, so "is that unusual?" is not asked."""
    asked = turn.asked
    if r.answers and asked is not None and asked.kind == "value" and asked.options and \
            all(rec.amount_paise in asked.options for rec in r.records):
        return {"unusual_amount"}
    return set()


def _shown_plan_changed(turn: Turn, deps: Deps, r: Reading) -> bool:
    """"nahi, 1,500 tha" / "nahi 1200 nahi 1250 the" answering a question about entries not yet written:
    the change is to the entry shown (the one with 1200), never to the last entry in the books."""
    asked, c = turn.asked, r.correction
    if not r.answers or asked is None or asked.kind not in ("yes_no", "choose") or asked.why == "which_entry" or \
            c is None or c.action != "amend":
        return False
    writes = [s for s in asked.plan if isinstance(s, Write)]
    hit = [w for w in writes if c.amount_paise is None or w.record.amount_paise == c.amount_paise]
    if any((c.counterparty, c.item, c.kind, c.on, c.via)) or len(hit) != 1:
        if writes:
            # An answer that changes something shown, but not one entry of it: asked, the books untouched.
            turn.halt = Halt("ask_unclear_correction")
            return True
        return False
    rec = Record(**hit[0].record.__dict__)
    rec.amount_paise = c.new_amount_paise or rec.amount_paise
    rec.kind = c.new_kind or rec.kind
    rec.counterparty = c.new_counterparty or rec.counterparty
    with deps.store.tx():
        questions.close(deps.store, asked.nonce, "replaced")
    changed = write_step(deps, rec) if c.new_counterparty else Write(rec, hit[0].party)
    turn.plan = [changed if s is hit[0] else s for s in asked.plan]
    checks.run(turn, deps, cleared=set())
    return True


def _overlaps(asked: questions.Open, r: Reading) -> bool:
    """Whether a new record restates the one a question is about (same person or same amount)."""
    if r.intent not in ("record", "record_many", "clarify"):
        return False
    new = r.records or (r.clarify.partial if r.clarify else [])
    old = asked.as_pending().partial
    for a in new:
        for b in old:
            if a.amount_paise and a.amount_paise == b.amount_paise:
                return True
            if a.counterparty and b.counterparty and a.counterparty.casefold() == b.counterparty.casefold():
                return True
    return False


def _carry_the_person(asked: questions.Open, r: Reading, text: str) -> None:
    """"Babu is my helper, that 500 was his weekly salary" after "did Babu pay you ₹500, or did you pay Babu?":
    the same sum said again, with the person in the message but not read as the party, is still Babu's money
    (a cash sale needs nobody; "tea 40" after a question about D'Souza's 40 is not hers)."""
    old = asked.as_pending().partial
    said = text.casefold()
    for a in r.records:
        if a.counterparty or not a.amount_paise or a.kind in (None, "sale", "transfer"):
            continue
        same = [b for b in old if b.amount_paise == a.amount_paise and b.counterparty]
        if len(same) == 1 and (same[0].counterparty or "").casefold() in said:
            a.counterparty = same[0].counterparty


def _deny(turn: Turn, deps: Deps) -> None:
    asked = turn.asked
    if asked is None:
        late = questions.lapsed(deps.store, turn.message.chat_id, turn.received_at)
        if late is not None:
            # A "no" to a question that has just run out of time still means no: it is not asked again.
            with deps.store.tx():
                questions.close(deps.store, late.nonce, "denied")
            turn.halt = Halt("denied")
            return
        turn.halt = Halt("nothing_pending")
        return
    with deps.store.tx():
        questions.close(deps.store, asked.nonce, "denied")
    turn.halt = Halt("denied")
    waiting = questions.current(deps.store, turn.message.chat_id)
    if waiting is not None:
        turn.notes.append(Answer("question_still_open", {"question": waiting.text}))  # the one beneath is back


def _resume(turn: Turn, deps: Deps) -> None:
    """A yes (or a pick) to the open question: carry out exactly the plan that was shown."""
    asked = turn.asked
    if turn.resumed_from:  # settled above (old dues answered with an amount)
        checks.run(turn, deps, cleared={"old_dues"})
        return
    if asked is None:
        late = questions.lapsed(deps.store, turn.message.chat_id, turn.received_at)
        tz = deps.tz()
        # Only the same day: an entry written from a question is dated when its yes comes.
        today = late is not None and late.kind == "yes_no" and bool(late.plan) and \
            local_day(parse_instant(late.asked_at), tz) == local_day(turn.received_at, tz)
        if late is not None and today and \
                questions.yes_right_after(deps.store, late, turn.message.chat_id, turn.input_id):
            # Nothing came between the reply that showed the question and this yes: it is meant for it.
            asked = turn.asked = late
            late = None
        elif late is not None and today:
            # The yes came after the question ran out of time: it is shown again, and only a fresh yes
            # to what is shown now writes it.
            ask(turn, deps, late.why, {}, plan=late.plan, cleared=late.cleared, index=late.index,
                choices=late.choices, extra=late.extra, text=late.text)
            return
        else:
            turn.halt = Halt("expired") if late is not None else Halt("nothing_pending")
            return
    store = deps.store
    if asked.kind == "value":
        # A yes to a question that needs a value ("₹700 ya ₹7,000?") answers nothing: ask again.
        _again(turn, deps, asked)
        return
    plan = list(asked.plan)
    picked = asked.extra.get("picked")
    if asked.why == "which_entry":
        options = asked.extra.get("plans") or []
        if picked is None or not 0 <= picked < len(options):
            _again(turn, deps, asked)
            return
        plan = from_json(options[picked])
    for s in plan:
        if isinstance(s, Amend | Reverse) and store.status_of(s.entry_id) != "active":
            # The entry changed while the question waited: what was shown no longer holds.
            with store.tx():
                questions.close(store, asked.nonce, "expired")
            turn.halt = Halt("expired")
            return
    if asked.why == "which_contact":
        _pick_contact(turn, deps, plan, asked, picked)
    elif asked.why == "old_dues":
        if picked is None:
            _again(turn, deps, asked)
            return
        if picked == 0:
            pay = plan[asked.index]
            assert isinstance(pay, Write | Amend)
            paid = pay.record if isinstance(pay, Write) else pay.new
            plan.insert(asked.index, Write(checks.old_dues_for(paid), pay.party))
    elif asked.why == "bank_link":
        if picked is None:
            _again(turn, deps, asked)
            return
        turn.resumed_from = asked.nonce
        if picked == 0:  # the same payment: the match stands
            turn.plan = []
            turn.answers.append(Answer("collect.link_kept"))
        else:  # a separate payment: the bank's witness gets its own entry
            turn.plan = from_json(asked.extra["unmerge"])
        return
    elif asked.why == "bank_match":
        if picked is None:
            _again(turn, deps, asked)
            return
        if picked == 0:  # the owner's payment is the bank's: explain that entry, write nothing new
            turn.plan = from_json(asked.extra["match"])
            turn.resumed_from = asked.nonce
            return
    turn.plan = plan
    turn.resumed_from = asked.nonce
    if asked.why in _FINAL:
        return
    shown_whole = {"confirm_large"} if asked.why in _SHOWN_WHOLE else set()
    checks.run(turn, deps, cleared={*asked.cleared, asked.why, *shown_whole})


def _pick_contact(turn: Turn, deps: Deps, plan: list[Step], asked: questions.Open, picked: int | None) -> None:
    target = plan[asked.index]
    assert isinstance(target, Write | Amend)
    rec = target.record if isinstance(target, Write) else target.new
    typed = rec.counterparty
    if picked is not None and picked >= 0:
        who = contacts.resolve(deps.store, asked.choices[picked])
        target.party = Party(contact_id=who.contact_id)
        rec.counterparty = who.name
        if who.contact_id is not None and typed and asked.extra.get("near_miss"):
            # The owner said "राजन" is Rajan: next time the name needs no question.
            plan.append(Alias(who.contact_id, typed))
    # "naya": the name stays a new contact, which the check no longer questions.


def _again(turn: Turn, deps: Deps, asked: questions.Open) -> None:
    """The same question once more, or given up after the second try without progress."""
    store = deps.store
    with store.tx():
        dropped = questions.no_progress(store, asked)
    if dropped:
        turn.halt = Halt("question_dropped", {"question": asked.text})
        return
    turn.halt = Halt("repeat_question", {"question": asked.text, "nonce": asked.nonce})
    turn.question = _as_question(asked)
    turn.asking_about = asked.as_pending().partial


def _as_question(asked: questions.Open) -> Question:
    return Question(nonce=asked.nonce, kind=asked.kind, text=asked.text, options=tuple(asked.choices),
                    allow_new=asked.why == "which_contact")


# -- questions that need a value -------------------------------------------------------------------
def _clarify(turn: Turn, deps: Deps, c: Clarify) -> None:
    asked = turn.asked
    partial = list(c.partial)
    if c.why == "not_sure" and partial and all(p.kind and p.amount_paise for p in partial):
        turn.plan = [write_step(deps, rec) for rec in partial]
        ask(turn, deps, "not_sure", {"entries": [shown(p) for p in partial], "detail": c.detail},
            plan=turn.plan)
        return
    if asked is not None and asked.kind != "value" and turn.reading is not None and _same_question(asked, turn.reading):
        # "haan" to "old dues or advance?": the thinker can only ask the same again; the question as it
        # was shown (with its person, sum and choices) is asked once more, and counted as a try.
        _again(turn, deps, asked)
        return
    tries = 0
    if asked is not None and asked.kind == "value" and turn.reading is not None and _same_question(asked, turn.reading):
        with deps.store.tx():
            if questions.no_progress(deps.store, asked):
                turn.halt = Halt("question_dropped", {"question": asked.text})
                return
        tries = asked.tries
    ask(turn, deps, c.why, _question_values(c, partial), partial=partial, options=c.options, tries=tries)


def _same_question(asked: questions.Open, r: Reading) -> bool:
    """The thinker asking what is already asked: its answer did not settle it ("haan" to "paid or given?"),
    or the message said the same entry again. A new message that needs the same kind of question about
    other money ("ਕਾਰੀਗਰਾਂ ਨੂੰ ... 6,000 ਦਿੱਤਾ" while "₹120 — given or received?" is open) is a question of
    its own, never a try of the old one: counted as one, it would drop both and lose the new message."""
    c = r.clarify
    if c is None or c.why != asked.why:
        return False
    if r.answers:
        return True
    old = [(p.amount_paise, p.counterparty) for p in asked.as_pending().partial]
    new = [(p.amount_paise, p.counterparty) for p in c.partial]
    return not new or not old or new == old


def _question_values(c: Clarify, partial: list[Record]) -> dict[str, object]:
    """What a clarifying question can name: the person, the amount, the item, the unknown word."""
    first = partial[0] if partial else Record(kind=None, amount_paise=None)
    amount = first.amount_paise
    if amount is None and c.detail:
        # The thinker keeps a number it would not write (₹99,99,99,99,999) as printed: show it back.
        from dhandha.think.numbers import parse_amount

        said = parse_amount(c.detail)
        amount = said.paise if said is not None else None
    return {"detail": c.detail, "options": c.options, "counterparty": first.counterparty, "amount": amount,
            "item": first.item, "kind": first.kind, "word": c.detail,
            "names": [p.counterparty for p in partial if p.counterparty]}


# -- forwarded and edited messages -----------------------------------------------------------------
def _offer(turn: Turn, deps: Deps, why: str, extra: dict[str, object] | None = None) -> None:
    """Show what the message would write and wait for the owner's yes on exactly that."""
    entries = [shown(s.record) for s in turn.plan if isinstance(s, Write)]
    entries += [shown(s.new, was=shown(s.old)) for s in turn.plan if isinstance(s, Amend)]
    ask(turn, deps, why, {"entries": entries, **(extra or {})}, plan=turn.plan)


def _edit(turn: Turn, deps: Deps) -> None:
    """An edited message: correct what its first version wrote (after a yes), never write it twice."""
    assert turn.message.edit_of is not None
    old = deps.store.entries_of_input(turn.message.edit_of)
    if not old:
        checks.run(turn, deps, cleared=set())  # the first version wrote nothing: this is the message
        return
    writes = [s for s in turn.plan if isinstance(s, Write)]
    plan: list[Step] = []
    if len(writes) == len(old):
        for w, e in zip(writes, old, strict=True):
            plan.append(Amend(int(e["id"]), Record(kind=e["kind"], amount_paise=int(e["amount_paise"]),
                                                    counterparty=e.get("counterparty")), w.record, w.party))
    else:
        plan = [Reverse(int(e["id"]), Record(kind=e["kind"], amount_paise=int(e["amount_paise"]),
                                             counterparty=e.get("counterparty"))) for e in old]
        plan += writes
    turn.plan = plan + [s for s in turn.plan if isinstance(s, NotePromise)]
    _offer(turn, deps, "confirm_edit")
