"""While a question about one person is open, a message where another named person gave money is that
person's own movement, never the answer about the first (docs/reading-guide.md, "Open questions")."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec

DAS = PendingQuestion(why="ambiguous_direction", partial=[rec(None, 1400, "ଦାସ"), rec(None, 800, "ଦାସ")])
MURUGAN = PendingQuestion(why="ambiguous_amount", partial=[rec("udhaar_given", None, "முருகன்")],
                          options=[60000, 600000])
SHAJI = PendingQuestion(why="ambiguous_amount", partial=[rec("payment_received", None, "ഷാജി")],
                        options=[30000, 300000])


@pytest.mark.parametrize(("pending", "text", "lang", "who"), [
    (DAS, "ସାହୁ ବାବୁ ଚାରି ଦେଲେ", "odia", "ସାହୁ"),
    (MURUGAN, "ரமேஷ் அஞ்சு குடுத்தாரு", "tamil", "ரமேஷ்"),
    (SHAJI, "ഫൈസൽ മൂന്ന് തന്നു", "malayalam", "ഫൈസൽ"),
    # "in whose name?" is no answer for someone who gave a sum of his own, even one still to be asked
    (PendingQuestion(why="missing_counterparty", partial=[rec("udhaar_given", 650, None)]), "ରଞ୍ଜନ 7 ଦେଲା", "odia",
     "ରଞ୍ଜନ"),
])
def test_another_person_who_gave_is_asked_about_in_his_own_right(pending, text, lang, who):
    r = read(text, lang=lang, pending=pending)
    assert not r.answers and r.intent == "clarify" and r.clarify is not None, r
    assert [x.counterparty for x in r.clarify.partial] == [who]


def test_the_same_person_still_answers():
    r = read("ଦାସ ଦେଲେ", lang="odia", pending=DAS)
    assert r.answers


AAVIN = PendingQuestion(why="approximate_amount", partial=[rec("sale", None)], options=[3000, 84000])


def test_a_name_and_a_sum_while_a_sales_amount_is_asked_is_its_own_money():
    r = read("ஜெயா 400", lang="tamil", pending=AAVIN)
    assert not r.answers and r.clarify is not None and r.clarify.why == "ambiguous_direction", r


def test_a_bare_sum_still_answers_the_sales_amount():
    r = read("840", lang="tamil", pending=AAVIN)
    assert r.answers and [x.amount_paise for x in r.records] == [84000]
