"""The LLM path end to end: the rules first, then the fake server through the real openai client.

Every case ends in a correct write, a clear question, or an honest "I'll try again" with the
message kept; never a crash, never a wrong write.
"""

from __future__ import annotations

import json

from dhandha.store import NewEntry

HINGLISH = "aaj mandi se lauta toh pata chala Pappu ne apne bete ke haath 700 bhijwa diye the"
UNCLEAR = "abhi jo Pappu ka likha uska koi matlab nahi tha, ulta kar do"  # the rules only ask what to change
MUDDLE = "bhai woh jo kal wala maamla tha na uska kuch karo"  # the rules follow none of it


def with_history(shop, name: str, role: str = "customer", owes: int = 100_000) -> int:
    cid = shop.contact(name, role)
    with shop.store.tx():
        shop.store.entry_add(NewEntry("udhaar_given", owes, cid), source="console", idem_key=f"seed:{name}",
                             occurred_at="2026-11-01T05:00:00+00:00")
    return cid


def written(shop) -> list[tuple[str, int, str | None]]:
    return [(e["kind"], e["amount_paise"], e["counterparty"]) for e in shop.entries() if not e["idem_key"].startswith("seed:")]


def rec(kind: str, amount: float, who: str | None = None, **kw) -> dict:
    return {"kind": kind, "amount": amount, "counterparty": who, **kw}


# -- valid plans in several languages ---------------------------------------------------------------
def test_tamil_credit_with_a_new_name_is_written(shop, fake_llm):
    fake_llm.answer({"intent": "record", "records": [rec("udhaar_given", 1200, "முத்து", item="அரிசி")]})
    turn = shop.say("முத்து அண்ணன் நேத்து வாங்கின அரிசிக்கு 1200 கணக்குல வச்சுக்கோங்க, அவர் மாசக் கடைசியில தருவாராம்")
    assert fake_llm.calls == 1
    assert written(shop) == [("udhaar_given", 120_000, "முத்து")]
    assert "₹1,200" in turn.reply


def test_telugu_payment_from_a_known_contact_uses_the_token(shop, fake_llm):
    with_history(shop, "రవి")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 800, "«C1»")]})
    shop.say("రవి గారు పాత బాకీ కింద 800 ఇచ్చారు, మిగతాది వచ్చే వారం అంటున్నారు")
    assert "రవి" not in fake_llm.user_text() and "«C1»" in fake_llm.user_text()
    assert written(shop) == [("payment_received", 80_000, "రవి")]


def test_bengali_payment_with_a_glued_honorific(shop, fake_llm):
    with_history(shop, "সুবল")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 650, "«C1»", modes={"cash": 650})]})
    shop.say("সুবলদা আজ সকালে ঝটপট গতকালের মালের দাম 650 দিয়ে গেলেন নগদে")  # (ঝটপট: a word the rules lack)
    assert "সুবল" not in fake_llm.user_text()
    assert written(shop) == [("payment_received", 65_000, "সুবল")]


def test_hinglish_payment_the_rules_were_not_sure_of(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")]})
    shop.say(HINGLISH)
    assert fake_llm.calls == 1
    assert written(shop) == [("payment_received", 70_000, "Pappu")]


def test_a_long_voice_transcript_with_three_records(shop, fake_llm):
    with_history(shop, "Ramesh")
    with_history(shop, "Kavita")
    fake_llm.answer({"intent": "record_many", "records": [
        rec("purchase", 600, None, item="doodh", on_credit=False),
        rec("payment_received", 1500, "«C1»"),
        rec("udhaar_given", 240, "«C2»", item="dal", qty=2, unit="kg"),
    ]})
    turn = shop.say("toh aaj subah pehle doodh wala aaya uska 600 diya maine cash mein phir Ramesh bhai aaye unhone "
                    "1500 ka udhaar wapas kiya aur shaam ko Kavita ji ne 2 kilo dal li 240 ki udhaar pe", source="voice")
    assert sorted(written(shop)) == sorted([("purchase", 60_000, None), ("payment_received", 150_000, "Ramesh"),
                                            ("udhaar_given", 24_000, "Kavita")])
    assert "3" in turn.reply


# -- answers that are not usable -------------------------------------------------------------------
def test_invalid_json_gets_one_repair_and_then_writes(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer(content="{intent: record, records: [700 from Pappu]")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")]})
    shop.say(HINGLISH)
    assert fake_llm.calls == 2
    assert "not usable" in fake_llm.user_text(1) and fake_llm.requests[1]["messages"][-2]["role"] == "assistant"
    assert written(shop) == [("payment_received", 70_000, "Pappu")]
    assert [u["purpose"] for u in shop.usage()] == ["understand", "repair"]


def test_schema_invalid_twice_ends_in_a_question_not_a_write(shop, fake_llm):
    with_history(shop, "Pappu")
    bad = {"intent": "record", "records": [{"kind": "loan", "amount": "lots", "counterparty": "«C1»"}]}
    fake_llm.answer(bad).answer(bad).answer(bad)
    turn = shop.say(HINGLISH)
    assert fake_llm.calls == 2  # at most two calls a turn
    assert written(shop) == []
    assert turn.question is not None and turn.question.kind == "yes_no"  # what the rules read, shown for a yes


def test_an_empty_answer_is_an_invalid_answer(shop, fake_llm):
    fake_llm.answer(content="").answer(content="   ")
    turn = shop.say(MUDDLE)
    assert fake_llm.calls == 2
    assert written(shop) == [] and turn.halt is not None and turn.halt.reason == "not_understood"
    assert "Rajan ko 500 udhaar" in turn.reply  # "you can say it like ..."


def test_a_hallucinated_contact_fails_closed_into_a_question(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "Suresh")]})
    turn = shop.say(HINGLISH)
    assert written(shop) == []
    assert turn.question is not None and turn.halt.reason == "ask_missing_counterparty"


