"""Classes of mistake found on held-out set 5, each pinned by wordings of our own (none repeats a held-out
message): other names, goods, word orders, spellings, voice-style text without punctuation.

Each table is one general rule, with the UNDERSTANDING.md section in its comment, and guard rows.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading

from ._rules import read, shape

S, P, M, R, U, E = "sale", "purchase", "payment_made", "payment_received", "udhaar_given", "expense"


def _lang(text: str) -> str:
    if any("\u0900" <= ch <= "\u097f" for ch in text):
        return "hi"
    english = {"sold", "paid", "bought", "came", "got", "received", "who", "top", "it", "cleared", "the", "returned",
               "dont", "don't", "credited", "not", "sure", "wrong", "cancel", "delete", "remove"}
    return "en" if english & set(text.casefold().replace(",", " ").split()) else "hinglish"


def _gap(why: str) -> pytest.MarkDecorator:
    """A variant still read wrongly or asked: a known gap, kept visible (strict, so a fix shows up)."""
    return pytest.mark.xfail(reason=why, strict=True)


def _corr(r: Reading) -> object:
    if r.intent != "correct" or r.correction is None:
        return r.intent
    c = r.correction
    return (c.what, c.counterparty, c.action, None if c.new_amount_paise is None else c.new_amount_paise / 100,
            c.new_counterparty, c.new_kind)


# 1. "N x P", "NxP", "N * P": a count times a unit price is the total value (§6), the count is the qty and
#    the words beside it are the item (§8); a bare count has unit null.
TIMES = [
    ("dth recharge sold 2 x 349", 698, "dth recharge", 2),
    ("samosa becha 12x15", 180, "samosa", 12),
    ("maggi 6 * 14 becha", 84, "maggi", 6),
    ("sold soap 3x45", 135, "soap", 3),
    ("kurkure 10 x 10 sold", 100, "kurkure", 10),
    ("atta packet 4 x 52 becha", 208, "atta", 4),
    ("sold 5 x 40 samosa", 200, "samosa", 5),
    pytest.param("sim card sold 2 X 99", 198, "sim card", 2, marks=_gap("'card' has a payment reading; item lost, reading not confident (asked)")),
    ("becha 8x25 pen", 200, "pen", 8),
    ("pressure cooker sold 2 x 1450", 2900, "pressure cooker", 2),
    ("notebook 7 * 30 becha", 210, "notebook", 7),
    ("sold bulb 4x60", 240, "bulb", 4),
    ("chips 15 x 10 bika", 150, "chips", 15),
    ("phone cover sold 3 × 150", 450, "phone cover", 3),
]


@pytest.mark.parametrize("text,total,item,qty", TIMES)
def test_count_times_price_is_the_total(text: str, total: int, item: str, qty: int) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == [(S, total, None)], r
    rec = r.records[0]
    assert (rec.item, rec.qty, rec.unit) == (item, qty, "packet" if "packet" in text else None), r


# Guards: a lone "x" or a second number that is not a price is not multiplied into a write.
TIMES_GUARDS = [
    ("sold 3 x", "clarify:missing_amount"),
]


@pytest.mark.parametrize("text,want", TIMES_GUARDS)
def test_times_guards(text: str, want: object) -> None:
    r = read(text, lang="en")
    assert shape(r) == want or not r.confident, r


# 2. A firm named after a deity or a blessing ("Jai Bhavani", "Shree Ram", "Om Sai", "Jai Ambe") is one name
#    kept whole (§7: firm names as written; "Om Sai" is an alias); the goods before "aaya" are the item (§8).
DEITY_FIRMS = [
    ("tel carton aaya 3 shree ganesh se 4200", (P, 4200, "Shree Ganesh"), ("tel", 3, "carton")),
    ("biscuit dabba aaya 5 om sai se 1250", (P, 1250, "Om Sai"), ("biscuit", 5, "box")),
    ("chawal bori aayi 4 jai hind se 6400", (P, 6400, "Jai Hind"), ("chawal", 4, "bag")),
    ("Jai Ambe se 5 kilo ghee aaya 2600", (P, 2600, "Jai Ambe"), ("ghee", 5, "kg")),
    ("shree ram se 10 kilo cheeni li 440", (P, 440, "Shree Ram"), ("cheeni", 10, "kg")),
    ("Om Sai se 20 packet biscuit aaye 1800 ke", (P, 1800, "Om Sai"), ("biscuit", 20, "packet")),
    ("sri krishna se 2 bori chawal aaya 3600", (P, 3600, "Sri Krishna"), ("chawal", 2, "bag")),
    ("jai bhavani se 10 kilo dal aayi 1300", (P, 1300, "Jai Bhavani"), ("dal", 10, "kg")),
    ("shiv shakti se 3 peti cold drink aayi 1500", (P, 1500, "Shiv Shakti"), ("cold drink", 3, "box")),
    ("sabun peti aayi 2 jai mata se 1900", (P, 1900, "Jai Mata"), ("sabun", 2, "box")),
    ("Jai Bhavani Traders ko 8000 bheje", (M, 8000, "Jai Bhavani Traders"), (None, None, None)),
    ("om sai traders se 50 kilo cheeni aayi 2200", (P, 2200, "Om Sai Traders"), ("cheeni", 50, "kg")),
    ("shree ram ne 500 diye", (R, 500, "Shree Ram"), (None, None, None)),
    ("jai ambe ko 3000 chuka diye", (M, 3000, "Jai Ambe"), (None, None, None)),
]


@pytest.mark.parametrize("text,want,goods", DEITY_FIRMS)
def test_a_deity_named_firm_is_kept_whole(text: str, want: tuple[str, int, str], goods: tuple[object, ...]) -> None:
    r = read(text, lang="hinglish")
    assert shape(r) == [want], r
    rec = r.records[0]
    assert (rec.item, rec.qty, rec.unit) == goods, r


# Guards: a deity-named contact with a bare give verb is still asked (§5.4 g); a blessing alone is chat.
DEITY_GUARDS = [
    ("om sai ko 5000 bheje", "clarify:ambiguous_direction"),
    ("jai shree krishna", "chat"),
]


@pytest.mark.parametrize("text,want", DEITY_GUARDS)
def test_deity_guards(text: str, want: object) -> None:
    r = read(text, lang="hinglish")
    assert shape(r) == want or (want != "chat" and r.intent != "record" and not r.confident), r


# 3. A verb carries across comma-separated clauses (§9.1): a bare "name amount" clause after "X paid N" or
#    "X ne N diye" is the same kind, with the name in the same role (the payer), never the payee.
CARRIED = [
    ("ravi paid 500, sunil paid 300, mohan 200", [(R, 500, "Ravi"), (R, 300, "Sunil"), (R, 200, "Mohan")]),
    ("deepak paid 900, raju paid 400, sonu 250", [(R, 900, "Deepak"), (R, 400, "Raju"), (R, 250, "Sonu")]),
    ("imran paid 2000, farhan 1500, zoya 700", [(R, 2000, "Imran"), (R, 1500, "Farhan"), (R, 700, "Zoya")]),
    ("Neha paid 1200, Priya 800", [(R, 1200, "Neha"), (R, 800, "Priya")]),
    ("rahul returned 450, amit 300", [(R, 450, "Rahul"), (R, 300, "Amit")]),
    ("ramesh ne 500 diye, suresh ne 300 diye, mahesh 200", [(R, 500, "Ramesh"), (R, 300, "Suresh"),
                                                             (R, 200, "Mahesh")]),
    pytest.param("salim ne 700 jama kiye, pappu 400", [(R, 700, "Salim"), (R, 400, "Pappu")], marks=_gap("'pappu' is a Telugu goods word in the lexicon; now asked, not written")),
    ("sunita ko 300 udhaar, geeta 200", [(U, 300, "Sunita"), (U, 200, "Geeta")]),
    ("manoj 600 udhaar, kishan 450", [(U, 600, "Manoj"), (U, 450, "Kishan")]),
    pytest.param("anil paid 350 bhola paid 120 kusum 90", [(R, 350, "Anil"), (R, 120, "Bhola"), (R, 90, "Kusum")], marks=_gap('no commas: clauses not split, amounts asked')),
    ("vikas cleared 1500, ajay 600", [(R, 1500, "Vikas"), (R, 600, "Ajay")]),
    ("tinku ne 250 lautaye, bablu ne bhi 300", [(R, 250, "Tinku"), (R, 300, "Bablu")]),
]


@pytest.mark.parametrize("text,want", CARRIED)
def test_a_verb_carries_to_a_bare_name_amount_clause(text: str, want: list[tuple[str, int, str]]) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r


# Guards: "paid X N" (the owner paid) carries as the owner paying; a lone "name amount" is asked (§5.5).
CARRIED_GUARDS = [
    ("paid sharma traders 5000, gupta agencies 3000", [(M, 5000, "Sharma Traders"), (M, 3000, "Gupta Agencies")]),
    ("prakash 2200", "clarify:ambiguous_direction"),
]


@pytest.mark.parametrize("text,want", CARRIED_GUARDS)
def test_carried_guards(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r


# 4. "best/top grahak/customers kaun" asks who buys most (§11 top_customers), with its period if any.
TOP = [
    ("is mahine ke top customers kaun hain", "this_month"),
    ("best customer kaun hai", None),
    ("top grahak kaun hai", None),
    ("who are my best customers this week", "this_week"),
    ("top customers this month", "this_month"),
    ("best grahak kaun hai is hafte", "this_week"),
    ("is hafte ke top grahak kaun", "this_week"),
    ("mere best customers kaun hain", None),
    ("top buyers kaun hai is mahine", "this_month"),
    ("best grahak kon hai", None),
    ("sabse bade grahak kaun", None),
    ("who is my top customer", None),
]


@pytest.mark.parametrize("text,period", TOP)
def test_best_or_top_customers_is_top_customers(text: str, period: str | None) -> None:
    r = read(text, lang=_lang(text))
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.counterparty, r.query.period) == ("top_customers", None, period), r


# 5. "X wali entry galat naam se chadh gayi, X nahi Y tha": a person change, Y the new party (§9.3). A verb
#    like "chadh" or "likh" is never a name.
WRONG_NAME = [
    ("ramesh wali entry galat naam se chadh gayi, ramesh nahi suresh tha",
     ("last_with_counterparty", "Ramesh", "amend", None, "Suresh", None)),
    ("deepak wali entry galat naam se chadhi, deepak nahi dinesh tha",
     ("last_with_counterparty", "Deepak", "amend", None, "Dinesh", None)),
    ("galat naam pe chadh gaya, pappu nahi chintu tha", ("last", None, "amend", None, "Chintu", None)),
    ("entry galat naam se chadh gayi pappu nahi chintu tha", ("last", None, "amend", None, "Chintu", None)),
    ("naam galat chadh gaya, raju nahi rajesh tha", ("last", None, "amend", None, "Rajesh", None)),
    ("galat naam likh gaya, salim nahi salman tha", ("last", None, "amend", None, "Salman", None)),
    ("naam galat likha gaya, kamla nahi vimla thi", ("last", None, "amend", None, "Vimla", None)),
    ("galat naam chadha diya, anil nahi sunil tha", ("last", None, "amend", None, "Sunil", None)),
    ("galat naam se entry chadh gayi hai, mohan nahi sohan tha", ("last", None, "amend", None, "Sohan", None)),
    ("neha wali entry galat naam pe chadh gayi, neha nahi nisha thi",
     ("last_with_counterparty", "Neha", "amend", None, "Nisha", None)),
]


@pytest.mark.parametrize("text,want", WRONG_NAME)
def test_a_wrong_name_correction_names_the_new_party(text: str, want: object) -> None:
    r = read(text, lang="hinglish")
    assert _corr(r) == want, r


# 6. "X ka 500 wala galti se likh diya, cancel karo": the cancel word decides (§9.3 cancel is a reversal);
#    the amount only identifies the entry, it is not a new amount.
CANCEL_NAMED = [
    ("ramesh ka 300 wala galti se likh diya, cancel karo", "Ramesh"),
    ("salim ka 700 wala galti se chadh gaya, mita do", "Salim"),
    pytest.param("pappu ki 450 wali entry galti se ho gayi, cancel karo", "Pappu", marks=_gap("'pappu' read as goods: cancels the last entry, not Pappu's")),
    ("neha ka 250 wala hata do", "Neha"),
    ("geeta ka 800 wala mita do", "Geeta"),
    ("suresh ka 1200 wala galti se likh diya cancel kar do", "Suresh"),
    ("mohan ka 90 wala galat likha, hata do", "Mohan"),
    ("deepak ki 600 wali entry cancel karo", "Deepak"),
    ("raju ka 1500 wala galti se likh diya tha, mita do", "Raju"),
    ("kusum ka 400 wala galti se chadh gaya, cancel kardo", "Kusum"),
]


@pytest.mark.parametrize("text,who", CANCEL_NAMED)
def test_a_named_amount_entry_is_cancelled(text: str, who: str) -> None:
    r = read(text, lang="hinglish")
    assert _corr(r) == ("last_with_counterparty", who, "cancel", None, None, None), r


# Guards: a named amount entry with a new value is an amend, not a cancel.
CANCEL_GUARDS = [
    ("salim wali entry 700 ki thi 770 nahi", ("last_with_counterparty", "Salim", "amend", 700, None, None)),
]


@pytest.mark.parametrize("text,want", CANCEL_GUARDS)
def test_cancel_guards(text: str, want: object) -> None:
    r = read(text, lang="hinglish")
    assert _corr(r) == want, r


# 7. "woh kharcha nahi tha, X ko payment thi": the kind becomes payment_made and X the new party (§9.3).
NOT_EXPENSE = [
    ("woh kharcha nahi tha, sharma traders ko payment thi", "Sharma Traders"),
    pytest.param("kharcha nahi tha, gupta agencies ko payment kiya tha", "Gupta Agencies", marks=_gap("'payment kiya' read as a new record (asked)")),
    ("woh kharcha nahi tha balaji stores ko payment tha", "Balaji Stores"),
    ("kharcha mat likho, shiv traders ko payment thi", "Shiv Traders"),
    ("woh kharcha nahi tha, ramesh ko payment thi", "Ramesh"),
    ("wo kharcha nahi tha, anand distributors ko payment thi", "Anand Distributors"),
    ("kharcha nahi tha woh, mehta sons ko payment tha", "Mehta Sons"),
    ("woh expense nahi tha, krishna agencies ko payment thi", "Krishna Agencies"),
    pytest.param("it was not an expense, it was a payment to shiv traders", "Shiv Traders", marks=_gap("'not an expense' negation not seen")),
    pytest.param("woh kharcha nahi tha, salim ko payment kiya tha", "Salim", marks=_gap("'payment kiya' read as a new record (asked)")),
]


@pytest.mark.parametrize("text,who", NOT_EXPENSE)
def test_not_an_expense_but_a_payment_to_x(text: str, who: str) -> None:
    r = read(text, lang=_lang(text))
    assert _corr(r) == ("last", None, "amend", None, who, M), r


# 8. "X paid her dues" with no amount: a payment with no number is asked (§10 missing_amount), never a query.
NO_AMOUNT = [
    "ravi paid his dues",
    "mohan cleared his dues",
    "priya paid her balance",
    "sunita paid her dues today",
    "deepak paid the full amount",
    "kusum cleared her account",
    "neha paid her udhaar",
    "salim ne apna bakaya de diya",
    "raju ne paise de diye",
    "geeta ne udhaar chuka diya",
    "Fernandes paid his dues",
    "anil settled his dues",
]


@pytest.mark.parametrize("text", NO_AMOUNT)
def test_a_payment_without_an_amount_is_asked(text: str) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == "clarify:missing_amount", r


# Guards: a question about dues stays a query; dues with an amount are a payment.
NO_AMOUNT_GUARDS = [
    ("did ravi pay his dues", "query"),
    ("ravi paid his dues of 500", [(R, 500, "Ravi")]),
]


@pytest.mark.parametrize("text,want", NO_AMOUNT_GUARDS)
def test_no_amount_guards(text: str, want: object) -> None:
    r = read(text, lang="en")
    assert shape(r) == want, r


# 9. Money in with no party and no sale/dues word is asked (§10 ambiguous_kind); "know", "sure", "pata" are
#    words, not a payer.
UNKNOWN_PAYER = [
    "2500 came in on upi, dont know from whom",
    "900 received on gpay, don't know who sent",
    "3200 came on phonepe, no idea from whom",
    "upi se 1500 aaye, pata nahi kisne bheje",
    pytest.param("1200 credited on upi, not sure who sent it",
                 marks=_gap("'credited' read as a credit word: asks missing_counterparty")),
    "got 700 on upi, not sure who paid",
    "600 aaya paytm pe, pata nahi kiska hai",
    "450 came in on gpay, don't know whose",
    "2000 aaye upi pe naam nahi pata",
    "got 350 on phonepe dont know from who",
]


@pytest.mark.parametrize("text", UNKNOWN_PAYER)
def test_money_in_from_nobody_known_is_asked(text: str) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == "clarify:ambiguous_kind", r


# 10. Structural veto (§7, §12): a word the lexicons know as a verb, auxiliary, function word, time word,
#     query word or a common English word is never a counterparty, in any reading.
NEVER_PARTIES = frozenset({"know", "think", "sure", "idea", "remember", "chadh", "likh", "please", "today", "maybe",
                           "best", "top", "who", "whom", "whose", "sent", "came", "pata", "yaad", "kaun", "kya"})
VETO = [
    "i think 500 came in on upi",
    "maybe 700 received, can't remember who",
    "300 aaya, yaad nahi kisne diya",
    "please 400 came in on gpay",
    "today 900 came in on upi",
    "who sent 1100 on upi",
    "1800 came in on upi, don't know from whom",
    "best 500 came on upi",
    "entry galat chadh gayi",
    "500 likh diya galti se",
    "i remember 250 came from someone",
    "sure 600 came",
]


def _parties(r: Reading) -> list[str]:
    out = [x.counterparty for x in r.records if x.counterparty]
    if r.query and r.query.counterparty:
        out.append(r.query.counterparty)
    if r.correction:
        out += [p for p in (r.correction.counterparty, r.correction.new_counterparty) if p]
    if r.clarify:
        out += [x.counterparty for x in r.clarify.partial if x.counterparty]
    return out


@pytest.mark.parametrize("text", VETO)
def test_a_known_non_name_word_is_never_a_party(text: str) -> None:
    r = read(text, lang=_lang(text))
    bad = [p for p in _parties(r) if p.casefold() in NEVER_PARTIES]
    assert not bad, r
