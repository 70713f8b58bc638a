"""Words that say what money was for, not a change to an entry or a person (docs/reading-guide.md, "Corrections",
"Old dues and first days", "Names")."""

from __future__ import annotations

import pytest

from ._rules import E, R, U, last, read, rec, rows


# "it was" with no sum after it explains the payment; with a sum it still corrects.
def test_it_was_her_old_dues_is_a_payment_of_old_dues() -> None:
    r = read("Mary aunty paid 700, it was her old dues from last month", lang="english")
    assert rows(r) == [(R, 700, "Mary")], r
    assert r.records[0].clears_old_dues


def test_it_was_a_sum_still_corrects() -> None:
    assert read("no it was 700", lang="english").intent == "correct"


def test_goods_on_the_monthly_account_are_credit() -> None:
    r = read("Hotel Sea Breeze took 12 kg prawns 4,800 on monthly account", lang="english")
    assert rows(r) == [(U, 4800, "Hotel Sea Breeze")], r


# Money spent on a running cost (the ice a fish shop buys) names no payee, whatever name the word sounds like.
@pytest.mark.parametrize("text,lang,rupees", [("నిన్న ఐస్ కి 450 ఖర్చు అయింది", "telugu", 450),
                                              ("yesterday ice blocks 600", "english", 600)])
def test_ice_is_a_running_cost(text: str, lang: str, rupees: int) -> None:
    assert rows(read(text, lang=lang)) == [(E, rupees, None)]


def test_ice_cream_is_goods() -> None:
    assert rows(read("sold ice cream 500", lang="english")) == [("sale", 500, None)]


# A wattage typed onto its number after a name in the language's own script is the goods' size: the name stays
# the customer's, and the "W" is no one.
def test_a_wattage_after_a_name_is_the_goods() -> None:
    assert rows(read("ବାପୁନ 20W ଚାର୍ଜର ନେଲା 650 ଉଧାର", lang="odia")) == [(U, 650, "ବାପୁନ")]


# "Today, Sunday": a weekday said with "today" is today, not a week back.
def test_today_named_with_its_weekday_is_today() -> None:
    r = read("ಇವತ್ತು ಭಾನುವಾರ ಒಟ್ಟು ಮಾರಾಟ 11,200", lang="kannada", now="2027-09-26T21:00:00+05:30")
    assert rows(r) == [("sale", 11200, None)] and r.records[0].on is None, r


# The rate word as owners type it in Latin letters ("420 chappuna") prices each of the goods counted.
def test_a_telugu_rate_typed_in_latin_letters() -> None:
    r = read("Srinivas garu 40 bags teesukunnaru 420 chappuna, appu lo raasuko", lang="telugu")
    assert rows(r) == [(U, 16800, "Srinivas")], r


# In a Gujarati message "na" after a measure is "of": "20 litre na jar" are twenty-litre jars, no "no".
def test_the_size_of_the_goods_counted_after_them() -> None:
    r = read("20 litre na jar 40 vechya 35 na bhave, 1,000 GPay baki rokda", lang="gujarati")
    assert rows(r) == [("sale", 1400, None)] and r.records[0].qty == 40, r


def test_a_lone_letter_is_no_name() -> None:
    r = read("ஆ அப்புறம் செல்வி 40 கிலோ பொன்னி அரிசி எடுத்துட்டு போனாங்க 2,200", lang="tamil")
    assert [x.counterparty for x in r.records] == ["செல்வி"], r


# Goods that came in with "I will pay (next month, at the week's end)" are bought on credit.
@pytest.mark.parametrize("text,lang", [
    ("অনুপম ইলেকট্রিক্যালস থেকে মাল এল ১১,২০০ টাকার, দাম পরের মাসে দেব", "bengali"),
    ("ଗୋପାଳ ଗଉଡ଼ଙ୍କ ଠାରୁ 20 କିଲୋ ଛେନା ଆଣିଲି କିଲୋ 320, ପଇସା ସପ୍ତାହ ଶେଷରେ ଦେବି", "odia"),
])
def test_goods_to_be_paid_for_later_are_bought_on_credit(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    assert [(x.kind, x.on_credit) for x in r.records] == [("purchase", True)], r


# The town goods came from is no one: the firm or the truck's owner named after it is the seller.
@pytest.mark.parametrize("text,lang,who", [
    ("പാലക്കാട് നിന്ന് മുരുകൻ ഏജൻസി 20 പെട്ടി തക്കാളി ഇറക്കി, 12,000, അടുത്ത ആഴ്ച കൊടുക്കാം", "malayalam",
     "മുരുകൻ ഏജൻസി"),
    ("Nashik se Sonawane ki gaadi aayi 40 bori pyaaz 56,000 ka maal 10 din mein payment", "hinglish", "Sonawane"),
    ("Arani weavers society kitta 10 saree vaanginen 48,000, 45 naal la kudukkanum", "tamil", "Arani Weavers society"),
])
def test_the_town_is_no_seller(text: str, lang: str, who: str) -> None:
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.on_credit) for x in r.records] == [("purchase", who, True)], r


