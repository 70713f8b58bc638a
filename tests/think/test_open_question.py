"""A message complete on its own is read as itself while a question is open (docs/reading-guide.md,
"Open questions"); only a message that fits the question answers it."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec

SALE_NO_AMOUNT = PendingQuestion(why="missing_amount", partial=[rec("sale", None)])
UDHAAR_NO_NAME = PendingQuestion(why="missing_counterparty", partial=[rec("udhaar_given", 1100)])
SEVEN = PendingQuestion(why="ambiguous_amount", partial=[rec("payment_received", None, "Baldev")],
                        options=[70000, 700000])


@pytest.mark.parametrize(("pending", "text"), [
    (SALE_NO_AMOUNT, "Ramesh ko 500 udhaar"),
    (UDHAAR_NO_NAME, "Farooq ko 640 udhaar"),
    (SEVEN, "chai 40"),
    (SEVEN, "Naseem ne 1100 jama kiye"),
])
def test_a_complete_new_record_is_not_the_answer(pending, text):
    r = read(text, pending=pending)
    assert r.intent == "record" and not r.answers, r


@pytest.mark.parametrize(("pending", "text"), [
    (UDHAAR_NO_NAME, "Rajan pe kitna baaki hai?"),
    (SALE_NO_AMOUNT, "aaj kitna becha?"),
])
def test_a_question_is_not_the_answer(pending, text):
    r = read(text, pending=pending)
    assert r.intent == "query" and not r.answers, r


@pytest.mark.parametrize(("pending", "text", "want"), [
    (SALE_NO_AMOUNT, "500", ("sale", 50000, None)),
    (UDHAAR_NO_NAME, "Rajan", ("udhaar_given", 110000, "Rajan")),
    (SEVEN, "saat sau", ("payment_received", 70000, "Baldev")),
])
def test_an_answer_completes_the_waiting_entry(pending, text, want):
    r = read(text, pending=pending)
    assert r.answers and r.intent == "record", r
    x = r.records[0]
    assert (x.kind, x.amount_paise, x.counterparty) == want


# "In whose name?" is open: a sale said next, or a sum of its own, is a movement of its own; a brand in it
# ("Type-C", "Vivo") never names the waiting entry, while a bare name or "X ne liye" still answers.
@pytest.mark.parametrize("text,named", [
    ("sold 2 Type-C chargers", None),
    ("tempered glass + back cover for a Vivo, 350 cash", None),
    ("Irfan", "Irfan"),
    ("Ramesh ne liye", "Ramesh"),
])
def test_a_new_movement_is_no_name_for_the_waiting_entry(text: str, named: str | None) -> None:
    p = PendingQuestion("missing_counterparty", [rec("udhaar_given", 2000, None)])
    r = read(text, lang="english", pending=p)
    got = r.records[0].counterparty if r.intent == "record" else None
    assert got == named, r


MAIDA_NO_AMOUNT = PendingQuestion(why="missing_amount", partial=[
    rec("purchase", None, "Bethel Traders", item="മൈദ"), rec("payment_made", 3200, "Bethel Traders")])


@pytest.mark.parametrize("text", ["ഗ്യാസ് സിലിണ്ടർ 1,880", "ગેસ સિલિન્ડર ૧,૮૮૦"])
def test_other_things_with_their_own_sum_do_not_answer_how_much_the_goods_asked_about_were(text):
    assert not read(text, lang=None, pending=MAIDA_NO_AMOUNT).answers


@pytest.mark.parametrize("text", ["3,200", "മൈദ 3,200", "3200 ka"])
def test_the_sum_alone_or_with_the_goods_asked_about_answers_how_much(text):
    r = read(text, lang=None, pending=MAIDA_NO_AMOUNT)
    assert r.answers and r.records[0].amount_paise == 320000, r


def test_an_emphatic_particle_after_the_sum_is_no_name_in_an_old_dues_answer():
    # "જૂનું બાકી હતું, 600 જ હતા" (it was old dues, just 600): જ stresses the sum; it never names an account.
    bhavna = PendingQuestion(why="old_dues", partial=[rec("payment_received", 600, "ભાવના")], kind="choose")
    r = read("જૂનું બાકી હતું, 600 જ હતા", lang="gu", pending=bhavna)
    assert r.answers and [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [
        ("opening_balance", 60000, "ભાવના"), ("payment_received", 60000, "ભાવના")]
