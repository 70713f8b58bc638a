"""Replies that need words: the LLM arranges numbers code computed; a figure or a name it was not given
sends the template reply instead."""

from __future__ import annotations

import json

from dhandha.brain import briefing as brief
from dhandha.llm import phrasing
from dhandha.store import NewEntry


def sales(shop, rupees: int, day: str, key: str) -> None:
    with shop.store.tx():
        shop.store.entry_add(NewEntry("sale", rupees * 100, None), source="console", idem_key=key,
                             occurred_at=f"{day}T06:00:00+00:00")


def books(shop) -> None:
    sales(shop, 4200, "2026-11-23", "s1")  # this week (Mon 23 - Wed 25)
    sales(shop, 3000, "2026-11-24", "s2")
    sales(shop, 9000, "2026-11-16", "s3")  # the same days of last week
    cid = shop.contact("Rajan Kumar")
    with shop.store.tx():
        shop.store.entry_add(NewEntry("udhaar_given", 150_000, cid), source="console", idem_key="u1",
                             occurred_at="2026-11-20T06:00:00+00:00")


def test_facts_are_computed_in_code(shop):
    books(shop)
    facts = phrasing.business_facts(shop.deps)
    assert facts["this_week"]["sales"] == 7200 and facts["same_days_last_week"]["sales"] == 9000
    assert facts["sales_change_pct_this_week"] == -20 and facts["owed_to_shop"] == 1500


def test_why_question_is_phrased_from_the_books(shop, fake_llm):
    books(shop)
    fake_llm.answer({"reply": "Is hafte bikri ₹7,200 rahi, pichle hafte isi din tak ₹9,000 thi — 20% kam. "
                              "«C1» par ₹1,500 baaki hai."})
    turn = shop.say("is hafte bikri kyun kam hui")
    assert fake_llm.calls == 1 and turn.halt.reason == "llm.answer"
    assert "₹7,200" in turn.reply and "Rajan Kumar" in turn.reply
    sent = fake_llm.prompt_text()
    assert "Rajan Kumar" not in sent and "7200" in sent
    assert [u["purpose"] for u in shop.usage()] == ["phrase"]


def test_a_figure_the_code_did_not_give_sends_the_template(shop, fake_llm):
    books(shop)
    fake_llm.answer({"reply": "Bikri 35% gir gayi, ₹11,000 ka nuksaan hua."})
    turn = shop.say("dhandha kaisa chal raha hai")
    assert turn.halt is None and "₹7,200" in turn.reply  # the template summary of this week
    assert "35%" not in turn.reply


def test_an_unreachable_llm_sends_the_template(shop, fake_llm):
    books(shop)
    fake_llm.answer(status=500).answer(status=500)
    turn = shop.say("how is business this week")
    assert "7,200" in turn.reply


def test_the_briefing_is_rephrased_only_with_its_own_figures(shop, fake_llm):
    books(shop)
    now = shop.clock()
    plain = brief.compose(shop.store, now, "Asia/Kolkata", "hinglish").text
    fake_llm.answer({"reply": "Namaste! " + plain})
    assert phrasing.briefing(shop.deps, plain, "hinglish") == "Namaste! " + plain
    fake_llm.answer({"reply": "Namaste! Kal ₹99,999 ki bikri hui."})
    assert phrasing.briefing(shop.deps, plain, "hinglish") == plain
    body = json.loads(fake_llm.bodies[-1])
    assert body["messages"][0]["content"].startswith("# I am the munshi")


def test_the_briefing_sweep_uses_the_llm_when_configured(shop, fake_llm):
    books(shop)
    shop.clock.set(shop.clock().replace(hour=3, minute=0))  # 08:30 in India: briefing time
    fake_llm.answer({"reply": "Subah ki khabar: sab theek."})
    outcome = brief.sweep(shop.deps)
    assert outcome.produced == 1
    text = shop.store.briefing_text("2026-11-25")
    assert text == "Subah ki khabar: sab theek."
