"""The chain end to end in-process, with a scripted thinker: what each stage decides and writes."""

from __future__ import annotations

import pytest

from dhandha.chain.pipeline import STAGES
from dhandha.reading import Clarify, Correction, Query, Reading, Record


def rec(kind, rupees, who=None, **kw):
    return Reading("record", [Record(kind=kind, amount_paise=rupees * 100, counterparty=who, **kw)])


def test_the_seven_stages_in_order():
    assert [name for name, _, _ in STAGES] == [
        "pre_process", "think", "pre_action", "execute", "post_action", "pre_response", "deliver"]


def test_a_record_is_written_read_back_and_answered(shop):
    shop.thinker.readings["Rajan ko 500 udhaar diya"] = rec("udhaar_given", 500, "Rajan")
    turn = shop.say("Rajan ko 500 udhaar diya")
    assert turn.halt is None and not turn.problems
    [e] = shop.entries()
    assert (e["kind"], e["amount_paise"], e["counterparty"], e["status"]) == ("udhaar_given", 50000, "Rajan", "active")
    assert "₹500" in turn.reply
    assert turn.effects[0].balance == 50000
    assert turn.effects[0].new_contact is True
    assert shop.channel.sent[-1] == ("owner", turn.reply)
    logged = shop.store.q("SELECT speaker FROM conversation ORDER BY id")
    assert [r[0] for r in logged] == ["owner", "bot"]


def test_a_large_amount_waits_for_yes_even_across_a_restart(shop):
    shop.thinker.readings["big"] = rec("udhaar_given", 25000, "Rajan")
    turn = shop.say("big")
    assert turn.halt.reason == "confirm_large"
    assert turn.question is not None and turn.question.kind == "yes_no"
    assert [r.amount_paise for r in turn.asking_about] == [2500000]
    assert shop.entries() == []
    shop.restart()
    yes = shop.say("haan")
    assert [e["amount_paise"] for e in shop.entries()] == [2500000]
    assert "₹25,000" in yes.reply
    again = shop.say("haan")
    assert again.halt.reason == "nothing_pending"
    assert len(shop.entries()) == 1


def test_no_discards_the_proposal(shop):
    shop.thinker.readings["big"] = rec("payment_received", 50000, "Salim")
    shop.say("big")
    turn = shop.say("nahi")
    assert turn.halt.reason == "denied"
    assert shop.entries() == []
    assert shop.say("haan").halt.reason == "nothing_pending"


def test_a_question_expires(shop):
    shop.thinker.readings["big"] = rec("sale", 12000)
    shop.say("big")
    shop.clock.advance(hours=20)  # the next day
    assert shop.say("haan").halt.reason == "expired"
    assert shop.entries() == []


def test_the_same_entry_again_within_minutes_is_asked(shop):
    shop.thinker.readings["x"] = rec("udhaar_given", 500, "Rajan")
    shop.say("x")
    turn = shop.say("x")
    assert turn.halt.reason == "duplicate"
    assert len(shop.entries()) == 1
    shop.say("haan")
    assert len(shop.entries()) == 2


def test_two_close_names_are_asked_and_the_answer_picks_one(shop):
    with shop.store.tx():
        shop.store.contact_create("Rajan Kumar", "customer")
        shop.store.contact_create("Rajan Sethi", "customer")
    shop.thinker.readings["r"] = rec("udhaar_given", 300, "Rajan")
    turn = shop.say("r")
    assert turn.halt.reason == "which_contact"
    assert set(turn.halt.values["candidates"]) == {"Rajan Kumar", "Rajan Sethi"}
    shop.say("2")
    [e] = shop.entries()
    assert e["counterparty"] == "Rajan Sethi"


def test_a_near_miss_of_a_known_name_is_asked_and_new_makes_a_new_contact(shop):
    with shop.store.tx():
        shop.store.contact_create("Rajan", "customer")
    shop.thinker.readings["r"] = rec("udhaar_given", 300, "Rajen")
    assert shop.say("r").halt.reason == "which_contact"
    shop.say("naya")
    [e] = shop.entries()
    assert e["counterparty"] == "Rajen"


def test_an_amount_far_outside_the_usual_is_confirmed(shop):
    for n in range(3):
        shop.thinker.readings[f"u{n}"] = rec("udhaar_given", 400 + n, "Rajan")
        shop.say(f"u{n}")
    shop.thinker.readings["odd"] = rec("udhaar_given", 9000, "Rajan")
    assert shop.say("odd").halt.reason == "unusual_amount"
    assert len(shop.entries()) == 3


