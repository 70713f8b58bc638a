"""The first conversation after pairing, played as a script: what the owner types, what comes back."""

from __future__ import annotations

import pytest

from dhandha.onboarding import conversation, setup
from dhandha.store import open_store


@pytest.fixture
def store():
    s = open_store()
    yield s
    s.close()


def play(store, lines):
    """Each owner line and the reply to it; the reply is None once the conversation is over."""
    return [(line, conversation.hear(store, line)) for line in lines]


def test_a_whole_first_conversation(store):
    first = conversation.begin(store)
    assert first is not None and "7 chhote sawaal" in first and "1 Hinglish · 2 हिंदी · 3 English" in first
    assert conversation.unfinished(store)
    script = play(store, ["2", "राम किराना स्टोर", "किराना", "Gotham", "उत्तर प्रदेश", "3", "ram kirana@ybl",
                          "ramkirana@ybl", "7:30"])
    replies = [r for _, r in script]
    assert replies[0].update == {"language": "hi", "onboarding_step": "shop_name"}
    assert replies[0].text == "दुकान का नाम क्या है?"  # from here on, in the language chosen
    assert "1 किराना · 2 मेडिकल" in replies[1].text
    assert replies[2].update["shop_type"] == "kirana" and replies[2].update["confirm_above_paise"] == 1_000_000
    assert "राज्य" in replies[2].text
    assert "राज्य समझ नहीं आया" in replies[3].text and replies[3].update == {}  # asked again, nothing written
    assert replies[4].update["region"] == "Uttar Pradesh"  # written in the owner's script
    assert replies[5].update["gst_filer"] == "quarterly"
    assert "UPI id नहीं लगती" in replies[6].text
    assert replies[7].update["upi_id"] == "ramkirana@ybl"
    last = replies[8]
    assert last.done and last.update["briefing_time"] == "07:30"
    assert "हो गया, राम किराना स्टोर (किराना, Uttar Pradesh" in last.text and "07:30 बजे" in last.text
    owner = store.owner()
    assert (owner["language"], owner["shop_name"], owner["shop_type"], owner["region"], owner["gst_filer"],
            owner["upi_id"], owner["briefing_time"], owner["onboarding_step"]) == (
        "hi", "राम किराना स्टोर", "kirana", "Uttar Pradesh", "quarterly", "ramkirana@ybl", "07:30", "done")
    # Over: messages go to the chain, and pairing again does not start it over.
    assert conversation.hear(store, "Rajan ko 500 udhaar diya") is None
    assert conversation.begin(store) is None and not conversation.unfinished(store)


def test_every_question_can_be_skipped_and_defaults_stay(store):
    conversation.begin(store)
    script = play(store, ["skip"] * 7)
    assert script[-1][1].done
    owner = store.owner()
    assert (owner["language"], owner["shop_type"], owner["gst_filer"], owner["upi_id"], owner["briefing_time"]) == (
        "hinglish", "kirana", "none", None, "08:00")


def test_skip_all_ends_it_at_once(store):
    conversation.begin(store)
    conversation.hear(store, "3")
    reply = conversation.hear(store, "skip all")
    assert reply.done and reply.text.startswith("✅ All set")
    assert store.owner()["onboarding_step"] == "done"


def test_a_state_brings_its_language_when_none_was_chosen(store):
    conversation.begin(store)
    play(store, ["skip", "Vanakkam Stores", "1"])
    reply = conversation.hear(store, "Tamil Nadu")
    assert reply.update["language"] == "ta" and reply.update["region"] == "Tamil Nadu"


def test_a_restart_in_the_middle_asks_the_same_question_again(store, _isolated_home):
    conversation.begin(store)
    play(store, ["3", "Ganesh Hardware"])
    store.close()
    again = open_store()
    try:
        assert again.owner()["onboarding_step"] == "shop_type"
        reply = conversation.hear(again, "hardware")
        assert reply.update["confirm_above_paise"] == 50_000 * 100
        assert reply.text.startswith("Which state")
    finally:
        again.close()


def test_what_init_already_answered_is_not_asked_again(store):
    setup.save(store, {"language": "en", "shop_name": "Om Sai", "upi_id": "omsai@ybl"})
    first = conversation.begin(store)
    assert "4 short questions" in first and first.endswith("7 Other")  # straight to the shop's type
    script = play(store, ["1", "MH", "2", "9"])
    assert [r.text.split("?")[0] for _, r in script[:3]] == [
        "Which state is the shop in", "How do you file GST", "What time should the morning summary come"]
    assert script[-1][1].done and store.owner()["shop_name"] == "Om Sai"


def test_nothing_to_ask_when_the_terminal_answered_everything(store):
    setup.save(store, {}, step="done")
    assert conversation.begin(store) is None
    assert conversation.hear(store, "namaste") is None


def test_before_pairing_no_message_is_taken_as_an_answer(store):
    assert conversation.hear(store, "2") is None


def test_a_message_delivered_twice_moves_the_conversation_once(store):
    conversation.begin(store)
    first = conversation.hear(store, "3", input_key="tg:101")
    again = conversation.hear(store, "3", input_key="tg:101")  # the channel redelivered the update
    assert again.text == first.text and again.update == {}
    assert store.owner()["onboarding_step"] == "shop_name"
    assert conversation.hear(store, "Shree Ganesh Stores", input_key="tg:102").update["shop_name"] == (
        "Shree Ganesh Stores")


def test_a_sale_during_set_up_goes_to_the_books_and_the_question_waits(store):
    conversation.begin(store)
    assert conversation.hear(store, "2 kilo chini 90 ki becha") is None  # the chain takes it
    assert conversation.unfinished(store)
    assert conversation.hear(store, "3") is not None  # the set-up question still waits for its answer