# A name with its honorific after the count is the one who took the goods, never more of the goods' name.
def test_a_name_with_its_honorific_after_a_count_is_the_customer() -> None:
    r = read("Verka ghee 1 litre wala 3 dabbe Sharma aunty le gayi 1,950 ka", lang="hinglish")
    assert [x.counterparty for x in (r.clarify.partial if r.clarify else r.records)] == ["Sharma"], r
    assert rows(read("Classmate 172 pages notebooks 2 dozen Ramana sir school ki appu 1,440", lang="telugu")) == [
        (U, 1440, "Ramana")]


def test_money_taken_from_an_atm_is_the_owners_own() -> None:
    r = read("took 5000 from atm for cash parts", lang="english")
    assert [(x.kind, x.route) for x in r.records] == [("transfer", "bank_to_cash")], r


# "maadida" (who did it) and a trade before a name ("నేత కార్మికుడు", the weaver) are no one's name.
@pytest.mark.parametrize("text,lang,want", [
    ("mill belt repair maadida mechanic ge 900 kotte", "kannada", [(E, 900, None)]),
    ("నేత కార్మికుడు యాదగిరి కి మనం పాత బాకీ 12,000 ఇవ్వాలి", "telugu", [("opening_balance", 12000, "యాదగిరి")]),
])
def test_words_about_a_person_are_not_their_name(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# The goods named again with a small sum after "1,000 of them" is the price of one: one entry of count x price.
@pytest.mark.parametrize("text,lang,who", [("ଅଶୋକ 1,000 ଇଟା ନେଲେ, ଇଟା 8 ଟଙ୍କା", "odia", "ଅଶୋକ"),
                                           ("Ashok 1000 int le gaya, int 8 rupaye", "hinglish", "Ashok")])
def test_the_price_of_one_said_after_the_count(text: str, lang: str, who: str) -> None:
    r = read(text, lang=lang)
    assert r.clarify is not None and [(x.amount_paise, x.counterparty, x.qty) for x in r.clarify.partial] == [
        (800000, who, 1000)], r


def test_a_grade_is_part_of_the_goods_name() -> None:
    r = read("Sri Venkateswara Cement Agencies nundi 200 bags Ultratech OPC 53 grade vachindi, bill 78,000, "
             "20 rojullo kattali", lang="telugu")
    assert [(x.kind, x.amount_paise, x.on_credit) for x in r.records] == [("purchase", 7800000, True)], r


# A saint's name is a school's: before the school's word it is that school's account, alone it names goods.
@pytest.mark.parametrize("text,lang,want", [
    ("St. Mary's school-nu 200 notebook koduthu, 9,000, kadam, paisa maasa avasanam tharum", "malayalam",
     [(U, 9000, "St Mary's School")]),
    ("gave 20 notebooks to St Xavier's school 900 on credit", "english", [(U, 900, "St Xavier's School")]),
    ("gave 20 notebooks to Hotel Sagar 900 on credit", "english", [(U, 900, "Hotel Sagar")]),
    ("St Mary's uniform 14 sets sold today 850 each", "english", [("sale", 11900, None)]),
    # a school is a customer: goods "on their account" are its credit, never a purchase from it
    ("St Mary's school 50 spiral bindings 1500 on their account", "english", [(U, 1500, "St Mary's School")]),
    ("Principal Menon from St Joseph's took 20 Classmate notebooks on credit, 1200", "english",
     [(U, 1200, "Principal Menon")]),
])
def test_a_saints_name_is_a_school(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# A count, the price of one with its rate word, and their product said as the total: one entry of the total.
def test_count_price_and_total_across_a_comma() -> None:
    r = read("Thomas-nte thottathil ninnu 1,200 thenga eduthu, 14 rupa vechu 16,800, 10 divasam kazhinju kodukkam",
             lang="malayalam")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("purchase", 1680000, "Thomas")], r
    r = read("Kerala Oil Mills-nu 1,000 thenga koduthu 19 rupa vechu, 19,000, kadam aanu", lang="malayalam")
    assert [(x.kind, x.amount_paise) for x in r.records] == [(U, 1900000)], r


def test_starting_the_books_fresh_is_a_bulk_cancel_never_a_rename() -> None:
    r = read("clear everything, i want to start the books fresh", lang="english")
    assert r.correction is not None and (r.correction.action, r.correction.scope, r.correction.new_counterparty) == (
        "cancel", "all", None), r


def test_horsepower_is_part_of_the_goods() -> None:
    r = read("yesterday evening sold a 1.5 hp Crompton motor for 6,200 cash, forgot to put it", lang="english")
    assert rows(r) == [("sale", 6200, None)], r


# A voice note with no commas: the bill said with no verb of money, then "he" and what he paid.
def test_a_bill_then_what_he_paid_without_commas() -> None:
    r = read("haan toh woh Malhotra sahab ke yahan shaadi ka kaam khatam hua total bill 42 hazaar bana unhone "
             "30 hazaar de diye baaki 12 agle hafte", lang="hinglish")
    assert rows(r) == [(U, 42000, "Malhotra"), (R, 30000, "Malhotra")], r


def test_dry_cleaning_is_a_job_not_a_person() -> None:
    r = read("dry clean 3 saree 250 ki ek cash mila", lang="hinglish")
    assert not any(x.counterparty for x in (r.clarify.partial if r.clarify else r.records)), r


# "He sent" says who gave the money; what it was sent "for" is no one.
def test_who_sent_money_for_something() -> None:
    r = read("சுந்தரம் சார் கல்யாண சமையலுக்கு 35,000 அட்வான்ஸ் அனுப்பினாரு", lang="tamil")
    assert rows(r) == [(R, 35000, "சுந்தரம்")] and r.records[0].advance, r


# Marathi "धंदा" is the day's business: a sale when said with a sum, the sales when asked about.
def test_the_days_business_in_marathi() -> None:
    assert rows(read("संध्याकाळचा चिकनचा धंदा ९,८५०", lang="marathi")) == [("sale", 9850, None)]
    assert read("आज किती धंदा झाला?", lang="marathi").query is not None


# A voice note: the sale and its sum, then the buyer named with his title, what he paid, and the rest later.
def test_a_sale_then_the_buyer_paying_part_without_commas() -> None:
    r = read("আর শোনো সেগুন কাঠের খাট বিক্রি হল ২৪,০০০ দত্তবাবু ১৫,০০০ দিলেন বাকি পুজোর আগে দেবেন", lang="bengali")
    assert rows(r) == [(U, 24000, "দত্ত"), (R, 15000, "দত্ত")], r


# "paid to the repair guy": the role after "to" is who was paid; the words before say what for.
def test_paid_to_a_role_is_money_out() -> None:
    r = read("printer toner refill 450 paid to the repair guy", lang="english")
    assert [(x.kind, x.counterparty) for x in (r.records or (r.clarify.partial if r.clarify else []))] == [
        (E, None)], r


def test_a_new_customer_is_a_role_before_her_name() -> None:
    r = read("కొత్త కస్టమర్ అనిత గారు పెళ్లి లెహంగా కి 2,000 అడ్వాన్స్ ఇచ్చారు", lang="telugu")
    assert rows(r) == [(R, 2000, "అనిత")] and r.records[0].advance, r


# A saint's school in the language's own script, and a saint's firm, are one account each.
@pytest.mark.parametrize("text,lang,want", [
    ("செயின்ட் ஜோசப் ஸ்கூலுக்கு 40 நோட்டு 2,400 கடன்", "tamil", [(U, 2400, "செயின்ட் ஜோசப் ஸ்கூல்")]),
    ("St George Agencies se 30 bag cement aaya 11,400", "hinglish", [("purchase", 11400, "St George Agencies")]),
])
def test_a_saints_name_in_any_script(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


# "10th class", "10ம் வகுப்பு": a school class after an ordinal, never the 10th of the month.
def test_a_class_is_no_date() -> None:
    r = read("10ம் வகுப்பு கைடு 15 விற்றேன், ஒன்னு 320", lang="tamil", now="2027-11-16T10:00:00+05:30")
    assert rows(r) == [("sale", 4800, None)] and r.records[0].on is None, r


# "All of today's entries" names the day whose entries go, whatever other day the reason mentions.
def test_the_day_said_with_all_the_entries() -> None:
    r = read("arre ye dono galat daal diye, ye kal ke order hain jo abhi deliver nahi hue. aaj ki saari entries "
             "hata do", lang="hinglish", now="2027-11-20T10:30:00+05:30")
    assert r.correction is not None and (r.correction.scope, r.correction.on) == ("all", "2027-11-20"), r


# Kannada from heldout17: a shop's name with "-ಕ್ಕೆ", "ನಮ್ಮ" (our), a wattage in the script, the count after the
# goods before a credit sum, and Sona (a rice) that is no person.
@pytest.mark.parametrize("text,want", [
    ("ಅವರಿಗೆ ನಮ್ಮ ಹಳೆ ಬಾಕಿ 6,000 ಕೊಡೋದಿದೆ ಸಿದ್ಧಿವಿನಾಯಕಕ್ಕೆ", [("opening_balance", 6000, "ಸಿದ್ಧಿವಿನಾಯಕ")]),
    ("ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಮಹೇಶ್‌ಗೆ 9 ವ್ಯಾಟ್ ಎಲ್ಇಡಿ ಬಲ್ಬ್ 20, 1,800 ಸಾಲ", [(U, 1800, "ಮಹೇಶ್")]),
    ("ಶ್ರೀ ಸಾಯಿ ಎಂಟರ್‌ಪ್ರೈಸಸ್ ಇಂದ ಗಿಫ್ಟ್ ಪ್ಯಾಕಿಂಗ್ ಪೇಪರ್ ರೋಲ್ 10, 1,100, ಸಾಲದ ಮೇಲೆ",
     [("purchase", 1100, "ಶ್ರೀ ಸಾಯಿ ಎಂಟರ್ಪ್ರೈಸಸ್")]),
])
def test_kannada_names_sizes_and_counts(text: str, want: object) -> None:
    assert rows(read(text, lang="kannada")) == want


def test_sona_rice_is_no_person() -> None:
    r = read("ಸೋನಾ 25 ಕೆಜಿ ಚೀಲ ಒಂದು, 1,450, ಸಾಲ", lang="kannada")
    assert r.clarify is not None and r.clarify.why == "missing_counterparty", r


# Names from heldout17: a relative or one's own place after a name is that name's account, a title with a case
# ending is a title, and times, weeks, helpers and tourists are no one.
@pytest.mark.parametrize("text,lang,want", [
    ("ജോസ് ചേട്ടന്റെ ഹോട്ടലിലേക്ക് 10 കിലോ അയല 2,600, കടം", "malayalam", [(U, 2600, "ജോസ്")]),
    ("ಮಂಜುನಾಥ್ ಅವರ ಮಗನಿಗೆ ಅಟ್ಲಾಸ್ 20 ಇಂಚ್ ಸೈಕಲ್ 6,200, 3,000 ಕೊಟ್ಟರು ಬಾಕಿ ಮುಂದಿನ ತಿಂಗಳು ಕೊಡ್ತಾರೆ", "kannada",
     [(U, 6200, "ಮಂಜುನಾಥ್"), (R, 3000, "ಮಂಜುನಾಥ್")]),
    ("ಗೌಡರ ಹಳೆ ಬಾಕಿ 3,000 ಇದೆ", "kannada", [("opening_balance", 3000, "ಗೌಡ")]),
    ("ಶ್ರೀ ಬಸವೇಶ್ವರ ಅಗ್ರೋ ಏಜೆನ್ಸೀಸ್ ಇಂದ DAP 50 ಚೀಲ ಬಂತು, ಬಿಲ್ 67,500, 45 ದಿನದಲ್ಲಿ ಕೊಡಬೇಕು", "kannada",
     [("purchase", 67500, "ಶ್ರೀ ಬಸವೇಶ್ವರ ಅಗ್ರೋ ಏಜೆನ್ಸೀಸ್")]),
    ("ലീല ടീച്ചറുടെ പഴയ ബാക്കി 4,500 ഉണ്ട്, എഴുതി വെക്ക്", "malayalam", [("opening_balance", 4500, "ലീല")]),
    ("দোকানের ছেলেটাকে সপ্তাহের মাইনে 1,400 দিলাম", "bengali", [(E, 1400, None)]),
    ("રાતે છોકરાને 200 પગાર આપ્યો", "gujarati", [(E, 200, None)]),
    ("mechanic pillodiki jeetam 2,000 ichanu", "telugu", [(E, 2000, None)]),
])
def test_words_around_a_name(text: str, lang: str, want: object) -> None:
    assert rows(read(text, lang=lang)) == want


def test_the_takings_of_today_named_by_its_weekday() -> None:
    r = read("ਐਤਵਾਰ ਦੀ ਵਿਕਰੀ 5,100", lang="punjabi", now="2027-11-21T18:00:00+05:30")
    assert rows(r) == [("sale", 5100, None)] and r.records[0].on is None, r


def test_a_name_before_its_trade_after_a_count_is_the_seller() -> None:
    r = read("subah ka doodh 12 litre Gopal doodhwale se liya 720 cash diye", lang="hinglish")
    assert rows(r) == [("purchase", 720, "Gopal")], r


# Firms and goods from heldout17: a firm's word in the script ends its name whole (হ্যান্ডলুম, ఆటో పార్ట్స్), goods
# before a firm are not part of its name, flowers bought are no one, and a trade with "-વાળા" is a role.
@pytest.mark.parametrize("text,lang,who", [
    ("আর শান্তিপুর হ্যান্ডলুমের কাছে আমাদের আগের 12,000 দেওয়া বাকি আছে", "bengali", "শান্তিপুর হ্যান্ডলুম"),
    ("మహాలక్ష్మి ఆటో పార్ట్స్ నుంచి సరుకు వచ్చింది 32,000, 20 రోజుల్లో కట్టాలి", "telugu", "మహాలక్ష్మి ఆటో పార్ట్స్"),
    ("કાથો ચૂનો સોપારી મહેતા ટ્રેડર્સ પાસેથી 2,400 નો માલ લીધો ઉધાર", "gujarati", "મહેતા ટ્રેડર્સ"),
    ("મહેશ ટ્રાન્સપોર્ટવાળા ના જૂના 8,000 બાકી હતા", "gujarati", "મહેશ"),
    ("मंडी से गेंदे के फूल 20 किलो लिए 1,600 नकद", "hindi", None),
])
def test_whose_name_the_firm_words_end(text: str, lang: str, who: str | None) -> None:
    r = read(text, lang=lang)
    assert [x.counterparty for x in (r.records or (r.clarify.partial if r.clarify else []))] == [who], r


# "N each" words and sizes by number in more scripts: Odia "କରି", "ନମ୍ବର", Punjabi "ਵੇਚੀਆਂ ... ਵਾਲੀਆਂ".
@pytest.mark.parametrize("text,lang,rupees", [
    ("7up 600ml 10ଟା ବିକିଲି, 40 ଟଙ୍କା କରି", "odia", 400),
    ("ସକାଳୁ ପାନ 60ଟା ବିକିଲି 15 ଟଙ୍କା କରି", "odia", 900),
    ("ବାଟା ଚପଲ 7 ନମ୍ବର 2 ଯୋଡ଼ା ବିକିଲି, 299 କରି", "odia", 598),
    ("ਬਾਟਾ ਦੀਆਂ 8 ਨੰਬਰ ਚੱਪਲਾਂ 4 ਜੋੜੇ ਵੇਚੀਆਂ, 299 ਵਾਲੀਆਂ", "punjabi", 1196),
    ("प्लास्टिक १ नंबर ८० किलो विकले ३२ रुपये किलोने", "marathi", 2560),
])
def test_each_and_numbered_sizes_in_more_scripts(text: str, lang: str, rupees: int) -> None:
    assert rows(read(text, lang=lang)) == [("sale", rupees, None)]


# "One of the goods counted, this much": the price of one, never the total (a total is asked when no count is
# in the same stretch).
def test_one_of_the_counted_goods_prices_each() -> None:
    assert rows(read("Titan watch battery 3 maathinen, oru battery 150", lang="tamil")) == [("sale", 450, None)]
    r = read("4 watch service kiye, ek watch ke 250", lang="hinglish")
    assert not r.records or r.records[0].amount_paise != 25000, r
    assert rows(read("tempered glass 6 pcs 150 each", lang="english")) == [("sale", 900, None)]
    assert rows(read("wheel balancing 4 cars 250 each, 600 came on gpay rest cash", lang="english")) == [
        ("sale", 1000, None)]


# A change naming no one keeps to the last entry: "৩২০০ হবে" (it will be 3,200) names no person.
def test_a_verb_in_a_change_is_no_ones_name() -> None:
    r = read("চাল বিক্রির এন্ট্রিটা ভুল, ৩২০০ হবে", lang="bengali", last=last(rec("sale", 3000)))
    assert r.correction is not None and r.correction.counterparty is None and r.correction.new_amount_paise == 320000, r


def test_to_karthik_in_tamil() -> None:
    r = read("கார்த்திக்கு 20 ஜூஸ் பார்சல் கடன், 1400", lang="tamil")
    assert rows(r) == [(U, 1400, "கார்த்திக்")], r


# A model's number is part of the goods' name; a sanitary brand is no buyer.
def test_a_models_number_and_brands() -> None:
    r = read("ગયા શુક્રવારે ફાસ્ટ્રેક 3089 મોડેલ ની ઘડિયાળ વેચી 2,495 UPI", lang="gujarati")
    assert rows(r) == [("sale", 2495, None)], r
    r = read("गुलाब जामुन 5 किलो शर्मा टेंट हाउस वालों को, 1400, पैसे बाद में देंगे", lang="hindi")
    assert not any(x.kind == "purchase" for x in (r.records or (r.clarify.partial if r.clarify else []))), r


def test_a_sum_taken_back_names_the_entry_whatever_word_opens_the_message() -> None:
    r = read("ഹേയ് Vicks 450 അല്ല, 540 ആണ്", lang="malayalam", last=last(rec("sale", 450, item="Vicks Action 500")))
    assert r.correction is not None and r.correction.counterparty is None, r


# "He owed it for ...": what he paid cleared old dues; the old sale it was owed for is no new entry.
@pytest.mark.parametrize("text,lang,who,rupees", [
    ("Irfan gave me the 2000, he owed it for the old iPhone 7 I sold him last month", "english", "Irfan", 2000),
    ("କାଲି ପ୍ରଦୀପ ନାୟକ ୨,୧୫୦ ପଠାଇଲେ, ତାଙ୍କର ପୁରୁଣା ଉଧାର ସେତିକି ଥିଲା, ଏବେ ସଫା", "odia", "ପ୍ରଦୀପ ନାୟକ", 2150),
])
def test_what_he_owed_is_old_dues_paid(text: str, lang: str, who: str, rupees: int) -> None:
    r = read(text, lang=lang)
    assert rows(r) == [(R, rupees, who)] and r.records[0].clears_old_dues, r


def test_abduls_hotel_is_abdul() -> None:
    r = read("SBI യിൽ വന്ന 1,850 അബ്ദുളിന്റെ ഹോട്ടലിന് ഇന്ന് കൊടുത്ത മീനിന്റെ പണം", lang="malayalam",
             last=last(rec("sale", 100)))
    assert r.correction is not None and (r.correction.new_counterparty, r.correction.new_kind) == ("അബ്ദുൾ", "sale"), r


def test_it_was_a_name_after_a_word_of_changing_still_corrects() -> None:
    r = read("wrong name, it was venkatesh", lang="english", last=last(rec("udhaar_given", 500, "Venkat")))
    assert r.correction is not None and r.correction.new_counterparty == "Venkatesh", r


# The new sum is the one said against the sum taken back; one in another stretch says why.
def test_the_sum_against_the_one_taken_back_is_the_new_one() -> None:
    r = read("ਕੱਲ੍ਹ ਵਾਲੀ ਕ੍ਰਿਕਟ ਕਿੱਟਾਂ ਦੀ ਐਂਟਰੀ 4,800 ਨਹੀਂ 4,600 ਸੀ, 200 ਛੋਟ ਦਿੱਤੀ ਸੀ", lang="punjabi",
             now="2027-06-09T10:00:00+05:30", last=last(rec("sale", 4800, "ਮਨਦੀਪ")))
    assert r.correction is not None and r.correction.new_amount_paise == 460000, r


def test_liberty_is_a_brand() -> None:
    r = read("लिबर्टी ८ नंबर चप्पल शिंदे मॅडम घेऊन गेल्या, ८९९ उधार", lang="marathi")
    assert rows(r) == [(U, 899, "शिंदे")], r


def test_all_of_todays_test_entries_go_and_test_is_no_account() -> None:
    r = read("ivattu haakiddu ella test entry, nija alla, ella delete maadu", lang="kannada")
    assert r.correction is not None and (r.correction.action, r.correction.scope, r.correction.counterparty) == (
        "cancel", "all", None), r


# A sum changed for another, with only a way of paying in the reason, is a change of that entry, not of a bank one.
def test_a_sum_changed_with_upi_in_the_reason() -> None:
    r = read("अरे वो पॉपलिन वाली में 1560 नहीं 1650 था, 600 UPI ही था", lang="hindi",
             last=last(rec("sale", 1560)))
    assert r.correction is not None and (r.correction.new_amount_paise, r.correction.via) == (165000, None), r