def test_an_invented_token_fails_closed(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C7»")]})
    turn = shop.say(HINGLISH)
    assert written(shop) == [] and turn.question is not None


def test_an_amount_not_in_the_text_is_shown_not_written(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 7000, "«C1»")]})
    turn = shop.say(HINGLISH)
    assert written(shop) == []
    assert turn.halt.reason == "not_sure" and "₹7,000" in turn.reply
    shop.say("haan")  # the owner saw exactly ₹7,000 and said yes
    assert written(shop) == [("payment_received", 700_000, "Pappu")]


# -- the server misbehaving -------------------------------------------------------------------------
def test_a_timeout_keeps_the_message_and_tries_again_on_yes(shop, fake_llm):
    shop.configure(llm_timeout_seconds=0.3)
    fake_llm.answer(delay=2.0)
    turn = shop.say(MUDDLE)
    assert written(shop) == [] and turn.question is not None
    assert "try it again" in turn.reply or "koshish" in turn.reply
    assert [u["outcome"] for u in shop.usage()] == ["timeout"]  # no second wait on a timeout
    kept = shop.store.pending_open("owner")
    assert kept is not None and MUDDLE in kept["payload"]
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 300, None)]})
    again = shop.say("haan")
    assert MUDDLE in fake_llm.user_text()
    assert again.question is not None or written(shop)  # read now: a question or a write, never lost
    assert shop.store.pending_open("owner") is None or again.question is not None


