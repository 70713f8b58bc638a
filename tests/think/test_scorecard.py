"""The scorer itself, on hand-made readings: what counts as right, asked and wrong."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dhandha.reading import Clarify, Correction, Intention, Query, Reading, Record, ThinkContext
from dhandha.think.scorecard import (
    DEFAULT_NOW,
    context_for,
    judge,
    load_cases,
    main,
    party_key,
    reading_from_expect,
    run,
    same_party,
    score,
)

UD, PR, SA, PU, PM = "udhaar_given", "payment_received", "sale", "purchase", "payment_made"


def rec(*records: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"intent": "record" if len(records) == 1 else "record_many", "records": list(records), **extra}


def r(kind: str, rupees: int, party: str | None = None, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "amount_paise": rupees * 100, "counterparty": party, **fields}


def wrote(*records: Record, intent: str | None = None) -> Reading:
    return Reading(intent=intent or ("record" if len(records) == 1 else "record_many"), records=list(records))


def R(kind: str, rupees: int, party: str | None = None, **fields: Any) -> Record:
    return Record(kind=kind, amount_paise=rupees * 100, counterparty=party, **fields)


ASKED = Reading(intent="clarify", clarify=Clarify(why="ambiguous_amount"))


# --- names -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "key"), [
    ("Ritu didi", "ritu"), ("Hiteshbhai", "hitesh"), ("Ghosh-da", "ghosh"), ("Gupta ji", "gupta"),
    ("Mr. Fernandes", "fernandes"), ("Sethi", "sethi"), ("Naveen Babu", "naveen babu"),
    ("ರಮೇಶ್\u200c", "ರಮೇಶ್"), ("ঘোষদা", "ঘোষ"), ("Venkat garu", "venkat"), ("Seth", "seth"),
])
def test_party_key_drops_honorifics_case_and_joiners(name: str, key: str) -> None:
    assert party_key(name) == key


def test_same_party_accepts_aliases_and_needs_both_or_neither() -> None:
    assert same_party(["Om Sai", "Om Sai Traders"], "om sai traders")
    assert same_party(None, None) and same_party(None, "")
    assert not same_party(None, "Plumber")
    assert not same_party("Naseem", None)
    assert not same_party("முத்து", "Muthu")  # guide: names: the script is part of the label


# --- records ---------------------------------------------------------------------------------------

def test_matching_record_is_right_and_honorifics_do_not_matter() -> None:
    assert score(rec(r(UD, 1100, "Ritu")), wrote(R(UD, 1100, "Ritu didi"))) == "right"
    assert score(rec(r(UD, 1100, "Ritu")), wrote(R(UD, 1100, "RITU"))) == "right"


@pytest.mark.parametrize("got", [
    R(PR, 1100, "Ritu"),        # direction
    R(UD, 110, "Ritu"),         # amount
    R(UD, 1100, "Rita"),        # party
    R(UD, 1100, None),          # party lost
])
def test_any_money_difference_is_wrong(got: Record) -> None:
    v = judge(rec(r(UD, 1100, "Ritu")), wrote(got))
    assert v.outcome == "wrong" and v.diffs


def test_a_named_party_where_none_belongs_is_wrong() -> None:
    assert score(rec(r("expense", 650)), wrote(R("expense", 650, "Plumber"))) == "wrong"


def test_item_qty_unit_differences_are_minor() -> None:
    exp = rec(r(SA, 270, item="Thums Up", qty=6, unit="bottle"))
    v = judge(exp, wrote(R(SA, 270, item="thums up", qty=6.0, unit=None)))
    assert v.outcome == "right"
    assert v.minor == ["unit 'bottle' ≠ None"]


def test_on_credit_is_compared_when_labelled() -> None:
    paid_unstated = rec(r(PU, 1100, None, on_credit=None))
    assert score(paid_unstated, wrote(R(PU, 1100, on_credit=True))) == "wrong"  # an invented payable
    assert score(paid_unstated, wrote(R(PU, 1100, on_credit=False))) == "right"
    on_credit = rec(r(PU, 18000, "Om Sai Traders", on_credit=True))
    assert score(on_credit, wrote(R(PU, 18000, "Om Sai Traders"))) == "wrong"
    assert score(rec(r(PU, 1100)), wrote(R(PU, 1100, on_credit=True))) == "right"  # not labelled


def test_records_match_in_any_order_and_extra_or_missing_is_wrong() -> None:
    exp = rec(r(PR, 1100, "Fernandes"), r(PR, 650, "Naseem"))
    assert score(exp, wrote(R(PR, 650, "Naseem"), R(PR, 1100, "Fernandes"))) == "right"
    missing = judge(exp, wrote(R(PR, 1100, "Fernandes")))
    assert missing.outcome == "wrong" and any(d.startswith("missing") for d in missing.diffs)
    extra = judge(rec(r(PR, 1100, "Fernandes")), wrote(R(PR, 1100, "Fernandes"), R(PR, 650, "Naseem")))
    assert extra.outcome == "wrong" and any(d.startswith("extra") for d in extra.diffs)


def test_record_versus_record_many_label_is_only_minor() -> None:
    v = judge(rec(r(PR, 1100, "Baldev")), wrote(R(PR, 1100, "Baldev"), intent="record_many"))
    assert v.outcome == "right" and v.minor


def test_any_of_accepts_either_partial_payment_layout_but_not_a_mix() -> None:
    exp = {"intent": "record_many", "any_of": [
        [r(UD, 2750, "Kulkarni"), r(PR, 1100, "Kulkarni")],
        [r(SA, 1100, "Kulkarni"), r(UD, 1650, "Kulkarni")],
    ]}
    assert score(exp, wrote(R(UD, 2750, "Kulkarni"), R(PR, 1100, "Kulkarni"))) == "right"
    assert score(exp, wrote(R(UD, 1650, "Kulkarni"), R(SA, 1100, "Kulkarni"))) == "right"
    assert score(exp, wrote(R(UD, 2750, "Kulkarni"), R(SA, 1100, "Kulkarni"))) == "wrong"


@pytest.mark.parametrize("got", [
    ASKED,
    Reading(intent="unknown"),
    Reading(intent="record", records=[R(PR, 700, "Baldev")], confident=False),
])
def test_asking_or_not_sure_about_a_record_is_asked(got: Reading) -> None:
    assert score(rec(r(PR, 7000, "Baldev")), got) == "asked"


@pytest.mark.parametrize("got", [
    Reading(intent="chat"),
    Reading(intent="query", query=Query(query="balance", counterparty="Baldev")),
    Reading(intent="promise", intentions=[Intention(counterparty="Baldev", due="2026-11-27")]),
])
def test_dropping_a_money_event_is_wrong(got: Reading) -> None:
    assert score(rec(r(PR, 7000, "Baldev")), got) == "wrong"


def test_missing_intention_beside_a_record_is_minor() -> None:
    exp = rec(r(PR, 1100, "Baldev"), intentions=[{"counterparty": "Baldev"}])
    v = judge(exp, wrote(R(PR, 1100, "Baldev")))
    assert v.outcome == "right" and v.minor


# --- clarify ---------------------------------------------------------------------------------------

def test_expected_ask() -> None:
    exp = {"intent": "clarify", "clarify": {"why": "ambiguous_amount"}}
    other_why = judge(exp, Reading(intent="clarify", clarify=Clarify(why="approximate_amount")))
    assert other_why.outcome == "right" and other_why.minor
    assert score(exp, Reading(intent="unknown")) == "asked"
    assert score(exp, wrote(R(PR, 7, "Baldev"))) == "wrong"
    assert score(exp, Reading(intent="chat")) == "wrong"


# --- queries, corrections, the rest ----------------------------------------------------------------

def test_query_kind_and_labelled_fields() -> None:
    exp = {"intent": "query", "query": {"query": "daily_summary", "period": "yesterday"}}
    assert score(exp, Reading(intent="query", query=Query(query="daily_summary", period="yesterday"))) == "right"
    assert score(exp, Reading(intent="query", query=Query(query="daily_summary", period="today"))) == "wrong"
    assert score(exp, Reading(intent="query", query=Query(query="period_summary", period="yesterday"))) == "wrong"
    assert score(exp, wrote(R(SA, 9500))) == "wrong"
    assert score(exp, ASKED) == "asked"
    stock = {"intent": "query", "query": {"query": "stock", "item": "basmati"}}
    v = judge(stock, Reading(intent="query", query=Query(query="stock", item=None)))
    assert v.outcome == "right" and v.minor
    bal = {"intent": "query", "query": {"query": "balance", "counterparty": "Naseem"}}
    assert score(bal, Reading(intent="query", query=Query(query="balance", counterparty="Naseem bhai"))) == "right"
    assert score(bal, Reading(intent="query", query=Query(query="balance", counterparty="Salim"))) == "wrong"


def test_correction_fields() -> None:
    exp = {"intent": "correct", "correction": {"action": "amend", "new_amount_paise": 110000}}
    assert score(exp, Reading(intent="correct", correction=Correction(new_amount_paise=110000))) == "right"
    assert score(exp, Reading(intent="correct", correction=Correction(new_amount_paise=170000))) == "wrong"
    invented_kind = Correction(new_amount_paise=110000, new_kind="sale")
    assert score(exp, Reading(intent="correct", correction=invented_kind)) == "wrong"
    assert score(exp, Reading(intent="correct", correction=Correction(action="cancel"))) == "wrong"
    named = {"intent": "correct", "correction": {
        "what": "last_with_counterparty", "counterparty": "Hitesh", "action": "cancel"}}
    right = Correction(what="last_with_counterparty", counterparty="Hitesh", action="cancel")
    assert score(named, Reading(intent="correct", correction=right)) == "right"
    assert score(named, Reading(intent="correct", correction=Correction(action="cancel"))) == "wrong"
    assert score(exp, wrote(R(UD, 1100, "Fernandes"))) == "wrong"


def test_confirm_deny_chat_remind_promise() -> None:
    assert score({"intent": "confirm"}, Reading(intent="confirm")) == "right"
    assert score({"intent": "confirm"}, Reading(intent="deny")) == "wrong"
    assert score({"intent": "deny"}, Reading(intent="correct", correction=Correction(action="cancel"))) == "wrong"
    assert score({"intent": "deny"}, ASKED) == "asked"
    assert score({"intent": "chat"}, Reading(intent="chat")) == "right"
    assert score({"intent": "remind", "remind": "Fernandes"}, Reading(intent="remind", remind="fernandes")) == "right"
    assert score({"intent": "remind", "remind": "Fernandes"}, Reading(intent="remind", remind="Salim")) == "wrong"
    promise = {"intent": "promise", "intentions": [{"counterparty": "Rajan", "due": "2026-11-27"}]}
    assert score(promise, Reading(intent="promise", intentions=[Intention("Rajan", "2026-11-27")])) == "right"
    assert score(promise, Reading(intent="promise", intentions=[Intention("Rajan", "2026-12-04")])) == "wrong"
    assert score(promise, wrote(R(PR, 500, "Rajan"))) == "wrong"


def test_reading_from_expect_is_a_perfect_reading() -> None:
    exp = {"intent": "query", "query": {"query": "balance", "counterparty": ["Om Sai", "Om Sai Traders"]}}
    assert score(exp, reading_from_expect(exp)) == "right"


# --- corpus plumbing -------------------------------------------------------------------------------

def test_context_for_builds_pending_last_reading_roles_and_clock() -> None:
    case = {"id": "x", "lang": "hinglish", "text": "saat sau", "expect": {"intent": "confirm"}, "context": {
        "pending": {"why": "ambiguous_amount", "partial": [{"kind": PR, "amount_paise": None, "counterparty": "Baldev"}],
                    "options": [70000, 700000]},
        "last_reading": {"intent": "record", "records": [{"kind": UD, "amount_paise": 110000, "counterparty": "Ritu"}]},
        "last_party": "Ritu",
        "roles": {"Naseem": "supplier", "Irfan": "customer"},
    }}
    ctx = context_for(case)
    assert ctx.now_iso == DEFAULT_NOW and ctx.language == "hinglish"
    assert ctx.pending is not None and ctx.pending.partial[0].counterparty == "Baldev"
    assert ctx.pending.options == [70000, 700000]
    assert ctx.last_reading is not None and ctx.last_reading.records[0].amount_paise == 110000
    assert ctx.last_party == "Ritu"
    assert ctx.role_of("naseem bhai") == "supplier" and ctx.role_of("Irfan") == "customer"
    assert ctx.role_of("Salim") is None
    bare = context_for({"id": "y", "lang": "ta", "text": "சரி", "now": "2026-12-01T09:00:00+05:30"})
    assert bare.pending is None and bare.last_reading is None and bare.now_iso.startswith("2026-12-01")


def test_load_cases_rejects_bad_lines(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "a", "lang": "xx", "text": "hi", "expect": {"intent": "chat"}}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="bad.jsonl:1"):
        load_cases(bad)
    dup = tmp_path / "dup.jsonl"
    line = json.dumps({"id": "a", "lang": "en", "text": "hi", "expect": {"intent": "chat"}})
    dup.write_text(line + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="dup.jsonl:2"):
        load_cases(dup)


class ScriptedThinker:
    """Answers from a fixed table; raises for text it does not know."""

    def __init__(self, answers: dict[str, Reading]) -> None:
        self.answers = answers

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        return self.answers[text]


def _tiny_corpus(path: Path) -> Path:
    cases = [
        {"id": "a", "lang": "hinglish", "text": "Naseem ne 1100 diye", "expect": rec(r(PR, 1100, "Naseem"))},
        {"id": "b", "lang": "hinglish", "text": "Baldev ne saat diye", "expect": rec(r(PR, 700, "Baldev"))},
        {"id": "c", "lang": "en", "text": "gave Ravi 500", "expect": {"intent": "clarify", "clarify": {"why": "ambiguous_direction"}}},
        {"id": "d", "lang": "ta", "text": "சரி", "expect": {"intent": "confirm"}},
    ]
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    return path


def test_run_counts_rates_tables_and_lists_wrong_ones(tmp_path: Path) -> None:
    corpus = _tiny_corpus(tmp_path / "c.jsonl")
    thinker = ScriptedThinker({
        "Naseem ne 1100 diye": wrote(R(PR, 1100, "Naseem")),
        "Baldev ne saat diye": ASKED,
        "gave Ravi 500": wrote(R(UD, 500, "Ravi")),
        # "சரி" is missing: the thinker raises, which is reported as wrong
    })
    report = run(corpus, thinker)
    assert (report.count("right"), report.count("asked"), report.count("wrong")) == (1, 1, 2)
    assert report.wrong_rate == 0.5
    assert [w.id for w in report.wrong_writes] == ["c"]
    assert report.table(lambda c: c.lang)["hinglish"] == {"right": 1, "asked": 1}
    text = report.render()
    assert "WRONG c [en] 'gave Ravi 500'" in text
    assert "thinker raised KeyError" in text
    assert "by category" in text and "clarify" in text


def test_main_prints_the_report_and_gates_on_max_wrong(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    corpus = _tiny_corpus(tmp_path / "c.jsonl")
    (tmp_path / "asker_thinker.py").write_text(
        "from dhandha.reading import Clarify, Reading\n"
        "class Asker:\n"
        "    def think(self, text, ctx):\n"
        "        return Reading(intent='clarify', clarify=Clarify(why='ambiguous_amount'))\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main([str(corpus), "--thinker", "asker_thinker:Asker", "--max-wrong", "0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("4 cases: right 25.0%, asked 75.0%, wrong 0.0%")


def test_main_says_clearly_when_the_thinker_cannot_be_loaded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    corpus = _tiny_corpus(tmp_path / "c.jsonl")
    assert main([str(corpus), "--thinker", "no_such_module_here:Thinker"]) == 2
    assert "cannot load thinker no_such_module_here:Thinker" in capsys.readouterr().err
