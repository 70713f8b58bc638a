"""Words standing next to a name that are not a person: a trade with the case ending glued on, a time of day,
"was", the goods a named person took, the kind of goods sold; and a day said with "by" is a due.

Each table is one general rule (docs/reading-guide.md, "Names"); the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.chain.guards import apply_guards

from ._rules import OB, E, M, P, R, S, U, read, rows, shape

# 1. A trade after a name takes the case ending itself ("X contractor-to"): the person is X, with that marker.
ROLE_CARRIES_THE_ENDING = [
    ("gu", "મનસુખભાઈ કોન્ટ્રાક્ટરને ૨૦ થેલી વેચી, ૭,૮૦૦ ની, ૫,૦૦૦ રોકડા આપ્યા", [(U, 7800, "મનસુખ"), (R, 5000, "મનસુખ")]),
    ("gu", "કાંતિભાઈ પ્લમ્બરને ૧,૨૦૦ ઉધાર આપ્યા", [(U, 1200, "કાંતિ")]),
    ("or", "ଦାସ ଠିକାଦାରଙ୍କୁ ୩୦ ବସ୍ତା ଉଧାର ଦେଲି, ୧୧,୭୦୦", [(U, 11700, "ଦାସ")]),
    ("or", "dokan pila Bapun ku masa darama 3500 deli", [(E, 3500, "Bapun")]),
]


@pytest.mark.parametrize("lang,text,want", ROLE_CARRIES_THE_ENDING)
def test_a_trade_after_a_name_carries_the_case_ending(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 2. Times of day, also in the genitive ("the morning's"), and "was" are never a person.
TIMES_AND_WAS = [
    ("gu", "ગઈકાલે સાંજે ૩,૮૦૦ નો વકરો થયો હતો, લખવાનું રહી ગયું", [(S, 3800, None)]),
    ("pa", "ਦੁਪਹਿਰ ਦੀ ਵਿਕਰੀ 4,650 ਹੋਈ", [(S, 4650, None)]),
    ("pa", "ਸ਼ਾਮ ਤੱਕ ਦੀ ਵਿਕਰੀ 6,300", [(S, 6300, None)]),
    ("bn", "রাতের বিক্রি ৫,৪০০", [(S, 5400, None)]),
    ("or", "ସକାଳର ବିକ୍ରି ୧,୨୦୦", [(S, 1200, None)]),
]


@pytest.mark.parametrize("lang,text,want", TIMES_AND_WAS)
def test_times_of_day_and_was_are_never_a_person(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 3. What a named person took: a bare unknown word right before "took", after the name, is the goods.
#    4. A genitive right before a goods word, in a sale, is the kind of goods ("handloom's sarees").
#    5. Unknown words right before "on credit, gave" are what was given.
GOODS_NEXT_TO_A_NAME = [
    ("bn", "পাল মাসিমা একটা বালুচরী নিলেন ৬,৫০০ টাকার, ৩,০০০ দিলেন, বাকিটা পরে দেবেন",
     [(U, 6500, "পাল"), (R, 3000, "পাল")]),
    ("bn", "তাঁতের শাড়ি ৩টে বিক্রি হল, ৪,২০০", [(S, 4200, None)]),
    ("gu", "પટેલ પ્લમ્બરને CPVC પાઇપ અને ફિટિંગ ઉધાર આપ્યા, ૨,૪૬૦", [(U, 2460, "પટેલ")]),
    ("gu", "શાહ સાહેબને ૧,૧૫૦ નું વોશબેસિન ઉધાર આપ્યું", [(U, 1150, "શાહ")]),
]


@pytest.mark.parametrize("lang,text,want", GOODS_NEXT_TO_A_NAME)
def test_goods_next_to_a_name_are_not_a_second_person(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want and r.confident, r


# 6. Old dues said with "the previous (amount)" and who owed whom: "ਦੇਣਾ ਸੀ" (the shop had to give).
OLD_DUES = [
    ("pa", "ਸੰਧੂ ਸਾਹਬ ਦਾ ਦੁੱਧ ਦਾ ਪਿਛਲਾ 3,600 ਬਾਕੀ ਹੈ", [(OB, 3600, "ਸੰਧੂ")], ["them"]),
    ("pa", "ਸਿੰਘ ਮੋਬਾਈਲ ਸਟੋਰਜ਼ ਦਾ ਪਿਛਲਾ 8,400 ਦੇਣਾ ਸੀ, ਅੱਜ 6000 ਕੈਸ਼ ਦੇ ਦਿੱਤੇ",
     [(OB, 8400, "ਸਿੰਘ ਮੋਬਾਈਲ ਸਟੋਰਜ਼"), (M, 6000, "ਸਿੰਘ ਮੋਬਾਈਲ ਸਟੋਰਜ਼")], ["shop", None]),
]


@pytest.mark.parametrize("lang,text,want,owes", OLD_DUES)
def test_the_previous_amount_owed_is_an_opening_balance(lang: str, text: str, want: object, owes: list[str | None]
                                                         ) -> None:
    r = read(text, lang=lang)
    assert rows(r) == want and [x.owes for x in r.records] == owes, r


# 7. A day said with "by" ("by the 20th of December") is when the shop must pay: a due, never the entry's day.
def test_a_day_said_with_by_is_a_due_not_the_day_of_the_entry() -> None:
    r = read("କୋଣାର୍କ ସିମେଣ୍ଟ ଏଜେନ୍ସିରୁ ୧୦୦ ବସ୍ତା ସିମେଣ୍ଟ ଆସିଲା, ୩୮,୦୦୦, ଡିସେମ୍ବର ୨୦ ସୁଦ୍ଧା ଦେବା", lang="or")
    assert rows(r) == [(P, 38000, "କୋଣାର୍କ ସିମେଣ୍ଟ ଏଜେନ୍ସି")]
    x = r.records[0]
    assert (x.on, x.on_credit, x.due) == (None, True, "2026-12-20")


# 8. Money that came by itself, explained: "that" after it (Gujarati "e"), "this" before it (Odia "ଏଇ"),
#    what was sold for it, or last month's dues: a change to the bank entry, never a new one.
BANK_ENTRY_EXPLAINED = [
    ("gu", "450 aavya e chhaas ane dahi vechya na", None, "sale", False),
    ("gu", "3200 aavya e Nileshbhai na che, gaya mahina nu dudh nu baaki hatu", "Nilesh", None, True),
    ("or", "ଏଇ ୧୫୦୦ ପଟ୍ଟନାୟକ ବାବୁ ପଠାଇଲେ", "ପଟ୍ଟନାୟକ", None, False),
    ("bn", "৬৮৫০ গেল মা তারা মেডিক্যাল এজেন্সিতে, ওষুধ কেনার টাকা", "মা তারা মেডিক্যাল এজেন্সি", "purchase", False),
]


@pytest.mark.parametrize("lang,text,who,kind,old", BANK_ENTRY_EXPLAINED)
def test_money_that_came_by_itself_explained_changes_that_entry(lang: str, text: str, who: str | None,
                                                                 kind: str | None, old: bool) -> None:
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.via, c.new_counterparty, c.new_kind, c.old_dues) == ("bank", who, kind, old)


# 9. "Old dues or advance?" answered with the whole of the old dues ("yes, 2,000 was due from before"): the
#    opening balance is that whole sum, the payment a part of it; a smaller sum is no answer.
@pytest.mark.parametrize("text,lang,dues", [
    ("હા, જૂના ૨,૦૦૦ બાકી હતા", "gu", 2000),
    ("ਹਾਂ ਜੀ, ਪੁਰਾਣੇ 2,000 ਬਾਕੀ ਸਨ", "pa", 2000),
    ("হ্যাঁ, পুরনো ১৫০০ বাকি ছিল", "bn", 1500),
])
def test_old_dues_answered_with_their_whole_sum(text: str, lang: str, dues: int) -> None:
    from dhandha.reading import PendingQuestion

    from ._rules import rec

    p = PendingQuestion(why="old_dues", kind="choose", partial=[rec("payment_received", 1500, "Chandrika")])
    r = read(text, lang=lang, pending=p)
    assert r.answers and rows(r) == [(OB, dues, "Chandrika"), (R, 1500, "Chandrika")], r


def test_old_dues_answered_with_a_smaller_sum_is_not_an_answer() -> None:
    from dhandha.reading import PendingQuestion

    from ._rules import rec

    p = PendingQuestion(why="old_dues", kind="choose", partial=[rec("payment_received", 1500, "Chandrika")])
    r = read("હા, જૂના ૧,૦૦૦ બાકી હતા", lang="gu", pending=p)
    assert not (r.answers and any(x.kind == OB for x in r.records)), r


# 10. Brands and model numbers: a Latin word before a model code ("Anchor 6A") is the brand, never a person;
#     a number between a brand and the goods' word, counted after with a unit, is the model's ("Natraj 621").
BRANDS_AND_MODELS = [
    ("gu", "Anchor 6A switch 20 nang vechya, 1,100 rokda", [(S, 1100, None)]),
    ("bn", "Natraj 621 rubber 1 box ar Apsara pencil 2 box bikri, 340", [(S, 340, None)]),
]


@pytest.mark.parametrize("lang,text,want", BRANDS_AND_MODELS)
def test_brands_and_model_numbers_are_goods(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want and r.confident, r


# 11. The goods, how many, the verb, then the value ("2 cylinders taken, 3,700"): the count is how many, the
#     value the total; goods counted and bought, then "gave N": N is their price; "of which 1500 on UPI" is how
#     the sale was paid, no second sale.
COUNTS_AND_VALUES = [
    ("pa", "ਸੂਟ 4 ਵੇਚੇ 5,200", [(S, 5200, None)]),
    ("pa", "ਗੈਸ ਸਿਲੰਡਰ 2 ਲਏ 3,700", [(E, 3700, None)]),
    ("bn", "গোয়ালার থেকে ৫০ লিটার দুধ নিলাম, ৩,০০০ দিলাম", [(P, 3000, None)]),
    ("bn", "বিকেলে বিক্রি ৪,১৬০, তার মধ্যে ১৫০০ UPI তে", [(S, 4160, None)]),
    ("gu", "Shree Ram Electricals paasethi MCB na 2 box lidha, 4,800, 15 divas ma aapvana",
     [(P, 4800, "Shree Ram Electricals")]),
]


@pytest.mark.parametrize("lang,text,want", COUNTS_AND_VALUES)
def test_counts_values_and_payments_of_one_movement(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want and r.confident, r


# 12. Hundreds of cups or plates of tea at a price each are a tea stall's sales, not the staff's break: the
#     reading asks (what it was, or whether it is right), never an expense written; a few cups stay a tea break.
@pytest.mark.parametrize("text,lang,asked", [
    ("સવારે ચા ૩૦૦ કપ, ૧૦ રૂપિયે કપ", "gu", True),
    ("chai 50 cup 500", "hinglish", True),
    ("ચા ૪ કપ ૪૦", "gu", False),
])
def test_many_servings_of_a_running_cost_are_asked_never_written(text: str, lang: str, asked: bool) -> None:
    r = apply_guards(read(text, lang=lang))
    assert (r.intent == "clarify") is asked, r


# 13. Debts said with nothing happening now: "X-to 6,500 still to be paid" is what the shop already owed.
def test_still_to_be_paid_with_nothing_happening_is_an_opening_balance() -> None:
    r = read("મનસુખભાઈના જૂના 1,800 લેવાના છે, અને જયેશ ટ્રેડર્સને 6,500 ચૂકવવાના બાકી છે", lang="gu")
    assert rows(r) == [(OB, 1800, "મનસુખ"), (OB, 6500, "જયેશ ટ્રેડર્સ")]
    assert [x.owes for x in r.records] == ["them", "shop"]


# 14. "One" said in words before the goods is "a", never a sum beside the real one; "this" is never a name.
@pytest.mark.parametrize("text,lang,want", [
    ("ਇੱਕ ਪੁਰਾਣਾ ਸਾਈਕਲ 2,200 ਦਾ ਵੇਚਿਆ", "pa", [(S, 2200, None)]),
])
def test_one_said_in_words_is_an_article(text: str, lang: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# 15. Money that went to a firm for goods is a purchase; "the money X sent, that is an advance" is X's payment,
#     never a sale.
@pytest.mark.parametrize("text,lang,who,kind", [
    ("2400 ମା ତାରିଣୀ ଟ୍ରେଡର୍ସକୁ ଗଲା, ଆଜି ଆସିଥିବା ସିମେଣ୍ଟ ପାଇଁ", "or", "ମା ତାରିଣୀ ଟ୍ରେଡର୍ସ", "purchase"),
    ("প্রদীপদা যে 4,500 পাঠাল ওটা পুজো প্যান্ডেলের লাইটিংয়ের অ্যাডভান্স", "bn", "প্রদীপ", None),
    ("નિરાલીબેનના 2,500 આવ્યા એ દિવાળી ગિફ્ટ હેમ્પરનું પેમેન્ટ છે, વેચાણમાં ગણજો", "gu", "નિરાલી", "sale"),
])
def test_bank_money_explained_for_goods_or_as_an_advance(text: str, lang: str, who: str, kind: str | None) -> None:
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.via, r.correction.new_counterparty, r.correction.new_kind) == ("bank", who, kind)


# 16. A participle before a helpers' word ("the boys doing the packing") is no one's name: asked, never written.
def test_what_helpers_were_doing_is_not_a_name() -> None:
    r = read("પેકિંગ કરતા છોકરાઓને ચા-નાસ્તો 200", lang="gu")
    assert all(x.counterparty is None for x in r.records), r


# 17. A surname with a one-letter doer ending after a first name ("હિતેન શાહે"), a Latin name before a honorific that
#     carries the ending ("Dave sahebe"), and what a named person took after the price ("૧,૬૦૦ ની દવા").
@pytest.mark.parametrize("text,lang,want", [
    ("હિતેન શાહે 2,000 આપ્યા", "gu", [(R, 2000, "હિતેન શાહ")]),
    ("Dave sahebe 325 aapya", "gu", [(R, 325, "Dave")]),
    ("કોકિલાબેન ૧,૬૦૦ ની દવા લઈ ગયા, કોકિલાબેને ૧,૦૦૦ આપ્યા, બાકી પછી આપશે", "gu",
     [(U, 1600, "કોકિલા"), (R, 1000, "કોકિલા")]),
    ("ਗੱਲੇ ਵਿੱਚੋਂ 10,000 ਬੈਂਕ ਚ ਜਮ੍ਹਾਂ ਕਰਾਏ", "pa", [("transfer", 10000, None)]),
    ("ਖ਼ਾਲਸਾ ਸਟੀਲ ਤੋਂ ਸਰੀਆ ਆਇਆ, ਬਿੱਲ 26,400, 15 ਦਿਨਾਂ ਵਿੱਚ ਦੇਣਾ", "pa", [(P, 26400, "ਖ਼ਾਲਸਾ ਸਟੀਲ")]),
    ("ਬਾਜਵਾ ਸਾਹਬ ਦੇ ਨਾਂ 2,600 ਉਧਾਰ ਲਿਖੋ", "pa", [(U, 2600, "ਬਾਜਵਾ")]),
    ("ગુજકો માર્કેટિંગ એજન્સી પાસેથી યુરિયા 100 થેલી આવી, બિલ ૨૬,૬૫૦, 30 દિવસમાં ચૂકવવાના", "gu",
     [(P, 26650, "ગુજકો માર્કેટિંગ એજન્સી")]),
    ("20 vali Thums Up ni 2 crate aavi Patel Distributors mathi, 1,920 rokda aapya", "gu",
     [(P, 1920, "Patel Distributors")]),
    ("ମିଶ୍ର ସାରଙ୍କ 2ଟି ସାର୍ଟ, 700 ନଗଦ ପାଇଲି", "or", [(S, 700, "ମିଶ୍ର")]),
    ("ଲକ୍ଷ୍ମୀ ଦେବୀଙ୍କ 2ଟି ବ୍ଲାଉଜ ସିଲେଇ, 500, ଉଧାର", "or", [(U, 500, "ଲକ୍ଷ୍ମୀ")]),
    ("ପଟ୍ଟନାୟକ ବାବୁଙ୍କ ସାଇଟ ପାଇଁ 2.5 sq mm ତାର 3 ବଣ୍ଡଲ, 5,850, ଉଧାର", "or", [(U, 5850, "ପଟ୍ଟନାୟକ")]),
    ("Mitra boudi 750 diye gelen", "bn", [(R, 750, "Mitra")]),
])
def test_names_endings_and_goods_around_them(text: str, lang: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want and r.confident, r


# 18. Honorifics and times of day the owners of these four languages say most, glued or apart: never part of
#     the name, so the person keeps one account.
@pytest.mark.parametrize("text,lang,who", [
    ("সন্ধ্যাবেলা রহিম ৫০০ দিল", "bn", "রহিম"),
    ("রহিম চাচা ৫০০ দিলেন", "bn", "রহিম"),
    ("ସନ୍ଧ୍ୟାବେଳେ ରମେଶ ୫୦୦ ଦେଲେ", "or", "ରମେଶ"),
    ("ମିଶ୍ର ଆଜ୍ଞା ୫୦୦ ଦେଲେ", "or", "ମିଶ୍ର"),
    ("ଦାସ ସାର୍ ୧୦୦୦ ଦେଲେ", "or", "ଦାସ"),
    ("પ્રવીણકાકાએ ૫૦૦ આપ્યા", "gu", "પ્રવીણ"),
    ("દોશીજીએ ૫૦૦ આપ્યા", "gu", "દોશી"),
    ("ਗੁਰਦੀਪ ਵੀਰ ਜੀ ਨੇ 500 ਦਿੱਤੇ", "pa", "ਗੁਰਦੀਪ"),
    ("ਵੀਰ ਸਿੰਘ ਨੇ 500 ਦਿੱਤੇ", "pa", "ਵੀਰ ਸਿੰਘ"),
])
def test_honorifics_and_times_of_day_leave_the_name(text: str, lang: str, who: str) -> None:
    assert shape(read(text, lang=lang)) == [(R, 500 if "1000" not in text and "১০০০" not in text and "୧୦୦୦" not in text
                                              else 1000, who)]


# 19. Right after a sum, a Latin word the message's own language reads as "of" ("1,100 di") is not Hindi's "gave".
def test_of_after_a_sum_is_not_another_languages_verb() -> None:
    r = read("Jassi nu truck di tube udhaar ditti, 1,100 di", lang="pa")
    assert shape(r) == [(U, 1100, "Jassi")] and r.confident, r


# 20. "One" right before a sum ("ஒன்று 8,500": 8,500 each) is a price of one, never an article.
def test_one_right_before_a_sum_is_not_an_article() -> None:
    r = read("இட்லி மாவு 1 கிலோ பாக்கெட் 12 விற்றேன், ஒன்று 70", lang="ta")
    assert not any(x.amount_paise == 7000 for x in r.records), r


def test_the_shop_boy_is_a_role_never_part_of_his_name() -> None:
    # "पोऱ्या गणेशला ... पगार ... दिले": पोऱ्या (the shop boy) says who he is; the account is Ganesh.
    assert rows(read("पोऱ्या गणेशला आठवड्याचा पगार दोन हजार शंभर दिले", lang="mr")) == [(E, 2100, "गणेश")]