def test_429_is_tried_once_more_and_then_writes(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer(status=429, headers={"retry-after": "0"})
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")]})
    shop.say(HINGLISH)
    assert [u["outcome"] for u in shop.usage()] == ["rate_limited", "ok"]
    assert written(shop) == [("payment_received", 70_000, "Pappu")]


def test_500_twice_asks_about_what_the_rules_read(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer(status=500).answer(status=500).answer(status=500)
    turn = shop.say(HINGLISH)
    assert fake_llm.calls == 2
    assert written(shop) == [] and turn.question is not None


def test_500_on_a_message_the_rules_cannot_read_is_kept_for_later(shop, fake_llm):
    fake_llm.answer(status=503).answer(status=500)
    turn = shop.say(MUDDLE)
    assert written(shop) == [] and shop.store.pending_open("owner") is not None
    assert turn.reply  # an honest reply, not silence


def test_a_slow_server_still_writes(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")]}, delay=0.4)
    shop.say(HINGLISH)
    assert written(shop) == [("payment_received", 70_000, "Pappu")]
    assert shop.usage()[0]["latency_ms"] >= 400


# -- routing, the cap, the ledger -------------------------------------------------------------------
def test_the_fast_path_makes_no_call(shop, fake_llm):
    shop.say("Rajan ko 500 udhaar diya")
    shop.say("aaj kitna becha")
    assert fake_llm.calls == 0 and shop.usage() == []
    assert written(shop) == [("udhaar_given", 50_000, "Rajan")]


def test_without_an_llm_the_rules_read_alone_and_say_how_to_say_it(tmp_path, fake_llm):
    from tests.llm.conftest import LLMShop

    s = LLMShop(tmp_path / "off.db", fake_llm, settings_over={"llm_api_key": None})
    s.deps.llm = None
    turn = s.say(MUDDLE)
    assert fake_llm.calls == 0 and turn.halt.reason == "not_understood"
    assert "Rajan ko 500 udhaar" in turn.reply
    s.store.close()


def test_the_daily_cap_switches_to_rules_with_one_notice(shop, fake_llm):
    shop.configure(llm_daily_cap_rupees=0.01, llm_price_input=1000, llm_price_output=1000)
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")]})
    shop.say(HINGLISH)  # this call spends past the cap
    first = shop.say(UNCLEAR)
    second = shop.say(UNCLEAR)
    assert fake_llm.calls == 1
    assert "budget" in first.reply.casefold()
    assert "budget" not in second.reply.casefold()


def test_every_call_is_in_the_cost_ledger_and_usage_shows_it(shop, fake_llm, capsys, monkeypatch):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")]}, cached_tokens=900)
    shop.say(HINGLISH)
    [u] = shop.usage()
    assert (u["provider"], u["model"], u["outcome"], u["purpose"]) == ("127.0.0.1", "fake-munshi-1", "ok", "understand")
    assert u["prompt_tokens"] > 900 and u["cached_tokens"] == 900 and u["completion_tokens"] > 0
    assert u["cost_millipaise"] > 0 and u["input_id"] is not None
    from dhandha.reports import cmd_usage

    monkeypatch.setenv("DHANDHA_HOME", str(shop.path.parent))
    monkeypatch.setenv("DHANDHA_NOW", "2026-11-25T06:00:00+00:00")
    shop.store.close()
    shop.path.rename(shop.path.parent / "dhandha.db")
    import argparse

    assert cmd_usage(argparse.Namespace(day=None, json=True)) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["days"][0]["day"] == "2026-11-25" and out["days"][0]["calls"] == 1
    shop.path = shop.path.parent / "dhandha.db"
    shop.open()


def test_an_llm_never_says_yes_for_the_owner(shop, fake_llm):
    with_history(shop, "Pappu")
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 7000, "«C1»")]})
    shop.say(HINGLISH)  # shown for a yes: ₹7,000 is not in the message
    fake_llm.answer({"intent": "confirm"})
    shop.say(UNCLEAR)
    assert fake_llm.calls == 2
    assert written(shop) == []


def test_an_llm_cancel_waits_for_the_owner(shop, fake_llm):
    with_history(shop, "Pappu")
    shop.say("Pappu ko 300 udhaar diya")
    assert len(written(shop)) == 1
    fake_llm.answer({"intent": "correct", "correction": {"action": "cancel", "counterparty": "«C1»"}})
    turn = shop.say(UNCLEAR)
    assert fake_llm.calls == 1
    assert turn.question is not None and turn.halt.reason == "confirm_cancel"
    assert all(e["status"] == "active" for e in shop.entries())
    shop.say("haan")
    assert any(e["status"] == "cancelled" for e in shop.entries())


def test_what_the_llm_noticed_goes_into_the_brain_with_its_provenance(shop, fake_llm):
    with_history(shop, "Pappu")
    with_history(shop, "Ramesh")  # in the books, not in the message
    fake_llm.answer({"intent": "record", "records": [rec("payment_received", 700, "«C1»")],
                     "notes": [{"about": "«C1»", "type": "inference", "text": "«C1» sends money through his son"},
                               {"about": "«C2»", "type": "insight", "text": "not named in the message"}],
                     "edges": [{"from": "«C1»", "to": "shop", "type": "buys_from"}],
                     "facts": [{"about": "«C1»", "key": "pays_through", "value": "son"},
                               {"about": "«C1»", "key": "phone", "value": "9988776655"}]})
    shop.say(HINGLISH)
    assert "«C2»" in fake_llm.prompt_text()  # Ramesh, among the top debtors in the context
    notes = shop.store.q("SELECT content, provenance, entity_id FROM brain_observations WHERE source = 'conversation'")
    assert [n["content"] for n in notes] == ["Pappu sends money through his son"]
    assert json.loads(notes[0]["provenance"])["by"] == "llm"
    edges = shop.store.q("SELECT type, provenance FROM brain_edges")
    assert [e["type"] for e in edges] == ["buys_from"] and "llm" in edges[0]["provenance"]
    profile = shop.store.profile_of(shop.store.contact_by_name("Pappu")["id"])
    noted = json.loads(profile["properties"])["noted"]
    assert noted == {"pays_through": "son"}  # never a phone number
