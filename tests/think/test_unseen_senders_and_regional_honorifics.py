"""Money from an unseen sender is asked; regional honorific families come off.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading

from ._rules import R, U, read, shape


def _wrote(r: Reading) -> bool:
    return r.intent in ("record", "record_many")


# (g) Money in with no visible sender (guide: when to ask ambiguous_kind): asked; a verb is never made a party.
UNKNOWN_SENDER = [
    ("phonepe pe 850 aaye naam nahi dikha", "hinglish"),
    ("upi se 1200 aaye pata nahi kisne bheje", "hinglish"),
    ("unknown number se 500 aaye gpay pe", "hinglish"),
    ("paytm pe 300 aaya kisi ka naam nahi aa raha", "hinglish"),
    ("1500 aaye upi pe naam nahi pata", "hinglish"),
    ("2100 gpay pe aaye naam dikh nahi raha", "hinglish"),
    ("naam nahi dikh raha 1100 aaye phonepe pe", "hinglish"),
    ("qr pe 250 aaye naam nahi dikh raha hai", "hinglish"),
    ("gpay par 640 aaye naam nhi dikh rha", "hinglish"),
    ("account me 3000 aaye pata nahi kisne dale", "hinglish"),
    ("received 700 on gpay, name not showing", "en"),
    ("got 400 on phonepe from an unknown number", "en"),
    ("700 came on gpay dont know who sent", "en"),
    ("गूगल पे पर 2000 आए, नाम नहीं दिख रहा", "hi"),
    ("यूपीआई से 650 आए पता नहीं किसने भेजे", "hi"),
    ("फोनपे पर 900 आए नाम नहीं दिख रहा है", "hi"),
    ("अनजान नंबर से 1200 आए", "hi"),
]


@pytest.mark.parametrize("text,lang", UNKNOWN_SENDER)
def test_money_in_from_an_unseen_sender_is_asked(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    assert not (_wrote(r) and r.confident), r
    assert r.intent == "clarify" and r.clarify is not None, r
    assert r.clarify.why in ("ambiguous_kind", "missing_counterparty"), r


# Never a party: verbs, auxiliaries and common words.
NOT_NAMES = frozenset({"dikh", "dikha", "raha", "rha", "gaya", "hai", "tha", "nahi", "pata", "naam", "aaya", "aaye",
                       "mila", "kisne", "number", "unknown", "lene", "ppl", "left", "stock"})


@pytest.mark.parametrize("text,lang", UNKNOWN_SENDER + [("naam nahi dikh raha", "hinglish"),
                                                        ("dikh raha hai 500", "hinglish")])
def test_common_words_never_become_a_party(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    names = [x.counterparty for x in r.records + (r.clarify.partial if r.clarify else [])]
    names += [r.query.counterparty] if r.query else []
    assert not any(n and n.casefold() in NOT_NAMES for n in names), r


# (h) Marathi and Bengali honorifics with their endings and postpositions (guide: names): the name alone.
REGIONAL = [
    ("जाधव काकांनी 800 दिले", "mr", [(R, 800, "जाधव")]),
    ("पवार मामांनी 1200 दिले", "mr", [(R, 1200, "पवार")]),
    ("देशमुख काकांना 600 उधार दिले", "mr", [(U, 600, "देशमुख")]),
    ("शिंदे मामांना 400 उधार दिले", "mr", [(U, 400, "शिंदे")]),
    ("पाटीलकाकांनी 300 दिले", "mr", [(R, 300, "पाटील")]),
    ("गायकवाड काका 350 उधार", "mr", [(U, 350, "गायकवाड")]),
    ("कुलकर्णी काकांकडे किती बाकी आहे", "mr", ("balance", "कुलकर्णी")),
    ("जोशी मामांचे किती बाकी आहे", "mr", ("balance", "जोशी")),
    ("সুমন দা ৫০০ টাকা দিলেন", "bengali", [(R, 500, "সুমন")]),
    ("সুমন দাকে ৩০০ টাকা ধার দিলাম", "bengali", [(U, 300, "সুমন")]),
    ("রতন দা ২০০ টাকা দিল", "bengali", [(R, 200, "রতন")]),
    ("গোপাল দাকে ৪০০ টাকা বাকিতে দিলাম", "bengali", [(U, 400, "গোপাল")]),
    ("অমলদাকে ২৫০ টাকা ধার দিলাম", "bengali", [(U, 250, "অমল")]),
    ("করিম দার কাছে কত বাকি", "bengali", ("balance", "করিম")),
    ("বিশু দার কাছে কত টাকা বাকি আছে", "bengali", ("balance", "বিশু")),
    ("রহিমদার কাছে কত বাকি", "bengali", ("balance", "রহিম")),
    ("নিতাই দার কাছে কত পাওনা আছে", "bengali", ("balance", "নিতাই")),
    ("মিঠু দার কত বাকি আছে", "bengali", ("balance", "মিঠু")),
]


@pytest.mark.parametrize("text,lang,want", REGIONAL)
def test_regional_honorific_families(text: str, lang: str, want: object) -> None:
    r = read(text, lang=lang)
    if isinstance(want, tuple):
        assert r.intent == "query" and r.query is not None, r
        assert (r.query.query, r.query.counterparty) == want, r
    else:
        assert shape(r) == want, r
        assert r.confident, r
