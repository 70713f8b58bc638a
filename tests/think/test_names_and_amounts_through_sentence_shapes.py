"""Many names, honorifics and amount spellings through the same sentence shapes: the reading must never be
wrong (a question is allowed), and should be right nearly always."""

from __future__ import annotations

import itertools

from ._rules import read

NAMES = ["Raju", "Suresh", "Pooja", "Kiran", "Salim", "Fatima", "Joseph", "Patil", "Reddy", "Ghosh", "Gill",
         "Chintu", "Lakshmi", "Deepak", "Anand", "Sona", "Rekha", "Iqbal", "Thomas", "Kamla", "Sethi", "Vimal",
         "Heera", "Kishan", "Dolly"]
HONORIFICS = ["", " ji", " bhai", " didi", " saheb", " uncle"]
AMOUNTS = [("750", 75000), ("1,250", 125000), ("₹300", 30000), ("2k", 200000), ("dedh hazaar", 150000),
           ("saadhe teen sau", 35000), ("Rs. 900/-", 90000), ("pandrah sau", 150000)]

SHAPES = [
    ("{n}{h} ne {a} diye", "payment_received"),
    ("{n}{h} ne {a} jama kiye", "payment_received"),
    ("{n}{h} se {a} mile", "payment_received"),
    ("{n}{h} ko {a} udhaar diye", "udhaar_given"),
    ("{n}{h} ke khate mein {a} likho", "udhaar_given"),
    ("{n}{h} ko {a} chuka diye", "payment_made"),
    ("{n}{h} ka {a} aaya", "payment_received"),
]


def _cases():
    for k, (shape, kind) in enumerate(SHAPES):
        for j, name in enumerate(NAMES):
            hon = HONORIFICS[(j + k) % len(HONORIFICS)]
            amount, paise = AMOUNTS[(j * 3 + k) % len(AMOUNTS)]
            yield shape.format(n=name, h=hon, a=amount), kind, paise, name


def test_never_wrong_and_nearly_always_right():
    right = asked = 0
    wrong = []
    for text, kind, paise, name in _cases():
        r = read(text)
        if r.intent == "clarify" or r.intent == "unknown" or not r.confident:
            asked += 1
            continue
        got = [(x.kind, x.amount_paise, x.counterparty) for x in r.records]
        if got == [(kind, paise, name)]:
            right += 1
        else:
            wrong.append((text, got))
    assert not wrong, wrong[:10]
    assert right >= 0.95 * (right + asked)


def test_english_shapes():
    shapes = [("{n} paid {a}", "payment_received"), ("got {a} from {n}", "payment_received"),
              ("paid {a} to {n} Traders", "payment_made"), ("gave {n} {a} on credit", "udhaar_given")]
    for (shape, kind), name in itertools.product(shapes, NAMES[:12]):
        who = f"{name} Traders" if "Traders" in shape else name
        r = read(shape.format(n=name, a="640"), lang="en")
        assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [(kind, 64000, who)], (shape, name)
