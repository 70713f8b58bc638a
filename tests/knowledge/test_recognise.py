"""Knowledge questions are recognised in every language set; ledger messages never are."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from dhandha.knowledge import read_question
from dhandha.knowledge.question import Question
from dhandha.lang.detect import LANGS

from .cases import FRESH_LEDGER, LATER, LEDGER, QUESTIONS

CORPORA = sorted(Path(__file__).parents[1].glob("corpus/*.jsonl")) + [
    Path(__file__).parents[1] / "think" / "rules_extra_messages.jsonl"]


def named(q: Question) -> tuple[str, ...]:
    """What a question names, in the cases' notation ("?words" for what the tables do not hold)."""
    unknown = (f"?{q.unknown}",) if q.unknown else ()
    if q.topic == "gst_rate":
        return q.items or unknown
    if q.topic == "filing_due":
        return (q.form,) if q.form else unknown or ("",)
    return tuple(sorted(q.festivals)) or unknown


def expected(topic: str, names: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    return topic, tuple(sorted(names)) if topic == "festival" else names


@pytest.mark.parametrize(("text", "lang", "topic", "names"), QUESTIONS + LATER)
def test_question_is_read(text, lang, topic, names):
    q = read_question(text, lang)
    assert q is not None, text
    assert (q.topic, named(q)) == expected(topic, names)
    assert q.language == lang


def test_every_language_set_is_covered():
    per_lang = Counter(lang for _, lang, _, _ in QUESTIONS + LATER)
    assert set(per_lang) == set(LANGS)
    assert min(per_lang.values()) >= 4
    assert len(LEDGER + FRESH_LEDGER) >= 30
    assert len({lang for _, lang in LEDGER + FRESH_LEDGER}) == len(LANGS)


@pytest.mark.parametrize(("text", "lang"), LEDGER + FRESH_LEDGER)
def test_ledger_message_is_not_a_question(text, lang):
    assert read_question(text, lang) is None


def test_no_owner_message_in_the_corpora_is_taken_for_a_knowledge_question():
    fired = []
    count = 0
    for path in CORPORA:
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            count += 1
            if read_question(case["text"], case.get("lang")) is not None:
                fired.append(case["text"])
    assert count > 1500
    assert fired == []


@pytest.mark.parametrize("text", ["ghee pe GST", "bhai GST kitna hai?", "GSTR-3B?"])
def test_no_name_is_needed(text):
    assert read_question(text, "hinglish") is not None


def test_the_same_question_with_a_ledger_entry_in_it_is_left_to_the_rules():
    assert read_question("Diwali kab hai", "hinglish") is not None
    assert read_question("Rajan ne 500 udhaar liya, Diwali kab hai", "hinglish") is None
    assert read_question("biscuit pe gst kitna, aur Salim ko 300 diye", "hinglish") is None


def test_an_amount_without_a_question_word_is_not_a_question():
    assert read_question("biscuit gst 450", "hinglish") is None
    assert read_question("biscuit 450 pe gst kitna", "hinglish") is not None  # asking


def test_language_is_detected_when_not_given():
    assert read_question("பொங்கல் எப்போது", None).language == "ta"
    assert read_question("दिवाली कब है", "xx").language == "hi"


def test_a_year_named_is_kept():
    assert read_question("Diwali 2027 kab hai", "hinglish").year == 2027
    assert read_question("GSTR-3B kab hai", "hinglish").year is None


def test_importing_reads_no_table():
    code = ("import dhandha.knowledge as k\n"
            "from dhandha.knowledge import tables, cues, question\n"
            "assert tables.rates.cache_info().currsize == 0\n"
            "assert tables.item_names.cache_info().currsize == 0\n"
            "assert cues.cue_phrases.cache_info().currsize == 0\n"
            "assert question._items.cache_info().currsize == 0\n"
            "import sys; assert 'openai' not in sys.modules and 'telegram' not in sys.modules\n")
    subprocess.run([sys.executable, "-c", code], check=True)
