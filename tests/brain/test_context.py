"""The three-tier context: always the shop, on demand the people, rarely a knowledge page; within budget."""

from __future__ import annotations

from dhandha.brain import anomaly, pattern
from dhandha.brain.context import MAX_BUDGET, TYPICAL_BUDGET, estimate_tokens, load_context

from .conftest import at


def test_indic_text_costs_more_tokens_than_latin():
    assert estimate_tokens("a" * 400) == 100
    assert estimate_tokens("क" * 400) == 200
    assert estimate_tokens("Rajan ne 500 diye") < estimate_tokens("राजन ने 500 दिए") * 2


def test_tier_one_is_the_shop_today(shop, store, deps, clock):
    shop.add("sale", 8500, when="2026-09-01 09:00")
    shop.add("udhaar_given", 500, "Rajan", "2026-09-01 09:30")
    with store.tx():
        store.intention_add(None, "Rajan", "2026-09-04", None, "pay", "Rajan bola Friday ko dega", "hinglish",
                            {"input": "c:1"})
    ctx = load_context(store, "aaj kitna becha", "hinglish", [], clock())
    t1 = ctx["tier1"]
    assert t1["owner"]["region"] == "Maharashtra"
    assert t1["snapshot"]["today"]["sale"] == 8500 and t1["snapshot"]["receivable"] == 500
    assert t1["snapshot"]["top_debtors"] == [{"name": "Rajan", "owes": 500}]
    assert t1["intentions"][0]["who"] == "Rajan" and t1["intentions"][0]["due"] == "2026-09-04"
    assert ctx["tier2"] == [] and ctx["tier3"] == []
    assert 0 < ctx["tokens"] <= TYPICAL_BUDGET


def test_tier_two_is_what_the_brain_knows_about_a_person(shop, store, deps, clock):
    for t in shop.every("2026-07-04 19:00", 56, 7):
        shop.add("udhaar_given", 400, "Sunita", t.replace(hour=10))
        shop.add("payment_received", 400, "Sunita", t)
    shop.add("udhaar_given", 2500, "Sunita", "2026-09-01 09:00")
    clock.set(at("2026-09-01 10:00"))
    pattern.sweep(deps)
    anomaly.sweep(deps)
    sunita = store.contact_by_name("Sunita")["id"]
    ctx = load_context(store, "Sunita ka hisaab", "hinglish", [sunita], clock())
    [p] = ctx["tier2"]
    assert p["contact"] == {"name": "Sunita", "role": "customer", "owes_shop": 2500}
    assert p["profile"]["payment_rhythm"] == "weekly" and p["profile"]["payment_weekday"] == 5
    assert p["profile"]["avg_order"] > 0  # paise facts are shown as rupees
    assert any("usual" in n["note"] for n in p["notes"])  # the outsized udhaar
    assert p["recent"][0]["kind"] == "udhaar_given" and p["recent"][0]["amount"] == 2500
    assert ctx["tokens"] <= MAX_BUDGET


def test_tier_three_loads_the_page_the_topic_asks_for(store, clock):
    ctx = load_context(store, "GSTR-3B kab bharna hai?", "hinglish", [], clock())
    [page] = ctx["tier3"]
    assert page["page"] == "gst/gstr-filing.md" and "22nd" in page["text"]
    ctx = load_context(store, "दिवाली के लिए क्या मंगाऊँ", "hi", [], clock())
    assert ctx["tier3"][0]["page"] == "indian-business/festival-calendar.md"
    upcoming = ctx["tier3"][1]["upcoming"]
    assert {"Ganesh Chaturthi", "Diwali"} <= {f["name"] for f in upcoming} or "Ganesh Chaturthi" in {
        f["name"] for f in upcoming}
    assert load_context(store, "namaste", "hinglish", [], clock())["tier3"] == []


def test_over_budget_drops_in_order_and_never_the_shop(shop, store, clock):
    names = [f"Customer {chr(65 + i)}" for i in range(3)]
    for n in names:
        for d in range(1, 30):
            shop.add("udhaar_given", 100 + d, n, f"2026-08-{d:02d} 10:00")
    with store.tx():
        for i in range(40):
            store.obs_add(type_="anomaly", content="स्टॉक " * 300, properties={}, confidence=0.9,
                          source="heartbeat", provenance={}, dedup_key=f"big{i}")
    ids = [store.contact_by_name(n)["id"] for n in names]
    ctx = load_context(store, "GST rate kitna hai, aur margin?", "hi", ids, clock())
    assert ctx["tokens"] <= MAX_BUDGET
    assert ctx["dropped"][0] == "tier3.trim"
    assert ctx["tier1"]["owner"] and ctx["tier1"]["snapshot"]["today"] is not None
    small = load_context(store, "namaste", "hi", [], clock())
    assert small["tokens"] <= TYPICAL_BUDGET and "tier1.observations.half" in small["dropped"]
