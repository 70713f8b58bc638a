"""Knowledge for the LLM prompt: routed by topic, index → overview → detail, within the budget."""

from __future__ import annotations

from datetime import date

import pytest

from dhandha.brain.context import estimate_tokens as context_estimate
from dhandha.knowledge import knowledge_for_prompt
from dhandha.knowledge.prompt import DROP_ORDER, EXCERPT_DUES, EXCERPT_FESTIVALS, EXCERPT_RATES, topics_for
from dhandha.knowledge.text import estimate_tokens

TODAY = date(2026, 11, 28)
BIG = 10_000


@pytest.mark.parametrize(("text", "lang", "first"), [
    ("biscuit pe GST kitna", "hinglish", EXCERPT_RATES),
    ("ghee ka gst rate", "hinglish", EXCERPT_RATES),
    ("GSTR-3B kab bharna hai", "hinglish", EXCERPT_DUES),
    ("ITR ki last date", "hinglish", EXCERPT_DUES),
    ("Diwali kab hai", "hinglish", EXCERPT_FESTIVALS),
    ("அடுத்த பண்டிகை எப்போது", "ta", EXCERPT_FESTIVALS),
    ("Diwali ke liye kya mangau", "hinglish", "indian-business/festival-calendar.md"),
    ("दिवाली के लिए क्या मंगाऊं", "hi", "indian-business/festival-calendar.md"),
    ("composition scheme kya hai", "hinglish", "gst/composition-scheme.md"),
    ("input credit kaise milta hai", "hinglish", "gst/input-credit.md"),
    ("income tax kitna lagega", "hinglish", "gst/income-tax.md"),
    ("GST registration kab zaroori hai", "hinglish", "gst/_overview.md"),
    ("जीएसटी के बारे में बताओ", "hi", "gst/_overview.md"),
    ("udhaar kaise wasool karun", "hinglish", "indian-business/credit-culture.md"),
    ("உடனே கடன் எப்படி வசூலிப்பது", "ta", "indian-business/credit-culture.md"),
    ("shaadi ke season mein kya bechun, kaise taiyari karun", "hinglish", "indian-business/seasonal-patterns.md"),
    ("maal expire ho raha hai kya karun", "hinglish", "inventory/shelf-life.md"),
    ("margin kaise nikalte hain", "hinglish", "pricing/margin-analysis.md"),
])
def test_topic_routing(text, lang, first):
    assert topics_for(text, lang, today=TODAY)[0] == first


@pytest.mark.parametrize("text", [
    "Rajan ko 500 udhaar", "aaj 4000 ki bikri", "aaj kitna becha", "Rajan ka hisaab batao",
    "Sunita ne 200 jama kiye", "ghee 2 tin aaya 4200 ka",
])
def test_everyday_ledger_messages_need_no_knowledge(text):
    pack = knowledge_for_prompt(text, "hinglish", BIG, today=TODAY)
    assert pack.topics == () and pack.passages == () and pack.text() == "" and pack.tokens == 0


def test_progressive_disclosure_in_reading_order():
    pack = knowledge_for_prompt("GSTR-3B kab bharna hai", "hinglish", BIG, today=TODAY, filer="quarterly",
                                region="Delhi")
    assert [(p.path, p.level) for p in pack.passages] == [
        ("index.md", "index"), ("gst/_overview.md", "overview"),
        (EXCERPT_DUES, "detail"), ("gst/gstr-filing.md", "detail")]
    assert pack.dropped == ()
    excerpt = pack.passages[2].text
    assert "GSTR-3B: 2027-01-24" in excerpt and "2027-01-22" not in excerpt  # Delhi is group B
    assert "facts checked 2026-11-25" in excerpt


def test_rate_excerpt_holds_the_rows_of_the_items_asked():
    pack = knowledge_for_prompt("atta aur ghee pe gst kitna", "hinglish", BIG)
    [excerpt] = [p for p in pack.passages if p.path == EXCERPT_RATES]
    assert excerpt.text.startswith("GST rates by item (gst/rates.csv; facts checked 2026-11-25):")
    assert sorted(excerpt.text.splitlines()[1:]) == ["atta [loose]: nil", "atta [packed]: 5% (unverified)", "ghee: 5%"]


def test_festival_excerpt_lists_what_is_ahead_for_the_region():
    pack = knowledge_for_prompt("agla tyohar kab hai", "hinglish", BIG, today=date(2026, 10, 1), region="Kolkata")
    [excerpt] = [p for p in pack.passages if p.path == EXCERPT_FESTIVALS]
    assert "Durga Puja: 2026-10-18 to 2026-10-20" in excerpt.text and "Diwali: 2026-11-08" in excerpt.text
    assert "Bathukamma" not in excerpt.text  # a Telangana festival


@pytest.mark.parametrize("budget", [50, 150, 300, 600, 900, 1200, 2000, 4000])
@pytest.mark.parametrize("text", ["biscuit pe GST kitna", "GSTR-3B kab bharna hai", "Diwali ke liye kya mangau",
                                  "udhaar kaise wasool karun", "பிஸ்கட்டுக்கு ஜிஎஸ்டி எவ்வளவு"])
def test_the_pack_fits_the_budget_and_drops_details_first(text, budget):
    full = knowledge_for_prompt(text, "hinglish", BIG, today=TODAY)
    pack = knowledge_for_prompt(text, "hinglish", budget, today=TODAY)
    assert pack.tokens <= budget
    assert [p.path for p in pack.passages] == [p.path for p in full.passages if p.path not in pack.dropped]
    levels = {p.path: p.level for p in full.passages}
    # Nothing is dropped while a less valued passage stays in, unless the dropped one is too big
    # for the room it would leave.
    for gone in pack.dropped:
        for kept in pack.passages:
            if DROP_ORDER.index(levels[kept.path]) < DROP_ORDER.index(levels[gone]):
                assert next(p for p in full.passages if p.path == gone).tokens > budget - pack.tokens


def test_drop_order_details_then_overview_then_index():
    full = knowledge_for_prompt("GSTR-3B kab bharna hai", "hinglish", BIG, today=TODAY)
    sizes = {p.path: p.tokens for p in full.passages}
    no_filing_page = full.tokens - sizes["gst/gstr-filing.md"]
    pack = knowledge_for_prompt("GSTR-3B kab bharna hai", "hinglish", no_filing_page + 5, today=TODAY)
    assert pack.dropped == ("gst/gstr-filing.md",)
    tiny = knowledge_for_prompt("GSTR-3B kab bharna hai", "hinglish", 1, today=TODAY)
    assert tiny.passages == () and tiny.dropped == ("gst/gstr-filing.md", EXCERPT_DUES, "gst/_overview.md", "index.md")


@pytest.mark.parametrize("text", ["a" * 400, "क" * 400, "Rajan ne 500 diye", "राजन ने 500 दिए", "பொங்கல் எப்போது?"])
def test_token_estimate_is_the_context_loaders(text):
    assert estimate_tokens(text) == context_estimate(text)