def test_a_clarification_is_saved_and_its_answer_completes_the_entry(shop):
    half = Record(kind="payment_received", amount_paise=None, counterparty="Baldev")
    shop.thinker.readings["Baldev ne saat diye"] = Reading(
        "clarify", clarify=Clarify(why="ambiguous_amount", partial=[half], options=[70000, 700000]))
    turn = shop.say("Baldev ne saat diye")
    assert turn.halt.reason == "ask_ambiguous_amount"
    assert "₹700" in turn.reply and "₹7,000" in turn.reply
    shop.thinker.readings["saat sau"] = rec("payment_received", 700, "Baldev")
    shop.thinker.readings["saat sau"].answers = True
    asked = shop.say("saat sau")
    ctx = shop.thinker.seen[-1][1]
    assert ctx.pending is not None and ctx.pending.why == "ambiguous_amount"
    # Baldev has no history: old dues, or an advance? (the owner says old dues)
    assert asked.halt.reason == "old_dues"
    shop.say("1")
    assert [(e["kind"], e["amount_paise"]) for e in shop.entries()] == [
        ("opening_balance", 70000), ("payment_received", 70000)]
    assert shop.store.pending_open("owner") is None


def test_a_guard_turns_a_record_without_a_person_into_a_question(shop):
    shop.thinker.readings["1100 udhaar likh lo"] = rec("udhaar_given", 1100)
    turn = shop.say("1100 udhaar likh lo")
    assert turn.halt.reason == "ask_missing_counterparty"
    assert shop.entries() == []


def test_cancel_is_a_reversal_and_amend_supersedes(shop):
    shop.thinker.readings["a"] = rec("udhaar_given", 300, "Rajan")
    shop.say("a")
    shop.thinker.readings["fix"] = Reading("correct", correction=Correction(action="amend", new_amount_paise=35000))
    shop.say("fix")
    entries = shop.entries()
    assert [(e["status"], e["amount_paise"]) for e in entries] == [
        ("superseded", 30000), ("reversal", 30000), ("active", 35000)]
    assert shop.store.contact_by_name("Rajan")["balance_paise"] == 35000
    shop.thinker.readings["undo"] = Reading("correct", correction=Correction(action="cancel"))
    shop.say("undo")
    assert shop.store.contact_by_name("Rajan")["balance_paise"] == 0
    assert len(shop.entries()) == 4


def test_a_query_is_answered_without_writing(shop):
    shop.thinker.readings["a"] = rec("udhaar_given", 2300, "Rajan")
    shop.say("a")
    shop.thinker.readings["q"] = Reading("query", query=Query("balance", counterparty="Rajan"))
    turn = shop.say("q")
    assert "₹2,300" in turn.reply
    assert len(shop.entries()) == 1


def test_a_failing_thinker_gets_an_honest_reply_and_writes_nothing(shop):
    def boom(text, ctx):
        raise RuntimeError("bug")

    shop.thinker.fallback = boom
    turn = shop.say("anything")
    assert turn.halt.reason == "error"
    assert turn.reply
    assert shop.entries() == []
    shop.thinker.fallback = None
    shop.thinker.readings["ok"] = rec("sale", 100)
    assert shop.say("ok").halt is None  # the process keeps going


def test_a_balance_that_disagrees_with_its_entries_is_told(shop):
    shop.thinker.readings["a"] = rec("udhaar_given", 300, "Rajan")
    shop.say("a")
    shop.store.x("UPDATE contacts SET balance_paise = balance_paise + 1")  # corrupt the cache
    turn = shop.say("a", key="other")
    turn = shop.say("haan") if turn.halt else turn
    assert turn.problems
    assert turn.reply  # the verify_failed answer, never silence


def test_a_redelivered_message_has_one_effect(shop):
    shop.thinker.readings["a"] = rec("udhaar_given", 300, "Rajan")
    first = shop.say("a", key="telegram:update:9")
    second = shop.say("a", key="telegram:update:9")
    assert second.halt.reason == "duplicate_input"
    assert len(shop.entries()) == 1
    assert shop.store.scalar("SELECT COUNT(*) FROM conversation") == 2
    assert first.reply


def test_unreadable_messages_are_answered_without_thinking(shop):
    for text, reason in (("", "empty"), ("   ", "empty"), ("🙏🙏", "emoji_only"), ("x" * 10_000, "too_long"),
                         ("bad \ufffd bytes", "bad_encoding")):
        turn = shop.say(text)
        assert turn.halt.reason == reason
        assert turn.reply
    assert shop.thinker.seen == []
    assert shop.entries() == []


