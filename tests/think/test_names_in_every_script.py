"""Names of every script through the two commonest shapes: "X gave" and "credit to X" (glued dative)."""

from __future__ import annotations

import pytest

from ._rules import read

# language: (names, dative forms, "X gave" shape, "credit to X" shape, doer forms where glued)
CASES = {
    "ta": ({"முருகன்": "முருகனுக்கு", "செல்வி": "செல்விக்கு", "ராஜா": "ராஜாவுக்கு", "லட்சுமி": "லட்சுமிக்கு",
            "குமார்": "குமாருக்கு"}, "{n} 500 கொடுத்தார்", "{d} 500 கடன் கொடுத்தேன்", {}),
    "te": ({"రాము": "రాముకి", "సీత": "సీతకి", "వెంకట్": "వెంకట్\u200cకి", "లక్ష్మి": "లక్ష్మికి", "కృష్ణ": "కృష్ణకు"},
           "{n} 500 ఇచ్చాడు", "{d} 500 అప్పు ఇచ్చాను", {}),
    "kn": ({"ರಾಜು": "ರಾಜುಗೆ", "ಗೀತಾ": "ಗೀತಾಗೆ", "ಮಂಜು": "ಮಂಜುಗೆ", "ಸುರೇಶ್": "ಸುರೇಶ್\u200cಗೆ", "ಲಕ್ಷ್ಮಿ": "ಲಕ್ಷ್ಮಿಗೆ"},
           "{n} 500 ಕೊಟ್ಟರು", "{d} 500 ಸಾಲ ಕೊಟ್ಟೆ", {}),
    "ml": ({"ഗോപൻ": "ഗോപന്", "രാജു": "രാജുവിന്", "സുരേഷ്": "സുരേഷിന്", "ബിന്ദു": "ബിന്ദുവിന്", "മുരളി": "മുരളിക്ക്"},
           "{n} 500 തന്നു", "{d} 500 കടം കൊടുത്തു", {}),
    "bn": ({"রহিম": "রহিমকে", "সুমন": "সুমনকে", "পলাশ": "পলাশকে", "মিঠু": "মিঠুকে", "করিম": "করিমকে"},
           "{n} ৫০০ টাকা দিলেন", "{d} ৫০০ টাকা ধার দিলাম", {}),
    "gu": ({"રમેશ": "રમેશને", "મહેશ": "મહેશને", "ગીતા": "ગીતાને", "હિતેશ": "હિતેશને"},
           "{e} ૫૦૦ આપ્યા", "{d} ૫૦૦ ઉધાર આપ્યા",
           {"રમેશ": "રમેશે", "મહેશ": "મહેશે", "ગીતા": "ગીતાએ", "હિતેશ": "હિતેશે"}),
    "mr": ({"सुरेश": "सुरेशला", "पाटील": "पाटीलला", "नेहा": "नेहाला", "विमला": "विमलाला"},
           "{e} ५०० दिले", "{d} ५०० उधार दिले",
           {"सुरेश": "सुरेशने", "पाटील": "पाटीलने", "नेहा": "नेहाने", "विमला": "विमलाने"}),
    "pa": ({"ਜਸਪਾਲ": "ਜਸਪਾਲ", "ਬਲਦੇਵ": "ਬਲਦੇਵ", "ਗੁਰਪ੍ਰੀਤ": "ਗੁਰਪ੍ਰੀਤ"}, "{n} ਨੇ ੫੦੦ ਦਿੱਤੇ", "{n} ਨੂੰ ੫੦੦ ਉਧਾਰ ਦਿੱਤੇ", {}),
    "or": ({"ରମେଶ": "ରମେଶକୁ", "ସୁରେଶ": "ସୁରେଶକୁ", "ପ୍ରଦୀପ": "ପ୍ରଦୀପକୁ", "ଗୀତା": "ଗୀତାକୁ"},
           "{n} ୫୦୦ ଦେଲେ", "{d} ୫୦୦ ଉଧାର ଦେଲି", {}),
}


def _rows():
    for lang, (names, gave, credit, doers) in CASES.items():
        for name, dative in names.items():
            yield lang, gave.format(n=name, e=doers.get(name, name)), "payment_received", name
            yield lang, credit.format(n=name, d=dative), "udhaar_given", name


@pytest.mark.parametrize(("lang", "text", "kind", "name"), list(_rows()))
def test_names_in_their_own_script(lang, text, kind, name):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [(kind, 50000, name)]


def test_a_hindi_name_ending_in_la_is_kept():
    assert read("कमला ने ५०० दिए", lang="hi").records[0].counterparty == "कमला"
