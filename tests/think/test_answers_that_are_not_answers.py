"""A message while a question is open answers it only when it can: a short sum none of whose scales was offered
is the owner's next piece of business, and an advance the owner gave out went out (docs/reading-guide.md,
"Open questions")."""

from __future__ import annotations

from dhandha.reading import PendingQuestion
from tests.think._rules import E, read, rec

WHICH_SUM = PendingQuestion(why="approximate_amount", partial=[rec("udhaar_given", None, "Anil")],
                            options=[200, 115000])


def test_a_short_sum_with_its_own_verb_is_not_one_of_the_sums_offered():
    # "Anil 3 ichhadu" while "₹2 or ₹1,150?" is open: Anil paid 3 (hundred or thousand), his own movement
    r = read("Anil 3 ichhadu", lang="telugu", pending=WHICH_SUM)
    assert not r.answers, r
    assert r.clarify is not None and r.clarify.why == "ambiguous_amount"
    assert r.clarify.options == [30000, 300000]


def test_a_scale_of_an_offered_sum_still_answers():
    r = read("1,150", lang="telugu", pending=WHICH_SUM)
    assert r.answers and [x.amount_paise for x in r.records] == [115000]


def test_an_advance_the_owner_gave_went_out():
    which_way = PendingQuestion(why="ambiguous_direction", partial=[rec(None, 450, "Ramu")])
    r = read("aa Ramu ki 450 ichhanu, vaadi jeetham lo advance", lang="telugu", pending=which_way)
    assert r.answers and [(x.kind, x.counterparty) for x in r.records] == [(E, "Ramu")], r


def test_the_dues_and_what_is_left_answer_old_dues_or_advance_by_their_sums():
    # "motham 5,000 undedi, inka 3,000 raavali" for a payment of 2,000: 5,000 of old dues, 3,000 still to come
    old_or_advance = PendingQuestion(why="old_dues", partial=[rec("payment_received", 2000, "Gupta")])
    r = read("motham 5,000 undedi, inka 3,000 raavali", lang="telugu", pending=old_or_advance)
    assert r.answers and [(x.kind, x.amount_paise) for x in r.records] == [
        ("opening_balance", 500000), ("payment_received", 200000)], r


def test_the_sum_offered_then_old_dues_and_their_total():
    # "₹200 or ₹2,000?" answered "2,000, it was old dues, 3,000 in all": old dues of 3,000, 2,000 of them paid
    which = PendingQuestion(why="ambiguous_amount", partial=[rec("payment_received", None, "വിനോദ്")],
                            options=[20000, 200000])
    r = read("രണ്ടായിരം, പഴയ ബാക്കി ആയിരുന്നു, മൊത്തം 3,000 ഉണ്ടായിരുന്നു", lang="malayalam", pending=which)
    assert r.answers and [(x.kind, x.amount_paise) for x in r.records] == [
        ("opening_balance", 300000), ("payment_received", 200000)], r


def test_a_sum_taken_back_is_no_answer_to_how_much():
    # "Kavya du 900 alla, 1,100" while "how much?" is open about something else: a change to Kavya's entry
    how_much = PendingQuestion(why="missing_amount", partial=[rec("sale", None)])
    r = read("Kavya du 900 alla, 1,100, lining kooda haakide", lang="kannada", pending=how_much)
    assert not r.answers, r