def test_the_same_name_in_another_script_is_the_same_account(shop):
    with shop.store.tx():
        shop.store.contact_create("Rajan", "customer")
        shop.store.contact_create("Karthik", "customer")
    shop.thinker.readings["r"] = rec("udhaar_given", 400, "राजन")
    shop.thinker.readings["k"] = rec("udhaar_given", 300, "கார்த்திக்")
    assert shop.say("r").halt is None
    assert shop.say("k").halt is None
    assert sorted(e["counterparty"] for e in shop.entries()) == ["Karthik", "Rajan"]
    assert len(shop.store.contacts_with_balances()) == 2


def test_short_names_and_malayalam_final_letters_are_the_same_account_across_scripts(shop):
    with shop.store.tx():
        shop.store.contact_create("Ghosh", "customer")
        shop.store.contact_create("Anil", "customer")
    shop.thinker.readings["g"] = rec("udhaar_given", 400, "ঘোষ")  # three sounds, exactly Ghosh's
    shop.thinker.readings["a"] = rec("udhaar_given", 300, "അനിൽ")  # ends in a chillu letter (ൽ, l)
    assert shop.say("g").halt is None
    assert shop.say("a").halt is None
    assert sorted(e["counterparty"] for e in shop.entries()) == ["Anil", "Ghosh"]


def test_a_given_name_in_another_script_and_a_firm_without_its_middle_word_are_the_same_account(shop):
    with shop.store.tx():
        shop.store.contact_create("ਹਰਪ੍ਰੀਤ ਕੌਰ", "customer")
        shop.store.contact_create("କୋଣାର୍କ ସିମେଣ୍ଟ ଏଜେନ୍ସି", "supplier")
    shop.thinker.readings["h"] = rec("udhaar_given", 1000, "Harpreet")  # her given name, in Latin letters
    shop.thinker.readings["k"] = rec("purchase", 1500, "କୋଣାର୍କ ଏଜେନ୍ସି", on_credit=True)  # "cement" left out
    assert shop.say("h").halt is None
    assert shop.say("k").halt is None
    assert sorted(e["counterparty"] for e in shop.entries()) == ["ਹਰਪ੍ਰੀਤ ਕੌਰ", "କୋଣାର୍କ ସିମେଣ୍ଟ ଏଜେନ୍ସି"]
    assert len(shop.store.contacts_with_balances()) == 2


def test_b_and_v_are_one_sound_across_scripts(shop):
    with shop.store.tx():
        shop.store.contact_create("বিশ্বাস", "customer")  # Bengali writes Biswas with one letter for b and v
    shop.thinker.readings["b"] = rec("udhaar_given", 300, "Biswas")
    assert shop.say("b").halt is None
    assert [e["counterparty"] for e in shop.entries()] == ["বিশ্বাস"]


@pytest.mark.parametrize(("native", "latin"), [
    ("ପଟ୍ଟନାୟକ", "Pattnaik"), ("రెడ్డి", "Reddy"), ("ਸੁਖਵਿੰਦਰ", "Sukhwinder"), ("ମହାନ୍ତି", "Mohanty"),
    ("ବେହେରା", "Behera"), ("ಶೆಟ್ಟಿ", "Shetty")])
def test_the_spelled_out_vowels_of_a_script_do_not_make_a_second_account(shop, native, latin):
    # Odia and Telugu write every inherent vowel ("patanayaka"), Gurmukhi its nasal as a tippi; the Latin
    # spelling the owner types drops them. The consonants in order are the same person.
    with shop.store.tx():
        shop.store.contact_create(native, "customer")
    shop.thinker.readings["p"] = rec("udhaar_given", 300, latin)
    assert shop.say("p").halt is None
    assert [e["counterparty"] for e in shop.entries()] == [native]


@pytest.mark.parametrize(("native", "latin"), [("राजा", "Raj"), ("महिन", "Mohan"), ("रमेशवर", "Ramesh")])
def test_a_last_or_first_vowel_that_differs_is_another_person(shop, native, latin):
    with shop.store.tx():
        shop.store.contact_create(native, "customer")
    shop.thinker.readings["p"] = rec("udhaar_given", 300, latin)
    shop.say("p")
    assert [e["counterparty"] for e in shop.entries()] != [native]


