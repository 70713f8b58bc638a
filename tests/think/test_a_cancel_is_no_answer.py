"""A message that cancels an entry is not the answer to a "sale or dues?" question that is open: its
"sale" names the entry to remove (docs/reading-guide.md, "Open questions"). Nor is a capitalised brand
typed in Latin in a message in another script ("Pan 40") a little word of some language."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import last, read, rec

KIND = PendingQuestion(why="ambiguous_kind", partial=[rec(None, 1500)])
HOW = PendingQuestion(why="cash_or_credit", partial=[rec(None, 900, "Ravi")])


@pytest.mark.parametrize(("pending", "text", "lang"), [
    (KIND, "Saturday Redmi sale cancel pannu, customer phone return pannitaar, full refund kuduthutten", "tamil"),
    (HOW, "గత శుక్రవారం సిమెంట్ అమ్మకం తీసేయ్, అది తప్పు", "telugu"),
])
def test_a_cancel_while_a_choice_is_open_is_a_cancel(pending, text, lang):
    r = read(text, lang=lang, pending=pending, last=last(rec("sale", 500)))
    assert r.intent == "correct" and r.correction is not None and r.correction.action == "cancel", r
    assert not r.answers


def test_a_latin_brand_before_its_number_is_a_product_in_a_telugu_message():
    r = read("రెడ్డి గారు Pan 40, Shelcal 500 తీసుకెళ్ళారు, 520", lang="telugu")
    assert all(x.amount_paise != 4000 for x in (r.records or (r.clarify.partial if r.clarify else [])))
