"""Tamil from heldout9: "2 kattu" is two bundles (never "kaattu", show me), and "X ku kadan nu pottathu
thappu, ... cash kuduthutaanga" says X's credit entry was wrong: it was a cash sale (docs/reading-guide.md,
"Corrections")."""

from __future__ import annotations

from tests.think._rules import U, read, rows


def test_a_count_of_bundles_is_no_question():
    r = read("Lakshmi akka ku 260 kadan, karumbu 2 kattu", lang="tamil", now="2027-01-14T15:00:00+05:30")
    assert rows(r) == [(U, 260, "Lakshmi")]


def test_credit_said_to_be_wrong_names_the_entry_and_cash_is_what_it_was():
    r = read("nethu Lakshmi akka ku kadan nu pottathu thappu, avanga appove cash kuduthutaanga", lang="tamil",
             now="2027-01-15T09:00:00+05:30")
    assert r.correction is not None, r
    c = r.correction
    assert (c.action, c.counterparty, c.new_kind, c.on) == ("amend", "Lakshmi", "sale", "2027-01-14")


def test_she_gave_in_romanised_tamil_is_a_payment_from_her():
    r = read("nethu Priya 199 kuduthutta", lang="tamil", now="2027-01-12T10:00:00+05:30")
    assert rows(r) == [("payment_received", 199, "Priya")]


def test_a_tamil_number_word_after_goods_is_never_a_name():
    r = read("charger rendu, oru piece 250, cash la vithen", lang="tamil")
    recs = r.records + (r.clarify.partial if r.clarify else [])
    assert all(x.counterparty is None for x in recs), r


def test_stitching_and_steel_rods_are_goods_not_people():
    r = read("आजची शिलाई ३,२०० रोख", lang="marathi")
    assert all(x.counterparty is None for x in r.records + (r.clarify.partial if r.clarify else [])), r
    r = read("അനിൽ കുമാർ അയച്ച 12,500 ഇന്നത്തെ കമ്പിയുടെ വിലയാണ്, കച്ചവടം", lang="malayalam")
    assert {x.counterparty for x in r.records + (r.clarify.partial if r.clarify else [])} <= {"അനിൽ കുമാർ", None}, r