def test_a_name_with_or_without_its_final_virama_or_a_leading_sri_is_the_same_account(shop):
    with shop.store.tx():
        shop.store.contact_create("ಗಣೇಶ್", "customer")
        shop.store.contact_create("శ్రీ వెంకటేశ్వర ఎలక్ట్రికల్స్", "supplier")
    shop.thinker.readings["g"] = rec("udhaar_given", 800, "ಗಣೇಶ")  # the same name, its final vowel kept
    shop.thinker.readings["v"] = rec("purchase", 8500, "వెంకటేశ్వర ఎలక్ట్రికల్స్", on_credit=True)  # "Sri" dropped
    assert shop.say("g").halt is None
    assert shop.say("v").halt is None
    assert sorted(e["counterparty"] for e in shop.entries()) == sorted(["ಗಣೇಶ್", "శ్రీ వెంకటేశ్వర ఎలక్ట్రికల్స్"])


def test_tamil_script_writes_one_letter_for_voiced_and_voiceless_so_the_names_still_meet(shop):
    with shop.store.tx():
        shop.store.contact_create("Subramani", "customer")
        shop.store.contact_create("Pandian", "customer")
    shop.thinker.readings["s"] = rec("udhaar_given", 300, "சுப்பிரமணி")  # "supiramani": p for b
    shop.thinker.readings["p"] = rec("udhaar_given", 200, "பாண்டியன்")  # "pantiyan": t for d
    assert shop.say("s").halt is None
    assert shop.say("p").halt is None
    assert sorted(e["counterparty"] for e in shop.entries()) == ["Pandian", "Subramani"]


def test_a_near_miss_in_another_script_is_asked_once_then_known(shop):
    with shop.store.tx():
        shop.store.contact_create("Mohan", "customer")
    shop.thinker.readings["m"] = rec("udhaar_given", 400, "மோகன்")  # no h in Tamil: "mokan"
    turn = shop.say("m")
    assert turn.halt.reason == "which_contact"
    assert turn.halt.values["candidates"] == ["Mohan"]
    shop.say("1")
    assert [e["counterparty"] for e in shop.entries()] == ["Mohan"]
    shop.thinker.readings["m2"] = rec("udhaar_given", 300, "மோகன்")
    assert shop.say("m2").halt is None  # the owner's answer taught the spelling
    assert shop.store.contact_by_name("Mohan")["balance_paise"] == 70000


def test_yes_picks_the_only_name_offered(shop):
    from dhandha.think.rules import RulesThinker

    with shop.store.tx():
        shop.store.contact_create("Mohan", "customer")
    shop.thinker.readings["m"] = rec("udhaar_given", 400, "மோகன்")
    shop.thinker.fallback = RulesThinker().think
    assert shop.say("m").halt.reason == "which_contact"
    shop.say("haan")
    assert [e["counterparty"] for e in shop.entries()] == ["Mohan"]


def test_credit_to_someone_who_broke_a_promise_gets_a_word_once(shop):
    from dhandha.heartbeat import run_sweep

    shop.thinker.readings["a"] = rec("udhaar_given", 500, "Rajan")
    shop.say("a")
    cid = shop.store.contact_by_name("Rajan")["id"]
    with shop.store.tx():
        shop.store.intention_add(cid, "Rajan", "2026-11-26", 50000, "pay", "Rajan bola kal dega", "hinglish",
                                 {"input": "t:promise"})
    shop.clock.advance(days=3)
    run_sweep(shop.deps, "promises")
    shop.thinker.readings["b"] = rec("udhaar_given", 200, "Rajan")
    warned = shop.say("b")
    assert "⚠️" in warned.reply and "Rajan" in warned.reply
    shop.thinker.readings["c"] = rec("udhaar_given", 250, "Rajan")
    assert "⚠️" not in shop.say("c").reply


def test_a_payment_that_carries_goods_is_asked_not_written(shop):
    shop.thinker.readings["mixed"] = Reading("record", [Record(kind="payment_received", amount_paise=1300000,
                                                               counterparty="Devraj", item="aata", qty=20, unit="bag")])
    assert shop.say("mixed").halt.reason == "ask_ambiguous_kind"
    assert shop.entries() == []


def test_an_earlier_days_entry_told_again_is_asked_as_the_same_one(shop):
    # "Ghosh da kal 1600 er mach niyechilen": the day is said, not the hour; the entry that day is the one
    # already written, so writing it again waits for the owner's yes.
    shop.thinker.readings["a"] = rec("udhaar_given", 1600, "Ghosh")
    shop.say("a")
    shop.clock.advance(hours=22)
    yesterday = shop.entries()[0]["occurred_at"][:10]
    shop.thinker.readings["b"] = rec("udhaar_given", 1600, "Ghosh", on=yesterday)
    turn = shop.say("b")
    assert turn.halt is not None and turn.halt.reason == "duplicate"
    assert len(shop.entries()) == 1
