"""One person, one account (docs/reading-guide.md, "Names"): honorifics come off, time words and verbs are
never names, and questions that are not about a person never name one."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("text", "lang", "name"), [
    ("Hiteshbhai ne 500 diye", "hinglish", "Hitesh"),
    ("Desai saheb ko 700 udhaar", "hinglish", "Desai"),
    ("Venkatesh garu 500 icchaaru", "te", "Venkatesh"),
    ("Balu-anna ko 300 udhaar", "hinglish", "Balu"),
    ("Mrs D'Souza paid 800", "en", "D'Souza"),
    ("raat ko Suresh ne 200 diye", "hinglish", "Suresh"),
    ("বিকেলে রহিম 500 টাকা দিলেন", "bn", "রহিম"),
    ("this evening Fernandes paid 400", "en", "Fernandes"),
])
def test_the_name_loses_honorifics_and_time_words(text, lang, name):
    r = read(text, lang=lang)
    assert [x.counterparty for x in r.records] == [name], r


def test_a_gujarati_honorific_and_locative_in_a_question():
    r = read("હિતેશભાઈ પાસે કેટલા બાકી છે?", lang="gu")
    assert r.intent == "query" and r.query is not None
    assert (r.query.query, r.query.counterparty) == ("balance", "હિતેશ")


@pytest.mark.parametrize("text", ["saanjh ko 300 ka becha", "subah 500 ka maal becha"])
def test_a_time_of_day_is_never_a_party(text):
    r = read(text)
    assert [x.counterparty for x in r.records] == [None], r


@pytest.mark.parametrize("text", [
    "namkeen pe kitna tax hai", "return kab bharna hai", "GST kitna lagta hai biscuit pe",
    "Diwali pe kya stock rakhun",
])
def test_a_question_for_the_knowledge_shelf_names_nobody(text):
    r = read(text)
    assert r.intent == "query" and r.query is not None, r
    assert r.query.query == "knowledge" and r.query.counterparty is None and r.query.item


@pytest.mark.parametrize(("text", "want"), [
    ("profit kitna hua", ("period_summary", "this_month")),
    ("is mahine ka profit kitna hai", ("period_summary", "this_month")),
    ("pichle mahine ka munafa", ("period_summary", "last_month")),
    ("aaj ka profit", ("daily_summary", "today")),
])
def test_profit_is_a_summary_not_a_person(text, want):
    r = read(text)
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.period) == want and r.query.counterparty is None
