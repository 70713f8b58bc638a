"""Counterparty names (guide: names): honorifics and case endings off, script kept, Latin title-cased, firms whole,
role and place nouns are nobody, and a name is never cut."""

from __future__ import annotations

import pytest

from ._rules import read

NAMES = [
    # honorifics, separate or glued
    ("hinglish", "Ritu didi ko 300 udhaar", "Ritu"),
    ("hinglish", "Sharma ji ne 500 diye", "Sharma"),
    ("hinglish", "Sharmaji ne 500 diye", "Sharma"),
    ("hinglish", "Verma uncle ne 500 diye", "Verma"),
    ("hinglish", "Pinky behenji ne 500 diye", "Pinky"),
    ("hinglish", "Ramesh bhaiya ne 500 diye", "Ramesh"),
    ("hinglish", "Mr Kapoor ne 500 diye", "Kapoor"),
    ("hinglish", "Shri Lal ne 500 diye", "Lal"),
    ("hinglish", "Kulkarni saheb ne 500 diye", "Kulkarni"),
    ("gu", "Hiteshbhai ne 500 udhaar aapya", "Hitesh"),
    ("gu", "Jyotiben ne 500 udhaar aapya", "Jyoti"),
    ("bn", "Ghosh-da 500 dilen", "Ghosh"),
    ("te", "Venkat garu 500 icchaaru", "Venkat"),
    ("ta", "Prakash anna 500 kuduthaar", "Prakash"),
    ("mr", "Neha tai ne 500 dile", "Neha"),
    # a name is never cut
    ("hinglish", "Sethi ne 500 diye", "Sethi"),
    ("hinglish", "Naveen Babu ne 500 diye", "Naveen Babu"),
    ("hinglish", "Balaji ne 500 diye", "Balaji"),
    ("hinglish", "Rajan Pillai ne 500 diye", "Rajan Pillai"),
    # Latin names title-cased when typed in lowercase
    ("hinglish", "mohan ne 500 diye", "Mohan"),
    ("en", "got 500 from mrs d'souza", "D'Souza"),
    # case endings off, script kept
    ("mr", "सुरेशला ५०० उधार दिले", "सुरेश"),
    ("mr", "गणेशने ५०० दिले", "गणेश"),
    ("gu", "રમેશને ૫૦૦ ઉધાર આપ્યા", "રમેશ"),
    ("gu", "મહેશ પાસેથી ૨૦૦૦ મળ્યા", "મહેશ"),
    ("bn", "রহিমকে ৫০০ টাকা ধার দিলাম", "রহিম"),
    ("ta", "முத்துவுக்கு 350 கடன் கொடுத்தேன்", "முத்து"),
    ("ta", "ராமனுக்கு 350 கடன் கொடுத்தேன்", "ராமன்"),
    ("te", "రవికి 300 అప్పు ఇచ్చాను", "రవి"),
    ("kn", "ರಾಜುಗೆ 500 ಸಾಲ ಕೊಟ್ಟೆ", "ರಾಜು"),
    ("ml", "ഗോപന് 500 കടം കൊടുത്തു", "ഗോപൻ"),
    ("or", "ରମେଶକୁ ୫୦୦ ଉଧାର ଦେଲି", "ରମେଶ"),
    ("en", "put 200 on Peter's account", "Peter"),
    # firms stay whole
    ("hinglish", "Shri Ganesh Agencies ko 5000 diye", "Shri Ganesh Agencies"),
    ("en", "paid 3000 to Khanna & Sons", "Khanna & Sons"),
    ("hinglish", "Om Sai Traders ko 6500 bheje", "Om Sai Traders"),
    ("ta", "ஸ்ரீ முருகன் ஏஜென்சீஸ்க்கு 9000 கொடுத்தேன்", "ஸ்ரீ முருகன் ஏஜென்சீஸ்"),
    ("mr", "ओम साई ट्रेडर्सला ६५०० दिले", "ओम साई ट्रेडर्स"),
]


@pytest.mark.parametrize(("lang", "text", "name"), NAMES)
def test_counterparty_names(lang, text, name):
    r = read(text, lang=lang)
    assert r.intent == "record", r
    assert r.records[0].counterparty == name


ROLES = [
    "plumber ko 650 diye",
    "landlord ko 12000 diye",
    "mistri ko 900 diye",
    "auto wale ko 70 diye",
    "doodh wale ko 3000 diye",
    "mandi se 40 kilo aloo liye 800 mein",
]


@pytest.mark.parametrize("text", ROLES)
def test_role_and_place_nouns_are_nobody(text):
    r = read(text)
    assert r.intent == "record"
    assert r.records[0].counterparty is None


def test_a_name_with_a_glued_honorific_and_marker_in_romanized_gujarati():
    r = read("Maheshbhaie 700 aapya", lang="gu")
    assert (r.records[0].kind, r.records[0].counterparty) == ("payment_received", "Mahesh")


ROMANIZED_GLUED = [
    ("bn", "Rahimke 500 taka dhar dilam", "Rahim"),
    ("te", "Raviki 500 appu icchanu", "Ravi"),
    ("kn", "Manjuge 500 saala kotte", "Manju"),
    ("ml", "Sureshinu 500 kadam koduthu", "Suresh"),
    ("ml", "Rajuvinu 500 kadam koduthu", "Raju"),
    ("or", "Rameshku 500 udhaar deli", "Ramesh"),
    ("gu", "Maheshne 500 udhar aapya", "Mahesh"),
    ("ta", "Selvamukku 500 kadan kuduthen", "Selvam"),
    ("mr", "Sureshla 300 udhari dile", "Suresh"),
]


@pytest.mark.parametrize(("lang", "text", "name"), ROMANIZED_GLUED)
def test_romanized_case_endings_of_each_language(lang, text, name):
    r = read(text, lang=lang)
    assert (r.records[0].kind, r.records[0].counterparty) == ("udhaar_given", name)


def test_a_hindi_name_ending_like_a_marathi_case_is_kept():
    assert read("Kamla ne 300 diye").records[0].counterparty == "Kamla"


def test_malayalam_names_ending_in_a_chillu():
    assert read("രാഹുലിന് 400 കടം", lang="ml").records[0].counterparty == "രാഹുൽ"
