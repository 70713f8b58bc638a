"""The parser's fast forms find exactly what their plain forms find.

Speed work rewrote how patterns are searched (a lexicon pass after a consumed mark, guards moved
after the first letter, searches started where their words can first be). Each rewrite claims
the same matches; these properties hold it to that on generated bodies, against the plain form
written out here.
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from dhandha.sms import fields
from dhandha.sms.alternation import opening
from dhandha.sms.clause import normalise
from dhandha.sms.patterns import _ABBREVIATIONS, _MONTHS, _WHITESPACE, _balance, _stops, rx

PIECES = ["debited", "sender", "payee", "mob", "ph", "maintain", "low", "rupees", "from", "credited", "debit", "credit", "rs", "inr", "₹", "a/c", "xx1234", "x3096", "upi", "ref",
          "no", "bal", "avl bal", "avlbal", "totalbal", "not you", "call 1800", "will be", "failed", "refund",
          "reversed", "to", "from", "by", "at", "on", "vpa", "ram@ybl", "r.k-1@okaxis", "neft", "card", "otp",
          "is your code", "123456", "500.00", "1,00,000", "07mar26", "12-01-26", "2026-03-22", "jan 12, 2026",
          "डेबिट", "जमा", "रु", "शेष", "min", "minimum", "due", "limit", "mr.", "a.k.", "dr.", "rs.", "sbi.", "txn",
          "dispute", "sms block", "blocked", "request", "statement", "thank you", "emi", "wdl", "5debited",
          "paid", "sent", "interest", "processed", "done", "used", "your", "the", "has", "been", "is", "ac"]
GLUE = ["", " ", "  ", ".", ". ", "-", "/", ":", ";", ",", "\n", "(", ")", "!", "?", "*", "#", "@", "1", "\u1680", "।"]
bodies = st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(GLUE)), max_size=24).map(
    lambda parts: "".join(p + g for p, g in parts))


@settings(max_examples=400, deadline=None)
@given(bodies)
def test_the_lexicon_pass_after_a_mark_finds_what_the_guarded_pass_does(body: str) -> None:
    lexicon = rx().lexicon
    low = normalise(body).lower()
    assert lexicon.words_in(low) == [(lexicon.kind(m), m.start(), m.end()) for m in lexicon.pattern.finditer(low)]


@settings(max_examples=200, deadline=None)
@given(bodies)
def test_a_guard_after_the_first_letter_is_the_guard_before_it(body: str) -> None:
    low = body.lower()
    for words, before in ((("from", "to", "interest", "due", "card", "charges?"), r"\w"),
                          (("for", "at", "credited", "info", "jan(?:uary)?"), "[a-z]")):
        fast = re.compile(opening(*words, not_after=before))
        plain = re.compile(("\\b" if before == r"\w" else f"(?<!{before})") + "(?:" + "|".join(words) + ")")
        assert [m.span() for m in fast.finditer(low)] == [m.span() for m in plain.finditer(low)]


def _plain_stops() -> re.Pattern[str]:
    by_length: dict[int, list[str]] = {}
    for a in _ABBREVIATIONS:
        by_length.setdefault(len(a), []).append(re.escape(a))
    guards = "".join(rf"(?<!\b(?:{'|'.join(words)})\.)" for words in by_length.values())
    return re.compile(r"[.!?;।](?:(?<=[!?;।])|(?=\s|$|[a-z]{2})(?<!\b[a-z]\.)" + guards + ")")


@settings(max_examples=300, deadline=None)
@given(bodies)
def test_literal_first_stops_and_ends_are_the_compact_ones(body: str) -> None:
    low = body.lower()
    p = rx()
    assert [m.span() for m in re.finditer(_stops(), low)] == [m.span() for m in _plain_stops().finditer(low)]
    assert ([m.span() for m in p.footer_end.finditer(low)]
            == [m.span() for m in re.finditer(r"[.!?\n](?:(?<=\n)|(?=\s|$))", low)])
    assert ([m.span() for m in p.narration_end.finditer(low)]
            == [m.span() for m in re.finditer(r"\.(?=\s|$|[a-z]{2})|\s{2,}|,\s", low)])
    plain_month = re.compile(r"(?<![a-z])(?P<bm>" + _MONTHS + r")\.?\s+$")
    for at in range(len(low) + 1):
        got, want = p.date_month_before.search(low, max(0, at - 12), at), plain_month.search(low, max(0, at - 12), at)
        assert (got and (got.span(), got["bm"])) == (want and (want.span(), want["bm"]))


def test_the_written_out_whitespace_is_every_character_the_engine_calls_space() -> None:
    assert "".join(chr(c) for c in range(0x110000) if chr(c).isspace()) == _WHITESPACE


@settings(max_examples=300, deadline=None)
@given(bodies)
def test_a_date_scan_tries_each_run_of_digits_the_same(body: str) -> None:
    low = normalise(body).lower()
    fast = rx().date_numeric
    plain = re.compile(fast.pattern.replace(r"(?=\d?\D|0\d\d[-/:.])", "", 1))
    assert fast.pattern != plain.pattern
    assert [m.groupdict() for m in fast.finditer(low)] == [m.groupdict() for m in plain.finditer(low)]


@settings(max_examples=300, deadline=None)
@given(bodies)
def test_the_balance_read_from_its_first_word_is_the_balance_read_from_the_top(body: str) -> None:
    low = normalise(body).lower()
    p = rx()
    plain = re.compile(_balance())
    want = None
    for m in plain.finditer(low):
        if p.balance_not_held.search(low, max(0, m.start() - 24), m.start()):
            continue
        value = fields.paise(m.group("num"))
        if value is None:
            continue
        want = (-value if m.group("sign") == "dr" or m.group("neg") else value), (m.start(), m.end())
        break
    assert fields.balance(low) == (want or (None, None))


@settings(max_examples=300, deadline=None)
@given(bodies)
def test_a_vpa_is_found_from_the_handle_before_the_first_at(body: str) -> None:
    low = normalise(body).lower()
    if "@" in low:
        assert fields._has_vpa(low) == (rx().vpa.search(low) is not None)


@settings(max_examples=200, deadline=None)
@given(bodies)
def test_amounts_past_the_balance_keep_their_labels(body: str) -> None:
    low = normalise(body).lower()
    _, span = fields.balance(low)
    every = fields.amounts(low)
    assert fields.amounts(low, span) == [a for a in every if not (span and span[0] <= a.start < span[1])]


def _plain_amounts(low: str) -> list[fields.Amount]:
    """amounts() written plainly: the union pattern, every amount labelled, none skipped."""
    p = rx()
    found, last_end = [], 0
    if "rs" not in low and "inr" not in low and "₹" not in low and "रु" not in low:
        return found
    for m in p.money.finditer(low):
        group = m.lastindex or 0
        value = fields.paise(m.group(group))
        if not value:
            continue
        label = None
        at = m.start()
        for w in p.amount_label.pattern.finditer(low, max(last_end, at - 30), at):
            kind = p.amount_label.kind(w)
            label = kind if at - w.end() <= fields.LABEL_REACH[kind] and not p.digit.search(low, w.end(), at) else None
        found.append(fields.Amount(m.start(group), m.end(group), value, label))
        last_end = m.end()
    return found


@settings(max_examples=150, deadline=None)
@given(bodies)
def test_amounts_and_their_labels_are_the_plain_reading(body: str) -> None:
    low = normalise(body).lower()
    assert fields.amounts(low) == _plain_amounts(low)


@settings(max_examples=150, deadline=None)
@given(bodies)
def test_reversal_words_searched_one_at_a_time_are_the_joined_pattern(body: str) -> None:
    from dhandha.sms.parse import _reversal

    low = normalise(body).lower()
    assert _reversal(low) == (rx().reversal.search(low) is not None)


@settings(max_examples=150, deadline=None)
@given(st.from_regex(r"[0-9,.]{1,12}|[0-9]{1,7}(?:\.[0-9]{1,4})?", fullmatch=True))
def test_paise_in_integers_is_paise_in_decimals(number: str) -> None:
    from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

    try:
        value = Decimal(number.replace(",", "")) * 100
        want: int | None = int(value.quantize(Decimal(1), ROUND_HALF_UP))
    except InvalidOperation:
        want = None
    assert fields.paise(number) == want


@settings(max_examples=150, deadline=None)
@given(bodies)
def test_one_currency_words_pattern_finds_what_the_pattern_for_all_does(body: str) -> None:
    from dhandha.sms.patterns import CURRENCY_OPENINGS

    low = normalise(body).lower()
    p = rx()
    for word in CURRENCY_OPENINGS:
        if not any(other in low for other in CURRENCY_OPENINGS if other != word):
            own = p.money_by_opening[word]
            assert ([(m.span(), m.group(m.lastindex or 0)) for m in own.finditer(low)]
                    == [(m.span(), m.group(m.lastindex or 0)) for m in p.money.finditer(low)])


@settings(max_examples=150, deadline=None)
@given(bodies, st.sampled_from(["debit", "credit"]))
def test_the_account_read_after_substring_tests_is_the_account_read_plainly(body: str, direction: str) -> None:
    low = normalise(body).lower()
    sh = fields._shapes()
    want = None
    for m in rx().account.finditer(low):
        lo = max(0, m.start() - 28)
        if sh.other_party.search(low, lo, m.start()):
            continue
        if direction == "debit" and sh.to_before.search(low, lo, m.start()):
            continue
        if direction == "credit" and low[m.end():m.end() + 1] == "/" and sh.from_before.search(low, lo, m.start()):
            continue
        want = fields.Tail(m.group(m.lastindex or 0)[-4:], "card" in low[m.start():m.start(m.lastindex or 0)])
        break
    assert fields.account_tail(low, direction) == want


@settings(max_examples=150, deadline=None)
@given(bodies)
def test_dots_and_other_stops_found_apart_are_the_stops(body: str) -> None:
    from dhandha.sms.clause import sentence_ends

    low = normalise(body).lower()
    assert sentence_ends(low) == [m.end() for m in rx().stops.finditer(low)]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["pin", "mpin", "m-pin", "tpin", "password", "passwd", "pwd", "is", " ", "your",
                                 "4821", "123456789", "1,234", ".5", ",", ".", ":", "=", "'", "ab12cd", "\n", "upin"]),
                max_size=12).map("".join))
def test_secret_patterns_guarded_after_their_first_character_are_the_plain_ones(text: str) -> None:
    p = rx()
    plain_value = re.compile(r"(?<![a-z])(?:m-?pin|t-?pin|pin|password|passwd|pwd)(?![a-z])[^.\n]{0,30}?"
                             r"(?:\bis\b|[:=])\s*[\"']?(?=[^\s\"']*\d)[^\s\"']{4,}")
    plain_code = re.compile(r"(?<![\d,.])\d{4,8}(?![\d,]|\.\d)")
    assert [m.span() for m in p.secret_value.finditer(text)] == [m.span() for m in plain_value.finditer(text)]
    assert [m.span() for m in p.code.finditer(text)] == [m.span() for m in plain_code.finditer(text)]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["12", "5", "2026", "26", "-", "/", ".", ":", " ", ",", "\x1c", "\t", "jan", "june",
                                 "sept", "st", "th", "'", "0", "07mar26", "a", "2026-03-22"]), max_size=14).map("".join))
def test_the_ascii_date_pattern_reads_an_ascii_text_as_the_unicode_one(text: str) -> None:
    p = rx()
    assert ([m.groupdict() for m in p.date_numeric_ascii.finditer(text)]
            == [m.groupdict() for m in p.date_numeric.finditer(text)])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(PIECES + ["due", "bill", "emi", "mandate", "e-mandate", "autopay", "sip",
                                                    "offer", "loan", "limit", "activated", "order", "booking",
                                                    "thank you", "beneficiary", "added", "refund", "initiated",
                                                    "pay now", "ipo", "lien", "overdue", "pin changed", "umrn"]),
                          st.sampled_from(GLUE)), max_size=20).map(lambda parts: "".join(p + g for p, g in parts)))
@example("debitedशेष")  # a word in another script glued on after a Latin one (found by Hypothesis)
def test_the_not_a_transaction_words_read_after_a_mark_are_the_guarded_ones(body: str) -> None:
    low = normalise(body).lower()
    p = rx()
    assert p.non_txn_words.words_in(low) == [(p.non_txn.kind(m), m.start(), m.end())
                                            for m in p.non_txn.pattern.finditer(low)]


@settings(max_examples=300, deadline=None)
@given(bodies)
def test_a_second_clause_verb_found_from_its_letter_is_the_one_found_from_its_space(body: str) -> None:
    from dhandha.sms.party import _slots

    low = normalise(body).lower() + " has received has paid you has sent you refund of"[: len(body) % 50]
    plain = re.compile(r"\s(?:credited|has\s+received|refund\s+of|has\s+paid\s+you|has\s+sent\s+you)\b")
    assert ([(m.start() + 1, m.end(), m.group(0)[1:]) for m in plain.finditer(low)]
            == [(m.start(), m.end(), m.group(0)) for m in _slots().subject.finditer(low)])


@settings(max_examples=200, deadline=None)
@given(bodies, st.sampled_from(["", "UPI/P2M/612345678901/RAM ", "neft-utr12345678-shyam ", "IMPS -x- 61234567 "]))
def test_a_narration_scan_from_its_first_rail_word_finds_what_the_scan_from_the_top_does(body: str, lead: str) -> None:
    low = normalise(lead + body).lower()
    opens = [at for at in (low.find(w) for w in ("upi", "imps", "neft", "rtgs")) if at >= 0]
    whole = [m.span() for m in rx().narration.finditer(low)]
    assert whole == ([m.span() for m in rx().narration.finditer(low, min(opens))] if opens else [])
