"""Short answers typed in Latin letters, in each language, answer the bot's open question: yes and no to a
proposal, credit or cash to "paid or udhaar?" ("ho na" is a Marathi yes, not a no)."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion

from ._rules import read, rec, shape

LARGE = PendingQuestion(why="confirm_large", partial=[rec("udhaar_given", 30000, "Mohan")])
CASH_OR_CREDIT = PendingQuestion(why="cash_or_credit", partial=[rec(None, 1250, "Mohan")])

YES = {"ta": "aama|sari|aamaam|seri", "te": "avunu|sare|avnu", "kn": "houdu|haudu|sari", "ml": "athe|sheri|ate",
       "bn": "hyan|haan|thik ache", "mr": "ho|hoy|barobar|ho na", "gu": "haa|ha|barabar", "pa": "haan ji|haanji|haan",
       "or": "han|ha|thik achhi"}
NO = {"ta": "vendaam|illa|venaam", "te": "vaddu|ledu", "kn": "beda|illa", "ml": "venda|illa", "bn": "na|thak|dorkar nei",
      "mr": "nako|nahi", "gu": "na|nathi", "pa": "nahi|rehn deo", "or": "na|nahin|darkar nahin"}
CREDIT = {"ta": "kadan", "te": "appu|appuga", "kn": "saala|saladalli", "ml": "kadam", "bn": "dhar|bakite",
          "mr": "udhar|udhari", "gu": "udhar", "pa": "udhaar", "or": "udhar"}


def _cases(table: dict[str, str]) -> list[tuple[str, str]]:
    return [(lang, word) for lang, words in table.items() for word in words.split("|")]


@pytest.mark.parametrize(("lang", "text"), _cases(YES))
def test_a_romanised_yes_confirms(lang: str, text: str) -> None:
    assert read(text, lang=lang, pending=LARGE).intent == "confirm"


@pytest.mark.parametrize(("lang", "text"), _cases(NO))
def test_a_romanised_no_declines(lang: str, text: str) -> None:
    assert read(text, lang=lang, pending=LARGE).intent == "deny"


@pytest.mark.parametrize(("lang", "text"), _cases(CREDIT))
def test_a_romanised_credit_word_answers_cash_or_credit(lang: str, text: str) -> None:
    assert shape(read(text, lang=lang, pending=CASH_OR_CREDIT)) == [("udhaar_given", 1250, "Mohan")]


@pytest.mark.parametrize(("why", "text", "lang"), [
    ("cash_or_credit", "उधार लिख दो", "hindi"),
    ("cash_or_credit", "उधार लिखो", "hindi"),
    ("ambiguous_direction", "उधार लिख दो", "hindi"),
])
def test_write_it_as_credit_answers_in_the_languages_script_too(why, text, lang):
    # "लिख दो" is also a yes; with the credit word beside it, it is the credit answer, not a bare yes asked again
    from dhandha.reading import PendingQuestion
    from tests.think._rules import rec, rows
    r = read(text, lang=lang, pending=PendingQuestion(why=why, partial=[rec(None, 1250, "वर्मा")]))
    assert rows(r) == [("udhaar_given", 1250, "वर्मा")], r
