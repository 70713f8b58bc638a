"""Readings as the whole chain acts on them, through the public `dhandha chat --json` command.

Two small chain fixes made while measuring whole conversations are pinned here: a payment in the same
message as the dues it pays is not asked about as old dues, and a correction that answers "Shall I
write it?" changes the entry shown, never the last one in the books.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys


def _chat(*lines: str, now: str = "2026-11-20T10:00:00+05:30") -> list[dict]:
    env = {**os.environ, "DHANDHA_NOW": now}
    done = subprocess.run([sys.executable, "-m", "dhandha", "chat", "--json"], input=("\n".join(lines) + "\n").encode(),
                          capture_output=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    return [json.loads(x) for x in done.stdout.decode().splitlines()]


def _kinds(turn: dict) -> list[tuple[str, float, str | None]]:
    return sorted((e["kind"], e["amount"], e["counterparty"]) for e in turn["executed"])


def test_a_part_payment_with_its_own_sale_is_not_asked_as_old_dues():
    turn = _chat("suit 2,350 ka, Noor ne 1,200 diye baaki agle hafte")[0]
    assert _kinds(turn) == [("payment_received", 1200, "Noor"), ("udhaar_given", 2350, "Noor")], turn


def test_a_correction_of_the_entry_shown_changes_that_entry_not_the_last_one():
    turns = _chat("Sold Pigeon kettle 899", "Thomas paid 1,000 towards the mixer", "sorry, that should be 1,500",
                  now="2026-08-22T12:00:00+05:30")
    assert turns[2]["executed"] == [] and turns[2]["pending"][0]["amount"] == 1500, turns[2]



def test_old_dues_said_in_words_answers_old_dues_or_advance():
    turns = _chat("Kallu bhaiya ne dhai sau lautaye pichhle hafte wale", "haan pichhle hafte ka udhaar tha",
                  now="2026-10-13T12:30:00+05:30")
    assert turns[0]["executed"] == [], turns[0]
    assert _kinds(turns[1]) == [("opening_balance", 250, "Kallu"), ("payment_received", 250, "Kallu")], turns[1]


def test_a_name_with_another_first_letter_is_another_person_not_a_near_miss():
    turns = _chat("Monu ke khate mein 2000 ka saamaan", "Sonu ko 450 udhaar, Monu ne 1200 diye",
                  now="2026-12-18T10:00:00+05:30")
    assert _kinds(turns[1]) == [("payment_received", 1200, "Monu"), ("udhaar_given", 450, "Sonu")], turns[1]


def test_a_payment_for_last_months_goods_is_a_payment_not_a_question_about_goods():
    turn = _chat("Sunita ne 1,260 diye pichhle mahine ke doodh ke", now="2026-09-17T06:55:00+05:30")[0]
    assert "1. " in turn["reply"] and turn["pending"][0]["kind"] == "payment_received", turn  # old dues or advance?


def test_an_entry_named_by_goods_without_an_item_is_found_by_its_amount():
    turns = _chat("Shelcal 500 ki 2 shishi aur ek Volini 30g, total 540, cash mila", "Shelcal wali entry 540 nahi 450 thi",
                  now="2026-08-12T12:20:00+05:30")
    assert _kinds(turns[0]) == [("sale", 540, None)], turns[0]
    assert "450" in turns[1]["reply"] and turns[1]["executed"], turns[1]


def test_a_firms_name_without_its_first_word_is_the_same_firm():
    turns = _chat("Shree Ambika Textile se maal aaya, bill 34,800, 45 din mein dena hai", "haan",
                  "Ambika Textile ko 5,000 bheje", now="2026-09-28T10:30:00+05:30")
    assert _kinds(turns[2]) == [("payment_made", 5000, "Shree Ambika Textile")], turns[2]


def test_a_sum_taken_back_changes_the_booked_entry_instead_of_adding_two_sales():
    turns = _chat("aaj ki bikri 7,300", "aaj ki bikri 7,300 illa, 7,030 dhaan", "aaj ki bikri kitni hui")
    assert _kinds(turns[0]) == [("sale", 7300, None)], turns[0]
    assert turns[1]["executed"] and "7,030" in turns[1]["reply"], turns[1]
    assert "7,030" in turns[2]["reply"] and "7,300" not in turns[2]["reply"], turns[2]


# -- a change that names nothing, and messages that only look like answers ----------------------------------
def test_a_change_naming_nothing_after_another_message_is_confirmed_not_made():
    turns = _chat("Ramesh ko 500 udhaar", "Ramesh pe kitna baaki hai?", "nahi 550 tha")
    assert turns[2]["executed"] == [] and turns[2]["pending"], turns[2]  # the last entry is not plainly the one meant


def test_a_change_naming_nothing_to_a_sum_far_from_the_entry_is_confirmed_not_made():
    turns = _chat("Ramesh ko 2000 udhaar", "nahi 2 tha")
    assert turns[1]["executed"] == [] and turns[1]["pending"], turns[1]  # ₹2 for ₹2,000 is no slip of a digit


def test_a_change_naming_nothing_right_after_the_entry_still_changes_it():
    turns = _chat("Ramesh ko 500 udhaar", "nahi 550 tha")
    assert _kinds(turns[1]) == [("udhaar_given", 550, "Ramesh")] and turns[1]["executed"][0]["op"] == "correct"


def test_ok_before_a_wipe_request_does_not_answer_the_open_question():
    turns = _chat("test - sold 1 earphone 250", "ok it works. wipe all these entries, I will start properly now")
    assert turns[1]["executed"] == [], turns[1]  # the entry waiting for a yes is not written by the "ok"


def test_another_persons_payment_is_no_answer_to_old_dues_or_advance():
    turns = _chat("Jignesh e 300 aapya", "Kalpesh ne rokda ni jarur hati etle udhaar aapya, aavta mahine pacha aapse")
    assert turns[0]["pending"], turns[0]
    assert all(e["counterparty"] != "Jignesh" for e in turns[1]["executed"]), turns[1]


def test_another_persons_promise_to_pay_is_no_answer_to_old_dues_or_advance():
    # "Biswajit said he will pay the remaining 3,000 next week" while Kamal's 2,750 waits on "old dues or advance?"
    turns = _chat("কামাল 2,750 দিল", "বিশ্বজিৎ বাকি ৩ হাজার সামনের সপ্তাহে দেবে বলেছে")
    assert turns[0]["pending"], turns[0]
    assert turns[1]["executed"] == [], turns[1]
    assert "₹2,750" in turns[1]["reply"], turns[1]  # Kamal's question still waits


def test_he_will_pay_it_back_is_the_answer_not_someone_elses_promise():
    # "to nantar parat denar ahe" (he will pay it back later) has no sum of its own: it answers "credit or payment?"
    turns = _chat("Pawar la 1500 dile", "udhar dile, to nantar parat denar ahe")
    assert turns[0]["pending"], turns[0]
    assert _kinds(turns[1]) == [("udhaar_given", 1500, "Pawar")], turns[1]


def test_snacks_counted_by_the_plate_are_no_answer_to_how_much_the_boxes_were():
    # "which: ₹60 or ₹1,200?" is open for 20 boxes; "samosa kachori 80 plate gayi 20 ki plate" is its own sale
    turns = _chat("Bikaji soan papdi 200 gram wale 20 dabbe beche 60 ke", "shaam ko samosa kachori 80 plate gayi 20 ki plate")
    assert turns[0]["pending"], turns[0]
    assert turns[1]["executed"] == [], turns[1]
    assert "1200" in turns[1]["reply"], turns[1]  # the boxes' question still waits


def test_goods_named_with_a_case_ending_find_the_entry_to_cancel():
    turns = _chat("क्रोसिन ६५० च्या ४ स्ट्रिप विकल्या, १२० रुपये", "क्रोसिनची विक्री रद्द कर")
    assert turns[1]["executed"] == [{"kind": "sale", "amount": 120, "counterparty": None, "date": "2026-11-20",
                                     "op": "cancel"}], turns[1]


def test_a_title_before_a_name_is_not_part_of_the_account():
    turns = _chat("मिसेज़ अग्रवाल का पुराना ९४० बाकी", "अग्रवाल आंटी ने ५०० दिए")
    assert _kinds(turns[0]) == [("opening_balance", 940, "अग्रवाल")], turns[0]
    assert _kinds(turns[1]) == [("payment_received", 500, "अग्रवाल")], turns[1]


def test_takings_are_a_sale_when_old_dues_or_advance_is_answered_with_sale():
    turns = _chat("pisaai ke 340 aaye subah se", "bikri hai, pisaai ki kamaai")
    assert turns[0]["pending"], turns[0]
    assert _kinds(turns[1]) == [("sale", 340, None)], turns[1]


def test_a_known_name_with_an_unknown_word_after_it_is_asked_about_not_made_a_new_account():
    # ("Noor Qureshi" may be another person; a title the reader knows, "Noor baaji", is Noor herself)
    turns = _chat("Noor ko 2350 ka suit udhaar", "Noor Qureshi ne 600 bheje GPay pe", "1")
    assert turns[1]["executed"] == [] and "Noor" in turns[1]["reply"], turns[1]
    assert _kinds(turns[2]) == [("payment_received", 600, "Noor")], turns[2]


def test_the_same_sum_said_again_without_the_name_is_still_that_persons_money():
    turns = _chat("gave Babu 500", "Babu is my helper, that 500 was his weekly salary")
    assert turns[0]["pending"], turns[0]
    assert _kinds(turns[1]) == [("expense", 500, "Babu")], turns[1]


def test_money_the_owner_gave_asks_what_it_was_for_not_which_way_it_went():
    turns = _chat("Irfan ko 2200 de aaya", "udhaar hai, wapas dega")
    assert "udhaar" in turns[0]["reply"] and "Irfan ne" not in turns[0]["reply"], turns[0]
    assert _kinds(turns[1]) == [("udhaar_given", 2200, "Irfan")], turns[1]


def test_i_gave_it_answers_which_way_and_leaves_only_what_it_was_for():
    turns = _chat("Irfan 2200", "maine diye", "tankhwah thi")
    assert turns[1]["executed"] == [] and "udhaar" in turns[1]["reply"], turns[1]
    assert _kinds(turns[2]) == [("expense", 2200, "Irfan")], turns[2]


def test_a_cost_answers_sale_or_dues_and_the_day_it_is_due_by_is_no_sum():
    turns = _chat("bijli ka bill 4,600 aaya hai, 25 tak bharna hai", "kharcha hai, light ka bill")
    assert turns[0]["pending"], turns[0]
    assert _kinds(turns[1]) == [("expense", 4600, None)], turns[1]


def test_bought_answers_sale_or_dues():
    turns = _chat("4600", "kharida tha maal")
    assert _kinds(turns[1]) == [("purchase", 4600, None)], turns[1]


def test_a_supplier_paid_dues_from_before_is_old_dues_the_shop_owed_then_paid():
    turns = _chat("Irfan ko 2200 de aaya", "Irfan mandi ka supplier hai, pichle hafte ka baaki tha")
    assert _kinds(turns[1]) == [("opening_balance", 2200, "Irfan"), ("payment_made", 2200, "Irfan")], turns[1]


def test_the_same_sum_for_something_else_does_not_take_the_questions_person():
    turns = _chat("Mrs D'Souza took Telma 40 for the month, 1,240. paid 600, rest on credit", "tea 40, boy's lunch 80")
    assert all(e["counterparty"] is None for e in turns[1]["executed"]), turns[1]


def test_bank_money_said_to_clear_old_dues_for_goods_is_old_dues_paid_not_a_sale():
    from dhandha.reading import ThinkContext
    from dhandha.think.rules import RulesThinker

    r = RulesThinker().think("The 1,450 that came on GPay this morning was Kiran's, she cleared her old notebook and "
                             "xerox dues", ThinkContext(now_iso="2026-12-03T18:00:00+05:30", language="english"))
    assert r.correction is not None
    assert (r.correction.new_kind, r.correction.new_counterparty, r.correction.old_dues) == (None, "Kiran", True)


def test_a_firms_name_without_the_blessing_and_the_trade_word_is_that_firm():
    # "Balaji" for "Shree Balaji Traders": the one account it can be, never a new one asked about as old dues
    turns = _chat("I owe Shree Balaji Traders 14,500 for the last cement lot", "yes",
                  "paid Balaji 14,500 by NEFT, the old amount is settled", "yes", now="2027-01-19T10:30:00+05:30")
    assert _kinds(turns[3]) == [("payment_made", 14500, "Shree Balaji Traders")], turns[2:]


def test_old_dues_answered_with_what_they_came_to_in_romanised_malayalam():
    turns = _chat("Shaji 5 thannu", "anjooru", "pazhaya kadam aanu, motham 1,200 undaayirunnu",
                  now="2027-01-04T15:00:00+05:30")
    assert _kinds(turns[2]) == [("opening_balance", 1200, "Shaji"), ("payment_received", 500, "Shaji")], turns[2]


def test_a_name_typed_without_its_apostrophe_is_the_same_account():
    turns = _chat("Mrs D'Souza took groceries 840 on credit", "Mrs DSouza paid 200 back", now="2026-12-02T10:00:00+05:30")
    assert _kinds(turns[1]) == [("payment_received", 200, "D'Souza")], turns[1]
